//! The `Ulid` type: layout, parts, bytes and the standard traits.

use core::fmt;
use core::str::FromStr;

use crate::codec;
use crate::error::parse::ParseError;
use crate::error::parts::PartsError;

/// Length of the ULID text form, in characters (and bytes: it is ASCII).
pub const ENCODED_LEN: usize = 26;

/// A regular expression that matches exactly the text [`Ulid::parse`]
/// accepts: 26 characters, case-insensitive, no `I`, `L`, `O`, `U`, the
/// first `0`-`7`. The JSON Schema and OpenAPI integrations publish it.
///
/// [`Ulid::parse`]: crate::Ulid::parse
///
/// # Example
///
/// ```
/// assert_eq!(ulid_core::TEXT_PATTERN, "^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$");
/// ```
pub const TEXT_PATTERN: &str = "^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$";

/// A ULID: 128 bits, a 48-bit Unix timestamp in milliseconds followed by 80
/// random bits.
///
/// Numeric order, the order of [`to_bytes`](Ulid::to_bytes) (big-endian) and
/// the ASCII order of the text form are one and the same, and agree with
/// time order to the millisecond: `Ord` sorts by creation time.
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
///
/// let id: Ulid = "01ARZ3NDEKTSV4RRFFQ69G5FAV".parse()?;
/// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
/// assert_eq!(id.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// assert_eq!(Ulid::from_bytes(id.to_bytes()), id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(transparent)]
pub struct Ulid(u128);

impl Ulid {
    /// The nil ULID, all bits zero: `00000000000000000000000000`. Also
    /// [`Default`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    /// assert_eq!(Ulid::NIL.to_string(), "00000000000000000000000000");
    /// assert_eq!(Ulid::default(), Ulid::NIL);
    /// ```
    pub const NIL: Ulid = Ulid(0);

    /// The largest ULID, all bits one: `7ZZZZZZZZZZZZZZZZZZZZZZZZZ`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    /// assert_eq!(Ulid::MAX.to_string(), "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    /// ```
    pub const MAX: Ulid = Ulid(u128::MAX);

    /// Whether this is [`NIL`](Ulid::NIL), all bits zero (as
    /// `uuid::Uuid::is_nil`).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    /// assert!(Ulid::NIL.is_nil());
    /// assert!(!Ulid::from_u128(1).is_nil());
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_nil(self) -> bool {
        self.0 == 0
    }

    /// Whether this is [`MAX`](Ulid::MAX), all bits one (as
    /// `uuid::Uuid::is_max`).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    /// assert!(Ulid::MAX.is_max());
    /// assert!(!Ulid::NIL.is_max());
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_max(self) -> bool {
        self.0 == u128::MAX
    }

    /// Bits of the timestamp (the high bits).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::TIMESTAMP_BITS + ulid_core::Ulid::RANDOM_BITS, 128);
    /// ```
    pub const TIMESTAMP_BITS: u32 = 48;

    /// Bits of randomness (the low bits).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::MAX.random(), ulid_core::Ulid::MAX_RANDOM);
    /// ```
    pub const RANDOM_BITS: u32 = 80;

    /// The largest timestamp, 2^48 - 1 milliseconds (in the year 10889).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::MAX.timestamp_ms(), ulid_core::Ulid::MAX_TIMESTAMP_MS);
    /// ```
    pub const MAX_TIMESTAMP_MS: u64 = (1 << Self::TIMESTAMP_BITS) - 1;

    /// The largest random part, 2^80 - 1.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::MAX_RANDOM, (1u128 << 80) - 1);
    /// ```
    pub const MAX_RANDOM: u128 = (1 << Self::RANDOM_BITS) - 1;

