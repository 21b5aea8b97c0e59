//! The TypeID text form (spec v0.3): `prefix_` and the ULID's 26
//! characters in lower case, parsed strictly. `Id<P>` and `AnyId` share it.

use crate::typed::prefix::{self, PREFIX_MAX_LEN};
use crate::typed::prefix_buf::PrefixBuf;
use crate::{ENCODED_LEN, IdParseError, Ulid};

/// The longest TypeID: a 63-character prefix, `_` and 26 characters; the
/// size of the buffer [`Id::encode`](crate::Id::encode) writes into.
///
/// # Example
///
/// ```
/// assert_eq!(ulid_core::TYPEID_MAX_LEN, 90);
/// ```
pub const TYPEID_MAX_LEN: usize = PREFIX_MAX_LEN + 1 + ENCODED_LEN;

/// The length of a prefix and its separator: `prefix_`, or nothing for an
/// empty prefix. The suffix starts there.
pub(crate) const fn suffix_start(prefix: &str) -> usize {
    if prefix.is_empty() {
        0
    } else {
        prefix.len() + 1
    }
}

/// Writes `prefix_` (nothing for an empty prefix) and the lower-case
/// suffix into `buf`. The prefix is valid (at most 63 ASCII bytes).
pub(crate) fn encode<'b>(prefix: &str, ulid: Ulid, buf: &'b mut [u8; TYPEID_MAX_LEN]) -> &'b str {
    let start = suffix_start(prefix);
    if start > 0 {
        buf[..prefix.len()].copy_from_slice(prefix.as_bytes());
        buf[prefix.len()] = b'_';
    }
    let mut suffix = [0; crate::codec::PADDED_LEN];
    let suffix = ulid.encode_lower_padded(&mut suffix);
    buf[start..start + ENCODED_LEN].copy_from_slice(suffix.as_bytes());
    let text = &buf[..start + ENCODED_LEN];
    // SAFETY: the prefix is ASCII (validated, as every caller's is), and
    // the rest is `_` and base32 digits and lower-case letters: ASCII.
    unsafe { core::str::from_utf8_unchecked(text) }
}

/// Parses any TypeID: its prefix (validated) and its ULID.
///
/// # Errors
///
/// See [`IdParseError`]: the prefix's rules first, then the suffix.
pub(crate) fn parse(text: &[u8]) -> Result<(&[u8], Ulid), IdParseError> {
    // The suffix never holds `_`, so the last one is the separator.
    let (prefix, start) = match text.iter().rposition(|&byte| byte == b'_') {
        None => (&text[..0], 0),
        Some(0) => return Err(IdParseError::EMPTY_PREFIX_WITH_SEPARATOR),
        Some(separator) => {
            let prefix = &text[..separator];
            prefix::validate(prefix)?;
            (prefix, separator + 1)
        }
    };
    Ok((prefix, parse_suffix(&text[start..], start)?))
}

/// Parses a TypeID that must have the prefix `expected`.
///
/// # Errors
///
/// As [`parse`], then no separator where one is expected (reported first:
/// the input is most likely a bare ULID) or another prefix.
pub(crate) fn parse_expecting(text: &[u8], expected: &'static str) -> Result<Ulid, IdParseError> {
    // The common case, valid input, checks the prefix with one comparison.
    if let Some(ulid) = parse_exact(text, expected) {
        return Ok(ulid);
    }
    if !expected.is_empty() && !text.contains(&b'_') {
        return Err(IdParseError::missing_separator(expected));
    }
    let (prefix, ulid) = parse(text)?;
    if prefix != expected.as_bytes() {
        return Err(IdParseError::of_wrong_prefix(
            expected,
            PrefixBuf::new(prefix),
        ));
    }
    Ok(ulid)
}

/// `text` is `expected`, a separator and a valid suffix: its ULID. `None`
/// for anything else, which `parse_expecting` then diagnoses.
#[inline]
fn parse_exact(text: &[u8], expected: &str) -> Option<Ulid> {
    let start = suffix_start(expected);
    if text.len() != start + ENCODED_LEN
        || !text.starts_with(expected.as_bytes())
        || (start > 0 && text[start - 1] != b'_')
    {
        return None;
    }
    parse_suffix(&text[start..], start).ok()
}

/// The 26 characters after the separator (which starts at `start` in the
/// whole input, for error indexes): a ULID in lower case.
fn parse_suffix(suffix: &[u8], start: usize) -> Result<Ulid, IdParseError> {
    let ulid = Ulid::parse_ascii(suffix).map_err(|error| IdParseError::suffix(error, start))?;
    // `Ulid::parse_ascii` accepts either case; a TypeID only the lower.
    // Valid input is all lower case: one branch-free pass over all 26
    // bytes (which the compiler vectorizes) beats stopping at the first.
    let any_upper = suffix
        .iter()
        .fold(false, |any, byte| any | byte.is_ascii_uppercase());
    if any_upper {
        if let Some(index) = suffix.iter().position(u8::is_ascii_uppercase) {
            return Err(IdParseError::suffix_upper_case(
                suffix[index],
                start + index,
            ));
        }
    }
    Ok(ulid)
}

#[cfg(test)]
mod tests {
    use super::{TYPEID_MAX_LEN, encode, parse_exact};
    use crate::{ENCODED_LEN, Ulid};

    /// The fast path takes every valid TypeID of the expected prefix and
    /// nothing else. What it leaves, `parse_expecting` parses again and
    /// answers alike, only slower: no test of the result tells them apart.
    #[test]
    fn the_fast_path_takes_exactly_the_valid_typeids_of_its_prefix() {
        let ulid = Ulid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
        let mut buf = [0; TYPEID_MAX_LEN];
        for prefix in ["", "user", "line_item"] {
            let text = encode(prefix, ulid, &mut buf).as_bytes();
            assert_eq!(parse_exact(text, prefix), Some(ulid), "{prefix:?}");
        }
        // `user_` and the suffix, and one character more.
        let mut longer = [b'0'; 5 + ENCODED_LEN + 1];
        longer[..5 + ENCODED_LEN].copy_from_slice(encode("user", ulid, &mut buf).as_bytes());
        let valid: [u8; 5 + ENCODED_LEN] = longer[..5 + ENCODED_LEN].try_into().unwrap();
        let changed = |at: usize, byte: u8| {
            let mut text = valid;
            text[at] = byte;
            text
        };
        // Another prefix of the same length, no separator, upper case.
        assert_eq!(parse_exact(&changed(1, b'i'), "user"), None);
        assert_eq!(parse_exact(&changed(4, b'x'), "user"), None);
        assert_eq!(parse_exact(&changed(30, b'Z'), "user"), None);
        // A character short or over, the whole of it for no prefix, the
        // suffix alone.
        assert_eq!(parse_exact(&valid[..30], "user"), None);
        assert_eq!(parse_exact(&longer, "user"), None);
        assert_eq!(parse_exact(&valid, ""), None);
        assert_eq!(parse_exact(&valid[5..], "user"), None);
    }
}
