//! utoipa 5.x and 6.x: the OpenAPI schema of the text form, the same
//! content as the JSON Schema of the `schemars` integration.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::schema_doc::{DESCRIPTION, EXAMPLE};
use crate::{ENCODED_LEN, TEXT_PATTERN, Ulid};

/// `PartialSchema` and `ToSchema` for one utoipa major, given its crate
/// name (`utoipa` for 5.x, `utoipa6` for 6.x): the trait surface the impls
/// use is the same in both, so the impls are written once.
macro_rules! utoipa_impls {
    ($utoipa:ident) => {
        impl $utoipa::PartialSchema for Ulid {
            /// `type: string`, `format: ulid`, length 26, [`TEXT_PATTERN`],
            /// a description and an example.
            fn schema() -> $utoipa::openapi::RefOr<$utoipa::openapi::schema::Schema> {
                use $utoipa::openapi::schema::{ObjectBuilder, SchemaFormat, Type};

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

        impl $utoipa::ToSchema for Ulid {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed("Ulid")
            }
        }
    };
}

#[cfg(feature = "utoipa")]
utoipa_impls!(utoipa);
#[cfg(feature = "utoipa6")]
utoipa_impls!(utoipa6);
