//! The portable codec: `const`, branch-free on valid input, and the
//! reference the SIMD codecs are tested against.
//!
//! Both directions work on three independent integers (the 48-bit timestamp
//! and two 40-bit halves of the randomness) instead of one `u128` shifted
//! 26 times in a row: the 26 characters then have no data dependency on
//! each other and the CPU computes them side by side.

use crate::ENCODED_LEN;
use crate::error::parse::{Found, ParseError, utf8_char_at};

/// The characters a text form is written with, in value order. A type
/// parameter of every encoder, so that each case is its own compiled code
/// with its table as a constant (passed as a value, the table cost the
/// upper-case SSSE3 encoder 12 instructions of its 65).
pub(crate) trait Alphabet {
    const CHARS: &'static [u8; 32];
    /// Whether the letters are lower case: which of the two encoders
    /// chosen at run time (`x86.rs`) is this alphabet's.
    #[cfg_attr(
        not(all(target_arch = "x86_64", feature = "std", not(target_feature = "avx2"))),
        // `allow`: Rust 1.85 does not see the constant as dead, later
        // versions do.
        allow(
            dead_code,
            reason = "only x86_64 with std chooses encoders at run time"
        )
    )]
    const LOWER: bool;
}

/// The Crockford base32 alphabet: digits and capitals without I, L, O, U;
/// the canonical text form is written with it.
pub(crate) enum Upper {}

impl Alphabet for Upper {
    const CHARS: &'static [u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const LOWER: bool = false;
}

/// The same letters in lower case, for the lower-case text form (and
/// TypeIDs' suffixes).
pub(crate) enum Lower {}

impl Alphabet for Lower {
    const CHARS: &'static [u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
    const LOWER: bool = true;
}

/// Marks a byte that is not in the alphabet. Any value above 31 works: the
/// decoder ORs every looked-up value together and checks the high bits once.
pub(crate) const INVALID: u8 = 0xFF;

/// Byte to 5-bit value, case-insensitive; [`INVALID`] for everything else.
pub(crate) const LOOKUP: [u8; 256] = {
    let mut table = [INVALID; 256];
    let mut value = 0;
    while value < Upper::CHARS.len() {
        let upper = Upper::CHARS[value];
        // `value` < 32, so the cast is exact.
        #[expect(clippy::cast_possible_truncation, reason = "value < 32")]
        let digit = value as u8;
        table[upper as usize] = digit;
        table[upper.to_ascii_lowercase() as usize] = digit;
        value += 1;
    }
    table
};

const MASK_40: u64 = (1 << 40) - 1;

/// Writes the 26 characters of `value` into `out` with alphabet `A`
/// ([`Upper`] or [`Lower`]); `const`, and the reference the SIMD codecs
/// are tested against.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "each shift leaves at most 50 significant bits, masked to 5 per character"
)]
pub(crate) const fn encode_scalar<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let alphabet = A::CHARS;
    // Timestamp: 48 bits in 10 characters, so the first holds 3 bits.
    let timestamp = (value >> 80) as u64;
    let high = (value >> 40) as u64 & MASK_40;
    let low = value as u64 & MASK_40;
    let mut i = 0;
    while i < 10 {
        out[i] = alphabet[((timestamp >> (45 - 5 * i)) & 31) as usize];
        i += 1;
    }
    let mut i = 0;
    while i < 8 {
        out[10 + i] = alphabet[((high >> (35 - 5 * i)) & 31) as usize];
        out[18 + i] = alphabet[((low >> (35 - 5 * i)) & 31) as usize];
        i += 1;
    }
}

