//! The 26-character codec with SSSE3 (x86_64): the same results and the
//! same errors as the scalar code in `base32.rs`, chosen at run time by
//! [`available`].
//!
//! Encoding: the 16 bytes are spread into one 16-bit lane per character
//! (`pshufb`), each lane holding the two bytes that contain its 5 bits; a
//! multiply by a power of two shifts each lane left by its own amount so
//! that the 5 bits are on top, one shift right brings them down, and two
//! more `pshufb` map the 5-bit values to the alphabet.
//!
//! Decoding: each byte is mapped to its 5-bit value by tables indexed by
//! its low nibble, one table per high nibble that holds letters or digits;
//! any other byte gets the high bit, and one `pmovmskb` tells whether the
//! 26 were all valid. `pmaddubsw` and `pmaddwd` then join the values, 8
//! characters into 40 bits. Anything invalid goes to the scalar decoder,
//! whose [`ParseError`] says what and where.

#![allow(
    unused_unsafe,
    reason = "the intrinsics are safe inside `#[target_feature]` functions from Rust 1.87; \
              the crate builds on 1.85, where they need `unsafe`"
)]

use core::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_cvtsi128_si64,
    _mm_extract_epi16, _mm_loadu_si128, _mm_madd_epi16, _mm_maddubs_epi16, _mm_movemask_epi8,
    _mm_mullo_epi16, _mm_or_si128, _mm_packus_epi16, _mm_set1_epi8, _mm_set1_epi64x,
    _mm_shuffle_epi8, _mm_slli_epi64, _mm_srli_epi16, _mm_srli_epi64, _mm_storel_epi64,
    _mm_storeu_si128, _mm_unpackhi_epi64, _mm_xor_si128,
};

use super::tables::{ENCODE_GROUPS, FLIP, ZERO, flipped_values};
use crate::ENCODED_LEN;
use crate::codec;
use crate::codec::Alphabet;
use crate::error::parse::ParseError;

/// Whether this CPU has SSSE3: known at compile time when the target
/// enables it, detected (once, then cached by std) otherwise; without std
/// and without the target feature, the scalar codec is used.
#[inline]
pub(crate) fn available() -> bool {
    #[cfg(target_feature = "ssse3")]
    {
        true
    }
    #[cfg(all(not(target_feature = "ssse3"), feature = "std"))]
    {
        std::is_x86_feature_detected!("ssse3")
    }
    #[cfg(all(not(target_feature = "ssse3"), not(feature = "std")))]
    {
        false
    }
}

/// A vector from 16 bytes.
#[inline(always)]
fn bytes(array: [u8; 16]) -> __m128i {
    // SAFETY: `__m128i` is 16 bytes with no invalid bit patterns.
    unsafe { core::mem::transmute::<[u8; 16], __m128i>(array) }
}

/// The same from eight 16-bit lanes.
#[inline(always)]
fn words(array: [u16; 8]) -> __m128i {
    // SAFETY: as in `bytes`.
    unsafe { core::mem::transmute::<[u16; 8], __m128i>(array) }
}

/// The 5-bit values of one group of 8 characters, one per 16-bit lane.
///
/// # Safety
///
/// The CPU has SSSE3 (as for every function here).
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn digits(value: __m128i, group: usize) -> __m128i {
    let (shuffle, multipliers) = ENCODE_GROUPS[group];
    // SAFETY: SSE2 and SSSE3 arithmetic on registers; the caller
    // guarantees SSSE3.
    unsafe {
        let lanes = _mm_shuffle_epi8(value, bytes(shuffle));
        _mm_srli_epi16(_mm_mullo_epi16(lanes, words(multipliers)), 11)
    }
}

/// 16 characters from 16 five-bit values, with the alphabet in two halves
/// (`low`: values 0-15, `high`: 16-31) for `pshufb`.
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn characters(values: __m128i, (low, high): (__m128i, __m128i)) -> __m128i {
    // SAFETY: as in `digits`.
    unsafe {
        let low = _mm_shuffle_epi8(low, values);
        let high = _mm_shuffle_epi8(high, values);
        let is_high = _mm_cmpgt_epi8(values, _mm_set1_epi8(15));
        _mm_or_si128(_mm_and_si128(is_high, high), _mm_andnot_si128(is_high, low))
    }
}

/// Writes the 26 characters of `value` into `out` with alphabet `A`, as
/// `codec::encode_scalar`.
///
/// # Safety
///
/// The CPU has SSSE3 ([`available`]).
#[target_feature(enable = "ssse3")]
pub(crate) unsafe fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let value = bytes(value.to_be_bytes());
    // SAFETY: the caller guarantees SSSE3; the alphabet has 32 bytes: the
    // unaligned loads read bytes 0-15 and 16-31; `out` has 26 bytes: the
    // unaligned stores write bytes 0-15 and 16-23.
    let tail = unsafe {
        let halves = (
            _mm_loadu_si128(A::CHARS.as_ptr().cast()),
            _mm_loadu_si128(A::CHARS.as_ptr().add(16).cast()),
        );
        let first = characters(_mm_packus_epi16(digits(value, 0), digits(value, 1)), halves);
        let last = characters(_mm_packus_epi16(digits(value, 2), digits(value, 3)), halves);
        _mm_storeu_si128(out.as_mut_ptr().cast(), first);
        _mm_storel_epi64(out.as_mut_ptr().add(16).cast(), last);
        _mm_extract_epi16(last, 4)
    };
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a 16-bit lane, zero-extended"
    )]
    let tail = tail as u16;
    out[24..].copy_from_slice(&tail.to_le_bytes());
}