    /// Builds a ULID from its timestamp (milliseconds since the Unix epoch)
    /// and its random part.
    ///
    /// # Errors
    ///
    /// A timestamp above [`MAX_TIMESTAMP_MS`](Ulid::MAX_TIMESTAMP_MS) or a
    /// random part above [`MAX_RANDOM`](Ulid::MAX_RANDOM): neither is cut
    /// to fit.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::from_parts(1_469_922_850_259, 42)?;
    /// assert_eq!((id.timestamp_ms(), id.random()), (1_469_922_850_259, 42));
    /// assert!(Ulid::from_parts(1 << 48, 0).is_err());
    /// assert!(Ulid::from_parts(0, 1 << 80).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_parts(timestamp_ms: u64, random: u128) -> Result<Ulid, PartsError> {
        if timestamp_ms > Self::MAX_TIMESTAMP_MS {
            return Err(PartsError::timestamp(timestamp_ms));
        }
        if random > Self::MAX_RANDOM {
            return Err(PartsError::random(random));
        }
        Ok(Self::from_parts_unchecked(timestamp_ms, random))
    }

    /// Joins parts already known to fit.
    #[inline]
    pub(crate) const fn from_parts_unchecked(timestamp_ms: u64, random: u128) -> Ulid {
        debug_assert!(timestamp_ms <= Self::MAX_TIMESTAMP_MS && random <= Self::MAX_RANDOM);
        Ulid(((timestamp_ms as u128) << Self::RANDOM_BITS) | random)
    }

    /// The timestamp: milliseconds since the Unix epoch.
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
    /// ```
    #[must_use]
    #[inline]
    pub const fn timestamp_ms(self) -> u64 {
        (self.0 >> Self::RANDOM_BITS) as u64
    }

    /// The random part: the low 80 bits.
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::Ulid::from_parts(7, 99)?;
    /// assert_eq!(id.random(), 99);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn random(self) -> u128 {
        self.0 & Self::MAX_RANDOM
    }

    /// The ULID as a `u128` (timestamp in the high bits).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::MAX.to_u128(), u128::MAX);
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_u128(self) -> u128 {
        self.0
    }

    /// The ULID whose bits are `value`. Every `u128` is a ULID.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::from_u128(0), ulid_core::Ulid::NIL);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_u128(value: u128) -> Ulid {
        Ulid(value)
    }

    /// The 16 bytes, big-endian: bytes 0..6 the timestamp, 6..16 the
    /// randomness. This is also the `uuid` column value in PostgreSQL and
    /// the `BINARY(16)`/`BLOB` elsewhere.
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::Ulid::from_parts(1, 2)?;
    /// assert_eq!(id.to_bytes(), [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bytes(self) -> [u8; 16] {
        self.0.to_be_bytes()
    }

    /// The ULID of 16 big-endian bytes, the inverse of
    /// [`to_bytes`](Ulid::to_bytes). Every 16 bytes are a ULID.
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::Ulid::from_bytes([0xFF; 16]);
    /// assert_eq!(id, ulid_core::Ulid::MAX);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_bytes(bytes: [u8; 16]) -> Ulid {
        Ulid(u128::from_be_bytes(bytes))
    }

    /// The ULID of a 16-byte slice, as read from a database column.
    ///
    /// # Errors
    ///
    /// Any length other than 16; the error carries the length found.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// assert_eq!(Ulid::from_slice(&[0; 16]), Ok(Ulid::NIL));
    /// let err = Ulid::from_slice(&[0; 15]).unwrap_err();
    /// assert_eq!(err.to_string(), "expected 16 bytes for a ULID, found 15");
    /// ```
    pub const fn from_slice(bytes: &[u8]) -> Result<Ulid, crate::LengthError> {
        match bytes.first_chunk::<16>() {
            Some(chunk) if bytes.len() == 16 => Ok(Ulid::from_bytes(*chunk)),
            _ => Err(crate::LengthError::new(bytes.len())),
        }
    }

    /// The next ULID of the same millisecond: the random part plus one.
    /// `None` when the random part is already
    /// [`MAX_RANDOM`](Ulid::MAX_RANDOM): it never carries into the
    /// timestamp.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ulid, Ulid};
    ///
    /// let id = ulid!("01BX5ZZKBKACTAV9WEVGEMMVRZ");
    /// assert_eq!(id.increment(), Some(ulid!("01BX5ZZKBKACTAV9WEVGEMMVS0")));
    /// assert_eq!(Ulid::MAX.increment(), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn increment(self) -> Option<Ulid> {
        self.checked_add_random(1)
    }

    /// `self` with `step` added to the random part, or `None` if the sum
    /// passes [`MAX_RANDOM`](Ulid::MAX_RANDOM).
    #[inline]
    pub(crate) const fn checked_add_random(self, step: u128) -> Option<Ulid> {
        // `random() <= MAX_RANDOM < 2^80` and callers pass small steps, so
        // the sum cannot overflow a u128; the comparison keeps it in range.
        let random = self.random() + step;
        if random > Self::MAX_RANDOM {
            return None;
        }
        Some(Ulid(self.0 - self.random() + random))
    }

    /// Parses the 26-character text form, case-insensitive.
    ///
    /// On x86_64 with SSSE3 (chosen at run time) and on aarch64 (NEON) this
    /// uses a SIMD codec; elsewhere, and in `const` context
    /// ([`parse_const`](Ulid::parse_const)), the portable one. Both accept
    /// and reject exactly the same input.
    ///
    /// # Errors
    ///
    /// A length other than 26, a character outside Crockford base32 (`I`,
    /// `L`, `O`, `U`, whitespace, hyphens, non-ASCII…) or overflow (first
    /// character above `7`). See [`ParseError`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let upper = Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAV")?;
    /// let lower = Ulid::parse("01arz3ndektsv4rrffq69g5fav")?;
    /// assert_eq!(upper, lower);
    /// assert!(Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ").unwrap_err().is_overflow());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn parse(text: &str) -> Result<Ulid, ParseError> {
        Self::parse_ascii(text.as_bytes())
    }

    /// [`parse`](Ulid::parse) as a `const fn`, for constants (the
    /// [`ulid!`](crate::ulid!) macro uses it): the same results and
    /// errors, with the portable codec, since a `const fn` cannot choose a
    /// SIMD codec by the CPU it runs on.
    ///
    /// # Errors
    ///
    /// As for [`parse`](Ulid::parse).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// const ROOT: Ulid = match Ulid::parse_const("01ARZ3NDEKTSV4RRFFQ69G5FAV") {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("not a ULID"),
    /// };
    /// assert_eq!(ROOT, Ulid::parse("01arz3ndektsv4rrffq69g5fav")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn parse_const(text: &str) -> Result<Ulid, ParseError> {
        match codec::decode_scalar(text.as_bytes()) {
            Ok(value) => Ok(Ulid(value)),
            Err(err) => Err(err),
        }
    }

    /// Parses the text form from bytes, as they come off the wire or out of
    /// a database, with the same rules as [`parse`](Ulid::parse).
    ///
    /// # Errors
    ///
    /// As for [`parse`](Ulid::parse); a byte that is not UTF-8 is reported
    /// as a byte.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::parse_ascii(b"01ARZ3NDEKTSV4RRFFQ69G5FAV")?;
    /// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn parse_ascii(text: &[u8]) -> Result<Ulid, ParseError> {
        codec::decode(text).map(Ulid)
    }

    /// Writes the canonical text form (26 upper-case characters) into
    /// `buf` and returns it as a `&str`. No allocation. The codec is the
    /// one [`parse`](Ulid::parse) uses (SIMD where the CPU has it); in
    /// `const` code, [`encode_const`](Ulid::encode_const).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ulid, ENCODED_LEN};
    ///
    /// let mut buf = [0; ENCODED_LEN];
    /// let text = ulid!("01arz3ndektsv4rrffq69g5fav").encode(&mut buf);
    /// assert_eq!(text, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// ```
    #[inline]
    pub fn encode(self, buf: &mut [u8; ENCODED_LEN]) -> &str {
        codec::encode::<codec::Upper>(self.0, buf);
        // SAFETY: `encode` wrote only bytes of the base32 alphabet, which is
        // ASCII, into every one of the 26 positions.
        unsafe { core::str::from_utf8_unchecked(buf) }
    }

    /// The canonical text form in a new `String` of exactly 26 bytes: what
    /// `Display` writes, without the formatting machinery that the
    /// `ToString` of every `Display` type goes through (this inherent
    /// method is the one `id.to_string()` calls).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::ulid;
    ///
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.to_string(), format!("{id}"));
    /// ```
    #[cfg(feature = "alloc")]
    #[expect(
        clippy::inherent_to_string_shadow_display,
        reason = "the same text as `Display`, in one exact allocation"
    )]
    #[inline]
    pub fn to_string(&self) -> alloc::string::String {
        alloc::string::String::from(self.encode_padded(&mut [0; codec::PADDED_LEN]))
    }

    /// [`encode`](Ulid::encode) as a `const fn`: the same characters, with
    /// the portable codec.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ENCODED_LEN, Ulid};
    ///
    /// const TEXT: [u8; ENCODED_LEN] = {
    ///     let mut buf = [0; ENCODED_LEN];
    ///     Ulid::from_u128(1).encode_const(&mut buf);
    ///     buf
    /// };
    /// assert_eq!(&TEXT, b"00000000000000000000000001");
    /// ```
    #[inline]
    pub const fn encode_const(self, buf: &mut [u8; ENCODED_LEN]) -> &str {
        codec::encode_scalar::<codec::Upper>(self.0, buf);
        // SAFETY: as in `encode`.
        unsafe { core::str::from_utf8_unchecked(buf) }
    }

    /// Writes the text form in lower case (`01arz3ndektsv4rrffq69g5fav`)
    /// into `buf`: for names that must be lower case (Azure blob and
    /// container names, DNS labels, some object stores). The same codec as
    /// [`encode`](Ulid::encode), with the lower-case alphabet, and as fast;
    /// no allocation. [`parse`](Ulid::parse) reads either case back.
    /// [`lowercase`](Ulid::lowercase) is the `Display` form.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ulid, ENCODED_LEN, Ulid};
    ///
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// let mut buf = [0; ENCODED_LEN];
    /// let text = id.encode_lower(&mut buf);
    /// assert_eq!(text, "01arz3ndektsv4rrffq69g5fav");
    /// assert_eq!(Ulid::parse(text)?, id);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn encode_lower(self, buf: &mut [u8; ENCODED_LEN]) -> &str {
        codec::encode::<codec::Lower>(self.0, buf);
        // SAFETY: as in `encode`, with the lower-case alphabet (ASCII too).
        unsafe { core::str::from_utf8_unchecked(buf) }
    }

    /// The text form through a 32-byte buffer, for text this crate copies
    /// on at once (`to_string`, `Display`, serde, TypeIDs): see
    /// `codec::encode_padded`.
    #[inline]
    pub(crate) fn encode_padded(self, buf: &mut [u8; codec::PADDED_LEN]) -> &str {
        codec::encode_padded::<codec::Upper>(self.0, buf)
    }

    /// [`encode_padded`](Ulid::encode_padded) in lower case.
    #[inline]
    pub(crate) fn encode_lower_padded(self, buf: &mut [u8; codec::PADDED_LEN]) -> &str {
        codec::encode_padded::<codec::Lower>(self.0, buf)
    }

    /// [`encode_lower`](Ulid::encode_lower) as a `const fn`: the same
    /// characters, with the portable codec.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ENCODED_LEN, Ulid};
    ///
    /// const TEXT: [u8; ENCODED_LEN] = {
    ///     let mut buf = [0; ENCODED_LEN];
    ///     Ulid::MAX.encode_lower_const(&mut buf);
    ///     buf
    /// };
    /// assert_eq!(&TEXT, b"7zzzzzzzzzzzzzzzzzzzzzzzzz");
    /// ```
    #[inline]
    pub const fn encode_lower_const(self, buf: &mut [u8; ENCODED_LEN]) -> &str {
        codec::encode_scalar::<codec::Lower>(self.0, buf);
        // SAFETY: as in `encode_lower`.
        unsafe { core::str::from_utf8_unchecked(buf) }
    }

    /// The text form in lower case, for `format!`, `write!` and logs:
    /// `Display` (and `Debug`) write the 26 characters as
    /// [`encode_lower`](Ulid::encode_lower) does, without allocating; width
    /// and alignment apply as for `Ulid`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::ulid;
    ///
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(format!("blobs/{}", id.lowercase()), "blobs/01arz3ndektsv4rrffq69g5fav");
    /// assert_eq!(id.lowercase().to_string(), id.to_string().to_lowercase());
    /// ```
    #[inline]
    #[must_use]
    pub const fn lowercase(self) -> Lowercase {
        Lowercase(self)
    }
}

