//! arbitrary 1.x: so that users can fuzz their own types that hold a
//! `Ulid`. Every 128-bit value is a ULID, so one `u128` is drawn.

use arbitrary::{Arbitrary, Result, Unstructured};

use crate::typed::identifier::for_each_identifier;
use crate::{Identifier, Ulid};

/// The impls for `Ulid` and every `Id<P>`.
macro_rules! arbitrary_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<'a, $($generics)*> Arbitrary<'a> for $id {
            fn arbitrary(input: &mut Unstructured<'a>) -> Result<Self> {
                u128::arbitrary(input).map(|bits| Self::from_ulid(Ulid::from_u128(bits)))
            }

            fn size_hint(depth: usize) -> (usize, Option<usize>) {
                u128::size_hint(depth)
            }
        }
    };
}

for_each_identifier!(arbitrary_impls);
