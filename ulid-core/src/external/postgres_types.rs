//! postgres-types 0.2 (tokio-postgres, postgres): `Ulid` and every `Id<P>`
//! in `uuid` and `bytea` columns as the 16 bytes and in text columns as
//! their text (26 characters, or the TypeID). The client tells `ToSql` the
//! parameter's type, so an ID bound against a text column is written as
//! text, with no wrapper.

use std::boxed::Box;
use std::error::Error;

use bytes::BytesMut;
use postgres_types::{FromSql, IsNull, ToSql, Type, to_sql_checked};

use crate::typed::identifier::for_each_identifier;
use crate::{Identifier, Ulid};

/// The column types a ULID is read from and written to: `uuid` and `bytea`
/// hold the 16 bytes, the text types the 26 characters.
fn is_binary(ty: &Type) -> bool {
    *ty == Type::UUID || *ty == Type::BYTEA
}

fn is_text(ty: &Type) -> bool {
    [Type::TEXT, Type::VARCHAR, Type::BPCHAR, Type::NAME].contains(ty)
}

/// The impls on `Ulid` or `Id<P>`.
macro_rules! postgres_types_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> ToSql for $id {
            /// The 16 bytes for `uuid` and `bytea`; the text (a `Ulid`'s 26
            /// upper-case characters, an `Id<P>`'s TypeID) for `text`,
            /// `varchar`, `char(n)` and `name`.
            fn to_sql(
                &self,
                ty: &Type,
                out: &mut BytesMut,
            ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
                if is_binary(ty) {
                    out.extend_from_slice(&self.to_ulid().to_bytes());
                } else {
                    self.with_text(|text| out.extend_from_slice(text.as_bytes()));
                }
                Ok(IsNull::No)
            }

            fn accepts(ty: &Type) -> bool {
                is_binary(ty) || is_text(ty)
            }

            to_sql_checked!();
        }

        impl<'a, $($generics)*> FromSql<'a> for $id {
            /// 16 bytes from `uuid` or `bytea`, the text form from a text
            /// type; anything else is a
            /// [`ColumnDecodeError`](crate::ColumnDecodeError) naming the
            /// type.
            fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, Box<dyn Error + Sync + Send>> {
                let decoded = if is_binary(ty) {
                    Ulid::from_binary_column(ty.name(), raw).map(<$id>::from_ulid)
                } else {
                    <$id>::from_text_column(ty.name(), raw)
                };
                Ok(decoded?)
            }

            fn accepts(ty: &Type) -> bool {
                is_binary(ty) || is_text(ty)
            }
        }
    };
}

for_each_identifier!(postgres_types_impls);