/// A [`Ulid`] that `Display`s its text form in lower case; made by
/// [`Ulid::lowercase`]. Only a view for formatting: the ID itself has no
/// case, and every reader of the text accepts both. With the `serde`
/// feature it serializes as that text in every format, as `uuid`'s
/// `Hyphenated` does (a `Ulid` is 16 bytes in binary formats).
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Lowercase};
///
/// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let lower: Lowercase = id.lowercase();
/// assert_eq!(lower.to_string(), "01arz3ndektsv4rrffq69g5fav");
/// assert_eq!(lower.to_ulid(), id);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lowercase(Ulid);

impl Lowercase {
    /// The ID being formatted.
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::Ulid::MAX;
    /// assert_eq!(id.lowercase().to_ulid(), id);
    /// ```
    #[must_use]
    pub const fn to_ulid(self) -> Ulid {
        self.0
    }

    /// The lower-case text in a new `String` of exactly 26 bytes, without
    /// the formatting machinery (as [`Ulid::to_string`]).
    ///
    /// # Example
    ///
    /// ```
    /// let id = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.lowercase().to_string(), "01arz3ndektsv4rrffq69g5fav");
    /// ```
    #[cfg(feature = "alloc")]
    #[expect(
        clippy::inherent_to_string_shadow_display,
        reason = "the same text as `Display`, in one exact allocation"
    )]
    #[inline]
    #[must_use]
    pub fn to_string(&self) -> alloc::string::String {
        alloc::string::String::from(self.0.encode_lower_padded(&mut [0; codec::PADDED_LEN]))
    }
}

