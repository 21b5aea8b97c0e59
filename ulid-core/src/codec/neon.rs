//! The 26-character codec with NEON (aarch64, where NEON is always
//! there): the same results and the same errors as the scalar code, on
//! the plan of the x86 codecs (`ssse3.rs`).
//!
//! Encoding: `tbl` spreads the 16 bytes into one 16-bit lane per
//! character, each holding the two bytes that contain its 5 bits; a shift
//! right by the lane's own amount (`ushl`) brings those bits to its
//! bottom, `uzp1` takes the low bytes of two such vectors and a mask
//! clears what was above the bits, and one `tbl` on the 32-byte alphabet
//! makes the 16 characters.
//!
//! Decoding: `tbl` on 64 and 16 bytes maps each byte to its 5-bit value
//! with the high bit set as a marker, or any other byte to zero, the
//! lookups translating and rejecting at once ([`values`] says why not the
//! x86 hash); one add, one AND and one `uminv` tell whether all 26 were
//! characters and the first at most 7. Shifts that insert (`sli`) then
//! join the values, 8 characters into 40 bits, the markers shifted out.
//! Anything invalid goes to the scalar diagnosis, whose [`ParseError`]
//! says what and where.

#![allow(
    unused_unsafe,
    reason = "the intrinsics are safe where NEON is enabled from Rust 1.87; \
              the crate builds on 1.85, where they need `unsafe`"
)]

use core::arch::aarch64::{
    uint8x16_t, uint8x16x2_t, uint8x16x4_t, vaddq_u8, vandq_u8, vdupq_n_u8, vget_low_u8,
    vgetq_lane_u16, vgetq_lane_u64, vld1q_s16, vld1q_u8, vminvq_u8, vorrq_u8, vqtbl1q_u8,
    vqtbl2q_u8, vqtbl4q_u8, vreinterpretq_u8_u16, vreinterpretq_u16_u8, vreinterpretq_u32_u16,
    vreinterpretq_u64_u32, vshlq_u16, vshrq_n_u16, vshrq_n_u32, vshrq_n_u64, vsliq_n_u16,
    vsliq_n_u32, vsliq_n_u64, vst1_u8, vst1q_u8, vsubq_u8, vuzp1q_u8,
};

use super::tables::{ENCODE_GROUPS, VALID, ZERO, marked_values};
use crate::ENCODED_LEN;
use crate::codec;
use crate::codec::Alphabet;
use crate::error::parse::ParseError;

/// A vector from 16 bytes.
#[inline(always)]
fn bytes(array: &[u8; 16]) -> uint8x16_t {
    // SAFETY: reads the 16 bytes of `array`.
    unsafe { vld1q_u8(array.as_ptr()) }
}

/// `ENCODE_GROUPS`' multipliers as the shifts right that bring each
/// lane's 5 bits to its bottom (`ushl` by a negative amount; x86, which
/// has no shift per 16-bit lane before AVX-512, multiplies them to the top
/// instead).
const SHIFTS: [[i16; 8]; 4] = {
    let mut shifts = [[0; 8]; 4];
    let mut group = 0;
    while group < 4 {
        let mut lane = 0;
        while lane < 8 {
            #[expect(clippy::cast_possible_truncation, reason = "a shift of at most 7")]
            let to_top = ENCODE_GROUPS[group].1[lane].trailing_zeros() as i16;
            shifts[group][lane] = to_top - 11;
            lane += 1;
        }
        group += 1;
    }
    shifts
};

/// `ENCODE_GROUPS`' shuffles for the value's bytes in native (little-
/// endian) order, which a `u128` moves into a vector without the two
/// byte reversals its big-endian bytes would cost.
const SHUFFLES: [[u8; 16]; 4] = {
    let mut shuffles = [[ZERO; 16]; 4];
    let mut group = 0;
    while group < 4 {
        let mut i = 0;
        while i < 16 {
            let index = ENCODE_GROUPS[group].0[i];
            if index != ZERO {
                shuffles[group][i] = 15 - index;
            }
            i += 1;
        }
        group += 1;
    }
    shuffles
};

