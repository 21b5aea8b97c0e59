//! The utoipa impls on `Ulid` and `Id<P>`, for the major that includes
//! this file (`super::utoipa` is its crate).
//!
//! `Ulid` implements `PartialSchema`. `Id<P>` implements utoipa's hidden
//! `ComposeSchema` instead, which is what its derive asks of a generic type
//! (`PartialSchema` then comes from utoipa's blanket impl); the type
//! arguments' schemas it is given are ignored (a prefix type has none).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::utoipa::openapi::RefOr;
use super::utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaFormat, Type};
use super::utoipa::{__dev::ComposeSchema, PartialSchema, ToSchema};
use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

impl PartialSchema for Ulid {
    /// `type: string`, `format: ulid`, length 26,
    /// [`TEXT_PATTERN`](crate::TEXT_PATTERN), a description and an example.
    fn schema() -> RefOr<Schema> {
        schema::<Ulid>()
    }
}

impl ToSchema for Ulid {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(Ulid::SCHEMA_NAME)
    }
}

impl<P: Prefix> ComposeSchema for Id<P> {
    /// `type: string`, `format: typeid`, the TypeID's length, the pattern of
    /// `P`'s TypeIDs (`^user_[0-7][0-9a-hjkmnp-tv-z]{25}$`), a description
    /// and an example.
    fn compose(_: Vec<RefOr<Schema>>) -> RefOr<Schema> {
        schema::<Id<P>>()
    }
}

impl<P: Prefix> ToSchema for Id<P> {
    /// The prefix in camel case and `Id` (`UserId`).
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(Id::<P>::SCHEMA_NAME)
    }
}

/// `type: string`, the format (`ulid`, `typeid`), the exact length, the
/// pattern of the type's parser, a description and an example.
fn schema<T: Identifier>() -> RefOr<Schema> {
    let schema = T::text_schema();
    ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::Custom(String::from(schema.format))))
        .min_length(Some(schema.len))
        .max_length(Some(schema.len))
        .pattern(Some(schema.pattern))
        .description(Some(schema.description))
        .examples([schema.example])
        .into()
}