impl From<Lowercase> for Ulid {
    /// The ID being formatted, as [`Lowercase::to_ulid`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::from_u128(42);
    /// assert_eq!(Ulid::from(id.lowercase()), id);
    /// ```
    #[inline]
    fn from(lower: Lowercase) -> Ulid {
        lower.0
    }
}

impl fmt::Display for Lowercase {
    /// The 26 lower-case characters; width and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_text(f, self.0.encode_lower_padded(&mut [0; codec::PADDED_LEN]))
    }
}

impl fmt::Debug for Lowercase {
    /// As `Display`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::from_u128(42);
    /// assert_eq!(format!("{:?}", id.lowercase()), "0000000000000000000000001a");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Ulid {
    /// The canonical 26 upper-case characters; width and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_text(f, self.encode_padded(&mut [0; codec::PADDED_LEN]))
    }
}

/// Writes an ID's text as `Display` does for `Ulid`, `Id<P>` and `AnyId`:
/// width and alignment apply, and without them the text goes out whole.
pub(crate) fn write_text(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    if f.width().is_none() && f.precision().is_none() {
        // The common case, without `pad`'s character counting.
        f.write_str(text)
    } else {
        f.pad(text)
    }
}

impl fmt::Debug for Ulid {
    /// The text form, as `Display` writes it: readable in logs and in the
    /// `Debug` of structs holding IDs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Ulid {
    type Err = ParseError;

