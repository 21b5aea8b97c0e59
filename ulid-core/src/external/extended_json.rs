//! MongoDB Extended JSON for the 16 bytes, as the serde visitor meets it:
//! bson's deserializers hand a `Binary` of a subtype other than 0 (the UUID
//! subtype 4, which drivers write for UUIDs) to a visitor as the map
//! `{"$binary": {"base64": "...", "subType": "04"}}`, and `mongoexport`
//! writes the same (or `{"$uuid": "..."}`) into JSON. Without this, such a
//! document would not read back as a `Ulid`. Read without allocating: the
//! base64 decodes straight into 16 bytes.

use core::fmt;

use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, Visitor};

use crate::Ulid;

/// Reads a map as `{"$binary": {"base64": ..., "subType": "00" or "04"}}`
/// (16 bytes) or `{"$uuid": "..."}` (a hyphenated UUID). Anything else is
/// an error.
pub(crate) fn read<'de, A: MapAccess<'de>>(mut map: A) -> Result<Ulid, A::Error> {
    let id = match map.next_key::<Wrapper>()? {
        Some(Wrapper::Binary) => map.next_value::<Binary>()?.0,
        Some(Wrapper::Uuid) => map.next_value::<UuidText>()?.0,
        None => return Err(de::Error::invalid_length(0, &"a $binary or $uuid map")),
    };
    if map.next_key::<IgnoredAny>()?.is_some() {
        return Err(de::Error::custom("a $binary or $uuid map has one key"));
    }
    Ok(id)
}

/// The one key of an Extended JSON map that holds a ULID.
enum Wrapper {
    Binary,
    Uuid,
}

impl<'de> Deserialize<'de> for Wrapper {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Wrapper, D::Error> {
        deserializer.deserialize_identifier(WrapperVisitor)
    }
}

struct WrapperVisitor;

impl Visitor<'_> for WrapperVisitor {
    type Value = Wrapper;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("$binary or $uuid")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Wrapper, E> {
        match key {
            "$binary" => Ok(Wrapper::Binary),
            "$uuid" => Ok(Wrapper::Uuid),
            other => Err(E::custom(format_args!(
                "a map holds a ULID only as MongoDB Extended JSON ($binary or $uuid), found key {other:?}"
            ))),
        }
    }
}

/// The value of `$binary`: 16 bytes of subtype 0 or 4.
struct Binary(Ulid);

impl<'de> Deserialize<'de> for Binary {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Binary, D::Error> {
        deserializer.deserialize_map(BinaryVisitor)
    }
}

struct BinaryVisitor;

impl<'de> Visitor<'de> for BinaryVisitor {
    type Value = Binary;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{\"base64\": ..., \"subType\": \"00\" or \"04\"}")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Binary, A::Error> {
        let (mut bytes, mut subtype) = (None, None);
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Base64 => bytes = Some(map.next_value::<Base64>()?.0),
                Key::SubType => subtype = Some(map.next_value::<SubType>()?.0),
            }
        }
        let bytes = bytes.ok_or_else(|| de::Error::missing_field("base64"))?;
        match subtype.ok_or_else(|| de::Error::missing_field("subType"))? {
            0 | 4 => Ok(Binary(Ulid::from_bytes(bytes))),
            other => Err(de::Error::custom(format_args!(
                "a ULID is a Binary of subtype 0 or 4, found subtype {other}"
            ))),
        }
    }
}

/// The keys of a `$binary` value.
enum Key {
    Base64,
    SubType,
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Key, D::Error> {
        deserializer.deserialize_identifier(KeyVisitor)
    }
}

struct KeyVisitor;

impl Visitor<'_> for KeyVisitor {
    type Value = Key;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("base64 or subType")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Key, E> {
        match key {
            "base64" => Ok(Key::Base64),
            "subType" => Ok(Key::SubType),
            other => Err(E::unknown_field(other, &["base64", "subType"])),
        }
    }
}

/// 16 bytes in standard base64 (24 characters, `==` at the end).
struct Base64([u8; 16]);

impl<'de> Deserialize<'de> for Base64 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Base64, D::Error> {
        deserializer.deserialize_str(Base64Visitor)
    }
}

struct Base64Visitor;

impl Visitor<'_> for Base64Visitor {
    type Value = Base64;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("16 bytes in base64")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Base64, E> {
        decode_base64(text.as_bytes())
            .map(Base64)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
    }
}

/// Standard base64 of exactly 16 bytes: 22 characters and `==`.
fn decode_base64(text: &[u8]) -> Option<[u8; 16]> {
    let (digits, padding) = text.split_at_checked(22)?;
    if padding != b"==" {
        return None;
    }
    let mut bits: u128 = 0;
    for (index, &c) in digits.iter().enumerate() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        if index < 21 {
            bits = (bits << 6) | u128::from(value);
        } else {
            // The 22nd character holds the last 2 bits and 4 zero bits.
            if value & 0xF != 0 {
                return None;
            }
            bits = (bits << 2) | u128::from(value >> 4);
        }
    }
    Some(bits.to_be_bytes())
}

/// The subtype, as Extended JSON writes it: one or two hex digits.
struct SubType(u8);

impl<'de> Deserialize<'de> for SubType {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SubType, D::Error> {
        deserializer.deserialize_str(SubTypeVisitor)
    }
}

struct SubTypeVisitor;

impl Visitor<'_> for SubTypeVisitor {
    type Value = SubType;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a subtype of one or two hex digits")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<SubType, E> {
        // Not `from_str_radix` alone, which also takes a sign and any
        // number of leading zeros (`+4`, `004`).
        let digits = (1..=2).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_hexdigit());
        match u8::from_str_radix(text, 16) {
            Ok(subtype) if digits => Ok(SubType(subtype)),
            _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
        }
    }
}

/// The value of `$uuid`: a hyphenated UUID.
struct UuidText(Ulid);

impl<'de> Deserialize<'de> for UuidText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<UuidText, D::Error> {
        deserializer.deserialize_str(UuidVisitor)
    }
}

struct UuidVisitor;

impl Visitor<'_> for UuidVisitor {
    type Value = UuidText;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a hyphenated UUID")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<UuidText, E> {
        Ulid::parse_uuid(text).map(UuidText).map_err(E::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::decode_base64;

    #[test]
    fn base64_of_sixteen_bytes() {
        assert_eq!(decode_base64(b"AQEBAQEBAQEBAQEBAQEBAQ=="), Some([1; 16]));
        assert_eq!(decode_base64(b"AAAAAAAAAAAAAAAAAAAAAA=="), Some([0; 16]));
        assert_eq!(decode_base64(b"/////////////////////w=="), Some([0xFF; 16]));
        // 0x01563E3AB5D3D6764C61EFB99302BD5B, the spec's example ULID.
        let expected = 0x0156_3E3A_B5D3_D676_4C61_EFB9_9302_BD5B_u128.to_be_bytes();
        assert_eq!(decode_base64(b"AVY+OrXT1nZMYe+5kwK9Ww=="), Some(expected));
        for bad in [
            &b"AQEBAQEBAQEBAQEBAQEBAQ="[..],
            b"AQEBAQEBAQEBAQEBAQEBAR==",
            b"AQEBAQEBAQEBAQEBAQEBA*==",
            b"",
        ] {
            assert_eq!(decode_base64(bad), None, "{bad:?}");
        }
    }
}
