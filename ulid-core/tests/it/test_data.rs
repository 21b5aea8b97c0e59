//! Test data: proptest's `Arbitrary` and strategies, fake's `Dummy`.

#![cfg(all(feature = "proptest", feature = "fake"))]

use std::collections::HashSet;

use fake::rand::SeedableRng;
use fake::rand::rngs::StdRng;
use fake::{Dummy, Fake, Faker};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestError, TestRunner};
use ulid_core::{Id, Ulid, prefix};

prefix!(User = "user");

/// The smallest value of `strategy` for which `fails` holds, as proptest's
/// shrinking finds it.
fn shrunk<S: Strategy>(strategy: &S, fails: impl Fn(&S::Value) -> bool) -> S::Value
where
    S::Value: std::fmt::Debug,
{
    let mut runner = TestRunner::new(Config::with_cases(1_000));
    match runner.run(strategy, |value| {
        prop_assert!(!fails(&value));
        Ok(())
    }) {
        Err(TestError::Fail(_, minimal)) => minimal,
        other => panic!("expected a failing case, got {other:?}"),
    }
}

#[test]
fn arbitrary_ids_vary_and_shrink_toward_nil() {
    let mut runner = TestRunner::deterministic();
    let ids: HashSet<Ulid> = (0..1_000)
        .map(|_| any::<Ulid>().new_tree(&mut runner).unwrap().current())
        .collect();
    assert_eq!(ids.len(), 1_000, "varied");
    // A property that fails from millisecond 1,000 on shrinks to the first
    // ID of that millisecond.
    let minimal = shrunk(&any::<Ulid>(), |id| id.timestamp_ms() >= 1_000);
    assert_eq!(minimal, Ulid::from_parts(1_000, 0).unwrap());
    let minimal = shrunk(&any::<Id<User>>(), |id| id.to_ulid().random() > 5);
    assert_eq!(minimal.to_ulid(), Ulid::from_parts(0, 6).unwrap());
}

proptest! {
    #[test]
    fn typed_ids_round_trip_their_text(id in any::<Id<User>>()) {
        prop_assert_eq!(id.to_string().parse::<Id<User>>(), Ok(id));
    }

    #[test]
    fn within_stays_in_its_window(id in ulid_core::proptest_strategies::within(Ulid::range_ms(1_000, 1_999))) {
        prop_assert!(Ulid::range_ms(1_000, 1_999).contains(&id));
    }

    #[test]
    fn monotonic_runs_increase(ids in ulid_core::proptest_strategies::monotonic_run(0..200)) {
        prop_assert!(ids.len() < 200);
        prop_assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    }
}

#[test]
fn within_shrinks_toward_its_start_and_takes_one_id() {
    let window = Ulid::range_ms(5_000, 6_000);
    let minimal = shrunk(
        &ulid_core::proptest_strategies::within(window.clone()),
        |id| id.timestamp_ms() >= 5_500,
    );
    assert_eq!(minimal, Ulid::min_at_ms(5_500));
    let one = Ulid::from_parts(7, 7).unwrap();
    let mut runner = TestRunner::deterministic();
    let tree = ulid_core::proptest_strategies::within(one..=one)
        .new_tree(&mut runner)
        .unwrap();
    assert_eq!(tree.current(), one);
}

#[test]
fn monotonic_runs_shrink_toward_steps_of_one() {
    // A property that fails on every run of three shrinks to the smallest:
    // from the nil ID, steps of one in its millisecond.
    let minimal = shrunk(&ulid_core::proptest_strategies::monotonic_run(3), |_| true);
    let expected: Vec<Ulid> = (1..=3).map(Ulid::from_u128).collect();
    assert_eq!(minimal, expected);
}

#[test]
fn monotonic_runs_hold_both_kinds_of_step() {
    let mut runner = TestRunner::deterministic();
    let ids = ulid_core::proptest_strategies::monotonic_run(500)
        .new_tree(&mut runner)
        .unwrap()
        .current();
    assert_eq!(ids.len(), 500);
    let same_ms = ids
        .windows(2)
        .filter(|pair| pair[0].timestamp_ms() == pair[1].timestamp_ms())
        .count();
    assert!(
        same_ms > 100 && same_ms < 400,
        "{same_ms} of 499 steps in the same millisecond"
    );
}

#[test]
fn a_long_monotonic_run_has_every_id_asked_for() {
    let mut runner = TestRunner::deterministic();
    let ids = ulid_core::proptest_strategies::monotonic_run(70_000)
        .new_tree(&mut runner)
        .unwrap()
        .current();
    assert_eq!(ids.len(), 70_000);
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
}

#[derive(Dummy, Debug)]
struct Order {
    id: Ulid,
    customer: Id<User>,
    parent: Option<Ulid>,
    lines: Vec<Ulid>,
}

#[test]
fn fake_ids_are_varied_plausible_and_reproducible() {
    // 2016-01-01 to the end of 2035.
    let window = Ulid::range_ms(1_451_606_400_000, 2_082_758_399_999);
    let ids: HashSet<Ulid> = (0..1_000).map(|_| Faker.fake::<Ulid>()).collect();
    assert_eq!(ids.len(), 1_000);
    assert!(ids.iter().all(|id| window.contains(id)));
    let years: HashSet<u64> = ids
        .iter()
        .map(|id| id.timestamp_ms() / 31_556_952_000)
        .collect();
    assert!(years.len() > 10, "spread over the window: {years:?}");

    let order: Order = Faker.fake();
    assert!(window.contains(&order.id) && window.contains(&order.customer.to_ulid()));
    assert!(order.lines.iter().all(|line| window.contains(line)));
    let _ = order.parent;

    let seeded = |seed| -> Vec<Ulid> {
        let mut rng = StdRng::seed_from_u64(seed);
        (0..10).map(|_| Faker.fake_with_rng(&mut rng)).collect()
    };
    assert_eq!(seeded(7), seeded(7), "the same under the same seed");
    assert_ne!(seeded(7), seeded(8));
    // An `Id<P>` is drawn as its `Ulid` is.
    let user: Id<User> = Faker.fake_with_rng(&mut StdRng::seed_from_u64(7));
    let ulid: Ulid = Faker.fake_with_rng(&mut StdRng::seed_from_u64(7));
    assert_eq!(user.to_ulid(), ulid);
}
