//! The hyphenated UUID text form of a ULID's 16 bytes
//! (`01563e3a-b5d3-d676-4c61-efb99302bd5b`), written and read without the
//! `uuid` crate so that `as_uuid` works without std or alloc.

use core::fmt;

use ulid_core::Ulid;

/// Length of the hyphenated form.
pub(crate) const LEN: usize = 36;

/// Where the hyphens stand.
const HYPHENS: [usize; 4] = [8, 13, 18, 23];

const HEX: &[u8; 16] = b"0123456789abcdef";

/// The lower-case hyphenated form, as RFC 9562 recommends for output.
pub(crate) fn encode(id: Ulid, out: &mut [u8; LEN]) -> &str {
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

/// Parses the hyphenated form, either case.
pub(crate) fn decode(text: &str) -> Result<Ulid, UuidTextError> {
    let input = text.as_bytes();
    if input.len() != LEN {
        // A non-ASCII character is the likelier mistake than the length,
        // and its byte count would make the length message misleading.
        if let Some(index) = input.iter().position(|byte| !byte.is_ascii()) {
            return Err(UuidTextError::Character {
                index,
                found: char_at(text, index),
            });
        }
        return Err(UuidTextError::Length(input.len()));
    }
    let mut value = 0u128;
    for (index, &byte) in input.iter().enumerate() {
        if HYPHENS.contains(&index) {
            if byte != b'-' {
                return Err(UuidTextError::Hyphen {
                    index,
                    found: char_at(text, index),
                });
            }
            continue;
        }
        let digit = match byte {
            b'0'..=b'9' => byte - b'0',
            b'a'..=b'f' => byte - b'a' + 10,
            b'A'..=b'F' => byte - b'A' + 10,
            _ => {
                return Err(UuidTextError::Character {
                    index,
                    found: char_at(text, index),
                });
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

/// Why a string is not a hyphenated UUID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UuidTextError {
    Length(usize),
    Hyphen { index: usize, found: char },
    Character { index: usize, found: char },
}

impl fmt::Display for UuidTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UuidTextError::Length(found) => write!(
                f,
                "invalid UUID: a hyphenated UUID is {LEN} characters, found {found}"
            ),
            UuidTextError::Hyphen { index, found } => write!(
                f,
                "invalid UUID: expected '-' at index {index} (0-based), found {found:?}"
            ),
            UuidTextError::Character { index, found } => write!(
                f,
                "invalid UUID: invalid character {found:?} at index {index} (0-based), expected a hex digit"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    #[test]
    fn round_trips_in_either_case() {
        let id = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
        let mut buf = [0; LEN];
        let text = encode(id, &mut buf);
        assert_eq!(text, "01563e3a-b5d3-d676-4c61-efb99302bd5b");
        assert_eq!(decode(text), Ok(id));
        assert_eq!(decode(&text.to_ascii_uppercase()), Ok(id));
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let message = |text: &str| decode(text).unwrap_err().to_string();
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
