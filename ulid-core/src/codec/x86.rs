//! The choice of codec on x86_64: AVX2, else SSSE3, else the portable
//! code. With std, the first call of each function detects the CPU once
//! and keeps the chosen codec in a function pointer, so that every later
//! call is a load and an indirect call, where testing std's cached
//! feature bits cost five instructions before every call. Where the target enables AVX2 at compile time, or
//! without std, the choice is made at compile time, from the target's
//! features, and the call is direct.

use crate::ENCODED_LEN;
use crate::codec::{Alphabet, PADDED_LEN, avx2, decode_portable, encode_scalar, ssse3};
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
use crate::codec::{Lower, Upper};
use crate::error::parse::ParseError;
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
use core::sync::atomic::{AtomicPtr, Ordering};

/// An encoder: `value` into `out` with one alphabet.
type Encoder = unsafe fn(u128, &mut [u8; ENCODED_LEN]);
/// A decoder: the value of 26 characters, or the scalar decoder's error.
type Decoder = unsafe fn(&[u8]) -> Result<u128, ParseError>;

/// Whether the CPU has AVX2, and SSSE3: known at compile time when the
/// target enables them, else detected by std (which caches the answer).
fn has_avx2() -> bool {
    #[cfg(feature = "std")]
    {
        cfg!(target_feature = "avx2") || std::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(feature = "std"))]
    {
        cfg!(target_feature = "avx2")
    }
}

/// See [`has_avx2`].
fn has_ssse3() -> bool {
    #[cfg(feature = "std")]
    {
        cfg!(target_feature = "ssse3") || std::is_x86_feature_detected!("ssse3")
    }
    #[cfg(not(feature = "std"))]
    {
        cfg!(target_feature = "ssse3")
    }
}

/// The fastest encoder this CPU has, for alphabet `A`.
fn best_encoder<A: Alphabet>() -> Encoder {
    if has_avx2() {
        avx2::encode::<A>
    } else if has_ssse3() {
        ssse3::encode::<A>
    } else {
        encode_scalar::<A>
    }
}

/// The fastest decoder this CPU has.
fn best_decoder() -> Decoder {
    if has_avx2() {
        avx2::decode
    } else if has_ssse3() {
        ssse3::decode
    } else {
        decode_portable
    }
}

/// The chosen codecs, each [`detect_encoder`] or [`detect_decoder`]
/// until the first call.
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
static UPPER_ENCODER: AtomicPtr<()> = AtomicPtr::new(detect_encoder::<Upper> as *mut ());
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
static LOWER_ENCODER: AtomicPtr<()> = AtomicPtr::new(detect_encoder::<Lower> as *mut ());
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
static DECODER: AtomicPtr<()> = AtomicPtr::new(detect_decoder as *mut ());

/// The encoder slot of alphabet `A` (a constant choice, folded away).
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
fn encoder_slot<A: Alphabet>() -> &'static AtomicPtr<()> {
    if A::LOWER {
        &LOWER_ENCODER
    } else {
        &UPPER_ENCODER
    }
}

/// The first call of an encoder: chooses, keeps the choice, encodes.
///
/// # Safety
///
/// None beyond the signature: it is `unsafe` to have the type of the
/// encoders it stands for.
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
unsafe fn detect_encoder<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let encoder = best_encoder::<A>();
    encoder_slot::<A>().store(encoder as *mut (), Ordering::Relaxed);
    // SAFETY: `best_encoder` chose a codec this CPU has.
    unsafe { encoder(value, out) }
}

/// The first call of the decoder, as [`detect_encoder`].
///
/// # Safety
///
/// As [`detect_encoder`].
#[cfg(all(feature = "std", not(target_feature = "avx2")))]
unsafe fn detect_decoder(input: &[u8]) -> Result<u128, ParseError> {
    let decoder = best_decoder();
    DECODER.store(decoder as *mut (), Ordering::Relaxed);
    // SAFETY: as in `detect_encoder`.
    unsafe { decoder(input) }
}

/// Writes the 26 characters of `value` with alphabet `A` and the fastest
/// codec this CPU has.
#[inline]
pub(crate) fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    #[cfg(all(feature = "std", not(target_feature = "avx2")))]
    {
        let encoder = encoder_slot::<A>().load(Ordering::Relaxed);
        // SAFETY: the slot holds an `Encoder`: `detect_encoder::<A>` or the
        // codec it chose, which this CPU has.
        unsafe { core::mem::transmute::<*mut (), Encoder>(encoder)(value, out) };
    }
    // A choice made at compile time, folded into a direct call.
    #[cfg(not(all(feature = "std", not(target_feature = "avx2"))))]
    // SAFETY: `best_encoder` chose a codec this CPU has.
    unsafe {
        best_encoder::<A>()(value, out);
    }
}