/// `0-9` (row 3), `@A-O` (row 4) and `P-Z[\]^_` (row 5); the lower-case
/// rows 6 and 7 read rows 4 and 5.
const DIGITS: [u8; 16] = flipped_values(0x30);
const LETTERS_A_TO_O: [u8; 16] = flipped_values(0x40);
const LETTERS_P_TO_Z: [u8; 16] = flipped_values(0x50);

/// The 5-bit values of 16 characters; any byte outside the alphabet gets
/// [`FLIP`], the high bit.
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn values(text: __m128i) -> __m128i {
    // SAFETY: as in `digits`.
    unsafe {
        let nibble = _mm_set1_epi8(0x0F);
        let low = _mm_and_si128(text, nibble);
        let high = _mm_and_si128(_mm_srli_epi16(text, 4), nibble);
        // Rows 4 and 6, and 5 and 7, differ in bit 1 only.
        let letter_row = _mm_and_si128(high, _mm_set1_epi8(0x0D));
        let digit = _mm_cmpeq_epi8(high, _mm_set1_epi8(3));
        let a_to_o = _mm_cmpeq_epi8(letter_row, _mm_set1_epi8(4));
        let p_to_z = _mm_cmpeq_epi8(letter_row, _mm_set1_epi8(5));
        let flipped = _mm_or_si128(
            _mm_and_si128(digit, _mm_shuffle_epi8(bytes(DIGITS), low)),
            _mm_or_si128(
                _mm_and_si128(a_to_o, _mm_shuffle_epi8(bytes(LETTERS_A_TO_O), low)),
                _mm_and_si128(p_to_z, _mm_shuffle_epi8(bytes(LETTERS_P_TO_Z), low)),
            ),
        );
        #[expect(clippy::cast_possible_wrap, reason = "the byte 0x80, as `i8`")]
        _mm_xor_si128(flipped, _mm_set1_epi8(FLIP as i8))
    }
}

/// Joins 16 five-bit values (one per byte) into two 40-bit integers, the
/// first 8 values and the last 8, big-endian in value order.
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn join(values: __m128i) -> (u64, u64) {
    // SAFETY: as in `digits`.
    let (first, second) = unsafe {
        // Pairs: 32 * first + second, 10 bits per 16-bit lane.
        let pairs = _mm_maddubs_epi16(
            values,
            bytes([32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 1]),
        );
        // Quads: 1024 * first pair + second, 20 bits per 32-bit lane.
        let quads = _mm_madd_epi16(pairs, words([1024, 1, 1024, 1, 1024, 1, 1024, 1]));
        // Octets: the lower quad of each 64-bit lane is the more
        // significant one.
        let octets = _mm_or_si128(
            _mm_and_si128(_mm_slli_epi64(quads, 20), _mm_set1_epi64x((1 << 40) - 1)),
            _mm_srli_epi64(quads, 32),
        );
        (
            _mm_cvtsi128_si64(octets),
            _mm_cvtsi128_si64(_mm_unpackhi_epi64(octets, octets)),
        )
    };
    #[expect(clippy::cast_sign_loss, reason = "40-bit values, so never negative")]
    (first as u64, second as u64)
}

/// Characters 2-17 from the two loads (chars 0-15 and 10-25).
const MIDDLE_FROM_FIRST: [u8; 16] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, ZERO, ZERO];
const MIDDLE_FROM_LAST: [u8; 16] = [
    ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, 6, 7,
];
/// Characters 18-25, from the second load.
const END_FROM_LAST: [u8; 16] = [
    8, 9, 10, 11, 12, 13, 14, 15, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO,
];