/// Writes the 26 characters of `value` into `out` with alphabet `A` (one
/// 32-byte table for `tbl`), as `codec::encode_scalar`.
#[inline]
pub(crate) fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let value = bytes(&value.to_le_bytes());
    // SAFETY: NEON is part of every aarch64 target; the alphabet has 32
    // bytes: the loads read bytes 0-15 and 16-31; `out` has 26 bytes: the
    // stores write bytes 0-15 and 16-23 (then 24 and 25, below).
    let tail = unsafe {
        // The 8 characters of a group, each one's 5 bits at the bottom of
        // its lane, with the bits above them.
        let lanes = |group: usize| -> uint8x16_t {
            let lanes = vreinterpretq_u16_u8(vqtbl1q_u8(value, bytes(&SHUFFLES[group])));
            vreinterpretq_u8_u16(vshlq_u16(lanes, vld1q_s16(SHIFTS[group].as_ptr())))
        };
        // Two groups' 16 five-bit values, one per byte: the lanes' low
        // bytes (`uzp1`), the bits above masked.
        let values = |a: uint8x16_t, b: uint8x16_t| vandq_u8(vuzp1q_u8(a, b), vdupq_n_u8(31));
        let alphabet = uint8x16x2_t(
            vld1q_u8(A::CHARS.as_ptr()),
            vld1q_u8(A::CHARS.as_ptr().add(16)),
        );
        let first = vqtbl2q_u8(alphabet, values(lanes(0), lanes(1)));
        let last = vqtbl2q_u8(alphabet, values(lanes(2), lanes(3)));
        vst1q_u8(out.as_mut_ptr(), first);
        vst1_u8(out.as_mut_ptr().add(16), vget_low_u8(last));
        vgetq_lane_u16::<4>(vreinterpretq_u16_u8(last))
    };
    out[24..].copy_from_slice(&tail.to_le_bytes());
}

/// The marked values of the bytes `0x30..0x70` and `0x70..0x80`: two
/// lookups cover every byte that can be in the alphabet.
const LOW_64: [[u8; 16]; 4] = [
    marked_values(0x30),
    marked_values(0x40),
    marked_values(0x50),
    marked_values(0x60),
];
const HIGH_16: [u8; 16] = marked_values(0x70);

/// The 5-bit values of 16 characters, each with [`VALID`] set; zero for
/// any byte outside the alphabet (lookups out of a table's range give
/// zero). The marker stays on: the check below wants it, and the joins
/// shift it out of the bits they keep.
///
/// The x86 codecs' hash (two nibble lookups pick a bucket, one lookup of
/// its offset both translates and rejects) does not fit `tbl`: with no
/// wrap of the bucket to its low four bits, the characters need 25
/// distinct offset entries, more than one register's 16 (the low nibbles
/// that can share an entry are 1-4, 6-8, 10-11, 12 and 15, 13-14: one
/// entry per such class and row of 16 bytes holding a character), and a
/// hash over a two-register table would take seven instructions a vector
/// (the low nibble's mask, the high nibble's shift, two lookups, an add,
/// the offset's lookup and its add) where these ranges take five.
#[inline]
fn values(text: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON arithmetic on registers.
    unsafe {
        let low = uint8x16x4_t(
            bytes(&LOW_64[0]),
            bytes(&LOW_64[1]),
            bytes(&LOW_64[2]),
            bytes(&LOW_64[3]),
        );
        let first = vqtbl4q_u8(low, vsubq_u8(text, vdupq_n_u8(0x30)));
        let second = vqtbl1q_u8(bytes(&HIGH_16), vsubq_u8(text, vdupq_n_u8(0x70)));
        vorrq_u8(first, second)
    }
}

/// Added to the first load's marked values, wrapping: the first
/// character's 0 to 7 (`0x80..=0x87`) stay marked, 8 and more (and an
/// unmarked byte) end up without the marker.
const FIRST_AT_MOST_7: [u8; 16] = {
    let mut add = [0; 16];
    add[0] = 0x78;
    add
};

