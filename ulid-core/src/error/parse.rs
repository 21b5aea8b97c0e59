//! The error of parsing the text form, and its diagnosis.

use core::fmt;

use crate::ENCODED_LEN;

/// The text given to [`Ulid::parse`](crate::Ulid::parse) (or `FromStr`,
/// `TryFrom<&str>`, [`Ulid::parse_ascii`](crate::Ulid::parse_ascii)) is not
/// a ULID.
///
/// It says what was wrong and where. The checks run in this order, so the
/// error names the first problem a reader would fix:
///
/// 1. a character outside the Crockford base32 alphabet (`0-9`, `A-Z`
///    without `I`, `L`, `O`, `U`, either case), with its 0-based byte index;
/// 2. a length other than 26;
/// 3. overflow: a first character above `7` would need 131 bits.
///
/// The accessors and this order are promised; the
/// [`Display`](fmt::Display) text says the same in words, which may
/// improve in any release (the versioning guide's "What 1.0 promises").
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
///
/// let err = Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err();
/// assert!(err.is_invalid_character());
/// assert_eq!(err.index(), Some(25));
/// assert_eq!(
///     err.to_string(),
///     "invalid character 'L' at index 25 (0-based): \
///      a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Length { found: usize },
    Character { found: Found, index: usize },
    Overflow { found: u8 },
}

/// What stood where a base32 character was expected: a whole character when
/// the bytes there are UTF-8, else the lone byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Found {
    Char(char),
    Byte(u8),
}

impl ParseError {
    /// A length other than 26 (`found`).
    pub(crate) const fn invalid_length(found: usize) -> ParseError {
        ParseError {
            kind: Kind::Length { found },
        }
    }

    /// `found` at `index` is not a Crockford base32 character.
    pub(crate) const fn invalid_character(found: Found, index: usize) -> ParseError {
        ParseError {
            kind: Kind::Character { found, index },
        }
    }

    /// The first character, `found`, is above 7: the value needs 131 bits.
    pub(crate) const fn overflow(found: u8) -> ParseError {
        ParseError {
            kind: Kind::Overflow { found },
        }
    }

    /// The input has a length other than 26.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FA").unwrap_err();
    /// assert!(err.is_invalid_length());
    /// assert!(!err.is_invalid_character() && !err.is_overflow());
    /// ```
    #[must_use]
    pub const fn is_invalid_length(&self) -> bool {
        matches!(self.kind, Kind::Length { .. })
    }

    /// The input has a character outside the Crockford base32 alphabet.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FA-").unwrap_err();
    /// assert!(err.is_invalid_character());
    /// assert!(!err.is_invalid_length() && !err.is_overflow());
    /// ```
    #[must_use]
    pub const fn is_invalid_character(&self) -> bool {
        matches!(self.kind, Kind::Character { .. })
    }

    /// The input is 26 valid characters but starts above `7`, so its value
    /// does not fit in 128 bits.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ").unwrap_err();
    /// assert!(err.is_overflow());
    /// assert!(!err.is_invalid_length() && !err.is_invalid_character());
    /// ```
    #[must_use]
    pub const fn is_overflow(&self) -> bool {
        matches!(self.kind, Kind::Overflow { .. })
    }

    /// The 0-based byte index of the offending character: the invalid
    /// character, or 0 for an overflow. `None` for a wrong length.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAO").unwrap_err();
    /// assert_eq!(err.index(), Some(25));
    /// ```
    #[must_use]
    pub const fn index(&self) -> Option<usize> {
        match self.kind {
            Kind::Character { index, .. } => Some(index),
            Kind::Overflow { .. } => Some(0),
            Kind::Length { .. } => None,
        }
    }

    /// The length, in bytes, of an input that was not 26 long.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::parse("").unwrap_err();
    /// assert_eq!(err.found_len(), Some(0));
    /// ```
    #[must_use]
    pub const fn found_len(&self) -> Option<usize> {
        match self.kind {
            Kind::Length { found } => Some(found),
            _ => None,
        }
    }

    /// A fixed summary of the error, for contexts that cannot format
    /// (compile-time evaluation in [`ulid!`](crate::ulid)).
    #[doc(hidden)]
    #[must_use]
    pub const fn summary(&self) -> &'static str {
        match self.kind {
            Kind::Length { .. } => "invalid ULID: the text form is exactly 26 characters",
            Kind::Character { .. } => {
                "invalid ULID: a character is not Crockford base32 (0-9 and A-Z without I, L, O, U)"
            }
            Kind::Overflow { .. } => "invalid ULID: overflow, the first character must be 0-7",
        }
    }
}

