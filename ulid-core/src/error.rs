//! The errors of the `Ulid` type itself: parsing its text, building it from
//! parts, reading it from a slice, refusing the nil one as a `NonNilUlid`.
//! They import nothing from the code that raises them.

pub(crate) mod length;
pub(crate) mod nil;
pub(crate) mod parse;
pub(crate) mod parts;
