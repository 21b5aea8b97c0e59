//! The 26-character codec with AVX2 (x86_64): the same results and the
//! same errors as the scalar code, chosen at run time (`x86.rs`) where the
//! CPU has AVX2. One 32-byte register holds the whole text: characters
//! 0-15 in its low half, and in its high half 10-25 (for two overlapping
//! 16-byte stores into 26 bytes, the start first) or 16-25 (for one store into 32); `pshufb`
//! works within each half.
//!
//! Encoding: the 16 bytes of the value in both halves; one `pshufb` puts
//! into each 16-bit lane the two bytes that hold its pair of characters
//! (10 bits); a multiply-low takes the first character to the top of the
//! lane and a shift right to its low byte, a masked multiply-low takes
//! the second to the high byte (after the base64 encoder of Muła and
//! Lemire, with 5-bit fields; a multiply-high by a power of two, as there,
//! is what LLVM turns into eight instructions of 32-bit shifts); two
//! `pshufb` on the two halves of the alphabet make the characters.
//!
//! Decoding: the hash of `tables::HASH_LOW` turns each character into its
//! value or into a byte of 32 or more, one saturating add and one
//! `pmovmskb` reject the text (and the first character above 7) at once,
//! and anything rejected goes to the scalar diagnosis for its
//! [`ParseError`]. The values are then laid out as 32 characters, the
//! first six zero (a ULID is 160 bits with four zero bytes in front,
//! exactly 32 characters of base32), so that every 8 characters are one
//! 64-bit lane of 40 bits: `pmaddubsw` and `pmaddwd` join them, and two
//! `pshufb` gather the 16 bytes.

#![allow(
    unused_unsafe,
    reason = "the intrinsics are safe inside `#[target_feature]` functions from Rust 1.87; \
              the crate builds on 1.85, where they need `unsafe`"
)]

use core::arch::x86_64::{
    __m128i, __m256i, _mm_loadu_si128, _mm_or_si128, _mm_storeu_si128, _mm256_add_epi8,
    _mm256_adds_epu8, _mm256_and_si256, _mm256_broadcastsi128_si256, _mm256_castsi128_si256,
    _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_inserti128_si256, _mm256_madd_epi16,
    _mm256_maddubs_epi16, _mm256_movemask_epi8, _mm256_mullo_epi16, _mm256_or_si256,
    _mm256_shuffle_epi8, _mm256_srli_epi16, _mm256_storeu_si256, _mm256_xor_si256,
};

use super::tables::{HASH_HIGH, HASH_LOW, REBASE, ZERO, alphabet_halves};
use crate::ENCODED_LEN;
use crate::codec;
use crate::codec::Alphabet;
use crate::codec::PADDED_LEN;
use crate::error::parse::ParseError;

/// A vector from 32 bytes.
#[inline(always)]
fn bytes(array: [u8; 32]) -> __m256i {
    // SAFETY: `__m256i` is 32 bytes with no invalid bit patterns.
    unsafe { core::mem::transmute::<[u8; 32], __m256i>(array) }
}

/// The same from sixteen 16-bit lanes.
#[inline(always)]
fn words(array: [u16; 16]) -> __m256i {
    // SAFETY: as in `bytes`.
    unsafe { core::mem::transmute::<[u16; 16], __m256i>(array) }
}

/// A 16-byte table in both halves, for `pshufb`.
const fn twice(table: [u8; 16]) -> [u8; 32] {
    let mut both = [0; 32];
    let mut i = 0;
    while i < 16 {
        both[i] = table[i];
        both[16 + i] = table[i];
        i += 1;
    }
    both
}

/// The text character in byte `j` of the register: 0-15 in the low half,
/// and from `high_from` on in the high half (10 for [`encode`], whose two
/// 16-byte stores overlap; 16 for [`encode_padded`], whose one store
/// writes 32 bytes); the bytes past character 25 repeat it.
const fn character(j: usize, high_from: usize) -> usize {
    let i = if j < 16 { j } else { j - 16 + high_from };
    if i < ENCODED_LEN { i } else { ENCODED_LEN - 1 }
}

/// The encoder's constants, lane by lane: the shuffle that puts the two
/// bytes of each pair in its lane (the 16 value bytes are in both halves),
/// the multiplier that puts the first character (the high 5 of the 10
/// bits) on top of the lane, for a shift right by 11, and the mask and
/// multiplier that move the second to bits 8-12.
struct EncodeLanes {
    shuffle: [u8; 32],
    first_multiplier: [u16; 16],
    second_mask: [u16; 16],
    second_multiplier: [u16; 16],
}

