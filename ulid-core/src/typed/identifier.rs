//! `Identifier`: what `Ulid` and every `Id<P>` have in common, so that the
//! logic of each integration is one function over it, which the impls for
//! `Ulid` and for `Id<P>` both call.

use core::fmt;
use core::hash::Hash;

use crate::typed::type_id::TYPEID_MAX_LEN;
use crate::{ENCODED_LEN, Id, IdParseError, ParseError, Prefix, Ulid};

/// [`Ulid`] and every [`Id<P>`](Id): 128 bits stored as a ULID's 16 bytes,
/// with a text form of their own (26 upper-case characters for `Ulid`, the
/// TypeID for `Id<P>`).
///
/// Every integration of this crate (serde, sqlx, diesel, sea-orm,
/// rusqlite, schemars, utoipa, ...) is written once over this trait and
/// implemented for both, so an `Id<P>` behaves exactly as a `Ulid` except
/// for its text. It is sealed: only this crate's two types implement it.
/// Use it to write your own code once for both.
///
/// # Example
///
/// ```
/// use ulid_core::{Id, Identifier, Ulid, prefix};
///
/// prefix!(User = "user");
///
/// fn key_bytes<T: Identifier>(id: T) -> [u8; 16] {
///     id.to_ulid().to_bytes()
/// }
/// let ulid = Ulid::new();
/// assert_eq!(key_bytes(Id::<User>::from_ulid(ulid)), key_bytes(ulid));
/// ```
pub trait Identifier:
    Copy + Eq + Ord + Hash + fmt::Debug + fmt::Display + Send + Sync + 'static + sealed::Sealed
{
    /// The error of parsing the text form: [`ParseError`] or
    /// [`IdParseError`].
    type TextError: core::error::Error
        + Copy
        + Send
        + Sync
        + core::panic::UnwindSafe
        + core::panic::RefUnwindSafe
        + 'static;

    /// The ID of these 128 bits.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Identifier, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let ulid = Ulid::new();
    /// assert_eq!(<Ulid as Identifier>::from_ulid(ulid), ulid);
    /// assert_eq!(<Id<User> as Identifier>::from_ulid(ulid).to_ulid(), ulid);
    /// ```
    fn from_ulid(ulid: Ulid) -> Self;

    /// The 128 bits, as a `Ulid`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Identifier, Ulid};
    ///
    /// let ulid = Ulid::new();
    /// assert_eq!(ulid.to_ulid(), ulid);
    /// ```
    fn to_ulid(self) -> Ulid;

    /// Parses the text form (`Ulid::parse_ascii`, `Id::parse_ascii`).
    ///
    /// # Errors
    ///
    /// As the type's own parser.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Identifier, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = <Ulid as Identifier>::parse_ascii(b"01ARZ3NDEKTSV4RRFFQ69G5FAV")?;
    /// assert_eq!(id.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// let user = <Id<User> as Identifier>::parse_ascii(b"user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(user.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// assert!(<Id<User> as Identifier>::parse_ascii(b"01H455VB4PEX5VSKNK084SN02Q").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn parse_ascii(text: &[u8]) -> Result<Self, Self::TextError>;

    /// Calls `f` with the text form, written on the stack.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Identifier, ulid};
    ///
    /// let len = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV").with_text(str::len);
    /// assert_eq!(len, 26);
    /// ```
    fn with_text<R>(self, f: impl FnOnce(&str) -> R) -> R;

    /// Calls `f` with the text form in lower case, written on the stack: a
    /// `Ulid`'s 26 characters as [`Ulid::encode_lower`] writes them, an
    /// `Id<P>`'s TypeID (always lower case, so the same as
    /// [`with_text`](Identifier::with_text)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Identifier, prefix, ulid};
    ///
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.with_lowercase_text(str::to_owned), "01arz3ndektsv4rrffq69g5fav");
    /// prefix!(User = "user");
    /// let user = Id::<User>::from_ulid(id);
    /// assert_eq!(user.with_lowercase_text(str::to_owned), user.to_string());
    /// ```
    fn with_lowercase_text<R>(self, f: impl FnOnce(&str) -> R) -> R;
}

/// What this crate's integrations know of the two ID types beyond
/// [`Identifier`]: their names and text form for messages and schemas, and
/// the column reader. Public in a private module, so that `Identifier` can
/// require it (which seals `Identifier`: no other crate can name it) while
/// no other crate sees its members.
pub(crate) mod sealed {
    /// See the module.
    pub trait Sealed: Sized {
        /// What the text form is, for messages: "ULID", "TypeID".
        const TEXT_NAME: &'static str;

        /// The text form, for messages.
        const TEXT_FORM: &'static str;

        /// The type's name, for messages: "Ulid", "Id".
        const TYPE_NAME: &'static str;

        /// The type's name in schemas and API layers, unique per type:
        /// "Ulid", "UserId".
        const SCHEMA_NAME: &'static str;

        /// The length of the text form: 26 for a `Ulid`, the TypeID's for an
        /// `Id<P>`.
        const TEXT_LEN: usize;

        /// [`Ulid::from_text_column`] or [`Id::from_text_column`].
        ///
        /// # Errors
        ///
        /// As those.
        #[cfg(feature = "alloc")]
        fn from_text_column(
            column_type: &str,
            text: &[u8],
        ) -> Result<Self, crate::ColumnDecodeError>;

