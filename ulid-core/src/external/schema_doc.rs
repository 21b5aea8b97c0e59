//! What the JSON Schema (schemars), OpenAPI (utoipa, poem-openapi), GraphQL
//! (async-graphql, juniper) and TypeScript (ts-rs) integrations say of the
//! text form, written once so that every document agrees.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;

use crate::{ENCODED_LEN, TEXT_PATTERN};

/// The description every ULID text schema carries.
pub(crate) const DESCRIPTION: &str = "A ULID: a 48-bit millisecond timestamp and 80 random bits \
     as 26 Crockford base32 characters (case-insensitive; the first is 0-7).";

/// The description of every `Id<P>`, for the libraries that take a
/// `&'static str` (async-graphql, poem-openapi): it cannot hold the prefix,
/// so the type's name (`UserId`) says the kind.
#[cfg(any(feature = "async-graphql", feature = "poem-openapi"))]
pub(crate) const TYPE_ID_DESCRIPTION: &str = "A TypeID: the kind's prefix, '_' and a ULID (a \
     48-bit millisecond timestamp and 80 random bits) as 26 lower-case Crockford base32 \
     characters (the first is 0-7).";

/// A real ULID, from the ULID specification.
pub(crate) const EXAMPLE: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

/// What a JSON Schema or OpenAPI schema says of an [`Identifier`]'s text
/// form; `Ulid`'s is the constants above, an `Id<P>`'s is built from its
/// prefix.
///
/// [`Identifier`]: crate::Identifier
#[doc(hidden)]
#[allow(
    dead_code,
    reason = "each library reads the parts it has room for (ts-rs only the description, \
              poem-openapi all but it), so with some features alone a part is unread"
)]
pub struct TextSchema {
    /// Its `schemars` id, unique per type.
    pub(crate) id: Cow<'static, str>,
    pub(crate) format: &'static str,
    /// The exact length of the text.
    pub(crate) len: usize,
    pub(crate) pattern: Cow<'static, str>,
    pub(crate) description: Cow<'static, str>,
    pub(crate) example: Cow<'static, str>,
}

impl TextSchema {
    pub(crate) fn ulid() -> TextSchema {
        TextSchema {
            id: Cow::Borrowed("ulid_core::Ulid"),
            format: "ulid",
            len: ENCODED_LEN,
            pattern: Cow::Borrowed(TEXT_PATTERN),
            description: Cow::Borrowed(DESCRIPTION),
            example: Cow::Borrowed(EXAMPLE),
        }
    }

    /// The TypeID of `prefix`: its pattern accepts exactly what
    /// `Id::<P>::parse` accepts (a prefix is `a`-`z` and `_` only, so it
    /// needs no escaping).
    pub(crate) fn type_id(prefix: &'static str) -> TextSchema {
        let separated = if prefix.is_empty() {
            String::new()
        } else {
            format!("{prefix}_")
        };
        TextSchema {
            id: Cow::Owned(format!("ulid_core::Id<{prefix:?}>")),
            format: "typeid",
            len: separated.len() + ENCODED_LEN,
            pattern: Cow::Owned(format!("^{separated}{TYPE_ID_SUFFIX_PATTERN}$")),
            description: Cow::Owned(format!(
                "A TypeID of kind {prefix:?}: {separated:?} and a ULID (a 48-bit millisecond \
                 timestamp and 80 random bits) as 26 lower-case Crockford base32 characters \
                 (the first is 0-7)."
            )),
            example: Cow::Owned(format!("{separated}{TYPE_ID_EXAMPLE_SUFFIX}")),
        }
    }
}

/// A TypeID's suffix: lower case, no `i`, `l`, `o`, `u`, at most 128 bits.
const TYPE_ID_SUFFIX_PATTERN: &str = "[0-7][0-9a-hjkmnp-tv-z]{25}";

/// The TypeID spec's own example suffix (a UUIDv7).
const TYPE_ID_EXAMPLE_SUFFIX: &str = "01h455vb4pex5vsknk084sn02q";
