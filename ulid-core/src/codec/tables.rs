//! The constant tables that the SIMD codecs (`ssse3.rs`, `avx2.rs`,
//! `neon.rs`) share: computed at compile time from the layout of the text
//! form and from the scalar decoder's table where they can be, and
//! otherwise checked against that table byte by byte in the tests below,
//! so that the codecs and the scalar code cannot disagree.

#[cfg(any(target_arch = "aarch64", test))]
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

/// The NEON decoder's marker, the high bit: set on the value of every
/// character in its tables (no 5-bit value has it), so that a byte that
/// no table covers (its lookups give zero) is told from the character
/// `0` by its absence. (NEON's table lookup gives zero for any index from
/// 16 on, not only with the high bit set as `pshufb` does, so it cannot
/// read the x86 hash's tables.)
#[cfg(target_arch = "aarch64")]
pub(crate) const VALID: u8 = 0x80;

/// The values of the 16 bytes from `first`, from the scalar decoder's
/// table: the value with [`VALID`] set, or zero for a byte outside the
/// alphabet.
#[cfg(target_arch = "aarch64")]
pub(crate) const fn marked_values(first: usize) -> [u8; 16] {
    let mut table = [0; 16];
    let mut low = 0;
    while low < 16 {
        let value = scalar::LOOKUP[first + low];
        if value != scalar::INVALID {
            table[low] = value | VALID;
        }
        low += 1;
    }
    table
}

/// The alphabet for the x86 encoders' `pshufb`: `pshufb(high, v) ^
/// pshufb(both, v + 0x70)` is character `v`: the second index has its high
/// bit set (a zero) exactly for the values 16-31, so values 0-15 read
/// `both ^ high`, the lower half, and 16-31 `high`, the upper half.
#[cfg(target_arch = "x86_64")]
pub(crate) const fn alphabet_halves(chars: &[u8; 32]) -> ([u8; 16], [u8; 16]) {
    let (mut high, mut both) = ([0; 16], [0; 16]);
    let mut i = 0;
    while i < 16 {
        high[i] = chars[16 + i];
        both[i] = chars[i] ^ chars[16 + i];
        i += 1;
    }
    (high, both)
}

/// The decoder's hash: a character `c` goes to bucket
/// `HASH_LOW[c & 15] + HASH_HIGH[c >> 4]`, each read with `pshufb` (so a
/// byte of 0x80 and above gets 0 from the first table), and
/// `c + REBASE[bucket]` is its 5-bit value, or a byte of 32 or more for
/// anything outside the alphabet: one lookup both translates and rejects,
/// and the one comparison that follows (is every byte below 32?) also
/// rejects the first character's overflow (below 8?).
///
/// Each bucket holds characters that share one offset to their value (a
/// run such as `J`-`K`, -56) and otherwise only bytes that the offset
/// carries outside 0-31: the holes `I`, `L`, `O`, `U` and the punctuation
/// between the runs sit in buckets of the other case, and a sum of 128 or
/// more (punctuation and every non-ASCII byte) reads 0 from `pshufb`,
/// leaving the byte itself, 32 or more. A hash of one lookup and the high
/// nibble (aqrit's base32hex decoder, Lemire 2023) has no such tables for
/// Crockford's alphabet with its holes; two lookups do. The numbers were
/// found by a solver (z3) for exactly these constraints;
/// `the_hash_decodes_every_byte_as_the_scalar_table` is their proof.
#[cfg(target_arch = "x86_64")]
pub(crate) const HASH_LOW: [u8; 16] = [
    11, 27, 27, 27, 27, 107, 30, 30, 30, 14, 31, 79, 21, 81, 65, 120,
];
/// See [`HASH_LOW`]: indexed by the high nibble.
#[cfg(target_arch = "x86_64")]
pub(crate) const HASH_HIGH: [u8; 16] = [
    248, 248, 128, 13, 232, 86, 241, 79, 128, 128, 128, 128, 128, 128, 128, 128,
];
/// See [`HASH_LOW`]: the offset from a character to its value, per
/// bucket, as a wrapping byte.
#[cfg(target_arch = "x86_64")]
#[expect(clippy::cast_sign_loss, reason = "negative offsets, as wrapping bytes")]
pub(crate) const REBASE: [u8; 16] = {
    let offsets: [i8; 16] = [
        -88, -58, -89, -55, -59, -59, -55, -56, -48, -57, -90, -48, -87, -91, -91, -87,
    ];
    let mut table = [0; 16];
    let mut i = 0;
    while i < 16 {
        table[i] = offsets[i] as u8;
        i += 1;
    }
    table
};

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    /// `pshufb` of one byte: zero when the index has its high bit set.
    fn pshufb(table: &[u8; 16], index: u8) -> u8 {
        if index & 0x80 == 0 {
            table[usize::from(index & 15)]
        } else {
            0
        }
    }

    #[test]
    fn the_hash_decodes_every_byte_as_the_scalar_table() {
        for c in 0..=255u8 {
            let bucket = pshufb(&HASH_LOW, c).wrapping_add(HASH_HIGH[usize::from(c >> 4)]);
            let value = c.wrapping_add(pshufb(&REBASE, bucket));
            let expected = scalar::LOOKUP[usize::from(c)];
            if expected == scalar::INVALID {
                assert!(value >= 32, "byte {c:#04x} reads as {value}");
            } else {
                assert_eq!(value, expected, "byte {c:#04x}");
            }
        }
    }
}
