//! `Id<P>`: a ULID of one kind, printed as a TypeID.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::str::FromStr;

use crate::typed::prefix::assert_valid;
use crate::typed::type_id::{self, TYPEID_MAX_LEN};
use crate::{IdParseError, Prefix, Ulid};

/// A [`Ulid`] of one kind: an `Id<User>` and an `Id<Order>` are different
/// types, so a swapped argument does not compile. Its text is a TypeID
/// (spec v0.3): the prefix, `_`, and the 26 characters in lower case.
///
/// It is a `Ulid` at run time (16 bytes, no prefix stored: the type holds
/// it), ordered by time like one, and every integration of this crate
/// (serde, sqlx, diesel, sea-orm, rusqlite, schemars, utoipa, ...) treats
/// it as `Ulid`: the same 16 bytes in binary formats and database columns.
/// Only its text differs: human-readable formats, text columns and the
/// JSON Schema use the TypeID form.
///
/// Parsing is the TypeID spec's, strict: the suffix is lower case only,
/// and the prefix must be `P`'s ([`IdParseError`] names both when not).
///
/// # Example
///
/// ```
/// use ulid_core::{Id, Ulid, prefix};
///
/// prefix!(pub User = "user");
/// prefix!(pub Org = "org");
///
/// let user = Id::<User>::new();
/// assert!(user.to_string().starts_with("user_"));
/// assert_eq!(user.to_string().len(), 31);
///
/// let id: Id<User> = "user_01h455vb4pex5vsknk084sn02q".parse()?;
/// assert_eq!(id.to_ulid().to_string(), "01H455VB4PEX5VSKNK084SN02Q");
/// assert!("org_01h455vb4pex5vsknk084sn02q".parse::<Id<User>>().is_err());
///
/// fn add_member(_org: Id<Org>, _user: Id<User>) {}
/// add_member(Id::from_ulid(Ulid::new()), id);
/// // add_member(id, id); // error[E0308]: mismatched types
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[repr(transparent)]
pub struct Id<P: Prefix> {
    ulid: Ulid,
    /// `fn() -> P`: `Id<P>` is `Send`, `Sync` and covariant whatever `P`
    /// is, and holds no `P` (prefix types are uninhabited markers).
    prefix: PhantomData<fn() -> P>,
}