/// The lanes for characters 0-15 and, in the high half, from `high_from`
/// on ([`character`]).
const fn encode_lanes(high_from: usize) -> EncodeLanes {
    let mut lanes = EncodeLanes {
        shuffle: [0; 32],
        first_multiplier: [0; 16],
        second_mask: [0; 16],
        second_multiplier: [0; 16],
    };
    let mut k = 0;
    while k < 16 {
        // Lane `k` holds characters `i` and `i + 1` (`i` even): bits
        // `120 - 5i ..` of the value (the first character has 3 bits, two
        // zero ones above them). `p`, the pair's lowest bit in its byte,
        // is never above 6, so the two bytes from there hold all 10.
        let low_bit = 120 - 5 * (character(2 * k, high_from) & !1);
        let (byte, p) = (low_bit / 8, low_bit % 8);
        #[expect(clippy::cast_possible_truncation, reason = "a byte index below 16")]
        let low = byte as u8;
        lanes.shuffle[2 * k] = low;
        // The first pair's upper byte is above the value: zero.
        lanes.shuffle[2 * k + 1] = if byte + 1 < 16 { low + 1 } else { ZERO };
        lanes.first_multiplier[k] = 1 << (6 - p);
        lanes.second_mask[k] = 31 << p;
        lanes.second_multiplier[k] = 1 << (8 - p);
        k += 1;
    }
    lanes
}

/// The characters of `value` with alphabet `A`, in the register layout
/// of `lanes`.
///
/// # Safety
///
/// The CPU has AVX2.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn text<A: Alphabet>(value: u128, lanes: &EncodeLanes) -> __m256i {
    let (high, both) = const {
        let (high, both) = alphabet_halves(A::CHARS);
        (twice(high), twice(both))
    };
    // The value from its two registers, not from memory: a value just
    // written as two 8-byte halves (as a caller's `u128` often is) and read
    // back as 16 bytes waits for both stores to finish (no store
    // forwarding): `encode` took five times as long in a loop (13.7
    // against 2.4 ns).
    // SAFETY: `__m128i` and `u128` are 16 bytes with no invalid bit
    // patterns; x86_64 is little-endian, as the shuffle's byte indices.
    let value = unsafe { core::mem::transmute::<u128, __m128i>(value) };
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let value = _mm256_broadcastsi128_si256(value);
        let pairs = _mm256_shuffle_epi8(value, bytes(lanes.shuffle));
        let first = _mm256_srli_epi16(_mm256_mullo_epi16(pairs, words(lanes.first_multiplier)), 11);
        let second = _mm256_mullo_epi16(
            _mm256_and_si256(pairs, words(lanes.second_mask)),
            words(lanes.second_multiplier),
        );
        let values = _mm256_or_si256(first, second);
        _mm256_xor_si256(
            _mm256_shuffle_epi8(bytes(high), values),
            _mm256_shuffle_epi8(bytes(both), _mm256_add_epi8(values, bytes([0x70; 32]))),
        )
    }
}

/// Writes the 26 characters of `value` into `out` with alphabet `A`, as
/// `codec::encode_scalar`.
///
/// # Safety
///
/// The CPU has AVX2.
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn encode<A: Alphabet>(value: u128, out: &mut [u8; ENCODED_LEN]) {
    const OVERLAPPING: EncodeLanes = encode_lanes(10);
    // The start first: a copy of the 26 bytes right after (two 16-byte
    // loads, at 0 and 10) then waits less than after the other order
    // (6.6 against 10.2 ns a call in a loop that copies each text, 2.2
    // against 2.5 in one that does not; `benches/interleaved.rs`'s loop
    // shape, measured in a scratch program).
    // SAFETY: the caller guarantees AVX2; `out` has 26 bytes: the stores
    // write bytes 0-15 and 10-25.
    unsafe {
        let text = text::<A>(value, &OVERLAPPING);
        _mm_storeu_si128(out.as_mut_ptr().cast(), _mm256_castsi256_si128(text));
        _mm_storeu_si128(
            out.as_mut_ptr().add(10).cast(),
            _mm256_extracti128_si256(text, 1),
        );
    }
}

/// As [`encode`], into the first 26 bytes of 32 with one store (the last
/// 6 are characters too, of no meaning): a reader of the 26 that loads
/// them right away, as a copy into a `String` or a formatter does (two
/// 16-byte loads, at 0 and 10), finds both in that one store, where the
/// seam between the two stores of [`encode`] makes one of its loads wait
/// for the stores to reach the cache (4 to 8 ns here, as the order of the
/// stores and of the loads goes; the benchmarks guide, "The text codec").
///
/// # Safety
///
/// The CPU has AVX2.
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn encode_padded<A: Alphabet>(value: u128, out: &mut [u8; PADDED_LEN]) {
    const CONTIGUOUS: EncodeLanes = encode_lanes(16);
    // SAFETY: the caller guarantees AVX2; `out` has 32 bytes.
    unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), text::<A>(value, &CONTIGUOUS)) };
}

/// Per byte of the register before the layout of 32: the bias that takes
/// a value too large for its place to 128 or more (saturating): 8 for the
/// first character (3 bits), 32 for the others.
const BIAS: [u8; 32] = {
    let mut bias = [0x60; 32];
    bias[0] = 0x78;
    bias
};

