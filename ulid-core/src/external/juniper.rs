//! juniper 0.18 (feature `juniper`): the same scalars as async-graphql's,
//! through juniper's scalar API. `Ulid` is the scalar `ULID` and each
//! `Id<P>` a scalar of its own named from its prefix (`Id<User>` is
//! `UserId`), each with a description and `@specifiedBy`. Input is the text
//! in a string, from a literal or a variable (a `Ulid` in either case, an
//! `Id<P>` as its TypeID); output is the canonical text. A bad input is a
//! GraphQL error in our parser's words: ``Failed to parse `ULID`: invalid
//! length: a ULID is 26 characters, found 25``, for variables and list
//! items; a bad literal in the query text is refused by juniper's
//! validation before it runs, which names the value and the type but drops
//! a scalar's reason (for its own `UUID` too).
//!
//! juniper's own `#[graphql_scalar]` needs a literal name, which `Id<P>`
//! cannot give, so the traits it would write are written out here, for
//! both types alike: the type and its metadata (`GraphQLType`), resolving
//! (`GraphQLValue`, `GraphQLValueAsync`), the conversions
//! (`ToScalarValue`, `ToInputValue`, `FromScalarValue`, `FromInputValue`,
//! `ParseScalarValue`), the input/output markers, and the compile-time
//! reflection that juniper's object macros check field types with, whose
//! name is a constant (`IdTypeName` computes `Id<P>`'s at compile time).

use std::boxed::Box;
use std::format;

use juniper::macros::reflect::{BaseSubTypes, BaseType, Type, Types, WrappedType, WrappedValue};
use juniper::marker::{IsInputType, IsOutputType};
use juniper::meta::MetaType;
use juniper::parser::ScalarToken;
use juniper::{
    ArcStr, BoxFuture, ExecutionResult, Executor, FieldError, FromInputValue, FromScalarValue,
    GraphQLType, GraphQLValue, GraphQLValueAsync, InputValue, ParseScalarResult, ParseScalarValue,
    Registry, ScalarValue, Selection, ToInputValue, ToScalarValue, Value,
};

use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

/// GraphQL names its scalars in capitals (`ID`, `UUID`).
const ULID_NAME: &str = "ULID";
const ULID_SPEC: &str = "https://github.com/ulid/spec";
const TYPE_ID_SPEC: &str = "https://github.com/jetify-com/typeid/tree/main/spec";

// The type and its metadata.

impl<S: ScalarValue> GraphQLType<S> for Ulid {
    /// `ULID`.
    fn name(_: &()) -> Option<ArcStr> {
        Some(ArcStr::from(ULID_NAME))
    }

    /// The description our JSON Schemas carry, and `@specifiedBy` the ULID
    /// spec.
    fn meta(info: &(), registry: &mut Registry<S>) -> MetaType<S> {
        meta::<Ulid, S>(info, registry, ULID_SPEC)
    }
}

impl<S: ScalarValue, P: Prefix> GraphQLType<S> for Id<P> {
    /// The prefix in camel case and `Id` (`UserId`).
    fn name(_: &()) -> Option<ArcStr> {
        Some(ArcStr::from(Id::<P>::SCHEMA_NAME))
    }

    /// The description our JSON Schemas carry (naming the prefix), and
    /// `@specifiedBy` the TypeID spec.
    fn meta(info: &(), registry: &mut Registry<S>) -> MetaType<S> {
        meta::<Id<P>, S>(info, registry, TYPE_ID_SPEC)
    }
}

// Resolving: a scalar resolves to its text.

impl<S: ScalarValue> GraphQLValue<S> for Ulid {
    type Context = ();
    type TypeInfo = ();

    fn type_name(&self, info: &()) -> Option<ArcStr> {
        <Ulid as GraphQLType<S>>::name(info)
    }

    fn resolve(
        &self,
        _: &(),
        _: Option<&[Selection<'_, S>]>,
        _: &Executor<'_, '_, (), S>,
    ) -> ExecutionResult<S> {
        Ok(Value::Scalar(self.to_scalar_value()))
    }
}

impl<S: ScalarValue, P: Prefix> GraphQLValue<S> for Id<P> {
    type Context = ();
    type TypeInfo = ();

    fn type_name(&self, info: &()) -> Option<ArcStr> {
        <Id<P> as GraphQLType<S>>::name(info)
    }

    fn resolve(
        &self,
        _: &(),
        _: Option<&[Selection<'_, S>]>,
        _: &Executor<'_, '_, (), S>,
    ) -> ExecutionResult<S> {
        Ok(Value::Scalar(self.to_scalar_value()))
    }
}

impl<S: ScalarValue + Send + Sync> GraphQLValueAsync<S> for Ulid {
    fn resolve_async<'b>(
        &'b self,
        info: &'b (),
        selection_set: Option<&'b [Selection<'_, S>]>,
        executor: &'b Executor<'_, '_, (), S>,
    ) -> BoxFuture<'b, ExecutionResult<S>> {
        ready(self.resolve(info, selection_set, executor))
    }
}

impl<S: ScalarValue + Send + Sync, P: Prefix> GraphQLValueAsync<S> for Id<P> {
    fn resolve_async<'b>(
        &'b self,
        info: &'b (),
        selection_set: Option<&'b [Selection<'_, S>]>,
        executor: &'b Executor<'_, '_, (), S>,
    ) -> BoxFuture<'b, ExecutionResult<S>> {
        ready(self.resolve(info, selection_set, executor))
    }
}

// Output: the canonical text.

impl<S: ScalarValue> ToScalarValue<S> for Ulid {
    /// The 26 upper-case characters.
    fn to_scalar_value(&self) -> S {
        self.with_text(S::from_displayable)
    }
}

