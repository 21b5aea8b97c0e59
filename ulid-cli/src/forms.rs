//! The output forms of `convert --to` and `range --to`.

use std::io::{self, Write};
use std::str::FromStr;

use ulid_core::{AnyId, ENCODED_LEN, TYPEID_MAX_LEN, UUID_TEXT_LEN, Ulid};

/// One output form of an ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// The 26 upper-case characters.
    Ulid,
    /// The same in lower case.
    UlidLower,
    /// The hyphenated UUID text of the same 16 bytes, lower case.
    Uuid,
    /// The 16 bytes as 32 lower-case hex digits.
    Hex,
    /// The timestamp, in milliseconds since 1970.
    Ms,
    /// A TypeID with this prefix (checked when parsed).
    TypeId(String),
}

impl FromStr for Form {
    type Err = String;

    fn from_str(text: &str) -> Result<Form, String> {
        match text {
            "ulid" => Ok(Form::Ulid),
            "ulid-lower" => Ok(Form::UlidLower),
            "uuid" => Ok(Form::Uuid),
            "hex" => Ok(Form::Hex),
            "ms" => Ok(Form::Ms),
            _ => match text.strip_prefix("typeid:") {
                Some(prefix) => match AnyId::new(prefix, Ulid::NIL) {
                    Ok(_) => Ok(Form::TypeId(prefix.to_owned())),
                    Err(error) => Err(format!("bad TypeID prefix {prefix:?}: {error}")),
                },
                None => Err(format!(
                    "unknown form {text:?}: use ulid, ulid-lower, uuid, hex, ms or typeid:PREFIX"
                )),
            },
        }
    }
}

impl Form {
    /// Writes `id` in this form and a newline.
    pub(crate) fn write_line(&self, id: Ulid, out: &mut impl Write) -> io::Result<()> {
        match self {
            Form::Ulid => out.write_all(id.encode(&mut [0; ENCODED_LEN]).as_bytes())?,
            Form::UlidLower => out.write_all(id.encode_lower(&mut [0; ENCODED_LEN]).as_bytes())?,
            Form::Uuid => out.write_all(id.encode_uuid(&mut [0; UUID_TEXT_LEN]).as_bytes())?,
            Form::Hex => out.write_all(&hex(id))?,
            Form::Ms => write!(out, "{}", id.timestamp_ms())?,
            Form::TypeId(prefix) => {
                // The prefix was checked when the form was parsed.
                let typeid = AnyId::new(prefix, id).map_err(io::Error::other)?;
                out.write_all(typeid.encode(&mut [0; TYPEID_MAX_LEN]).as_bytes())?;
            }
        }
        out.write_all(b"\n")
    }
}

/// The 16 bytes as 32 lower-case hex digits.
pub(crate) fn hex(id: Ulid) -> [u8; 32] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = [0; 32];
    for (pair, byte) in text.chunks_exact_mut(2).zip(id.to_bytes()) {
        pair[0] = DIGITS[usize::from(byte >> 4)];
        pair[1] = DIGITS[usize::from(byte & 0xF)];
    }
    text
}
