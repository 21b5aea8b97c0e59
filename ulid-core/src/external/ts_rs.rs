//! ts-rs 12 (feature `ts-rs`): TypeScript bindings. `Ulid` exports as
//! `type Ulid = string` (in `Ulid.ts`, which the bindings of a struct that
//! holds one import), and each `Id<P>` as a template literal type that
//! carries its prefix, `` type UserId = `user_${string}` `` (in
//! `UserId.ts`), so that the TypeScript compiler keeps kinds apart where a
//! plain `string` would not. Both carry the description our JSON Schemas
//! carry as their doc comment.

use std::format;
use std::path::PathBuf;
use std::string::{String, ToString};

use ts_rs::{Config, TS};

use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

impl TS for Ulid {
    type WithoutGenerics = Ulid;
    type OptionInnerType = Ulid;

    /// `Ulid`, an alias exported to `Ulid.ts`.
    fn name(_: &Config) -> String {
        Ulid::SCHEMA_NAME.to_string()
    }

    /// `string`.
    fn inline(_: &Config) -> String {
        "string".to_string()
    }

    /// `type Ulid = string;`
    fn decl(cfg: &Config) -> String {
        decl::<Ulid>(cfg)
    }

    fn decl_concrete(cfg: &Config) -> String {
        decl::<Ulid>(cfg)
    }

    fn docs() -> Option<String> {
        Some(docs::<Ulid>())
    }

    fn output_path() -> Option<PathBuf> {
        Some(output_path::<Ulid>())
    }
}

impl<P: Prefix> TS for Id<P> {
    // The TypeScript type is not generic: each kind is an alias of its own.
    type WithoutGenerics = Id<P>;
    type OptionInnerType = Id<P>;

    /// The prefix in camel case and `Id` (`UserId`), an alias exported to
    /// `UserId.ts`.
    fn name(_: &Config) -> String {
        Id::<P>::SCHEMA_NAME.to_string()
    }

    /// `` `user_${string}` ``; `string` for the empty prefix, whose TypeIDs
    /// are the bare 26 characters.
    fn inline(_: &Config) -> String {
        if P::PREFIX.is_empty() {
            "string".to_string()
        } else {
            format!("`{}_${{string}}`", P::PREFIX)
        }
    }

    /// `` type UserId = `user_${string}`; ``
    fn decl(cfg: &Config) -> String {
        decl::<Id<P>>(cfg)
    }

    fn decl_concrete(cfg: &Config) -> String {
        decl::<Id<P>>(cfg)
    }

    fn docs() -> Option<String> {
        Some(docs::<Id<P>>())
    }

    fn output_path() -> Option<PathBuf> {
        Some(output_path::<Id<P>>())
    }
}

fn decl<T: Identifier + TS>(cfg: &Config) -> String {
    format!("type {} = {};", T::SCHEMA_NAME, T::inline(cfg))
}

/// The description of the JSON Schemas, as a JSDoc comment.
fn docs<T: Identifier>() -> String {
    format!("/**\n * {}\n */\n", T::text_schema().description)
}

fn output_path<T: Identifier>() -> PathBuf {
    PathBuf::from(format!("{}.ts", T::SCHEMA_NAME))
}
