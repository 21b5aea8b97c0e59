//! http 1.x: `Ulid`, every `Id<P>` and `AnyId` in and out of a
//! `HeaderValue` (request and correlation IDs, `Location`-style headers),
//! as their text: a `Ulid`'s 26 characters, a TypeID. Reading is the
//! strict parser's, so a header that holds anything else is the parser's
//! error, saying what and where.

use http::HeaderValue;

use crate::{AnyId, Id, IdParseError, Identifier, ParseError, Prefix, TYPEID_MAX_LEN, Ulid};

impl TryFrom<&HeaderValue> for Ulid {
    type Error = ParseError;

    /// The 26 characters in either case, as [`Ulid::parse`] reads them.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::Ulid;
    ///
    /// let header = HeaderValue::from_static("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(Ulid::try_from(&header)?.timestamp_ms(), 1_469_922_850_259);
    ///
    /// let wrong = HeaderValue::from_static("01ARZ3NDEKTSV4RRFFQ69G5FAL");
    /// let err = Ulid::try_from(&wrong).unwrap_err();
    /// assert!(err.is_invalid_character());
    /// assert_eq!(err.index(), Some(25));
    /// # Ok::<(), ulid_core::ParseError>(())
    /// ```
    fn try_from(value: &HeaderValue) -> Result<Ulid, ParseError> {
        Ulid::parse_ascii(value.as_bytes())
    }
}

impl<P: Prefix> TryFrom<&HeaderValue> for Id<P> {
    type Error = IdParseError;

    /// `P`'s TypeID, as [`Id::parse`] reads it.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(Request = "req");
    /// let header = HeaderValue::from_static("req_01h455vb4pex5vsknk084sn02q");
    /// assert_eq!(Id::<Request>::try_from(&header)?.to_string(), "req_01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn try_from(value: &HeaderValue) -> Result<Id<P>, IdParseError> {
        Id::parse_ascii(value.as_bytes())
    }
}

impl TryFrom<&HeaderValue> for AnyId {
    type Error = IdParseError;

    /// A TypeID of any prefix, as [`AnyId::parse`] reads it.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::AnyId;
    ///
    /// let header = HeaderValue::from_static("req_01h455vb4pex5vsknk084sn02q");
    /// assert_eq!(AnyId::try_from(&header)?.prefix(), "req");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn try_from(value: &HeaderValue) -> Result<AnyId, IdParseError> {
        AnyId::parse_ascii(value.as_bytes())
    }
}

impl From<Ulid> for HeaderValue {
    /// The 26 upper-case characters.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::ulid;
    ///
    /// let header = HeaderValue::from(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    /// assert_eq!(header, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// ```
    fn from(id: Ulid) -> HeaderValue {
        header_value(id)
    }
}

impl<P: Prefix> From<Id<P>> for HeaderValue {
    /// The TypeID.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(Request = "req");
    /// let header = HeaderValue::from(Id::<Request>::from_ulid(Ulid::NIL));
    /// assert_eq!(header, "req_00000000000000000000000000");
    /// ```
    fn from(id: Id<P>) -> HeaderValue {
        header_value(id)
    }
}

impl From<AnyId> for HeaderValue {
    /// The TypeID.
    ///
    /// # Example
    ///
    /// ```
    /// use http::HeaderValue;
    /// use ulid_core::{AnyId, Ulid};
    ///
    /// let header = HeaderValue::from(AnyId::new("req", Ulid::NIL)?);
    /// assert_eq!(header, "req_00000000000000000000000000");
    /// # Ok::<(), ulid_core::IdParseError>(())
    /// ```
    fn from(id: AnyId) -> HeaderValue {
        text_value(id.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

/// The text form of `id` as a header value.
pub(crate) fn header_value<T: Identifier>(id: T) -> HeaderValue {
    id.with_text(text_value)
}

/// `text`, an ID's text form, as a header value.
fn text_value(text: &str) -> HeaderValue {
    // Every text form is visible ASCII (Crockford base32, lower-case
    // letters and `_`), which is all a header value checks for.
    HeaderValue::from_str(text).expect("an ID's text is visible ASCII")
}
