//! arbitrary 1.x: so that users can fuzz their own types that hold a
//! `Ulid` or an `Id<P>`. Every 128-bit value is a ULID, so one `u128` is
//! drawn.

use arbitrary::{Arbitrary, Result, Unstructured};

use crate::{Id, Prefix, Ulid};

impl<'a> Arbitrary<'a> for Ulid {
    fn arbitrary(input: &mut Unstructured<'a>) -> Result<Ulid> {
        u128::arbitrary(input).map(Ulid::from_u128)
    }

    fn size_hint(depth: usize) -> (usize, Option<usize>) {
        u128::size_hint(depth)
    }
}

impl<'a, P: Prefix> Arbitrary<'a> for Id<P> {
    fn arbitrary(input: &mut Unstructured<'a>) -> Result<Id<P>> {
        Ulid::arbitrary(input).map(Id::from_ulid)
    }

    fn size_hint(depth: usize) -> (usize, Option<usize>) {
        Ulid::size_hint(depth)
    }
}
