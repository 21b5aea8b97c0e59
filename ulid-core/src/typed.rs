//! Typed IDs: `Id<P>` (a `Ulid` of one kind, printed as a TypeID), the
//! `Prefix` that names the kind, `AnyId` for a kind known at run time, the
//! TypeID text form and its error, and `Identifier`, what `Ulid` and every
//! `Id<P>` share.

pub(crate) mod any_id;
pub(crate) mod id;
pub(crate) mod id_parse_error;
pub(crate) mod identifier;
pub(crate) mod prefix;
pub(crate) mod prefix_buf;
pub(crate) mod type_id;
pub(crate) mod type_name;