/// The 32-character layout: six zeros and characters 0-9 in the low half,
/// 10-25 (already there) in the high half.
const LAYOUT: [u8; 32] = [
    ZERO, ZERO, ZERO, ZERO, ZERO, ZERO, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, //
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
];

/// `pmaddubsw`: each pair of characters, 32 * first + second (10 bits).
const PAIRS: [u8; 32] = {
    let mut weights = [1; 32];
    let mut j = 0;
    while j < 32 {
        weights[j] = 32;
        j += 2;
    }
    weights
};

/// `pmaddwd`: each 4 characters, 1024 * first pair + second (20 bits); in
/// the first 32-bit lane of each 64-bit lane, 16 times that, so that the
/// lane's 40 bits are `first << 16 | second` with `first` on a byte
/// boundary.
const QUADS: [u16; 16] = [
    16384, 16, 1024, 1, 16384, 16, 1024, 1, 16384, 16, 1024, 1, 16384, 16, 1024, 1,
];

/// Gathers the 40-bit groups (characters 0-1 in the first 64-bit lane,
/// 2-9, 10-17, 18-25) into the 16 value bytes, low byte first: `first` is
/// bytes 0-2 of its lane (its low nibble zero), `second` bytes 4-6; byte
/// 2 of a group is `first`'s byte 0 OR `second`'s byte 2, so the gather
/// is two shuffles ORed: `GATHER` takes every byte but the first's byte 0,
/// `GATHER_NIBBLE` that one. The low half yields value bytes 10-15, the
/// high half 0-9.
const GATHER: [u8; 32] = {
    let mut gather = [ZERO; 32];
    // Characters 0-1: one byte, the second's byte 0 of lane 0.
    gather[15] = 4;
    // A group: its half of the register, its 64-bit lane's first byte in
    // that half, and the value byte its low byte goes to.
    let groups: [(usize, u8, usize); 3] = [(0, 8, 10), (16, 0, 5), (16, 8, 0)];
    let mut g = 0;
    while g < 3 {
        let (half, from, to) = groups[g];
        gather[half + to] = from + 4;
        gather[half + to + 1] = from + 5;
        gather[half + to + 2] = from + 6;
        gather[half + to + 3] = from + 1;
        gather[half + to + 4] = from + 2;
        g += 1;
    }
    gather
};
/// See [`GATHER`].
const GATHER_NIBBLE: [u8; 32] = {
    let mut gather = [ZERO; 32];
    gather[12] = 8;
    gather[16 + 7] = 0;
    gather[16 + 2] = 8;
    gather
};

/// Decodes 26 characters, as `codec::decode_scalar`: the same value, or
/// the scalar decoder's error.
///
/// # Safety
///
/// The CPU has AVX2.
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn decode(input: &[u8]) -> Result<u128, ParseError> {
    let Some(text) = input
        .first_chunk::<ENCODED_LEN>()
        .filter(|_| input.len() == ENCODED_LEN)
    else {
        return codec::rejected(input);
    };
    // SAFETY: the caller guarantees AVX2; the two unaligned loads read
    // bytes 0-15 and 10-25 of the 26.
    let (values, invalid) = unsafe {
        let text = _mm256_inserti128_si256(
            _mm256_castsi128_si256(_mm_loadu_si128(text.as_ptr().cast())),
            _mm_loadu_si128(text.as_ptr().add(ENCODED_LEN - 16).cast()),
            1,
        );
        let high_nibbles = _mm256_and_si256(_mm256_srli_epi16(text, 4), bytes([0x0F; 32]));
        let buckets = _mm256_add_epi8(
            _mm256_shuffle_epi8(bytes(twice(HASH_LOW)), text),
            _mm256_shuffle_epi8(bytes(twice(HASH_HIGH)), high_nibbles),
        );
        let values = _mm256_add_epi8(text, _mm256_shuffle_epi8(bytes(twice(REBASE)), buckets));
        let too_large = _mm256_adds_epu8(values, bytes(BIAS));
        (values, _mm256_movemask_epi8(too_large) != 0)
    };
    if invalid {
        return codec::rejected(input);
    }
    // SAFETY: as above.
    let value = unsafe {
        let values = _mm256_shuffle_epi8(values, bytes(LAYOUT));
        let pairs = _mm256_maddubs_epi16(values, bytes(PAIRS));
        let groups = _mm256_madd_epi16(pairs, words(QUADS));
        let gathered = _mm256_or_si256(
            _mm256_shuffle_epi8(groups, bytes(GATHER)),
            _mm256_shuffle_epi8(groups, bytes(GATHER_NIBBLE)),
        );
        let value: __m128i = _mm_or_si128(
            _mm256_castsi256_si128(gathered),
            _mm256_extracti128_si256(gathered, 1),
        );
        // SAFETY: `__m128i` and `u128` are 16 bytes with no invalid bit
        // patterns; x86_64 is little-endian, as the gather's order.
        core::mem::transmute::<__m128i, u128>(value)
    };
    Ok(value)
}
