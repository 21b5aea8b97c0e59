//! async-graphql 7.x (feature `async-graphql`): `Ulid` is the GraphQL
//! scalar `ULID` and each `Id<P>` a scalar of its own, named from its prefix
//! (`Id<User>` is `UserId`), so that a schema holding several kinds builds
//! (async-graphql refuses two types of one name) and a client sees which
//! kind an argument takes. Input is the text in a string, from a literal or
//! a variable (a `Ulid` in either case, an `Id<P>` as its TypeID); output is
//! the canonical text. A bad input is a GraphQL error at the argument, in
//! our parser's words: `Failed to parse "ULID": invalid length: a ULID is 26
//! characters, found 25`.
//!
//! `#[Scalar]` is async-graphql's own way to declare a scalar (its `uuid`
//! support uses it): from the `ScalarType` impl written here it writes
//! `InputType` and `OutputType` in the form the user's async-graphql
//! features choose (`boxed-trait` changes `OutputType`), which impls
//! written by hand here could not follow. `name_type` and
//! `use_type_description` make it take the name and description from the
//! `TypeName` and `Description` impls below, so `Id<P>` gets its own.

use std::borrow::Cow;
use std::borrow::ToOwned;

use async_graphql::{
    Description, InputType, InputValueError, InputValueResult, Scalar, ScalarType, TypeName, Value,
};

use crate::external::schema_doc::{DESCRIPTION, TYPE_ID_DESCRIPTION};
use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

#[Scalar(
    name_type,
    use_type_description,
    specified_by_url = "https://github.com/ulid/spec"
)]
impl ScalarType for Ulid {
    /// A string holding the 26 characters, in either case.
    fn parse(value: Value) -> InputValueResult<Ulid> {
        parse(value)
    }

    /// The 26 upper-case characters.
    fn to_value(&self) -> Value {
        to_value(*self)
    }
}

impl TypeName for Ulid {
    /// `ULID`, as GraphQL names its scalars (`ID`, `UUID`).
    fn type_name() -> Cow<'static, str> {
        Cow::Borrowed("ULID")
    }
}

impl Description for Ulid {
    fn description() -> &'static str {
        DESCRIPTION
    }
}

#[Scalar(
    name_type,
    use_type_description,
    specified_by_url = "https://github.com/jetify-com/typeid/tree/main/spec"
)]
impl<P: Prefix> ScalarType for Id<P> {
    /// A string holding the TypeID, of this kind only.
    fn parse(value: Value) -> InputValueResult<Id<P>> {
        parse(value)
    }

    /// The TypeID.
    fn to_value(&self) -> Value {
        to_value(*self)
    }
}

impl<P: Prefix> TypeName for Id<P> {
    /// The prefix in camel case and `Id` (`UserId`).
    fn type_name() -> Cow<'static, str> {
        Cow::Borrowed(Id::<P>::SCHEMA_NAME)
    }
}

impl<P: Prefix> Description for Id<P> {
    /// The same for every kind (the name says which).
    fn description() -> &'static str {
        TYPE_ID_DESCRIPTION
    }
}

/// A string value's text as a `T`; the parser's error, or async-graphql's
/// own for a value that is not a string.
fn parse<T: Identifier + InputType>(value: Value) -> InputValueResult<T> {
    match value {
        Value::String(text) => T::parse_ascii(text.as_bytes()).map_err(InputValueError::custom),
        other => Err(InputValueError::expected_type(other)),
    }
}

fn to_value<T: Identifier>(id: T) -> Value {
    id.with_text(|text| Value::String(text.to_owned()))
}