    /// Strict parsing, as [`Ulid::parse`].
    fn from_str(text: &str) -> Result<Ulid, ParseError> {
        Ulid::parse(text)
    }
}

impl TryFrom<&str> for Ulid {
    type Error = ParseError;

    /// Strict parsing, as [`Ulid::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::try_from("01ARZ3NDEKTSV4RRFFQ69G5FAV")?;
    /// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
    /// assert!(Ulid::try_from("01ARZ3NDEKTSV4RRFFQ69G5FA").is_err());
    /// # Ok::<(), ulid_core::ParseError>(())
    /// ```
    fn try_from(text: &str) -> Result<Ulid, ParseError> {
        Ulid::parse(text)
    }
}

#[cfg(feature = "alloc")]
impl TryFrom<alloc::string::String> for Ulid {
    type Error = ParseError;

    /// Strict parsing, as [`Ulid::parse`]; for code generic over
    /// `TryFrom<String>` (clap's value parsers, config loaders).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::try_from(String::from("01ARZ3NDEKTSV4RRFFQ69G5FAV"))?;
    /// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
    /// # Ok::<(), ulid_core::ParseError>(())
    /// ```
    fn try_from(text: alloc::string::String) -> Result<Ulid, ParseError> {
        Ulid::parse(&text)
    }
}