impl<P: Prefix> Id<P> {
    /// A new ID in UUIDv7 form: [`Ulid::new_uuid_v7`] (the current
    /// millisecond and 74 random bits around UUIDv7's version and variant),
    /// as the TypeID specification says new TypeIDs should be, so that
    /// every TypeID library reads it as a UUIDv7. For IDs that must
    /// increase, keep one generator and wrap its IDs:
    /// `let mut ids = Generator::new_uuid_v7();`, then
    /// `Id::from_ulid(ids.generate()?)` for each
    /// ([`Generator::new_uuid_v7`](crate::Generator::new_uuid_v7)).
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(Order = "order");
    /// let (a, b) = (Id::<Order>::new(), Id::<Order>::new());
    /// assert_ne!(a, b);
    /// assert!(a.to_ulid().is_uuid_v7());
    /// ```
    #[cfg(feature = "std")]
    #[must_use]
    #[inline]
    #[expect(
        clippy::new_without_default,
        reason = "a default ID, nil or random, would be a surprise: say which"
    )]
    pub fn new() -> Id<P> {
        Id::from_ulid(Ulid::new_uuid_v7())
    }

    /// The typed ID of a ULID, the same 128 bits (every ULID is a valid ID
    /// of every kind); `P`'s prefix is checked, at compile time.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix, ulid};
    ///
    /// prefix!(User = "user");
    /// const ROOT: Id<User> = Id::from_ulid(ulid!("01H455VB4PEX5VSKNK084SN02Q"));
    /// assert_eq!(ROOT.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ulid(ulid: Ulid) -> Id<P> {
        // An invalid prefix fails the build here, wherever an `Id<P>` is made;
        // an inline `const`, not an item of `Prefix`, which an impl could
        // replace.
        const { assert_valid(P::PREFIX) };
        Id {
            ulid,
            prefix: PhantomData,
        }
    }

    /// The ULID, without its kind.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let ulid = Ulid::new();
    /// assert_eq!(Id::<User>::from_ulid(ulid).to_ulid(), ulid);
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_ulid(self) -> Ulid {
        self.ulid
    }

    /// `P`'s prefix, a method as [`AnyId::prefix`](crate::AnyId::prefix)
    /// is (without an ID at hand, `P::PREFIX` is the same text).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Prefix, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::new();
    /// assert_eq!(id.prefix(), "user");
    /// assert_eq!(User::PREFIX, "user");
    /// ```
    #[must_use]
    #[inline]
    pub const fn prefix(self) -> &'static str {
        P::PREFIX
    }

    /// Parses `P`'s TypeID: `prefix_` and 26 lower-case characters (the 26
    /// alone for an empty prefix), as the TypeID spec says, strictly.
    ///
    /// # Errors
    ///
    /// An [`IdParseError`] saying what and where: the prefix's rules, the
    /// suffix's [`ParseError`](crate::ParseError) or an upper-case letter,
    /// a missing separator, or another kind's prefix.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::parse("user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.to_ulid().timestamp_ms(), 1_688_096_058_518);
    ///
    /// let err = Id::<User>::parse("01h455vb4pex5vsknk084sn02q").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     r#"missing separator: expected "user_" and 26 characters, found no '_'"#,
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn parse(text: &str) -> Result<Id<P>, IdParseError> {
        Self::parse_ascii(text.as_bytes())
    }

    /// [`parse`](Id::parse) from bytes, as they come off the wire or out
    /// of a database.
    ///
    /// # Errors
    ///
    /// As for [`parse`](Id::parse).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::parse_ascii(b"user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id, Id::parse("user_01h455vb4pex5vsknk084sn02q")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn parse_ascii(text: &[u8]) -> Result<Id<P>, IdParseError> {
        type_id::parse_expecting(text, P::PREFIX).map(Id::from_ulid)
    }

    /// Writes the TypeID into `buf` and returns it as a `&str`. No
    /// allocation.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, TYPEID_MAX_LEN, prefix, ulid};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_ulid(ulid!("01H455VB4PEX5VSKNK084SN02Q"));
    /// let mut buf = [0; TYPEID_MAX_LEN];
    /// assert_eq!(id.encode(&mut buf), "user_01h455vb4pex5vsknk084sn02q");
    /// ```
    #[inline]
    pub fn encode(self, buf: &mut [u8; TYPEID_MAX_LEN]) -> &str {
        type_id::encode(P::PREFIX, self.ulid, buf)
    }

    /// The TypeID in a new `String` of its exact length: what `Display`
    /// writes, without the formatting machinery that the `ToString` of
    /// every `Display` type goes through (this inherent method is the one
    /// `id.to_string()` calls).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix, ulid};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_ulid(ulid!("01H455VB4PEX5VSKNK084SN02Q"));
    /// assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// assert_eq!(id.to_string(), format!("{id}"));
    /// ```
    #[cfg(feature = "alloc")]
    #[expect(
        clippy::inherent_to_string_shadow_display,
        reason = "the same text as `Display`, in one exact allocation"
    )]
    #[inline]
    #[must_use]
    pub fn to_string(&self) -> alloc::string::String {
        alloc::string::String::from(self.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

impl<P: Prefix> Clone for Id<P> {
    /// The same ID, whatever `P` is (a derive would ask `P: Clone`).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(Order = "order");
    /// let id: Id<Order> = Id::new();
    /// assert_eq!(Clone::clone(&id), id);
    /// ```
    #[inline]
    fn clone(&self) -> Id<P> {
        *self
    }
}

impl<P: Prefix> Copy for Id<P> {}

impl<P: Prefix> PartialEq for Id<P> {
    #[inline]
    fn eq(&self, other: &Id<P>) -> bool {
        self.ulid == other.ulid
    }
}

impl<P: Prefix> Eq for Id<P> {}

impl<P: Prefix> PartialOrd for Id<P> {
    #[inline]
    fn partial_cmp(&self, other: &Id<P>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<P: Prefix> Ord for Id<P> {
    /// The ULIDs' order: time order to the millisecond.
    #[inline]
    fn cmp(&self, other: &Id<P>) -> Ordering {
        self.ulid.cmp(&other.ulid)
    }
}

impl<P: Prefix> Hash for Id<P> {
    /// As its `Ulid`'s: the prefix is in the type, not the value.
    ///
    /// # Example
    ///
    /// ```
    /// use std::hash::BuildHasher;
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id: Id<User> = Id::new();
    /// let hasher = std::hash::RandomState::new();
    /// assert_eq!(hasher.hash_one(id), hasher.hash_one(id.to_ulid()));
    /// assert_ne!(hasher.hash_one(id), hasher.hash_one(Id::<User>::new()));
    /// ```
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.ulid.hash(state);
    }
}

impl<P: Prefix> fmt::Display for Id<P> {
    /// The TypeID: `prefix_` and 26 lower-case characters; width and
    /// alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::ulid::write_text(f, self.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

impl<P: Prefix> fmt::Debug for Id<P> {
    /// The TypeID, as `Display` writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<P: Prefix> FromStr for Id<P> {
    type Err = IdParseError;

    /// As [`Id::parse`].
    #[inline]
    fn from_str(text: &str) -> Result<Id<P>, IdParseError> {
        Id::parse(text)
    }
}

impl<P: Prefix> TryFrom<&str> for Id<P> {
    type Error = IdParseError;

    /// As [`Id::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::try_from("user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// assert!(Id::<User>::try_from("org_01h455vb4pex5vsknk084sn02q").is_err());
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    #[inline]
    fn try_from(text: &str) -> Result<Id<P>, IdParseError> {
        Id::parse(text)
    }
}

#[cfg(feature = "alloc")]
impl<P: Prefix> TryFrom<alloc::string::String> for Id<P> {
    type Error = IdParseError;

    /// As [`Id::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::try_from(String::from("user_01h455vb4pex5vsknk084sn02q"))?;
    /// assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    #[inline]
    fn try_from(text: alloc::string::String) -> Result<Id<P>, IdParseError> {
        Id::parse(&text)
    }
}

impl<P: Prefix> AsRef<Ulid> for Id<P> {
    /// The ULID inside, borrowed: for code that takes `impl AsRef<Ulid>`,
    /// and integrations whose traits bind the value by reference (diesel's
    /// `ToSql`).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// fn timestamp(id: impl AsRef<Ulid>) -> u64 {
    ///     id.as_ref().timestamp_ms()
    /// }
    /// let id = Id::<User>::new();
    /// assert_eq!(timestamp(id), id.to_ulid().timestamp_ms());
    /// ```
    #[inline]
    fn as_ref(&self) -> &Ulid {
        &self.ulid
    }
}

impl<P: Prefix> From<Id<P>> for Ulid {
    /// The ULID, without its kind.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let ulid = Ulid::new();
    /// assert_eq!(Ulid::from(Id::<User>::from_ulid(ulid)), ulid);
    /// ```
    #[inline]
    fn from(id: Id<P>) -> Ulid {
        id.ulid
    }
}

impl<P: Prefix> From<Id<P>> for u128 {
    /// The 128 bits, as [`Ulid::to_u128`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_ulid(Ulid::from_u128(7));
    /// assert_eq!(u128::from(id), 7);
    /// ```
    #[inline]
    fn from(id: Id<P>) -> u128 {
        id.ulid.to_u128()
    }
}

impl<P: Prefix> From<Id<P>> for [u8; 16] {
    /// The 16 big-endian bytes, as [`Ulid::to_bytes`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_ulid(Ulid::MAX);
    /// assert_eq!(<[u8; 16]>::from(id), [0xFF; 16]);
    /// ```
    #[inline]
    fn from(id: Id<P>) -> [u8; 16] {
        id.ulid.to_bytes()
    }
}

#[cfg(feature = "alloc")]
impl<P: Prefix> From<Id<P>> for alloc::string::String {
    /// The TypeID, as [`Id::to_string`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_ulid(Ulid::NIL);
    /// assert_eq!(String::from(id), "user_00000000000000000000000000");
    /// ```
    #[inline]
    fn from(id: Id<P>) -> alloc::string::String {
        id.to_string()
    }
}
