//! fake 5.x: `Dummy<Faker>` for `Ulid` and every `Id<P>`, so
//! `#[derive(Dummy)]` structs with ID fields and `Faker.fake::<Ulid>()`
//! work. A dummy ID is made at a random millisecond from 2016 to the end of
//! 2035 (a plausible creation time that stays the same under a seeded RNG,
//! unlike one near the current time) with 80 random bits.

use fake::{Dummy, Faker, RngExt};

use crate::{Id, Prefix, Ulid};

/// 2016-01-01T00:00:00.000Z, the first millisecond of a dummy ID.
const EARLIEST_MS: u64 = 1_451_606_400_000;
/// 2035-12-31T23:59:59.999Z, the last.
const LATEST_MS: u64 = 2_082_758_399_999;

impl Dummy<Faker> for Ulid {
    /// A random millisecond from 2016 to 2035 and 80 random bits.
    fn dummy_with_rng<R: RngExt + ?Sized>(_: &Faker, rng: &mut R) -> Ulid {
        let timestamp_ms = rng.random_range(EARLIEST_MS..=LATEST_MS);
        Ulid::from_parts_unchecked(timestamp_ms, rng.random::<u128>() & Ulid::MAX_RANDOM)
    }
}

impl<P: Prefix> Dummy<Faker> for Id<P> {
    /// As for `Ulid`.
    fn dummy_with_rng<R: RngExt + ?Sized>(config: &Faker, rng: &mut R) -> Id<P> {
        Id::from_ulid(Ulid::dummy_with_rng(config, rng))
    }
}
