//! `PrefixBuf`: a TypeID prefix held inline, for `AnyId` and the
//! wrong-prefix error (no allocation, so both work without `alloc`).

use core::fmt;

use crate::typed::prefix::PREFIX_MAX_LEN;

/// Up to 63 bytes of a prefix that has passed [`validate`]: ASCII, so
/// any length of it is a `str`. Unused bytes are zero, which makes the
/// derived order the order of the strings (zero sorts before every letter).
///
/// [`validate`]: crate::typed::prefix::validate
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PrefixBuf {
    bytes: [u8; PREFIX_MAX_LEN],
    len: u8,
}

impl PrefixBuf {
    /// The empty prefix.
    pub(crate) const EMPTY: PrefixBuf = PrefixBuf {
        bytes: [0; PREFIX_MAX_LEN],
        len: 0,
    };

    /// Copies a prefix that has passed `validate` (at most 63 ASCII bytes).
    #[expect(clippy::cast_possible_truncation, reason = "at most 63, asserted")]
    pub(crate) const fn new(prefix: &[u8]) -> PrefixBuf {
        assert!(prefix.len() <= PREFIX_MAX_LEN && prefix.is_ascii());
        let mut buf = PrefixBuf::EMPTY;
        let mut index = 0;
        while index < prefix.len() {
            buf.bytes[index] = prefix[index];
            index += 1;
        }
        buf.len = prefix.len() as u8;
        buf
    }

    pub(crate) fn as_str(&self) -> &str {
        let bytes = &self.bytes[..usize::from(self.len)];
        // SAFETY: `new` copied only ASCII bytes (asserted), and any run of
        // ASCII bytes is UTF-8.
        unsafe { core::str::from_utf8_unchecked(bytes) }
    }
}

impl fmt::Debug for PrefixBuf {
    /// The prefix as a string, as in `IdParseError`'s `Debug`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}
