//! The infallible generators: a used-up millisecond carries into the next,
//! driven through fixed clocks and entropy that force it.

use std::cell::Cell;
use std::collections::HashSet;

use proptest::prelude::*;
use ulid_core::{InfallibleGenerator, SharedInfallibleGenerator, Ulid};

/// The random part a carried millisecond starts from with entropy at the
/// top of the range: the draw cut below 2^79.
const CARRIED_TOP: u128 = Ulid::MAX_RANDOM >> 1;

fn ulid(ms: u64, random: u128) -> Ulid {
    Ulid::from_parts(ms, random).unwrap()
}

#[test]
fn a_used_up_millisecond_goes_on_in_the_next() {
    let mut ids = InfallibleGenerator::with_sources(|| 50u64, || Ulid::MAX_RANDOM - 1);
    assert_eq!(ids.generate(), ulid(50, Ulid::MAX_RANDOM - 1));
    assert_eq!(ids.generate(), ulid(50, Ulid::MAX_RANDOM));
    assert_eq!(ids.generate(), ulid(51, CARRIED_TOP - 1));
    assert_eq!(ids.generate(), ulid(51, CARRIED_TOP));
}

#[test]
fn the_clock_catches_up_with_a_carried_millisecond() {
    let now = Cell::new(50u64);
    let mut ids = InfallibleGenerator::with_sources(|| now.get(), || u128::MAX);
    ids.generate();
    assert_eq!(ids.generate().timestamp_ms(), 51);
    // The clock reaches the carried millisecond: still counting there.
    now.set(51);
    assert_eq!(ids.generate(), ulid(51, CARRIED_TOP + 1));
    // The clock passes it: its own millisecond, fresh randomness.
    now.set(52);
    assert_eq!(ids.generate(), ulid(52, Ulid::MAX_RANDOM));
}

#[test]
fn a_batch_carries_in_the_middle() {
    let mut ids = InfallibleGenerator::with_sources(|| 7u64, || Ulid::MAX_RANDOM - 2);
    let batch = ids.generate_batch(5);
    assert_eq!(
        batch,
        [
            ulid(7, Ulid::MAX_RANDOM - 2),
            ulid(7, Ulid::MAX_RANDOM - 1),
            ulid(7, Ulid::MAX_RANDOM),
            ulid(8, CARRIED_TOP - 2),
            ulid(8, CARRIED_TOP - 1),
        ]
    );
    assert_eq!(ids.last(), Some(batch[4]));
}

#[test]
fn random_increments_carry_too() {
    // One below the top, then a step of 2^32 - 1.
    let mut ids = InfallibleGenerator::with_sources(|| 9u64, || Ulid::MAX_RANDOM - 1)
        .with_random_increments();
    assert_eq!(ids.generate(), ulid(9, Ulid::MAX_RANDOM - 1));
    assert_eq!(ids.generate(), ulid(10, CARRIED_TOP - 1));
}

#[test]
fn a_clock_past_the_range_reads_as_its_last_millisecond() {
    let mut ids = InfallibleGenerator::with_sources(|| u64::MAX, || 5u128);
    assert_eq!(ids.generate(), ulid(Ulid::MAX_TIMESTAMP_MS, 5));
    assert_eq!(ids.generate(), ulid(Ulid::MAX_TIMESTAMP_MS, 6));
}

#[test]
#[should_panic(expected = "no ULID is larger than the last one this generator made")]
fn only_the_last_ulid_there_is_ends_it() {
    let mut ids = InfallibleGenerator::with_sources(|| u64::MAX, || u128::MAX);
    assert_eq!(ids.generate(), Ulid::MAX);
    ids.generate();
}

/// Four threads on one shared generator whose every millisecond is used up
/// after one ID: all distinct, each thread's strictly increasing, and never
/// more than one millisecond ahead of the stuck clock.
#[test]
fn four_threads_share_a_carrying_generator() {
    const PER_THREAD: usize = if cfg!(miri) { 50 } else { 20_000 };
    let ids = SharedInfallibleGenerator::with_sources(|| 1_000u64, || u128::MAX);
    let sequences: Vec<Vec<Ulid>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| (0..PER_THREAD).map(|_| ids.generate()).collect::<Vec<_>>()))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for sequence in &sequences {
        assert!(sequence.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(sequence.iter().all(|id| id.timestamp_ms() <= 1_001));
    }
    let distinct: HashSet<Ulid> = sequences.iter().flatten().copied().collect();
    assert_eq!(distinct.len(), 4 * PER_THREAD);
}

/// The most clock readings of one case (fewer under Miri, as the cases).
const STEPS: usize = if cfg!(miri) { 20 } else { 200 };

/// Entropy that often sits at the top of the range, where carries happen.
fn entropy() -> impl Strategy<Value = u128> {
    prop_oneof![
        Just(u128::MAX),
        (0..4u128).prop_map(|below| Ulid::MAX_RANDOM - below),
        any::<u128>(),
    ]
}

proptest! {
    // Under Miri (scripts/miri.sh runs the generator tests for the shared
    // generator's atomics), 4 cases of at most 20 readings: its 8 cases
    // of up to 200 took Miri's generator step from 118 s to 447 s; this
    // test has no unsafe code of its own.
    #![proptest_config(ProptestConfig::with_cases(if cfg!(miri) { 4 } else { 256 }))]

    /// Any clock (forwards, stuck, backwards, past the range) and any
    /// entropy: strictly increasing IDs, a timestamp never more than one
    /// millisecond ahead of the latest clock reading (these runs are far
    /// from the 2^47 IDs a second carried millisecond needs), and the
    /// clock's own millisecond as soon as it passes the last ID's.
    #[test]
    fn carrying_keeps_order_and_stays_within_a_millisecond(
        steps in proptest::collection::vec(
            (prop_oneof![0..20u64, Just(Ulid::MAX_TIMESTAMP_MS), Just(u64::MAX)], entropy()),
            1..STEPS,
        ),
        random_increments: bool,
    ) {
        let clock = Cell::new(0u64);
        let draw = Cell::new(0u128);
        let ids = InfallibleGenerator::with_sources(|| clock.get(), || draw.get());
        let mut ids = if random_increments { ids.with_random_increments() } else { ids };
        let (mut latest_clock, mut last) = (0, Ulid::NIL);
        for (now, bits) in steps {
            let reading = now.min(Ulid::MAX_TIMESTAMP_MS);
            clock.set(now);
            draw.set(bits);
            if last.timestamp_ms() == Ulid::MAX_TIMESTAMP_MS
                && Ulid::MAX_RANDOM - last.random() <= (1 << 32)
            {
                // Near the last ULID there is: the panic case, tested above.
                break;
            }
            let id = ids.generate();
            prop_assert!(id > last, "{id} after {last}");
            latest_clock = latest_clock.max(reading);
            prop_assert!(id.timestamp_ms() <= latest_clock + 1, "{id} with the clock at {latest_clock}");
            if reading > last.timestamp_ms() {
                prop_assert_eq!(id.timestamp_ms(), reading);
            }
            last = id;
        }
    }
}