impl<S: ScalarValue, P: Prefix> ToScalarValue<S> for Id<P> {
    /// The TypeID.
    fn to_scalar_value(&self) -> S {
        self.with_text(S::from_displayable)
    }
}

impl<S: ScalarValue> ToInputValue<S> for Ulid {
    fn to_input_value(&self) -> InputValue<S> {
        InputValue::Scalar(self.to_scalar_value())
    }
}

impl<S: ScalarValue, P: Prefix> ToInputValue<S> for Id<P> {
    fn to_input_value(&self) -> InputValue<S> {
        InputValue::Scalar(self.to_scalar_value())
    }
}

// Input: a string holding the text.

impl<'s, S: ScalarValue + 's> FromScalarValue<'s, S> for Ulid {
    type Error = FieldError<S>;

    /// A string holding the 26 characters, in either case.
    fn from_scalar_value(value: &'s S) -> Result<Ulid, FieldError<S>> {
        from_scalar(ULID_NAME, value)
    }
}

impl<'s, S: ScalarValue + 's, P: Prefix> FromScalarValue<'s, S> for Id<P> {
    type Error = FieldError<S>;

    /// A string holding a TypeID of this kind.
    fn from_scalar_value(value: &'s S) -> Result<Id<P>, FieldError<S>> {
        from_scalar(Id::<P>::SCHEMA_NAME, value)
    }
}

impl<S: ScalarValue> FromInputValue<S> for Ulid {
    type Error = FieldError<S>;

    fn from_input_value(input: &InputValue<S>) -> Result<Ulid, FieldError<S>> {
        from_input(ULID_NAME, input)
    }
}

impl<S: ScalarValue, P: Prefix> FromInputValue<S> for Id<P> {
    type Error = FieldError<S>;

    fn from_input_value(input: &InputValue<S>) -> Result<Id<P>, FieldError<S>> {
        from_input(Id::<P>::SCHEMA_NAME, input)
    }
}

impl<S: ScalarValue> ParseScalarValue<S> for Ulid {
    /// A string token (its text is checked by `FromInputValue`, which
    /// names what is wrong).
    fn from_str(token: ScalarToken<'_>) -> ParseScalarResult<S> {
        <std::string::String as ParseScalarValue<S>>::from_str(token)
    }
}

impl<S: ScalarValue, P: Prefix> ParseScalarValue<S> for Id<P> {
    /// A string token, as for `Ulid`.
    fn from_str(token: ScalarToken<'_>) -> ParseScalarResult<S> {
        <std::string::String as ParseScalarValue<S>>::from_str(token)
    }
}

// Markers: a scalar is both an input and an output type.

impl<S: ScalarValue> IsInputType<S> for Ulid {}

impl<S: ScalarValue, P: Prefix> IsInputType<S> for Id<P> {}

impl<S: ScalarValue> IsOutputType<S> for Ulid {}

impl<S: ScalarValue, P: Prefix> IsOutputType<S> for Id<P> {}

// Reflection: the names juniper's object and interface macros compare at
// compile time.

impl<S> BaseType<S> for Ulid {
    const NAME: Type = ULID_NAME;
}

impl<S, P: Prefix> BaseType<S> for Id<P> {
    const NAME: Type = Id::<P>::SCHEMA_NAME;
}

impl<S> BaseSubTypes<S> for Ulid {
    const NAMES: Types = &[<Ulid as BaseType<S>>::NAME];
}

impl<S, P: Prefix> BaseSubTypes<S> for Id<P> {
    const NAMES: Types = &[<Id<P> as BaseType<S>>::NAME];
}

impl<S> WrappedType<S> for Ulid {
    /// A named type, neither list nor nullable.
    const VALUE: WrappedValue = 1;
}

impl<S, P: Prefix> WrappedType<S> for Id<P> {
    const VALUE: WrappedValue = 1;
}

/// A resolved value as juniper's future: a scalar resolves at once.
fn ready<'b, S: Send + 'b>(value: ExecutionResult<S>) -> BoxFuture<'b, ExecutionResult<S>> {
    Box::pin(juniper::futures::future::ready(value))
}

/// A scalar's metadata: its name (from `GraphQLType::name`), our
/// description, and the spec it follows.
fn meta<T, S>(info: &(), registry: &mut Registry<S>, spec: &'static str) -> MetaType<S>
where
    T: Identifier + GraphQLType<S, TypeInfo = ()> + FromInputValue<S, Error = FieldError<S>>,
    T: ParseScalarValue<S>,
    S: ScalarValue,
{
    registry
        .build_scalar_type::<T>(info)
        .description(ArcStr::from(T::text_schema().description.as_ref()))
        .specified_by_url(ArcStr::from(spec))
        .into_meta()
}

/// An input value's text as a `T`; a value that is no scalar (a list, an
/// object) is named in the words juniper uses for it.
fn from_input<T, S>(name: &str, input: &InputValue<S>) -> Result<T, FieldError<S>>
where
    T: Identifier,
    S: ScalarValue,
{
    match input.as_scalar() {
        Some(value) => from_scalar(name, value),
        None => Err(FieldError::from(format!(
            "Expected `{name}`, found: {input}"
        ))),
    }
}

/// A scalar's text as a `T`; a scalar that is no string is named.
fn from_scalar<T, S>(name: &str, value: &S) -> Result<T, FieldError<S>>
where
    T: Identifier,
    S: ScalarValue,
{
    let Some(text) = value.try_as_str() else {
        return Err(FieldError::from(format!(
            "Expected `{name}`, found: {value}"
        )));
    };
    T::parse_ascii(text.as_bytes())
        .map_err(|error| FieldError::from(format!("Failed to parse `{name}`: {error}")))
}