        /// The JSON Schema and OpenAPI content of the text form.
        #[cfg(any(
            feature = "schemars",
            feature = "schemars08",
            feature = "utoipa5",
            feature = "utoipa",
            feature = "async-graphql",
            feature = "juniper",
            feature = "ts-rs",
            feature = "poem-openapi"
        ))]
        fn text_schema() -> crate::external::schema_doc::TextSchema;
    }
}

pub(crate) use sealed::Sealed;

impl Identifier for Ulid {
    type TextError = ParseError;

    #[inline]
    fn from_ulid(ulid: Ulid) -> Ulid {
        ulid
    }

    #[inline]
    fn to_ulid(self) -> Ulid {
        self
    }

    #[inline]
    fn parse_ascii(text: &[u8]) -> Result<Ulid, ParseError> {
        Ulid::parse_ascii(text)
    }

    #[inline]
    fn with_text<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.encode_padded(&mut [0; crate::codec::PADDED_LEN]))
    }

    #[inline]
    fn with_lowercase_text<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.encode_lower_padded(&mut [0; crate::codec::PADDED_LEN]))
    }
}

impl Sealed for Ulid {
    const TEXT_NAME: &'static str = "ULID";
    const TEXT_FORM: &'static str = "26 Crockford base32 characters";
    const TYPE_NAME: &'static str = "Ulid";
    const SCHEMA_NAME: &'static str = "Ulid";
    const TEXT_LEN: usize = ENCODED_LEN;

    #[cfg(feature = "alloc")]
    fn from_text_column(column_type: &str, text: &[u8]) -> Result<Ulid, crate::ColumnDecodeError> {
        Ulid::from_text_column(column_type, text)
    }

    #[cfg(any(
        feature = "schemars",
        feature = "schemars08",
        feature = "utoipa5",
        feature = "utoipa",
        feature = "async-graphql",
        feature = "juniper",
        feature = "ts-rs",
        feature = "poem-openapi"
    ))]
    fn text_schema() -> crate::external::schema_doc::TextSchema {
        crate::external::schema_doc::TextSchema::ulid()
    }
}

impl<P: Prefix> Identifier for Id<P> {
    type TextError = IdParseError;

    #[inline]
    fn from_ulid(ulid: Ulid) -> Id<P> {
        Id::from_ulid(ulid)
    }

    #[inline]
    fn to_ulid(self) -> Ulid {
        self.to_ulid()
    }

    #[inline]
    fn parse_ascii(text: &[u8]) -> Result<Id<P>, IdParseError> {
        Id::parse_ascii(text)
    }

    #[inline]
    fn with_text<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.encode(&mut [0; TYPEID_MAX_LEN]))
    }

    #[inline]
    fn with_lowercase_text<R>(self, f: impl FnOnce(&str) -> R) -> R {
        self.with_text(f)
    }
}

impl<P: Prefix> Sealed for Id<P> {
    const TEXT_NAME: &'static str = "TypeID";
    const TEXT_FORM: &'static str = "its prefix, '_' and 26 lower-case Crockford base32 characters";
    const TYPE_NAME: &'static str = "Id";
    const SCHEMA_NAME: &'static str = crate::typed::type_name::IdTypeName::<P>::NAME;
    const TEXT_LEN: usize = crate::typed::type_id::suffix_start(P::PREFIX) + ENCODED_LEN;

    #[cfg(feature = "alloc")]
    fn from_text_column(column_type: &str, text: &[u8]) -> Result<Id<P>, crate::ColumnDecodeError> {
        Id::from_text_column(column_type, text)
    }

    #[cfg(any(
        feature = "schemars",
        feature = "schemars08",
        feature = "utoipa5",
        feature = "utoipa",
        feature = "async-graphql",
        feature = "juniper",
        feature = "ts-rs",
        feature = "poem-openapi"
    ))]
    fn text_schema() -> crate::external::schema_doc::TextSchema {
        crate::external::schema_doc::TextSchema::type_id(P::PREFIX)
    }
}

#[cfg(test)]
mod tests {
    use super::sealed::Sealed;
    use crate::{Id, Ulid, prefix};

    prefix!(User = "user");
    prefix!(Bare = "");

    #[test]
    fn the_text_lengths_are_the_forms() {
        assert_eq!(<Ulid as Sealed>::TEXT_LEN, 26);
        assert_eq!(<Id<User> as Sealed>::TEXT_LEN, "user_".len() + 26);
        assert_eq!(<Id<Bare> as Sealed>::TEXT_LEN, 26);
    }

    /// What the integrations call for a text column: each type's own
    /// reader, errors included.
    #[cfg(feature = "alloc")]
    #[test]
    fn text_columns_read_as_each_type_reads_them() {
        let text = b"01ARZ3NDEKTSV4RRFFQ69G5FAV";
        assert_eq!(
            <Ulid as Sealed>::from_text_column("TEXT", text),
            Ulid::from_text_column("TEXT", text)
        );
        assert!(<Ulid as Sealed>::from_text_column("TEXT", &text[1..]).is_err());
        let typeid = b"user_01h455vb4pex5vsknk084sn02q";
        assert_eq!(
            <Id<User> as Sealed>::from_text_column("TEXT", typeid),
            Id::<User>::from_text_column("TEXT", typeid)
        );
        assert!(<Id<User> as Sealed>::from_text_column("TEXT", text).is_err());
    }
}
