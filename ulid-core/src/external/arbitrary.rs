//! arbitrary 1.x: so that users can fuzz their own types that hold a
//! `Ulid`. Every 128-bit value is a ULID, so one `u128` is drawn.

use arbitrary::{Arbitrary, Result, Unstructured};

use crate::Ulid;

impl<'a> Arbitrary<'a> for Ulid {
    fn arbitrary(input: &mut Unstructured<'a>) -> Result<Ulid> {
        u128::arbitrary(input).map(Ulid::from_u128)
    }

    fn size_hint(depth: usize) -> (usize, Option<usize>) {
        u128::size_hint(depth)
    }
}
