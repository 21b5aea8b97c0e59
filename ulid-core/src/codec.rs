//! Crockford base32 for exactly 26 characters: the ULID text form.
//!
//! `scalar` is the portable, `const` codec and the definition of correct;
//! `ssse3` (x86_64, detected at run time) and `neon` (aarch64) compute the
//! same values and errors, and fall back to it for any invalid input so
//! that its `ParseError` says what and where; `tables` holds the constants
//! both SIMD codecs use. This file chooses one, once per call site.

#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
pub(crate) mod neon;
pub(crate) mod scalar;
#[cfg(target_arch = "x86_64")]
pub(crate) mod ssse3;
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon")
))]
pub(crate) mod tables;

pub(crate) use scalar::{Alphabet, Lower, Upper, decode_scalar, encode_scalar};

use crate::ENCODED_LEN;
use crate::error::parse::ParseError;

/// Writes the 26 characters of `value` into `out` with alphabet `A`
/// ([`Upper`] or [`Lower`]), with the fastest codec this CPU has: NEON on
/// aarch64, SSSE3 on x86_64 where present, else [`encode_scalar`].
#[inline]
pub(crate) fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    crate::codec::neon::encode::<A>(value, out);
    #[cfg(target_arch = "x86_64")]
    if crate::codec::ssse3::available() {
        // SAFETY: the CPU has SSSE3, checked just above.
        unsafe { crate::codec::ssse3::encode::<A>(value, out) };
    } else {
        encode_scalar::<A>(value, out);
    }
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon")
    )))]
    encode_scalar::<A>(value, out);
}

/// Decodes 26 characters with the fastest codec this CPU has, as
/// [`decode_scalar`] (same value, same error).
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    return crate::codec::neon::decode(input);
    #[cfg(target_arch = "x86_64")]
    return if crate::codec::ssse3::available() {
        // SAFETY: the CPU has SSSE3, checked just above.
        unsafe { crate::codec::ssse3::decode(input) }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_the_extremes() {
        let mut buf = [0; ENCODED_LEN];
        encode::<Upper>(0, &mut buf);
        assert_eq!(&buf, b"00000000000000000000000000");
        encode::<Upper>(u128::MAX, &mut buf);
        assert_eq!(&buf, b"7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
        encode::<Lower>(u128::MAX, &mut buf);
        assert_eq!(&buf, b"7zzzzzzzzzzzzzzzzzzzzzzzzz");
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
