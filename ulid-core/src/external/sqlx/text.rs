//! sqlx on every backend: [`UlidText`](crate::UlidText) binds the 26
//! characters as text and reads as `Ulid` does. Generic over the database:
//! each backend's `&str` and `Ulid` impls do the work.

/// The impls for one sqlx line; expanded by `sqlx_line!`.
macro_rules! sqlx_text_impls {
    () => {
        use super::*;
        use crate::{ENCODED_LEN, UlidText};

        impl<DB: Database> Type<DB> for UlidText
        where
            Ulid: Type<DB>,
            str: Type<DB>,
        {
            /// The backend's text type (`TEXT`, `VARCHAR`).
            fn type_info() -> DB::TypeInfo {
                <str as Type<DB>>::type_info()
            }

            /// Whatever `Ulid` reads: it decodes as a `Ulid`.
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <Ulid as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for UlidText
        where
            String: Encode<'q, DB>,
        {
            /// The 26 upper-case characters, as the backend encodes a
            /// `String` (an owned string, because sqlx 0.8's SQLite
            /// arguments borrow a `&str` for the whole query).
            fn encode_by_ref(
                &self,
                buf: &mut ArgumentBuffer<'q, DB>,
            ) -> Result<IsNull, BoxDynError> {
                <String as Encode<'q, DB>>::encode(String::from(self.0), buf)
            }

            fn size_hint(&self) -> usize {
                ENCODED_LEN
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for UlidText
        where
            Ulid: Decode<'r, DB>,
        {
            /// As `Ulid`: a text value of another form is a
            /// [`ColumnDecodeError`](crate::ColumnDecodeError) naming the
            /// column type.
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<UlidText, BoxDynError> {
                <Ulid as Decode<'r, DB>>::decode(value).map(UlidText)
            }
        }
    };
}
