//! poem-openapi 5 (feature `poem-openapi`): `Ulid` and every `Id<P>` as
//! path, query and header parameters, JSON body fields, multipart fields and
//! response headers. The generated spec describes them inline as our JSON
//! Schemas do: `type: string`, `format: ulid` or `typeid`, the exact length,
//! the pattern of the type's parser, a description and an example. A bad
//! ID is poem-openapi's `ParseError` in our parser's words (`failed to parse
//! "Ulid": invalid length: a ULID is 26 characters, found 25`), which poem
//! answers with 400 Bad Request.

use std::borrow::Cow;
use std::boxed::Box;

use poem::http::HeaderValue;
use poem::web::Field;
use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{
    ParseError, ParseFromJSON, ParseFromMultipartField, ParseFromParameter, ParseResult, ToHeader,
    ToJSON, Type,
};
use serde_json::Value;

use crate::external::schema_doc::{DESCRIPTION, TYPE_ID_DESCRIPTION, TextSchema};
use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

impl Type for Ulid {
    const IS_REQUIRED: bool = true;

    type RawValueType = Ulid;

    type RawElementValueType = Ulid;

    /// `Ulid`, in poem-openapi's error messages.
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(Ulid::SCHEMA_NAME)
    }

    /// Inline: `type: string`, `format: ulid`, length 26,
    /// [`TEXT_PATTERN`](crate::TEXT_PATTERN), a description and an example.
    fn schema_ref() -> MetaSchemaRef {
        schema_ref::<Ulid>(DESCRIPTION)
    }

    fn as_raw_value(&self) -> Option<&Ulid> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Ulid> + 'a> {
        Box::new(core::iter::once(self))
    }
}

impl<P: Prefix> Type for Id<P> {
    const IS_REQUIRED: bool = true;

    type RawValueType = Id<P>;

    type RawElementValueType = Id<P>;

    /// The prefix in camel case and `Id` (`UserId`).
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(Id::<P>::SCHEMA_NAME)
    }

    /// Inline: `type: string`, `format: typeid`, the TypeID's length, the
    /// pattern of `P`'s TypeIDs, a description and an example.
    fn schema_ref() -> MetaSchemaRef {
        schema_ref::<Id<P>>(TYPE_ID_DESCRIPTION)
    }

    fn as_raw_value(&self) -> Option<&Id<P>> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Id<P>> + 'a> {
        Box::new(core::iter::once(self))
    }
}

impl ParseFromParameter for Ulid {
    /// The 26 characters, in either case.
    fn parse_from_parameter(value: &str) -> ParseResult<Ulid> {
        parse(value)
    }
}

impl<P: Prefix> ParseFromParameter for Id<P> {
    /// A TypeID of this kind.
    fn parse_from_parameter(value: &str) -> ParseResult<Id<P>> {
        parse(value)
    }
}

impl ParseFromJSON for Ulid {
    /// A JSON string holding the 26 characters, in either case.
    fn parse_from_json(value: Option<Value>) -> ParseResult<Ulid> {
        parse_json(value)
    }
}

impl<P: Prefix> ParseFromJSON for Id<P> {
    /// A JSON string holding a TypeID of this kind.
    fn parse_from_json(value: Option<Value>) -> ParseResult<Id<P>> {
        parse_json(value)
    }
}

impl ParseFromMultipartField for Ulid {
    /// The field's text.
    async fn parse_from_multipart(field: Option<Field>) -> ParseResult<Ulid> {
        parse_multipart(field).await
    }
}

impl<P: Prefix> ParseFromMultipartField for Id<P> {
    /// The field's text.
    async fn parse_from_multipart(field: Option<Field>) -> ParseResult<Id<P>> {
        parse_multipart(field).await
    }
}

impl ToJSON for Ulid {
    /// The 26 upper-case characters.
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.to_string()))
    }
}

impl<P: Prefix> ToJSON for Id<P> {
    /// The TypeID.
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.to_string()))
    }
}

impl ToHeader for Ulid {
    fn to_header(&self) -> Option<HeaderValue> {
        to_header(*self)
    }
}

impl<P: Prefix> ToHeader for Id<P> {
    fn to_header(&self) -> Option<HeaderValue> {
        to_header(*self)
    }
}

/// The schema of `T`'s text form, inline like poem-openapi's own `uuid`.
fn schema_ref<T: Identifier>(description: &'static str) -> MetaSchemaRef {
    let TextSchema {
        format,
        len,
        pattern,
        example,
        ..
    } = T::text_schema();
    MetaSchemaRef::Inline(Box::new(MetaSchema {
        min_length: Some(len),
        max_length: Some(len),
        pattern: Some(pattern.into_owned()),
        description: Some(description),
        example: Some(Value::String(example.into_owned())),
        ..MetaSchema::new_with_format("string", format)
    }))
}

fn parse<T: Identifier + Type>(text: &str) -> ParseResult<T> {
    T::parse_ascii(text.as_bytes()).map_err(ParseError::custom)
}

fn parse_json<T: Identifier + Type>(value: Option<Value>) -> ParseResult<T> {
    match value {
        Some(Value::String(text)) => parse(&text),
        Some(other) => Err(ParseError::expected_type(other)),
        None => Err(ParseError::expected_input()),
    }
}

async fn parse_multipart<T: Identifier + Type>(field: Option<Field>) -> ParseResult<T> {
    match field {
        Some(field) => parse(&field.text().await.map_err(ParseError::custom)?),
        None => Err(ParseError::expected_input()),
    }
}

fn to_header<T: Identifier>(id: T) -> Option<HeaderValue> {
    // Always visible ASCII, so `from_str` never fails.
    id.with_text(|text| HeaderValue::from_str(text).ok())
}
