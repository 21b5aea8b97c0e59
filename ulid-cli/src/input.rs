//! Reading an ID in any form the commands accept.

use ulid_core::{AnyId, Ulid};

/// An ID read from an argument or a line: its 128 bits, and the prefix
/// when it was a TypeID.
pub(crate) enum Parsed {
    /// A ULID, a UUID's text or 32 hex digits.
    Plain(Ulid),
    /// A TypeID.
    TypeId(AnyId),
}

impl Parsed {
    /// The 128 bits.
    pub(crate) fn to_ulid(&self) -> Ulid {
        match self {
            Parsed::Plain(ulid) => *ulid,
            Parsed::TypeId(id) => id.to_ulid(),
        }
    }
}

/// Reads `text` (surrounding white space ignored) as a ULID in either case
/// (26 characters), a UUID's hyphenated text (36), 32 hex digits, or a
/// TypeID (a prefix, `_` and 26 lower-case characters). The error says what
/// is wrong and where, in the words of the form the text looks like.
pub(crate) fn parse(text: &str) -> Result<Parsed, String> {
    let text = text.trim();
    if text.contains('_') {
        return AnyId::parse(text)
            .map(Parsed::TypeId)
            .map_err(|error| format!("not a TypeID: {error}"));
    }
    match text.len() {
        36 if text.contains('-') => Ulid::parse_uuid(text)
            .map(Parsed::Plain)
            .map_err(|error| error.to_string()),
        32 => parse_hex(text).map(Parsed::Plain),
        26 => Ulid::parse(text)
            .map(Parsed::Plain)
            .map_err(|error| error.to_string()),
        _ => Err(format!(
            "{} (nor is it a UUID's 36 characters, 32 hex digits or a TypeID)",
            Ulid::parse(text)
                .err()
                .map_or_else(String::new, |error| error.to_string())
        )),
    }
}

/// 32 hex digits, either case: the 16 bytes.
fn parse_hex(text: &str) -> Result<Ulid, String> {
    if let Some((index, c)) = text.char_indices().find(|(_, c)| !c.is_ascii_hexdigit()) {
        return Err(format!(
            "invalid character {c:?} at index {index} (0-based): 32 characters are read as hex digits"
        ));
    }
    u128::from_str_radix(text, 16)
        .map(Ulid::from_u128)
        .map_err(|error| error.to_string())
}
