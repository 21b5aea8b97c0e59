//! Crockford base32 for exactly 26 characters: the ULID text form.
//!
//! `scalar` is the portable, `const` codec and the definition of correct;
//! `avx2` and `ssse3` (x86_64, chosen at run time by `x86`) and `neon`
//! (aarch64) compute the same values and errors, and fall back to it for
//! any invalid input so that its `ParseError` says what and where;
//! `tables` holds the constants the SIMD codecs share.

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
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
#[cfg(target_arch = "x86_64")]
mod x86;

pub(crate) use scalar::{Alphabet, Lower, Upper, decode_scalar, encode_scalar};

use crate::ENCODED_LEN;
use crate::error::parse::ParseError;

/// Writes the 26 characters of `value` into `out` with alphabet `A`
/// ([`Upper`] or [`Lower`]), with the fastest codec this CPU has: NEON on
/// aarch64, AVX2 or SSSE3 on x86_64 where present, else [`encode_scalar`].
#[inline]
pub(crate) fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    crate::codec::neon::encode::<A>(value, out);
    #[cfg(target_arch = "x86_64")]
    x86::encode::<A>(value, out);
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon")
    )))]
    encode_scalar::<A>(value, out);
}

/// The size of the buffer [`encode_padded`] writes: 26 characters and 6
/// more bytes.
pub(crate) const PADDED_LEN: usize = 32;

/// As [`encode`], into the first 26 bytes of `out` (the other 6 are
/// overwritten with characters of no meaning): for text this crate
/// copies on at once (`to_string`, `Display`, serde, TypeIDs), which the
/// AVX2 codec writes with one 32-byte store that a copy's loads are served
/// from, where a copy of [`encode`]'s 26 bytes waits for its two stores to
/// reach the cache.
#[inline]
pub(crate) fn encode_padded<A: Alphabet>(value: u128, out: &mut [u8; PADDED_LEN]) -> &str {
    #[cfg(target_arch = "x86_64")]
    let stored = x86::encode_padded::<A>(value, out);
    #[cfg(not(target_arch = "x86_64"))]
    let stored = false;
    encode_unless_stored::<A>(value, out, stored);
    // SAFETY: the first 26 bytes are characters of the alphabet, ASCII:
    // the AVX2 codec stored them, or `encode_unless_stored` wrote them.
    unsafe { core::str::from_utf8_unchecked(&out[..ENCODED_LEN]) }
}

/// Writes the 26 characters of `value` into the first 26 bytes of `out`
/// with the codec [`encode`] picks, unless the AVX2 codec has `stored`
/// them: the path of every CPU without AVX2, which a unit test takes on
/// any CPU.
#[inline]
fn encode_unless_stored<A: Alphabet>(value: u128, out: &mut [u8; PADDED_LEN], stored: bool) {
    if !stored {
        let (text, _) = out
            .split_first_chunk_mut::<ENCODED_LEN>()
            .expect("32 bytes hold 26");
        encode::<A>(value, text);
    }
}

/// Decodes 26 characters with the fastest codec this CPU has, as
/// [`decode_scalar`] (same value, same error).
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    return crate::codec::neon::decode(input);
    #[cfg(target_arch = "x86_64")]
    return x86::decode(input);
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon")
    )))]
    decode_scalar(input)
}

#[cfg(all(fuzzing, feature = "std", target_arch = "x86_64"))]
pub(crate) use x86::check_every_codec;

/// [`decode_scalar`], kept out of line beside the SIMD codecs: inlined
/// next to the SIMD code, its many registers would make every call save
/// and restore them, the SIMD path included.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
fn decode_portable(input: &[u8]) -> Result<u128, ParseError> {
    decode_scalar(input)
}

/// The error of a text that a SIMD codec rejected: the scalar diagnosis
/// alone, out of line. The SIMD codecs reject exactly the texts the
/// scalar decoder rejects (their tests check every byte at every place),
/// so decoding again first, as [`decode_scalar`] would, finds nothing new;
/// it had cost a rejected text about 7 ns more.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon")
))]
#[cold]
#[inline(never)]
fn rejected(input: &[u8]) -> Result<u128, ParseError> {
    Err(scalar::diagnose(input))
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
    fn without_avx2_the_padded_text_is_encoded_here() {
        let mut out = [b'?'; PADDED_LEN];
        encode_unless_stored::<Upper>(u128::MAX, &mut out, false);
        assert_eq!(&out[..ENCODED_LEN], b"7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
        encode_unless_stored::<Lower>(u128::MAX, &mut out, false);
        assert_eq!(&out[..ENCODED_LEN], b"7zzzzzzzzzzzzzzzzzzzzzzzzz");
    }

    /// The decoder an x86_64 CPU without SSSE3 is given (no machine here
    /// lacks it), called directly: the scalar one, kept out of line.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_portable_decoder_is_the_scalar_one() {
        for text in [
            &b"00000000000000000000000000"[..],
            b"7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
            b"01ARZ3NDEKTSV4RRFFQ69G5FAV",
            b"80000000000000000000000000",
            b"01ARZ3NDEKTSV4RRFFQ69G5FA",
        ] {
            assert_eq!(decode_portable(text), decode_scalar(text));
        }
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
