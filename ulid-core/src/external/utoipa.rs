//! utoipa 5.x and 6.x: the OpenAPI schema of the text form, the same
//! content as the JSON Schema of the `schemars` integration.
//!
//! `utoipa/impls.rs` is written once and compiled once per major by
//! `utoipa/utoipa5.rs` and `utoipa/utoipa6.rs`, which import that major's
//! crate under the name `utoipa`: the trait surface the impls use is the
//! same in both.

#[cfg(feature = "utoipa5")]
mod utoipa5;
#[cfg(feature = "utoipa")]
mod utoipa6;

// The prefix types' impls are written by a macro the user calls: `prefix!`
// writes none, because its output would otherwise depend on our features,
// and features are unified across a build: a user's own `ToSchema` for
// `User` would stop compiling the day any crate in the tree turned
// `utoipa` on.

/// utoipa 6's `ToSchema` and `PartialSchema` on prefix types (feature
/// `utoipa`), each the schema of its `Id`: what utoipa's derive asks of
/// the type argument of `Id<User>` in a `#[derive(ToSchema)]` struct or a
/// `#[utoipa::path]`. One line per crate, after the `prefix!` lines; a
/// prefix type used with utoipa's derive without it fails to build with
/// "the trait `ToSchema` is not implemented for `User`".
///
/// # Example
///
/// ```
/// use ulid_core::{Id, prefix, utoipa_prefix};
/// use utoipa::{PartialSchema, ToSchema};
///
/// prefix!(pub User = "user");
/// prefix!(pub Org = "org");
/// utoipa_prefix!(User, Org);
///
/// #[derive(ToSchema)]
/// struct Member {
///     id: Id<User>,
///     org: Id<Org>,
/// }
///
/// assert_eq!(User::name(), "UserId");
/// assert!(User::schema() == <Id<User> as PartialSchema>::schema());
/// ```
#[cfg(feature = "utoipa")]
#[macro_export]
macro_rules! utoipa_prefix {
    ($($prefix:ty),+ $(,)?) => {$(
        impl $crate::__private::utoipa::ToSchema for $prefix {
            fn name() -> $crate::__private::Cow<'static, str> {
                <$crate::Id<$prefix> as $crate::__private::utoipa::ToSchema>::name()
            }
        }

        impl $crate::__private::utoipa::PartialSchema for $prefix {
            fn schema() -> $crate::__private::utoipa::openapi::RefOr<
                $crate::__private::utoipa::openapi::schema::Schema,
            > {
                <$crate::Id<$prefix> as $crate::__private::utoipa::PartialSchema>::schema()
            }
        }
    )+};
}

/// [`utoipa_prefix!`] for utoipa 5 (feature `utoipa5`).
///
/// # Example
///
/// ```
/// use ulid_core::{prefix, utoipa5_prefix};
///
/// prefix!(pub User = "user");
/// utoipa5_prefix!(User);
/// assert_eq!(<User as utoipa5::ToSchema>::name(), "UserId");
/// ```
#[cfg(feature = "utoipa5")]
#[macro_export]
macro_rules! utoipa5_prefix {
    ($($prefix:ty),+ $(,)?) => {$(
        impl $crate::__private::utoipa5::ToSchema for $prefix {
            fn name() -> $crate::__private::Cow<'static, str> {
                <$crate::Id<$prefix> as $crate::__private::utoipa5::ToSchema>::name()
            }
        }

        impl $crate::__private::utoipa5::PartialSchema for $prefix {
            fn schema() -> $crate::__private::utoipa5::openapi::RefOr<
                $crate::__private::utoipa5::openapi::schema::Schema,
            > {
                <$crate::Id<$prefix> as $crate::__private::utoipa5::PartialSchema>::schema()
            }
        }
    )+};
}
