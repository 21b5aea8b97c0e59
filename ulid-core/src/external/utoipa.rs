//! utoipa 5.x and 6.x: the OpenAPI schema of the text form, the same
//! content as the JSON Schema of the `schemars` integration.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::Identifier;
use crate::identifier::for_each_identifier;

/// `PartialSchema` and `ToSchema` for one utoipa major, given its crate
/// name (`utoipa` for 5.x, `utoipa6` for 6.x), for `Ulid` or `Id<P>`: the
/// trait surface the impls use is the same in both majors, so the impls
/// are written once.
macro_rules! utoipa_impls {
    ($utoipa:ident, [$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> $utoipa::PartialSchema for $id {
            /// `type: string`, the format (`ulid`, `typeid`), the exact
            /// length, the pattern of the type's parser, a description and
            /// an example.
            fn schema() -> $utoipa::openapi::RefOr<$utoipa::openapi::schema::Schema> {
                use $utoipa::openapi::schema::{ObjectBuilder, SchemaFormat, Type};

                let schema = <$id>::text_schema();
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
        }

        impl<$($generics)*> $utoipa::ToSchema for $id {
            /// `Ulid`; for `Id<P>`, the prefix in camel case and `Id`
            /// (`UserId`).
            fn name() -> Cow<'static, str> {
                <$id>::text_schema().name
            }
        }
    };
}

#[cfg(feature = "utoipa")]
for_each_identifier!(utoipa_impls, utoipa);
#[cfg(feature = "utoipa6")]
for_each_identifier!(utoipa_impls, utoipa6);