/// Decodes 26 characters of Crockford base32, case-insensitive, rejecting
/// any other length, any byte outside the alphabet and overflow; `const`,
/// and the reference the SIMD codecs are tested against.
///
/// The fast path is branch-free over the input; only a failure pays for
/// [`diagnose`], which finds out what was wrong and where.
#[inline]
pub(crate) const fn decode_scalar(input: &[u8]) -> Result<u128, ParseError> {
    let bytes = match input.first_chunk::<ENCODED_LEN>() {
        Some(bytes) if input.len() == ENCODED_LEN => bytes,
        _ => return Err(diagnose(input)),
    };
    let mut seen = 0u8;
    let mut timestamp = 0u64;
    let mut i = 0;
    while i < 10 {
        let digit = LOOKUP[bytes[i] as usize];
        seen |= digit;
        timestamp = (timestamp << 5) | digit as u64;
        i += 1;
    }
    let (mut high, mut low) = (0u64, 0u64);
    let mut i = 0;
    while i < 8 {
        let (h, l) = (
            LOOKUP[bytes[10 + i] as usize],
            LOOKUP[bytes[18 + i] as usize],
        );
        seen |= h | l;
        high = (high << 5) | h as u64;
        low = (low << 5) | l as u64;
        i += 1;
    }
    // Every valid digit is below 32; any INVALID sets a higher bit. An
    // invalid byte can also have shifted garbage into the integers, which
    // is harmless: they are thrown away.
    // The 50 bits of the first 10 characters must fit in 48 (first char 0-7).
    if seen > 31 || timestamp >> 48 != 0 {
        return Err(diagnose(input));
    }
    Ok(((timestamp as u128) << 80) | ((high as u128) << 40) | low as u128)
}

/// Works out why `input` is not a ULID: the first byte outside the
/// alphabet, else a length other than 26, else overflow. Only called once
/// decoding has failed, so the fast path never pays for it.
pub(crate) const fn diagnose(input: &[u8]) -> ParseError {
    let mut index = 0;
    while index < input.len() {
        if LOOKUP[input[index] as usize] == INVALID {
            let found = match utf8_char_at(input, index) {
                Some(c) => Found::Char(c),
                None => Found::Byte(input[index]),
            };
            return ParseError::invalid_character(found, index);
        }
        index += 1;
    }
    if input.len() != ENCODED_LEN {
        return ParseError::invalid_length(input.len());
    }
    ParseError::overflow(input[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_accepts_exactly_the_alphabet_in_both_cases() {
        for byte in 0..=255u8 {
            let expected = Upper::CHARS
                .iter()
                .position(|&c| c == byte.to_ascii_uppercase())
                .map(|p| u8::try_from(p).unwrap());
            let got = (LOOKUP[usize::from(byte)] != INVALID).then_some(LOOKUP[usize::from(byte)]);
            assert_eq!(got, expected, "byte {byte:#04x}");
        }
        for excluded in *b"ILOUilou" {
            assert_eq!(LOOKUP[usize::from(excluded)], INVALID);
        }
    }

    /// The random part is read two characters at a time (positions 10 + i
    /// and 18 + i): one invalid byte in both of a pair must not hide the
    /// other (the same byte twice cancels out if the pair is joined by
    /// `^` instead of `|`).
    #[test]
    fn an_invalid_byte_in_both_of_a_pair_is_rejected() {
        for i in 0..8 {
            for byte in [b'!', b'U', 0xFF] {
                let mut text = *b"01ARZ3NDEKTSV4RRFFQ69G5FAV";
                (text[10 + i], text[18 + i]) = (byte, byte);
                let err = decode_scalar(&text).unwrap_err();
                assert_eq!(err.index(), Some(10 + i), "{text:?}");
            }
        }
    }

    #[test]
    fn the_lower_case_alphabet_is_the_upper_case_one_lowered() {
        assert_eq!(*Lower::CHARS, Upper::CHARS.to_ascii_lowercase().as_slice());
        // Each letter reads back as its own value.
        for (value, &byte) in Lower::CHARS.iter().enumerate() {
            assert_eq!(usize::from(LOOKUP[usize::from(byte)]), value);
        }
    }
}