/// As [`encode`], into the first 26 of 32 bytes with one 32-byte store,
/// where the CPU has AVX2 (`avx2::encode_padded`): whether it did; the
/// caller encodes otherwise. The choice costs the five instructions of
/// std's cached feature test here; only `encode` and `decode`, the public
/// calls measured in instructions, keep a function pointer.
#[inline]
pub(crate) fn encode_padded<A: Alphabet>(value: u128, out: &mut [u8; PADDED_LEN]) -> bool {
    let avx2 = has_avx2();
    if avx2 {
        // SAFETY: the CPU has AVX2.
        unsafe { avx2::encode_padded::<A>(value, out) };
    }
    avx2
}

/// Decodes 26 characters with the fastest codec this CPU has, as
/// `decode_scalar` (same value, same error).
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    #[cfg(all(feature = "std", not(target_feature = "avx2")))]
    {
        let decoder = DECODER.load(Ordering::Relaxed);
        // SAFETY: as in `encode`, with the decoder's slot.
        unsafe { core::mem::transmute::<*mut (), Decoder>(decoder)(input) }
    }
    #[cfg(not(all(feature = "std", not(target_feature = "avx2"))))]
    // SAFETY: as in `encode`.
    unsafe {
        best_decoder()(input)
    }
}

/// Every SIMD codec this CPU has, by name: its encoders (upper and lower
/// case) and decoder. For the tests and the fuzz target, which check each
/// one, where the public calls reach only the fastest.
#[cfg(all(any(test, fuzzing), feature = "std"))]
fn every_codec() -> std::vec::Vec<(&'static str, Encoder, Encoder, Decoder)> {
    use crate::codec::{Lower, Upper};

    let mut codecs: std::vec::Vec<(&str, Encoder, Encoder, Decoder)> = std::vec::Vec::new();
    if has_ssse3() {
        codecs.push((
            "SSSE3",
            ssse3::encode::<Upper>,
            ssse3::encode::<Lower>,
            ssse3::decode,
        ));
    }
    if has_avx2() {
        codecs.push((
            "AVX2",
            avx2::encode::<Upper>,
            avx2::encode::<Lower>,
            avx2::decode,
        ));
    }
    codecs
}

/// Every codec this CPU has against the portable one, on `input` as text
/// and on its first 16 bytes as a value: the same value or error, the
/// same text. See `crate::__fuzzing`.
#[cfg(all(fuzzing, feature = "std"))]
pub(crate) fn check_every_codec(input: &[u8]) {
    let value = input
        .first_chunk::<16>()
        .map(|bytes| u128::from_be_bytes(*bytes));
    if let Some(value) = value {
        check_encoders(value);
    }
    let expected = crate::codec::decode_scalar(input);
    for (name, _, _, decoder) in every_codec() {
        // SAFETY: `every_codec` lists the codecs this CPU has.
        let decoded = unsafe { decoder(input) };
        assert_eq!(decoded, expected, "{name} decoding {input:?}");
    }
}

/// Every encoder this CPU has, both cases, and the AVX2 one into 32 bytes,
/// against the portable one on `value`.
#[cfg(all(any(test, fuzzing), feature = "std"))]
fn check_encoders(value: u128) {
    use crate::codec::{Lower, Upper};

    let (mut upper, mut lower) = ([0; ENCODED_LEN], [0; ENCODED_LEN]);
    encode_scalar::<Upper>(value, &mut upper);
    encode_scalar::<Lower>(value, &mut lower);
    for (name, encode_upper, encode_lower, _) in every_codec() {
        let mut simd = [0; ENCODED_LEN];
        // SAFETY: `every_codec` lists the codecs this CPU has.
        unsafe { encode_upper(value, &mut simd) };
        assert_eq!(simd, upper, "{name} encoding {value:#x}");
        // SAFETY: as above.
        unsafe { encode_lower(value, &mut simd) };
        assert_eq!(simd, lower, "{name} encoding {value:#x} in lower case");
    }
    if has_avx2() {
        let mut padded = [0; PADDED_LEN];
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2::encode_padded::<Upper>(value, &mut padded) };
        assert_eq!(
            padded[..ENCODED_LEN],
            upper,
            "AVX2 encoding {value:#x} padded"
        );
        // SAFETY: as above.
        unsafe { avx2::encode_padded::<Lower>(value, &mut padded) };
        assert_eq!(
            padded[..ENCODED_LEN],
            lower,
            "AVX2 encoding {value:#x} padded, lower case"
        );
    }
}

