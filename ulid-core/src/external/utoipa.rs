//! utoipa 5.x: the OpenAPI schema of the text form, the same content as the
//! JSON Schema of the `schemars` integration.

use alloc::borrow::Cow;
use alloc::string::String;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaFormat, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::schema_doc::{DESCRIPTION, EXAMPLE};
use crate::{ENCODED_LEN, TEXT_PATTERN, Ulid};

impl PartialSchema for Ulid {
    /// `type: string`, `format: ulid`, length 26, [`TEXT_PATTERN`], a
    /// description and an example.
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::Custom(String::from("ulid"))))
            .min_length(Some(ENCODED_LEN))
            .max_length(Some(ENCODED_LEN))
            .pattern(Some(TEXT_PATTERN))
            .description(Some(DESCRIPTION))
            .examples([EXAMPLE])
            .into()
    }
}

impl ToSchema for Ulid {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Ulid")
    }
}
