//! The constant tables that the SIMD codecs (`base32_ssse3.rs`,
//! `base32_neon.rs`) share, computed at compile time from the layout of
//! the text form and from the scalar decoder's table, so that the codecs
//! and the scalar code cannot disagree.

use crate::codec::scalar;

/// A shuffle index (`pshufb`, `tbl`) that yields a zero byte.
pub(crate) const ZERO: u8 = 0x80;

/// For character `i` of the text, the 16-bit lane (low byte first) that
/// holds the two bytes of the value containing its 5 bits, as shuffle
/// indices into the big-endian bytes, and the multiplier that shifts the
/// lane left so that those bits are the top five (one shift right by 11
/// then leaves them alone). A multiply-high that shifts right instead is
/// what LLVM turns into a slow sequence of 32-bit shifts on x86_64; a
/// multiply by constants stays one `pmullw`.
///
/// The text encodes 130 bits: two zero bits, then the 128. Character `i`
/// covers bits `5i .. 5i + 5` of that, which are bits `5i + 6 ..` of the
/// value behind a zero byte (`p`, 18 bytes: a zero, the 16, a zero).
const fn encode_lane(i: usize) -> ([u8; 2], u16) {
    let start = 5 * i + 6;
    let (byte, offset) = (start / 8, start % 8);
    // p[k] is value byte k - 1; p[0] and p[17] on are zero.
    const fn index(k: usize) -> u8 {
        if k == 0 || k >= 17 {
            ZERO
        } else {
            #[expect(clippy::cast_possible_truncation, reason = "k <= 16")]
            let k = (k - 1) as u8;
            k
        }
    }
    ([index(byte + 1), index(byte)], 1 << offset)
}

/// The shuffle and the multipliers for the 8 characters from `first`.
const fn encode_group(first: usize) -> ([u8; 16], [u16; 8]) {
    let mut shuffle = [0; 16];
    let mut multipliers = [0; 8];
    let mut lane = 0;
    while lane < 8 {
        let (indices, multiplier) = encode_lane(first + lane);
        shuffle[2 * lane] = indices[0];
        shuffle[2 * lane + 1] = indices[1];
        multipliers[lane] = multiplier;
        lane += 1;
    }
    (shuffle, multipliers)
}

/// Characters 0-7, 8-15, 16-23 and 24-31 (24 and 25 are the last; the
/// lanes past them are never stored). The codecs store 16 + 8 + 2 bytes
/// rather than two overlapping 16-byte halves: a reader of the 26 bytes
/// that loads across the seam of two stores waits for both (no store
/// forwarding), which cost more than the encoding itself.
pub(crate) const ENCODE_GROUPS: [([u8; 16], [u16; 8]); 4] = [
    encode_group(0),
    encode_group(8),
    encode_group(16),
    encode_group(24),
];

/// The high bit: set on the value of an invalid byte (no 5-bit value has
/// it), and flipped on every entry of the decoding tables, so that a byte
/// that no table covers (its lookups give zero) also ends up with it.
pub(crate) const FLIP: u8 = 0x80;

/// The values of the 16 bytes from `first`, from the scalar decoder's
/// table: the value with [`FLIP`] set, or zero for a byte outside the
/// alphabet.
pub(crate) const fn flipped_values(first: usize) -> [u8; 16] {
    let mut table = [0; 16];
    let mut low = 0;
    while low < 16 {
        let value = scalar::LOOKUP[first + low];
        if value != scalar::INVALID {
            table[low] = value ^ FLIP;
        }
        low += 1;
    }
    table
}
