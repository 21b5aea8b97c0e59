//! The hyphenated UUID text form of a ULID's 16 bytes
//! (`01563e3a-b5d3-d676-4c61-efb99302bd5b`), written and read without the
//! `uuid` crate, so that it works without std or alloc: serde's `as_uuid`
//! and PostgreSQL's text protocol for `uuid` columns use it.

use core::fmt;

use crate::Ulid;

/// Length of the hyphenated UUID form, in characters (and bytes).
pub const UUID_TEXT_LEN: usize = 36;

/// Where the hyphens stand.
const HYPHENS: [usize; 4] = [8, 13, 18, 23];

const HEX: &[u8; 16] = b"0123456789abcdef";

impl Ulid {
    /// Writes the 16 bytes as a lower-case hyphenated UUID (RFC 9562's
    /// recommended output form) into `buf` and returns it.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{UUID_TEXT_LEN, ulid};
    ///
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// let mut buf = [0; UUID_TEXT_LEN];
    /// assert_eq!(id.encode_uuid(&mut buf), "01563e3a-b5d3-d676-4c61-efb99302bd5b");
    /// ```
    pub fn encode_uuid(self, buf: &mut [u8; UUID_TEXT_LEN]) -> &str {
        encode(self, buf)
    }

    /// Parses a hyphenated UUID (36 characters, either case) as the ULID
    /// with the same 16 bytes.
    ///
    /// # Errors
    ///
    /// Any other length, a character that is not a hex digit (with its
    /// 0-based index), or a missing hyphen. Other UUID spellings (no
    /// hyphens, braces, `urn:uuid:`) are rejected too.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Ulid, ulid};
    ///
    /// let id = Ulid::parse_uuid("01563E3A-B5D3-D676-4C61-EFB99302BD5B")?;
    /// assert_eq!(id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    /// let err = Ulid::parse_uuid("01563e3ab5d3d6764c61efb99302bd5b").unwrap_err();
    /// assert_eq!(err.to_string(), "invalid UUID: a hyphenated UUID is 36 characters, found 32");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_uuid(text: &str) -> Result<Ulid, UuidParseError> {
        decode(text)
    }
}

fn encode(id: Ulid, out: &mut [u8; UUID_TEXT_LEN]) -> &str {
    let bytes = id.to_bytes();
    let mut at = 0;
    for (index, byte) in bytes.iter().enumerate() {
        // Hyphens follow bytes 4, 6, 8 and 10.
        if matches!(index, 4 | 6 | 8 | 10) {
            out[at] = b'-';
            at += 1;
        }
        out[at] = HEX[usize::from(byte >> 4)];
        out[at + 1] = HEX[usize::from(byte & 0xF)];
        at += 2;
    }
    // Hex digits and hyphens are ASCII.
    core::str::from_utf8(out).unwrap_or_default()
}

fn decode(text: &str) -> Result<Ulid, UuidParseError> {
    let input = text.as_bytes();
    if input.len() != UUID_TEXT_LEN {
        // A non-ASCII character is the likelier mistake than the length,
        // and its byte count would make the length message misleading.
        if let Some(index) = input.iter().position(|byte| !byte.is_ascii()) {
            return Err(error(Kind::Character {
                index,
                found: char_at(text, index),
            }));
        }
        return Err(error(Kind::Length(input.len())));
    }
    let mut value = 0u128;
    for (index, &byte) in input.iter().enumerate() {
        if HYPHENS.contains(&index) {
            if byte != b'-' {
                return Err(error(Kind::Hyphen {
                    index,
                    found: char_at(text, index),
                }));
            }
            continue;
        }
        let digit = match byte {
            b'0'..=b'9' => byte - b'0',
            b'a'..=b'f' => byte - b'a' + 10,
            b'A'..=b'F' => byte - b'A' + 10,
            _ => {
                return Err(error(Kind::Character {
                    index,
                    found: char_at(text, index),
                }));
            }
        };
        value = (value << 4) | u128::from(digit);
    }
    Ok(Ulid::from_u128(value))
}

/// The character at byte `index`, or U+FFFD inside a multi-byte one.
fn char_at(text: &str, index: usize) -> char {
    text.get(index..)
        .and_then(|rest| rest.chars().next())
        .unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// A string given to [`Ulid::parse_uuid`] is not a hyphenated UUID. The
/// [`Display`](fmt::Display) text says what and where; the
/// [`index`](UuidParseError::index) is what is promised.
///
/// # Example
///
/// ```
/// let err = ulid_core::Ulid::parse_uuid("01563e3a_b5d3-d676-4c61-efb99302bd5b").unwrap_err();
/// assert_eq!(err.index(), Some(8));
/// assert_eq!(err.to_string(), "invalid UUID: expected '-' at index 8 (0-based), found '_'");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UuidParseError {
    kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Length(usize),
    Hyphen { index: usize, found: char },
    Character { index: usize, found: char },
}

impl UuidParseError {
    /// The 0-based byte index of the offending character; `None` for a
    /// wrong length.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let bad = Ulid::parse_uuid("x1563e3a-b5d3-d676-4c61-efb99302bd5b").unwrap_err();
    /// assert_eq!(bad.index(), Some(0));
    /// assert_eq!(Ulid::parse_uuid("x").unwrap_err().index(), None);
    /// ```
    #[must_use]
    pub const fn index(&self) -> Option<usize> {
        match self.kind {
            Kind::Length(_) => None,
            Kind::Hyphen { index, .. } | Kind::Character { index, .. } => Some(index),
        }
    }
}

impl core::error::Error for UuidParseError {}

const fn error(kind: Kind) -> UuidParseError {
    UuidParseError { kind }
}

impl fmt::Display for UuidParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Length(found) => write!(
                f,
                "invalid UUID: a hyphenated UUID is {UUID_TEXT_LEN} characters, found {found}"
            ),
            Kind::Hyphen { index, found } => write!(
                f,
                "invalid UUID: expected '-' at index {index} (0-based), found {found:?}"
            ),
            Kind::Character { index, found } => write!(
                f,
                "invalid UUID: invalid character {found:?} at index {index} (0-based), expected a hex digit"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn round_trips_in_either_case() {
        let id = crate::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
        let mut buf = [0; UUID_TEXT_LEN];
        let text = id.encode_uuid(&mut buf);
        assert_eq!(text, "01563e3a-b5d3-d676-4c61-efb99302bd5b");
        assert_eq!(Ulid::parse_uuid(text), Ok(id));
        assert_eq!(Ulid::parse_uuid(&text.to_ascii_uppercase()), Ok(id));
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let message = |text: &str| Ulid::parse_uuid(text).unwrap_err().to_string();
        assert_eq!(
            message("01563e3ab5d3d6764c61efb99302bd5b"),
            "invalid UUID: a hyphenated UUID is 36 characters, found 32"
        );
        assert_eq!(
            message("01563e3a_b5d3-d676-4c61-efb99302bd5b"),
            "invalid UUID: expected '-' at index 8 (0-based), found '_'"
        );
        assert_eq!(
            message("01563e3a-b5d3-d676-4c61-efb99302bd5g"),
            "invalid UUID: invalid character 'g' at index 35 (0-based), expected a hex digit"
        );
        assert_eq!(
            message("01563e3a-b5d3-d676-4c61-efb99302bd5\u{e9}"),
            "invalid UUID: invalid character '\u{e9}' at index 35 (0-based), expected a hex digit"
        );
        assert_eq!(
            message("01563e3a-b5d3-d676-4c61-efb99302bd\u{e9}"),
            "invalid UUID: invalid character '\u{e9}' at index 34 (0-based), expected a hex digit"
        );
    }
}