/// The character whose UTF-8 encoding starts at `input[index]`, if there is
/// a complete, valid one.
pub(crate) const fn utf8_char_at(input: &[u8], index: usize) -> Option<char> {
    let lead = input[index];
    let (len, bits) = match lead {
        0x00..=0x7F => return Some(lead as char),
        0xC2..=0xDF => (2, lead & 0x1F),
        0xE0..=0xEF => (3, lead & 0x0F),
        0xF0..=0xF4 => (4, lead & 0x07),
        _ => return None,
    };
    if index + len > input.len() {
        return None;
    }
    let mut code = bits as u32;
    let mut i = 1;
    while i < len {
        let next = input[index + i];
        if next & 0xC0 != 0x80 {
            return None;
        }
        code = (code << 6) | (next & 0x3F) as u32;
        i += 1;
    }
    // Reject overlong forms: each length has a smallest code point.
    let smallest = match len {
        2 => 0x80,
        3 => 0x800,
        _ => 0x1_0000,
    };
    if code < smallest {
        return None;
    }
    // Rejects surrogates and values above U+10FFFF.
    char::from_u32(code)
}

impl fmt::Display for Found {
    /// `character 'x'`, or `byte 0xFF (not UTF-8)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "character {c:?}"),
            Found::Byte(b) => write!(f, "byte {b:#04X} (not UTF-8)"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Length { found } => write!(
                f,
                "invalid length: a ULID is {ENCODED_LEN} characters, found {found}"
            ),
            Kind::Character { found, index } => {
                write!(
                    f,
                    "invalid {found} at index {index} (0-based): \
                     a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)"
                )
            }
            Kind::Overflow { found } => write!(
                f,
                "overflow: the first character must be 0-7, found {:?}",
                found as char
            ),
        }
    }
}

impl core::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::string::ToString;

    fn message(input: &[u8]) -> alloc::string::String {
        crate::codec::scalar::diagnose(input).to_string()
    }

    #[test]
    fn names_the_length_found() {
        assert_eq!(
            message(b"01ARZ3NDEKTSV4RRFFQ69G5FA"),
            "invalid length: a ULID is 26 characters, found 25"
        );
        assert_eq!(
            message(b""),
            "invalid length: a ULID is 26 characters, found 0"
        );
    }

    #[test]
    fn names_the_character_and_its_index() {
        let err = crate::codec::scalar::diagnose("01ARZ3NDEKTSV4RRFFQ69G5FA\u{e9}".as_bytes());
        assert_eq!(err.index(), Some(25));
        assert!(
            err.to_string()
                .starts_with("invalid character '\u{e9}' at index 25")
        );
        assert!(
            message(b"01ARZ 3NDEKTSV4RRFFQ69G5FA").starts_with("invalid character ' ' at index 5")
        );
        assert!(message(b"\n").starts_with("invalid character '\\n' at index 0"));
        // Characters of two, three and four bytes in UTF-8: the smallest of
        // each length (an overlong form is below it) and two others.
        for c in ['\u{80}', '\u{800}', '\u{10000}', '\u{20ac}', '\u{1f600}'] {
            let text = alloc::format!("0{c}");
            let expected = alloc::format!("invalid character {c:?} at index 1");
            assert!(message(text.as_bytes()).starts_with(&expected), "{c:?}");
        }
    }

    #[test]
    fn names_a_byte_that_is_not_utf8() {
        assert!(
            message(b"01\xFFRZ3NDEKTSV4RRFFQ69G5FA")
                .starts_with("invalid byte 0xFF (not UTF-8) at index 2")
        );
        // A lone continuation byte, an overlong form and a truncated sequence.
        assert!(message(b"\x80").starts_with("invalid byte 0x80"));
        assert!(message(b"\xC0\x80").starts_with("invalid byte 0xC0"));
        assert!(message(b"\xE2\x82").starts_with("invalid byte 0xE2"));
        // Overlong forms of three and four bytes (U+0000).
        assert!(message(b"\xE0\x80\x80").starts_with("invalid byte 0xE0"));
        assert!(message(b"\xF0\x80\x80\x80").starts_with("invalid byte 0xF0"));
        // A surrogate encoded in UTF-8 form is not a character.
        assert!(message(b"\xED\xA0\x80").starts_with("invalid byte 0xED"));
    }

    #[test]
    fn names_overflow() {
        assert_eq!(
            message(b"8ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
            "overflow: the first character must be 0-7, found '8'"
        );
    }

    #[test]
    fn an_invalid_character_is_reported_before_the_length() {
        let err = crate::codec::scalar::diagnose(b"01-");
        assert!(err.is_invalid_character());
        assert_eq!(err.index(), Some(2));
    }
}