/// Joins 16 five-bit values (one per byte) into two 40-bit integers, the
/// first 8 values and the last 8, big-endian in value order, each in the
/// low 40 bits of its half (the bits above are left over from the joins:
/// the caller masks them).
#[inline]
fn join(values: uint8x16_t) -> (u64, u64) {
    // SAFETY: NEON arithmetic on registers.
    unsafe {
        // Each step shifts a lane's first half over its second and keeps
        // the second's bits below (`sli`): pairs of 10 bits, quads of 20,
        // octets of 40. What the first half carried above its bits lands
        // above the result's, which the next step shifts out or the
        // caller masks.
        let lanes = vreinterpretq_u16_u8(values);
        let pairs = vsliq_n_u16::<5>(vshrq_n_u16::<8>(lanes), lanes);
        let pairs = vreinterpretq_u32_u16(pairs);
        let quads = vsliq_n_u32::<10>(vshrq_n_u32::<16>(pairs), pairs);
        let quads = vreinterpretq_u64_u32(quads);
        let octets = vsliq_n_u64::<20>(vshrq_n_u64::<32>(quads), quads);
        (vgetq_lane_u64::<0>(octets), vgetq_lane_u64::<1>(octets))
    }
}

/// Characters 2-17 from the two loads as one 32-byte table (chars 0-15,
/// then chars 10-25), and characters 18-25 from the second.
const MIDDLE: [u8; 16] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 22, 23];
const END: [u8; 16] = [
    8, 9, 10, 11, 12, 13, 14, 15, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO,
];

const MASK_40: u64 = (1 << 40) - 1;

/// Decodes 26 characters, as `codec::decode_scalar`: the same value, or
/// the scalar decoder's error.
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    let Some(text) = input
        .first_chunk::<ENCODED_LEN>()
        .filter(|_| input.len() == ENCODED_LEN)
    else {
        return codec::rejected(input);
    };
    // SAFETY: NEON is part of every aarch64 target; the loads read bytes
    // 0-15 and 10-25 of the 26.
    let (first, last, invalid, top) = unsafe {
        let first = values(vld1q_u8(text.as_ptr()));
        let last = values(vld1q_u8(text.as_ptr().add(ENCODED_LEN - 16)));
        // Every byte marked, in both loads (the first character at most 7).
        let marked = vandq_u8(vaddq_u8(first, bytes(&FIRST_AT_MOST_7)), last);
        (
            first,
            last,
            vminvq_u8(marked) < VALID,
            vgetq_lane_u16::<0>(vreinterpretq_u16_u8(first)),
        )
    };
    if invalid {
        return codec::rejected(input);
    }
    // Characters 0 and 1 are the top byte: 3 + 5 bits (their markers off).
    let top = ((top & 0x07) << 5) | ((top >> 8) & 0x1F);
    // SAFETY: as above.
    let ((bits_119_80, bits_79_40), (bits_39_0, _)) = unsafe {
        let both = uint8x16x2_t(first, last);
        (
            join(vqtbl2q_u8(both, bytes(&MIDDLE))),
            join(vqtbl1q_u8(last, bytes(&END))),
        )
    };
    Ok((u128::from(top) << 120)
        | (u128::from(bits_119_80 & MASK_40) << 80)
        | (u128::from(bits_79_40 & MASK_40) << 40)
        | u128::from(bits_39_0 & MASK_40))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_every_single_bit_as_the_scalar_code_does() {
        for value in (0..128).map(|bit| 1u128 << bit).chain([0, u128::MAX]) {
            let (mut simd, mut scalar) = ([0; ENCODED_LEN], [0; ENCODED_LEN]);
            encode::<codec::Upper>(value, &mut simd);
            codec::encode_scalar::<codec::Upper>(value, &mut scalar);
            assert_eq!(simd, scalar, "{value:#x}");
            encode::<codec::Lower>(value, &mut simd);
            codec::encode_scalar::<codec::Lower>(value, &mut scalar);
            assert_eq!(simd, scalar, "{value:#x} in lower case");
        }
    }

    #[test]
    fn decodes_every_byte_at_every_position_as_the_scalar_code_does() {
        for value in [0, u128::MAX, 0x0123_4567_89AB_CDEF_FEDC_BA98_7654_3210] {
            let mut text = [0; ENCODED_LEN];
            codec::encode_scalar::<codec::Upper>(value, &mut text);
            for text in [text, text.to_ascii_lowercase().try_into().unwrap()] {
                for position in 0..ENCODED_LEN {
                    for byte in 0..=255 {
                        let mut input = text;
                        input[position] = byte;
                        assert_eq!(decode(&input), codec::decode_scalar(&input), "{input:?}");
                    }
                }
            }
        }
    }
}
