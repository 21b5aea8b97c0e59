//! Every shape `scripts/public-api.py` prints that it once dropped, one
//! item each: `scripts/semver.sh` documents this file as a crate and
//! compares the listing with `fixture.txt` beside it.

/// Higher-ranked bounds, in a where clause and in a bound.
pub fn higher_ranked<F, T>(f: F, t: T)
where
    for<'a> T: Trait<'a>,
    F: for<'b> Fn(&'b str) -> &'b str,
{
    let _ = (f, t);
}

/// A trait with a lifetime.
pub trait Trait<'a> {}

/// Default type and const parameters.
pub struct Defaults<T = u8, const N: usize = 4>(pub [T; N]);

/// Variants of every kind.
pub enum Variants {
    /// A unit variant.
    Unit,
    /// A tuple variant.
    Tuple(u8, String),
    /// A struct variant.
    Struct {
        /// A field.
        a: u16,
        /// Another.
        b: Option<u32>,
    },
    /// A tuple variant with a hidden field.
    Hidden(u8, #[doc(hidden)] u8),
}
