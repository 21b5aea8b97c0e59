//! `Ulid::new` and the generators on wasm32-unknown-unknown with the `js`
//! feature, run under Node by wasm-bindgen-test-runner
//! (`scripts/test-wasm.sh`): the clock is `Date.now()`, the randomness
//! `crypto.getRandomValues`.
#![cfg(all(target_arch = "wasm32", target_os = "unknown"))]

use ulid_core::{Clock, Generator, SharedGenerator, SystemClock, Ulid};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn the_clock_is_now() {
    let now = SystemClock.now_ms();
    // After 2026-11-01 and before the end of a ULID's range.
    assert!(now > 1_793_000_000_000, "{now}");
    assert!(now <= Ulid::MAX_TIMESTAMP_MS);
}

#[wasm_bindgen_test]
fn new_ids_are_random_and_current() {
    let a = Ulid::new();
    let b = Ulid::new();
    assert_ne!(a.random(), b.random());
    assert!(a.timestamp_ms().abs_diff(SystemClock.now_ms()) < 60_000);
    assert_eq!(a.to_string().parse::<Ulid>().unwrap(), a);
}

#[wasm_bindgen_test]
fn generators_are_monotonic() {
    let mut ids = Generator::new();
    let batch = ids.generate_batch(1000).unwrap();
    assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
    static SHARED: SharedGenerator = SharedGenerator::new();
    let (first, second) = (SHARED.generate().unwrap(), SHARED.generate().unwrap());
    assert!(first < second);
}