// Two attributes, not `all(test, ...)`: cargo-mutants leaves a module
// under `#[cfg(test)]` alone.
#[cfg(test)]
#[cfg(feature = "std")]
mod tests {
    use super::*;
    use crate::codec::{Upper, decode_scalar};

    /// The codecs chosen are the fastest this CPU has (what the benchmarks
    /// measure).
    #[test]
    #[cfg_attr(
        miri,
        ignore = "Miri has no CPUID: scripts/miri.sh chooses the codec at compile time"
    )]
    fn the_codec_is_chosen_by_what_the_cpu_has() {
        assert_eq!(has_avx2(), std::is_x86_feature_detected!("avx2"));
        assert_eq!(has_ssse3(), std::is_x86_feature_detected!("ssse3"));
    }

    /// Says which codecs the tests below check: every x86_64 CPU of the
    /// last fifteen years has SSSE3, those since 2013 AVX2; on one without,
    /// its codec is never used, and the test says so rather than passing
    /// silently.
    fn codecs() -> std::vec::Vec<(&'static str, Encoder, Encoder, Decoder)> {
        let codecs = every_codec();
        if codecs.len() < 2 {
            std::eprintln!(
                "checked: {:?} only; this CPU (or Miri's target features) has no other",
                codecs
                    .iter()
                    .map(|codec| codec.0)
                    .collect::<std::vec::Vec<_>>()
            );
        }
        codecs
    }

    const SAMPLES: [u128; 6] = [
        0,
        1,
        u128::MAX,
        0x0123_4567_89AB_CDEF_FEDC_BA98_7654_3210,
        0x8000_0000_0000_0000_0000_0000_0000_0001,
        0x01563E3AB5D3D6764C61EFB99302BD5B,
    ];

    #[test]
    fn every_codec_encodes_every_single_bit_as_the_scalar_code_does() {
        codecs();
        for value in (0..128).map(|bit| 1u128 << bit).chain(SAMPLES) {
            check_encoders(value);
        }
    }

    /// One byte of each class that the decoders tell apart, for Miri:
    /// digits, `8` (too large as the first character), the letters of
    /// both rows in either case, the excluded letters, the punctuation
    /// beside the rows, control and non-ASCII bytes.
    const BYTE_CLASSES: &[u8] = b"089AIOUZ@[aiouz`{\x00\x7f\x80\xff";

    /// Every byte at every position of valid texts: the same value or the
    /// same error (kind, character, index) as the scalar decoder.
    ///
    /// Under Miri (scripts/miri.sh), which checks the unsafe loads and
    /// shuffles rather than the values (every byte is checked natively),
    /// one text and one byte of each class at every position: the loads
    /// read the same offsets whatever the text, and the one step that
    /// depends on it, the fallback to the scalar diagnosis, is taken and
    /// skipped at every position.
    #[test]
    fn every_codec_decodes_every_byte_at_every_position_as_the_scalar_code_does() {
        let (samples, bytes): (&[u128], std::vec::Vec<u8>) = if cfg!(miri) {
            (&[u128::MAX], BYTE_CLASSES.to_vec())
        } else {
            (&SAMPLES, (0..=255).collect())
        };
        for (name, _, _, decode) in codecs() {
            for &value in samples {
                let mut text = [0; ENCODED_LEN];
                encode_scalar::<Upper>(value, &mut text);
                for text in [text.to_vec(), text.to_ascii_lowercase()] {
                    // SAFETY: `codecs` lists the codecs this CPU has.
                    assert_eq!(unsafe { decode(&text) }, Ok(value), "{name}");
                    for position in 0..ENCODED_LEN {
                        for &byte in &bytes {
                            let mut input = text.clone();
                            input[position] = byte;
                            // SAFETY: as above.
                            let simd = unsafe { decode(&input) };
                            assert_eq!(simd, decode_scalar(&input), "{name}: {input:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn other_lengths_get_the_scalar_error() {
        let input = [b'0'; 32];
        for (name, _, _, decode) in codecs() {
            for len in [0, 1, 16, 25, 27, 32] {
                // SAFETY: as above.
                let simd = unsafe { decode(&input[..len]) };
                assert_eq!(simd, decode_scalar(&input[..len]), "{name}, {len} bytes");
            }
        }
    }
}
