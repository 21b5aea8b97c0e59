//! `ulid_newtype!`: diesel impls for a user's own ID type over `Ulid`.

/// Gives a newtype over [`Ulid`](crate::Ulid) (`struct UserId(Ulid)`) the
/// diesel impls of `Ulid` itself, for every SQL type and backend `Ulid`
/// supports, by delegating to it: `ToSql`, `FromSql`, `AsExpression` (for
/// the type and references to it) and `Queryable`. diesel has no
/// transparent derive; this is its stand-in.
///
/// The type must be a tuple struct whose only field is a `Ulid`.
///
/// # Example
///
/// ```
/// use diesel::prelude::*;
/// use ulid_diesel::Ulid;
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
/// pub struct UserId(Ulid);
/// ulid_diesel::ulid_newtype!(UserId);
///
/// diesel::table! {
///     users (id) {
///         id -> Binary,
///     }
/// }
///
/// let mut db = SqliteConnection::establish(":memory:")?;
/// diesel::sql_query("CREATE TABLE users (id BLOB PRIMARY KEY NOT NULL)").execute(&mut db)?;
/// let id = UserId(Ulid::new());
/// diesel::insert_into(users::table).values(users::id.eq(id)).execute(&mut db)?;
/// let found: UserId = users::table.select(users::id).filter(users::id.eq(&id)).first(&mut db)?;
/// assert_eq!(found, id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[macro_export]
macro_rules! ulid_newtype {
    ($name:ty) => {
        const _: () = {
            use diesel::backend::Backend;
            use diesel::deserialize::{self, FromSql, Queryable};
            use diesel::expression::{AsExpression, TypedExpressionType};
            use diesel::serialize::{self, Output, ToSql};
            use diesel::sql_types::{SingleValue, SqlType};
            use $crate::__private::diesel;
            use $crate::Ulid;

            impl<ST, DB> ToSql<ST, DB> for $name
            where
                DB: Backend,
                Ulid: ToSql<ST, DB>,
            {
                fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
                    <Ulid as ToSql<ST, DB>>::to_sql(&self.0, out)
                }
            }

            impl<ST, DB> FromSql<ST, DB> for $name
            where
                DB: Backend,
                Ulid: FromSql<ST, DB>,
            {
                fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
                    <Ulid as FromSql<ST, DB>>::from_sql(bytes).map(Self)
                }
            }

            impl<ST, DB> Queryable<ST, DB> for $name
            where
                DB: Backend,
                ST: SingleValue,
                Self: FromSql<ST, DB>,
            {
                type Row = Self;

                fn build(row: Self) -> deserialize::Result<Self> {
                    Ok(row)
                }
            }

            // The newtype becomes `Ulid`'s own bound expression: only
            // diesel's public API, no internal `Bound` type.
            impl<ST> AsExpression<ST> for $name
            where
                ST: SqlType + TypedExpressionType,
                Ulid: AsExpression<ST>,
            {
                type Expression = <Ulid as AsExpression<ST>>::Expression;

                fn as_expression(self) -> Self::Expression {
                    self.0.as_expression()
                }
            }

            impl<'a, ST> AsExpression<ST> for &'a $name
            where
                ST: SqlType + TypedExpressionType,
                Ulid: AsExpression<ST>,
            {
                type Expression = <Ulid as AsExpression<ST>>::Expression;

                fn as_expression(self) -> Self::Expression {
                    self.0.as_expression()
                }
            }
        };
    };
}