/// Decodes 26 characters, as `codec::decode_scalar`: the same value, or
/// the scalar decoder's error.
///
/// # Safety
///
/// The CPU has SSSE3 ([`available`]).
#[target_feature(enable = "ssse3")]
pub(crate) unsafe fn decode(input: &[u8]) -> Result<u128, ParseError> {
    let Some(text) = input
        .first_chunk::<ENCODED_LEN>()
        .filter(|_| input.len() == ENCODED_LEN)
    else {
        return codec::decode_scalar(input);
    };
    // SAFETY: the caller guarantees SSSE3; the two unaligned loads read
    // bytes 0-15 and 10-25 of the 26.
    let (first, last, invalid, top) = unsafe {
        let first = values(_mm_loadu_si128(text.as_ptr().cast()));
        let last = values(_mm_loadu_si128(text.as_ptr().add(ENCODED_LEN - 16).cast()));
        let invalid = _mm_movemask_epi8(_mm_or_si128(first, last)) != 0;
        (first, last, invalid, _mm_extract_epi16(first, 0))
    };
    // Characters 0 and 1 are the top byte: 3 + 5 bits (the first 0-7).
    #[expect(clippy::cast_sign_loss, reason = "a 16-bit lane, zero-extended")]
    let (char0, char1) = (top as u32 & 0xFF, top as u32 >> 8);
    if invalid || char0 > 7 {
        return codec::decode_scalar(input);
    }
    // SAFETY: as above.
    let ((bits_119_80, bits_79_40), (bits_39_0, _)) = unsafe {
        let middle = _mm_or_si128(
            _mm_shuffle_epi8(first, bytes(MIDDLE_FROM_FIRST)),
            _mm_shuffle_epi8(last, bytes(MIDDLE_FROM_LAST)),
        );
        (
            join(middle),
            join(_mm_shuffle_epi8(last, bytes(END_FROM_LAST))),
        )
    };
    Ok((u128::from((char0 << 5) | char1) << 120)
        | (u128::from(bits_119_80) << 80)
        | (u128::from(bits_79_40) << 40)
        | u128::from(bits_39_0))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;

    /// Runs `check` when this CPU has SSSE3 (every x86_64 CPU of the last
    /// fifteen years); says so when it does not, rather than passing
    /// silently.
    fn with_ssse3(check: impl FnOnce()) {
        if available() {
            check();
        } else {
            std::eprintln!("skipped: this CPU has no SSSE3, so the SSSE3 codec is never used here");
        }
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
    fn encodes_every_single_bit_as_the_scalar_code_does() {
        with_ssse3(|| {
            let values = (0..128).map(|bit| 1u128 << bit).chain(SAMPLES);
            for value in values {
                let (mut simd, mut scalar) = ([0; ENCODED_LEN], [0; ENCODED_LEN]);
                // SAFETY: `with_ssse3` checked the CPU.
                unsafe { encode::<codec::Upper>(value, &mut simd) };
                codec::encode_scalar::<codec::Upper>(value, &mut scalar);
                assert_eq!(simd, scalar, "{value:#x}");
                // SAFETY: as above.
                unsafe { encode::<codec::Lower>(value, &mut simd) };
                codec::encode_scalar::<codec::Lower>(value, &mut scalar);
                assert_eq!(simd, scalar, "{value:#x} in lower case");
            }
        });
    }

    /// One byte of each class that `values` tells apart, for Miri: digits,
    /// `8` (too large as the first character), the letters of both rows in
    /// either case, the excluded letters, the punctuation beside the rows,
    /// control and non-ASCII bytes.
    const BYTE_CLASSES: &[u8] = b"089AIOUZ@[aiouz`{\x00\x7f\x80\xff";

    /// Every byte at every position of valid texts: the same value or the
    /// same error (kind, character, index) as the scalar decoder.
    ///
    /// Under Miri (scripts/miri.sh), which checks the unsafe loads and
    /// shuffles rather than the values (every byte is checked natively),
    /// one text and one byte of each class at every position: the loads
    /// read the same offsets whatever the text, and the one step that
    /// depends on it, the fallback to the scalar decoder, is taken and
    /// skipped at every position. Every 7th byte of every sample took 175
    /// s of CPU there, of the 191 s Miri spent on ulid-core's unit tests
    /// and `codec_paths`.
    #[test]
    fn decodes_every_byte_at_every_position_as_the_scalar_code_does() {
        let (samples, bytes): (&[u128], std::vec::Vec<u8>) = if cfg!(miri) {
            (&[u128::MAX], BYTE_CLASSES.to_vec())
        } else {
            (&SAMPLES, (0..=255).collect())
        };
        with_ssse3(|| {
            for &value in samples {
                let mut text = [0; ENCODED_LEN];
                codec::encode_scalar::<codec::Upper>(value, &mut text);
                for lower in [false, true] {
                    let text = if lower {
                        text.to_ascii_lowercase()
                    } else {
                        text.to_vec()
                    };
                    for position in 0..ENCODED_LEN {
                        for &byte in &bytes {
                            let mut input = text.clone();
                            input[position] = byte;
                            // SAFETY: as above.
                            let simd = unsafe { decode(&input) };
                            assert_eq!(simd, codec::decode_scalar(&input), "{input:?}");
                        }
                    }
                }
            }
        });
    }

    #[test]
    fn other_lengths_get_the_scalar_error() {
        with_ssse3(|| {
            for len in [0, 1, 16, 25, 27, 32] {
                let input = [b'0'; 32];
                // SAFETY: as above.
                let simd = unsafe { decode(&input[..len]) };
                assert_eq!(simd, codec::decode_scalar(&input[..len]));
            }
        });
    }
}
