//! `Prefix`: the kind of a typed ID, and `prefix!`, which defines one.

use crate::IdParseError;

/// The most characters a TypeID prefix may have (TypeID spec v0.3).
///
/// # Example
///
/// ```
/// use ulid_core::{AnyId, PREFIX_MAX_LEN, Ulid};
///
/// assert!(AnyId::new(&"a".repeat(PREFIX_MAX_LEN), Ulid::NIL).is_ok());
/// assert!(AnyId::new(&"a".repeat(PREFIX_MAX_LEN + 1), Ulid::NIL).is_err());
/// ```
pub const PREFIX_MAX_LEN: usize = 63;

/// The kind of a typed ID: the TypeID prefix that [`Id<P>`](crate::Id)
/// prints before the ULID, and checks when parsing.
///
/// Define one with [`prefix!`](crate::prefix!), which checks the prefix at
/// compile time. A prefix follows the TypeID rules: at most 63 characters,
/// `a`-`z` and `_`, starting and ending with a letter; or empty, for IDs
/// printed without a prefix (`01h455vb4pex5vsknk084sn02q`).
///
/// A hand-written impl is checked too, wherever an `Id` of it is built: an
/// invalid prefix is then a build error (a `const` evaluation failure
/// naming the rule), not a runtime one. The check is in `Id`'s
/// constructor, where no impl can replace it:
///
/// ```compile_fail,E0080
/// use ulid_core::{Id, Prefix};
///
/// enum Long {}
/// impl Prefix for Long {
///     // 68 letters: TypeID allows 63.
///     const PREFIX: &'static str = "a_prefix_of_sixty_eight_letters_is_longer_than_what_typeid_allows_it";
/// }
/// let id = Id::<Long>::new();
/// ```
///
/// # Example
///
/// ```
/// use ulid_core::{Id, Prefix, prefix};
///
/// prefix!(pub User = "user");
/// assert_eq!(User::PREFIX, "user");
/// assert_eq!(Id::<User>::new().prefix(), "user");
/// ```
pub trait Prefix: 'static {
    /// The prefix, without the `_` separator.
    const PREFIX: &'static str;
}

/// Checks a prefix against the TypeID rules, in `const` code.
///
/// # Errors
///
/// The first broken rule, with the byte index where it applies: a character
/// outside `a`-`z` and `_`, more than 63 characters, or `_` first or last.
pub(crate) const fn validate(prefix: &[u8]) -> Result<(), IdParseError> {
    let mut index = 0;
    while index < prefix.len() {
        let byte = prefix[index];
        if !(byte.is_ascii_lowercase() || byte == b'_') {
            return Err(IdParseError::prefix_character(prefix, index));
        }
        index += 1;
    }
    if prefix.len() > PREFIX_MAX_LEN {
        return Err(IdParseError::prefix_too_long(prefix.len()));
    }
    if let [b'_', ..] = prefix {
        return Err(IdParseError::prefix_underscore(0));
    }
    if let [.., b'_'] = prefix {
        return Err(IdParseError::prefix_underscore(prefix.len() - 1));
    }
    Ok(())
}

/// [`validate`], as a build error: `prefix!` and `Id`'s constructor call it
/// in `const` context.
#[doc(hidden)]
pub const fn assert_valid(prefix: &str) {
    if let Err(err) = validate(prefix.as_bytes()) {
        panic!("{}", err.summary());
    }
}

/// Defines a [`Prefix`] type in one line: an uninhabited marker type
/// whose prefix is checked at compile time.
///
/// `prefix!(pub User = "user");` defines `pub enum User {}` and its
/// `Prefix` impl. The type's documentation names its prefix; attributes
/// before the name (doc comments) go on the type after that line.
/// Use it as [`Id<User>`](crate::Id). What it writes is the same whatever
/// features are on, so a trait you implement on `User` yourself never
/// collides with ours; for utoipa's derive, which asks the type argument
/// of `Id<User>` for a schema, say so once with
/// `utoipa_prefix!(User)` (features `utoipa`; `utoipa5_prefix!` for
/// `utoipa5`).
///
/// # Example
///
/// ```
/// use ulid_core::{Id, prefix};
///
/// prefix! {
///     /// A person who signs in.
///     pub User = "user"
/// }
/// prefix!(pub(crate) LineItem = "line_item");
///
/// let id: Id<LineItem> = "line_item_01h455vb4pex5vsknk084sn02q".parse()?;
/// assert_eq!(id.to_string(), "line_item_01h455vb4pex5vsknk084sn02q");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A prefix that breaks the TypeID rules does not compile:
///
/// ```compile_fail
/// ulid_core::prefix!(User = "User"); // upper case
/// ```
#[macro_export]
macro_rules! prefix {
    ($(#[$meta:meta])* $vis:vis $name:ident = $prefix:literal $(,)?) => {
        #[doc = concat!("The kind of typed ID whose TypeID prefix is `", $prefix, "` (`Id<", stringify!($name), ">`).")]
        #[doc = ""]
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis enum $name {}

        impl $crate::Prefix for $name {
            const PREFIX: &'static str = $prefix;
        }

        // The check, at the definition: the error points at this line.
        const _: () = $crate::__assert_valid_prefix($prefix);
    };
}
