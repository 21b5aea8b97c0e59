//! rocket 0.5 (feature `rocket`): `Ulid` and every `Id<P>` as path segments
//! (`FromParam`), query and form fields (`FromFormField`), and in `uri!`
//! (`UriDisplay` and the identity `FromUriParam` conversions). They read
//! the text (a `Ulid` in either case, an `Id<P>` as a TypeID of its own
//! kind) and write the canonical text, which needs no percent-encoding.
//!
//! A bad ID never reaches a handler as another ID: a path segment that
//! does not parse makes rocket forward the request (422 Unprocessable
//! Entity when no other route matches, or the handler's
//! `Result<Ulid, ParseError>` parameter receives our error); a bad query or
//! form field is a form error holding our `ParseError`/`IdParseError`, 422
//! as well. One exception is rocket's own, for every type: an
//! `Option<Ulid>` field is `None` both when it is missing and when it does
//! not parse; a handler that must refuse a bad optional ID takes
//! `form::Result<'_, Ulid>` and treats a missing field as absent (the
//! API-layers guide of ulid-serde shows it).

use rocket::form::{self, FromFormField, ValueField};
use rocket::http::uri::fmt::{Formatter, FromUriParam, Part, UriDisplay};
use rocket::request::FromParam;

use crate::{Id, IdParseError, Identifier, ParseError, Prefix, Ulid};

impl<'a> FromParam<'a> for Ulid {
    type Error = ParseError;

    /// The 26 characters, in either case.
    fn from_param(param: &'a str) -> Result<Ulid, ParseError> {
        Ulid::parse(param)
    }
}

impl<'a, P: Prefix> FromParam<'a> for Id<P> {
    type Error = IdParseError;

    /// A TypeID of this kind.
    fn from_param(param: &'a str) -> Result<Id<P>, IdParseError> {
        Id::parse(param)
    }
}

impl<'v> FromFormField<'v> for Ulid {
    /// The 26 characters, in either case.
    fn from_value(field: ValueField<'v>) -> form::Result<'v, Ulid> {
        from_field(field)
    }
}

impl<'v, P: Prefix> FromFormField<'v> for Id<P> {
    /// A TypeID of this kind.
    fn from_value(field: ValueField<'v>) -> form::Result<'v, Id<P>> {
        from_field(field)
    }
}

impl<P: Part> UriDisplay<P> for Ulid {
    /// The 26 upper-case characters.
    fn fmt(&self, f: &mut Formatter<'_, P>) -> core::fmt::Result {
        write_text(*self, f)
    }
}

impl<P: Part, K: Prefix> UriDisplay<P> for Id<K> {
    /// The TypeID.
    fn fmt(&self, f: &mut Formatter<'_, P>) -> core::fmt::Result {
        write_text(*self, f)
    }
}

// The identity conversions that let `uri!` take an ID, or a reference to
// one, for an ID parameter (rocket's `impl_from_uri_param_identity!`
// writes the same for its own types).

impl<P: Part> FromUriParam<P, Ulid> for Ulid {
    type Target = Ulid;

    fn from_uri_param(param: Ulid) -> Ulid {
        param
    }
}

impl<'x, P: Part> FromUriParam<P, &'x Ulid> for Ulid {
    type Target = &'x Ulid;

    fn from_uri_param(param: &'x Ulid) -> &'x Ulid {
        param
    }
}

impl<'x, P: Part> FromUriParam<P, &'x mut Ulid> for Ulid {
    type Target = &'x mut Ulid;

    fn from_uri_param(param: &'x mut Ulid) -> &'x mut Ulid {
        param
    }
}

impl<P: Part, K: Prefix> FromUriParam<P, Id<K>> for Id<K> {
    type Target = Id<K>;

    fn from_uri_param(param: Id<K>) -> Id<K> {
        param
    }
}

impl<'x, P: Part, K: Prefix> FromUriParam<P, &'x Id<K>> for Id<K> {
    type Target = &'x Id<K>;

    fn from_uri_param(param: &'x Id<K>) -> &'x Id<K> {
        param
    }
}

impl<'x, P: Part, K: Prefix> FromUriParam<P, &'x mut Id<K>> for Id<K> {
    type Target = &'x mut Id<K>;

    fn from_uri_param(param: &'x mut Id<K>) -> &'x mut Id<K> {
        param
    }
}

/// A field's value as a `T`, or a form error holding the parser's error
/// (rocket reports it as 422 Unprocessable Entity, naming the field).
fn from_field<'v, T: Identifier>(field: ValueField<'v>) -> form::Result<'v, T> {
    T::parse_ascii(field.value.as_bytes()).map_err(|error| form::Error::custom(error).into())
}

/// The text, as it is: Crockford base32 and `_` need no percent-encoding.
fn write_text<T: Identifier, P: Part>(id: T, f: &mut Formatter<'_, P>) -> core::fmt::Result {
    id.with_text(|text| f.write_raw(text))
}
