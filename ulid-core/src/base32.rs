//! Crockford base32 for exactly 26 characters: the ULID text form.
//!
//! Both directions work on three independent integers (the 48-bit timestamp
//! and two 40-bit halves of the randomness) instead of one `u128` shifted
//! 26 times in a row: the 26 characters then have no data dependency on
//! each other and the CPU computes them side by side.

use crate::parse_error::ParseError;

/// Length of the ULID text form, in characters (and bytes: it is ASCII).
pub const ENCODED_LEN: usize = 26;

/// A regular expression that matches exactly the text [`Ulid::parse`]
/// accepts: 26 characters, case-insensitive, no `I`, `L`, `O`, `U`, the
/// first `0`-`7`. The JSON Schema and OpenAPI integrations publish it.
///
/// [`Ulid::parse`]: crate::Ulid::parse
///
/// # Example
///
/// ```
/// assert_eq!(ulid_core::TEXT_PATTERN, "^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$");
/// ```
pub const TEXT_PATTERN: &str = "^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$";

/// The Crockford base32 alphabet: digits and capitals without I, L, O, U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Marks a byte that is not in the alphabet. Any value above 31 works: the
/// decoder ORs every looked-up value together and checks the high bits once.
pub(crate) const INVALID: u8 = 0xFF;

/// Byte to 5-bit value, case-insensitive; [`INVALID`] for everything else.
pub(crate) const LOOKUP: [u8; 256] = {
    let mut table = [INVALID; 256];
    let mut value = 0;
    while value < ALPHABET.len() {
        let upper = ALPHABET[value];
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

/// Writes the 26 characters of `value` into `out`, with the fastest codec
/// this CPU has: NEON on aarch64, SSSE3 on x86_64 where present, else
/// [`encode_scalar`].
#[inline]
pub(crate) fn encode(value: u128, out: &mut [u8; ENCODED_LEN]) {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    crate::base32_neon::encode(value, out);
    #[cfg(target_arch = "x86_64")]
    if crate::base32_ssse3::available() {
        // SAFETY: the CPU has SSSE3, checked just above.
        unsafe { crate::base32_ssse3::encode(value, out) };
    } else {
        encode_scalar(value, out);
    }
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon")
    )))]
    encode_scalar(value, out);
}

/// Decodes 26 characters with the fastest codec this CPU has, as
/// [`decode_scalar`] (same value, same error).
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    return crate::base32_neon::decode(input);
    #[cfg(target_arch = "x86_64")]
    return if crate::base32_ssse3::available() {
        // SAFETY: the CPU has SSSE3, checked just above.
        unsafe { crate::base32_ssse3::decode(input) }
    } else {
        decode_portable(input)
    };
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon")
    )))]
    decode_scalar(input)
}

/// [`decode_scalar`], kept out of line beside the SSSE3 codec: inlined
/// next to the SIMD call, its many registers would make every call save
/// and restore them, the SIMD path included.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
fn decode_portable(input: &[u8]) -> Result<u128, ParseError> {
    decode_scalar(input)
}

/// Writes the 26 characters of `value` into `out`; `const`, and the
/// reference the SIMD codecs are tested against.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "each shift leaves at most 50 significant bits, masked to 5 per character"
)]
pub(crate) const fn encode_scalar(value: u128, out: &mut [u8; ENCODED_LEN]) {
    // Timestamp: 48 bits in 10 characters, so the first holds 3 bits.
    let timestamp = (value >> 80) as u64;
    let high = (value >> 40) as u64 & MASK_40;
    let low = value as u64 & MASK_40;
    let mut i = 0;
    while i < 10 {
        out[i] = ALPHABET[((timestamp >> (45 - 5 * i)) & 31) as usize];
        i += 1;
    }
    let mut i = 0;
    while i < 8 {
        out[10 + i] = ALPHABET[((high >> (35 - 5 * i)) & 31) as usize];
        out[18 + i] = ALPHABET[((low >> (35 - 5 * i)) & 31) as usize];
        i += 1;
    }
}

/// Decodes 26 characters of Crockford base32, case-insensitive, rejecting
/// any other length, any byte outside the alphabet and overflow; `const`,
/// and the reference the SIMD codecs are tested against.
///
/// The fast path is branch-free over the input; only a failure pays for
/// [`ParseError::diagnose`], which finds out what was wrong and where.
#[inline]
pub(crate) const fn decode_scalar(input: &[u8]) -> Result<u128, ParseError> {
    let bytes = match input.first_chunk::<ENCODED_LEN>() {
        Some(bytes) if input.len() == ENCODED_LEN => bytes,
        _ => return Err(ParseError::diagnose(input)),
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
        return Err(ParseError::diagnose(input));
    }
    Ok(((timestamp as u128) << 80) | ((high as u128) << 40) | low as u128)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_accepts_exactly_the_alphabet_in_both_cases() {
        for byte in 0..=255u8 {
            let expected = ALPHABET
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

    #[test]
    fn encodes_the_extremes() {
        let mut buf = [0; ENCODED_LEN];
        encode(0, &mut buf);
        assert_eq!(&buf, b"00000000000000000000000000");
        encode(u128::MAX, &mut buf);
        assert_eq!(&buf, b"7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    }

    #[test]
    fn decodes_the_extremes_and_rejects_one_past() {
        assert_eq!(decode(b"00000000000000000000000000"), Ok(0));
        assert_eq!(decode(b"7ZZZZZZZZZZZZZZZZZZZZZZZZZ"), Ok(u128::MAX));
        assert_eq!(decode(b"7zzzzzzzzzzzzzzzzzzzzzzzzz"), Ok(u128::MAX));
        assert!(
            decode(b"80000000000000000000000000")
                .unwrap_err()
                .is_overflow()
        );
    }
}