impl From<u128> for Ulid {
    fn from(value: u128) -> Ulid {
        Ulid(value)
    }
}

impl From<Ulid> for u128 {
    fn from(id: Ulid) -> u128 {
        id.0
    }
}

impl From<[u8; 16]> for Ulid {
    /// Big-endian, as [`Ulid::from_bytes`].
    fn from(bytes: [u8; 16]) -> Ulid {
        Ulid::from_bytes(bytes)
    }
}

impl From<Ulid> for [u8; 16] {
    /// Big-endian, as [`Ulid::to_bytes`].
    fn from(id: Ulid) -> [u8; 16] {
        id.to_bytes()
    }
}

impl TryFrom<&[u8]> for Ulid {
    type Error = crate::LengthError;

    /// 16 big-endian bytes, as [`Ulid::from_slice`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let bytes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
    /// assert_eq!(Ulid::try_from(&bytes[..])?, Ulid::from_bytes(bytes));
    /// assert!(Ulid::try_from(&bytes[1..]).is_err());
    /// # Ok::<(), ulid_core::LengthError>(())
    /// ```
    fn try_from(bytes: &[u8]) -> Result<Ulid, crate::LengthError> {
        Ulid::from_slice(bytes)
    }
}

#[cfg(feature = "alloc")]
impl From<Ulid> for alloc::string::String {
    /// The canonical text form, as `Display` writes it.
    fn from(id: Ulid) -> alloc::string::String {
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::format;
    // Without `alloc`, `to_string` is `ToString`'s; with it, the inherent
    // method.
    #[cfg(not(feature = "alloc"))]
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn spec_increment_with_carry() {
        let id = Ulid::parse("01BX5ZZKBKACTAV9WEVGEMMVRZ").unwrap();
        assert_eq!(
            id.increment().unwrap().to_string(),
            "01BX5ZZKBKACTAV9WEVGEMMVS0"
        );
    }

    #[test]
    fn increment_never_spills_into_the_timestamp() {
        let last = Ulid::from_parts(5, Ulid::MAX_RANDOM).unwrap();
        assert_eq!(last.increment(), None);
        assert_eq!(last.checked_add_random(0), Some(last));
    }

    #[test]
    fn layout_is_big_endian_timestamp_first() {
        let id = Ulid::from_parts(0x0102_0304_0506, 0x0708_090A_0B0C_0D0E_0F10).unwrap();
        assert_eq!(
            id.to_bytes(),
            [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
        );
    }

    #[test]
    fn text_sorts_like_bytes_like_numbers() {
        let ids = [
            Ulid::NIL,
            Ulid::from_parts(1, 0).unwrap(),
            Ulid::from_parts(1, Ulid::MAX_RANDOM).unwrap(),
            Ulid::from_parts(2, 0).unwrap(),
            Ulid::MAX,
        ];
        for pair in ids.windows(2) {
            assert!(pair[0] < pair[1]);
            assert!(pair[0].to_bytes() < pair[1].to_bytes());
            assert!(pair[0].to_string() < pair[1].to_string());
        }
    }

    #[test]
    fn display_honours_width_and_debug_shows_text() {
        let id = Ulid::from_parts(1, 1).unwrap();
        assert_eq!(format!("{id:>28}"), "  00000000010000000000000001");
        assert_eq!(format!("{id:?}"), "00000000010000000000000001");
    }

    #[test]
    fn from_parts_rejects_out_of_range_parts() {
        assert!(Ulid::from_parts(Ulid::MAX_TIMESTAMP_MS, Ulid::MAX_RANDOM).is_ok());
        assert!(Ulid::from_parts(Ulid::MAX_TIMESTAMP_MS + 1, 0).is_err());
        assert!(Ulid::from_parts(0, Ulid::MAX_RANDOM + 1).is_err());
    }

    #[test]
    fn from_slice_needs_exactly_sixteen_bytes() {
        assert_eq!(Ulid::from_slice(&[0xFF; 16]), Ok(Ulid::MAX));
        assert_eq!(Ulid::from_slice(&[0; 17]).unwrap_err().found(), 17);
        assert_eq!(Ulid::from_slice(&[]).unwrap_err().found(), 0);
    }
}
