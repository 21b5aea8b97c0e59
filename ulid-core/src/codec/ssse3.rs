//! The 26-character codec with SSSE3 (x86_64): the same results and the
//! same errors as the scalar code, chosen at run time (`x86.rs`) where the
//! CPU has SSSE3 but not AVX2.
//!
//! Encoding: the 16 bytes are spread into one 16-bit lane per character
//! (`pshufb`), each lane holding the two bytes that contain its 5 bits; a
//! multiply by a power of two shifts each lane left by its own amount so
//! that the 5 bits are on top, one shift right brings them down, and two
//! more `pshufb` map the 5-bit values to the alphabet.
//!
//! Decoding: the hash of `tables::HASH_LOW` maps each byte to its 5-bit
//! value or to a byte of 32 or more; a saturating add and one `pmovmskb`
//! tell whether the 26 were all valid and the first at most 7.
//! `pmaddubsw` and `pmaddwd` then join the values, 8 characters into 40
//! bits. Anything invalid goes to the scalar decoder, whose
//! [`ParseError`] says what and where.

#![allow(
    unused_unsafe,
    reason = "the intrinsics are safe inside `#[target_feature]` functions from Rust 1.87; \
              the crate builds on 1.85, where they need `unsafe`"
)]

use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_adds_epu8, _mm_and_si128, _mm_cvtsi128_si64, _mm_extract_epi16,
    _mm_loadu_si128, _mm_madd_epi16, _mm_maddubs_epi16, _mm_movemask_epi8, _mm_mullo_epi16,
    _mm_or_si128, _mm_packus_epi16, _mm_set1_epi8, _mm_set1_epi64x, _mm_shuffle_epi8,
    _mm_slli_epi64, _mm_srli_epi16, _mm_srli_epi64, _mm_storel_epi64, _mm_storeu_si128,
    _mm_unpackhi_epi64, _mm_xor_si128,
};

use super::tables::{ENCODE_GROUPS, HASH_HIGH, HASH_LOW, REBASE, ZERO, alphabet_halves};
use crate::ENCODED_LEN;
use crate::codec;
use crate::codec::Alphabet;
use crate::error::parse::ParseError;

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

/// 16 characters from 16 five-bit values, with the alphabet's halves of
/// `tables::alphabet_halves`.
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn characters(values: __m128i, (high, both): (__m128i, __m128i)) -> __m128i {
    // SAFETY: as in `digits`.
    unsafe {
        _mm_xor_si128(
            _mm_shuffle_epi8(high, values),
            _mm_shuffle_epi8(both, _mm_add_epi8(values, _mm_set1_epi8(0x70))),
        )
    }
}

/// Writes the 26 characters of `value` into `out` with alphabet `A`, as
/// `codec::encode_scalar`.
///
/// # Safety
///
/// The CPU has SSSE3.
#[target_feature(enable = "ssse3")]
pub(crate) unsafe fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let value = bytes(value.to_be_bytes());
    let (high, both) = const { alphabet_halves(A::CHARS) };
    // SAFETY: the caller guarantees SSSE3; `out` has 26 bytes: the
    // unaligned stores write bytes 0-15 and 16-23.
    let tail = unsafe {
        let halves = (bytes(high), bytes(both));
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

/// The 5-bit values of 16 characters, or a byte of 32 or more for any
/// byte outside the alphabet: the hash of `tables::HASH_LOW`.
#[inline]
#[target_feature(enable = "ssse3")]
unsafe fn values(text: __m128i) -> __m128i {
    // SAFETY: as in `digits`.
    unsafe {
        let high_nibbles = _mm_and_si128(_mm_srli_epi16(text, 4), _mm_set1_epi8(0x0F));
        let buckets = _mm_add_epi8(
            _mm_shuffle_epi8(bytes(HASH_LOW), text),
            _mm_shuffle_epi8(bytes(HASH_HIGH), high_nibbles),
        );
        _mm_add_epi8(text, _mm_shuffle_epi8(bytes(REBASE), buckets))
    }
}

/// Saturating, per byte of the first load: takes a value too large for
/// its place to 128 or more: 8 for the first character (3 bits), 32 for
/// the others (the second load's bias is 32 throughout).
const BIAS_FIRST: [u8; 16] = {
    let mut bias = [0x60; 16];
    bias[0] = 0x78;
    bias
};

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
/// The CPU has SSSE3.
#[target_feature(enable = "ssse3")]
pub(crate) unsafe fn decode(input: &[u8]) -> Result<u128, ParseError> {
    let Some(text) = input
        .first_chunk::<ENCODED_LEN>()
        .filter(|_| input.len() == ENCODED_LEN)
    else {
        return codec::rejected(input);
    };
    // SAFETY: the caller guarantees SSSE3; the two unaligned loads read
    // bytes 0-15 and 10-25 of the 26.
    let (first, last, invalid, top) = unsafe {
        let first = values(_mm_loadu_si128(text.as_ptr().cast()));
        let last = values(_mm_loadu_si128(text.as_ptr().add(ENCODED_LEN - 16).cast()));
        let too_large = _mm_or_si128(
            _mm_adds_epu8(first, bytes(BIAS_FIRST)),
            _mm_adds_epu8(last, _mm_set1_epi8(0x60)),
        );
        let invalid = _mm_movemask_epi8(too_large) != 0;
        (first, last, invalid, _mm_extract_epi16(first, 0))
    };
    if invalid {
        return codec::rejected(input);
    }
    // Characters 0 and 1 are the top byte: 3 + 5 bits.
    #[expect(clippy::cast_sign_loss, reason = "a 16-bit lane, zero-extended")]
    let (char0, char1) = (top as u32 & 0xFF, top as u32 >> 8);
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
