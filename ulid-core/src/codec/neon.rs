//! The 26-character codec with NEON (aarch64, where NEON is always
//! there): the same results and the same errors as the scalar code in
//! `base32.rs`, and the same plan as `base32_ssse3.rs`, with NEON's wider
//! table lookups (`tbl` on 32 and 64 bytes) doing the alphabet in one
//! step each way.

#![allow(
    unused_unsafe,
    reason = "the intrinsics are safe where NEON is enabled from Rust 1.87; \
              the crate builds on 1.85, where they need `unsafe`"
)]

use core::arch::aarch64::{
    uint8x16_t, uint8x16x2_t, uint8x16x4_t, uint16x8_t, vandq_u16, vandq_u32, vandq_u64,
    vcombine_u8, vdupq_n_u8, vdupq_n_u16, vdupq_n_u32, vdupq_n_u64, veorq_u8, vget_low_u8,
    vgetq_lane_u8, vgetq_lane_u16, vgetq_lane_u64, vld1q_u8, vld1q_u16, vmaxvq_u8, vmovn_u16,
    vmulq_u16, vorrq_u8, vorrq_u16, vorrq_u32, vorrq_u64, vqtbl1q_u8, vqtbl2q_u8, vqtbl4q_u8,
    vreinterpretq_u16_u8, vreinterpretq_u32_u16, vreinterpretq_u64_u32, vshlq_n_u16, vshlq_n_u32,
    vshlq_n_u64, vshrq_n_u16, vshrq_n_u32, vshrq_n_u64, vst1_u8, vst1q_u8, vsubq_u8,
};

use super::tables::{ENCODE_GROUPS, FLIP, ZERO, flipped_values};
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

/// Writes the 26 characters of `value` into `out` with alphabet `A` (one
/// 32-byte table for `tbl`), as `codec::encode_scalar`.
#[inline]
pub(crate) fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    let value = bytes(&value.to_be_bytes());
    // SAFETY: NEON is part of every aarch64 target; the alphabet has 32
    // bytes: the loads read bytes 0-15 and 16-31; `out` has 26 bytes: the
    // stores write bytes 0-15 and 16-23 (then 24 and 25, below).
    let tail = unsafe {
        let digits = |group: usize| -> uint16x8_t {
            let (shuffle, multipliers) = &ENCODE_GROUPS[group];
            let lanes = vreinterpretq_u16_u8(vqtbl1q_u8(value, bytes(shuffle)));
            vshrq_n_u16::<11>(vmulq_u16(lanes, vld1q_u16(multipliers.as_ptr())))
        };
        let alphabet = uint8x16x2_t(
            vld1q_u8(A::CHARS.as_ptr()),
            vld1q_u8(A::CHARS.as_ptr().add(16)),
        );
        let text = |a: uint16x8_t, b: uint16x8_t| {
            vqtbl2q_u8(alphabet, vcombine_u8(vmovn_u16(a), vmovn_u16(b)))
        };
        vst1q_u8(out.as_mut_ptr(), text(digits(0), digits(1)));
        let last = text(digits(2), digits(3));
        vst1_u8(out.as_mut_ptr().add(16), vget_low_u8(last));
        vgetq_lane_u16::<4>(vreinterpretq_u16_u8(last))
    };
    out[24..].copy_from_slice(&tail.to_le_bytes());
}

/// The flipped values of the bytes `0x30..0x70` and `0x70..0x80`: two
/// lookups cover every byte that can be in the alphabet.
const LOW_64: [[u8; 16]; 4] = [
    flipped_values(0x30),
    flipped_values(0x40),
    flipped_values(0x50),
    flipped_values(0x60),
];
const HIGH_16: [u8; 16] = flipped_values(0x70);

/// The 5-bit values of 16 characters; any byte outside the alphabet gets
/// [`FLIP`], the high bit (lookups out of a table's range give zero, and
/// zero flipped is [`FLIP`]).
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
        veorq_u8(vorrq_u8(first, second), vdupq_n_u8(FLIP))
    }
}

/// Joins 16 five-bit values (one per byte) into two 40-bit integers, the
/// first 8 values and the last 8, big-endian in value order.
#[inline]
fn join(values: uint8x16_t) -> (u64, u64) {
    // SAFETY: NEON arithmetic on registers.
    unsafe {
        // Pairs: 32 * first + second (the first is the low byte of a lane).
        let lanes = vreinterpretq_u16_u8(values);
        let pairs = vorrq_u16(
            vshlq_n_u16::<5>(vandq_u16(lanes, vdupq_n_u16(0xFF))),
            vshrq_n_u16::<8>(lanes),
        );
        let pairs = vreinterpretq_u32_u16(pairs);
        let quads = vorrq_u32(
            vshlq_n_u32::<10>(vandq_u32(pairs, vdupq_n_u32(0xFFFF))),
            vshrq_n_u32::<16>(pairs),
        );
        let quads = vreinterpretq_u64_u32(quads);
        let octets = vorrq_u64(
            vshlq_n_u64::<20>(vandq_u64(quads, vdupq_n_u64(0xFFFF_FFFF))),
            vshrq_n_u64::<32>(quads),
        );
        (vgetq_lane_u64::<0>(octets), vgetq_lane_u64::<1>(octets))
    }
}

/// Characters 2-17 from the two loads as one 32-byte table (chars 0-15,
/// then chars 10-25), and characters 18-25 from the second.
const MIDDLE: [u8; 16] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 22, 23];
const END: [u8; 16] = [
    8, 9, 10, 11, 12, 13, 14, 15, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, ZERO,
];

/// Decodes 26 characters, as `codec::decode_scalar`: the same value, or
/// the scalar decoder's error.
#[inline]
pub(crate) fn decode(input: &[u8]) -> Result<u128, ParseError> {
    let Some(text) = input
        .first_chunk::<ENCODED_LEN>()
        .filter(|_| input.len() == ENCODED_LEN)
    else {
        return codec::decode_scalar(input);
    };
    // SAFETY: NEON is part of every aarch64 target; the loads read bytes
    // 0-15 and 10-25 of the 26.
    let (first, last) = unsafe {
        (
            values(vld1q_u8(text.as_ptr())),
            values(vld1q_u8(text.as_ptr().add(ENCODED_LEN - 16))),
        )
    };
    // SAFETY: as above.
    let (invalid, char0, char1) = unsafe {
        (
            vmaxvq_u8(vorrq_u8(first, last)) >= FLIP,
            vgetq_lane_u8::<0>(first),
            vgetq_lane_u8::<1>(first),
        )
    };
    // Characters 0 and 1 are the top byte: 3 + 5 bits (the first 0-7).
    if invalid || char0 > 7 {
        return codec::decode_scalar(input);
    }
    // SAFETY: as above.
    let ((bits_119_80, bits_79_40), (bits_39_0, _)) = unsafe {
        let both = uint8x16x2_t(first, last);
        (
            join(vqtbl2q_u8(both, bytes(&MIDDLE))),
            join(vqtbl1q_u8(last, bytes(&END))),
        )
    };
    Ok((u128::from((char0 << 5) | char1) << 120)
        | (u128::from(bits_119_80) << 80)
        | (u128::from(bits_79_40) << 40)
        | u128::from(bits_39_0))
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
