//! `AnyId`: a TypeID whose prefix is known only at run time.

use core::fmt;
use core::str::FromStr;

use crate::typed::prefix;
use crate::typed::prefix_buf::PrefixBuf;
use crate::typed::type_id::{self, TYPEID_MAX_LEN};
use crate::{Id, IdParseError, Prefix, Ulid};

/// A TypeID of any kind: a valid prefix, held inline (no allocation), and
/// a [`Ulid`]. For input whose kind you learn by reading it; turn it into
/// an [`Id<P>`] (which checks the prefix) to use it.
///
/// It is ordered as its text: by prefix, then by time.
///
/// # Example
///
/// ```
/// use ulid_core::{AnyId, Id, prefix};
///
/// prefix!(User = "user");
/// prefix!(Org = "org");
///
/// let any: AnyId = "org_01h455vb4pex5vsknk084sn02q".parse()?;
/// assert_eq!(any.prefix(), "org");
/// match any.prefix() {
///     "user" => println!("user {}", Id::<User>::try_from(any)?),
///     "org" => println!("org {}", Id::<Org>::try_from(any)?),
///     other => println!("unknown kind {other}"),
/// }
/// assert!(Id::<User>::try_from(any).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AnyId {
    prefix: PrefixBuf,
    ulid: Ulid,
}

impl AnyId {
    /// A TypeID of `prefix` and `ulid`.
    ///
    /// # Errors
    ///
    /// The prefix breaks the TypeID rules: an [`IdParseError`] for which
    /// [`is_invalid_prefix`](IdParseError::is_invalid_prefix) holds.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, ulid};
    ///
    /// let id = AnyId::new("user", ulid!("01H455VB4PEX5VSKNK084SN02Q"))?;
    /// assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// assert!(AnyId::new("User", id.to_ulid()).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(prefix: &str, ulid: Ulid) -> Result<AnyId, IdParseError> {
        prefix::validate(prefix.as_bytes())?;
        Ok(AnyId {
            prefix: PrefixBuf::new(prefix.as_bytes()),
            ulid,
        })
    }

    /// Parses any TypeID, as the spec says, strictly.
    ///
    /// # Errors
    ///
    /// An [`IdParseError`] saying what and where: the prefix's rules, or
    /// the suffix's [`ParseError`](crate::ParseError) or an upper-case
    /// letter.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id = AnyId::parse("pre_fix_00000000000000000000000000")?;
    /// assert_eq!(id.prefix(), "pre_fix");
    /// assert!(AnyId::parse("prefix__00000000000000000000000000").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse(text: &str) -> Result<AnyId, IdParseError> {
        AnyId::parse_ascii(text.as_bytes())
    }

    /// [`parse`](AnyId::parse) from bytes, as they come off the wire (an
    /// HTTP header, a protobuf field), as `Ulid` and `Id` have it.
    ///
    /// # Errors
    ///
    /// As for [`parse`](AnyId::parse).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id = AnyId::parse_ascii(b"user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id, AnyId::parse("user_01h455vb4pex5vsknk084sn02q")?);
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    pub fn parse_ascii(text: &[u8]) -> Result<AnyId, IdParseError> {
        let (prefix, ulid) = type_id::parse(text)?;
        Ok(AnyId {
            prefix: PrefixBuf::new(prefix),
            ulid,
        })
    }

    /// The prefix (`""` for a TypeID without one).
    ///
    /// # Example
    ///
    /// ```
    /// let id: ulid_core::AnyId = "01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(id.prefix(), "");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn prefix(&self) -> &str {
        self.prefix.as_str()
    }

    /// The ULID.
    ///
    /// # Example
    ///
    /// ```
    /// let id: ulid_core::AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(id.to_ulid().to_string(), "01H455VB4PEX5VSKNK084SN02Q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to_ulid(self) -> Ulid {
        self.ulid
    }

    /// Writes the TypeID into `buf` and returns it as a `&str`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, TYPEID_MAX_LEN};
    ///
    /// let id: AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(id.encode(&mut [0; TYPEID_MAX_LEN]), "user_01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; TYPEID_MAX_LEN]) -> &'b str {
        type_id::encode(self.prefix(), self.ulid, buf)
    }
}

impl fmt::Display for AnyId {
    /// The TypeID; width and alignment apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::ulid::write_text(f, self.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

impl fmt::Debug for AnyId {
    /// The TypeID, as `Display` writes it.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id: AnyId = "org_01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(format!("{id:?}"), "org_01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for AnyId {
    type Err = IdParseError;

    /// As [`AnyId::parse`].
    fn from_str(text: &str) -> Result<AnyId, IdParseError> {
        AnyId::parse(text)
    }
}

impl TryFrom<&str> for AnyId {
    type Error = IdParseError;

    /// As [`AnyId::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id = AnyId::try_from("user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.prefix(), "user");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn try_from(text: &str) -> Result<AnyId, IdParseError> {
        AnyId::parse(text)
    }
}

#[cfg(feature = "alloc")]
impl TryFrom<alloc::string::String> for AnyId {
    type Error = IdParseError;

    /// As [`AnyId::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id = AnyId::try_from(String::from("user_01h455vb4pex5vsknk084sn02q"))?;
    /// assert_eq!(id.prefix(), "user");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn try_from(text: alloc::string::String) -> Result<AnyId, IdParseError> {
        AnyId::parse(&text)
    }
}

impl AsRef<Ulid> for AnyId {
    /// The ULID, borrowed, as [`Id`]'s `AsRef<Ulid>`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, Ulid};
    ///
    /// let id: AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// let ulid: &Ulid = id.as_ref();
    /// assert_eq!(*ulid, id.to_ulid());
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn as_ref(&self) -> &Ulid {
        &self.ulid
    }
}

impl From<AnyId> for Ulid {
    /// The ULID, without its prefix, as [`AnyId::to_ulid`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, Ulid};
    ///
    /// let id: AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(Ulid::from(id).to_string(), "01H455VB4PEX5VSKNK084SN02Q");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn from(id: AnyId) -> Ulid {
        id.ulid
    }
}

#[cfg(feature = "alloc")]
impl From<AnyId> for alloc::string::String {
    /// The TypeID, as `Display` writes it.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::AnyId;
    ///
    /// let id: AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// assert_eq!(String::from(id), "user_01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn from(id: AnyId) -> alloc::string::String {
        alloc::string::String::from(id.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

impl<P: Prefix> From<Id<P>> for AnyId {
    /// The same TypeID, its kind now a value.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::new();
    /// assert_eq!(AnyId::from(id).to_string(), id.to_string());
    /// ```
    fn from(id: Id<P>) -> AnyId {
        AnyId {
            prefix: PrefixBuf::new(P::PREFIX.as_bytes()),
            ulid: id.to_ulid(),
        }
    }
}

impl<P: Prefix> TryFrom<AnyId> for Id<P> {
    type Error = IdParseError;

    /// The typed ID, if the prefix is `P`'s.
    ///
    /// # Errors
    ///
    /// Another prefix: an [`IdParseError`] whose
    /// [`wrong_prefix`](IdParseError::wrong_prefix) names both.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{AnyId, Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let any: AnyId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
    /// let id = Id::<User>::try_from(any)?;
    /// assert_eq!(id.to_ulid(), any.to_ulid());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn try_from(any: AnyId) -> Result<Id<P>, IdParseError> {
        if any.prefix() == P::PREFIX {
            Ok(Id::from_ulid(any.ulid))
        } else {
            Err(IdParseError::of_wrong_prefix(P::PREFIX, any.prefix))
        }
    }
}
