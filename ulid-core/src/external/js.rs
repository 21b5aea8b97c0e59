//! wasm32-unknown-unknown in browsers and Node (feature `js`). std's
//! `SystemTime::now()` panics there, so the clock is JavaScript's
//! `Date.now()`; randomness comes from `crypto.getRandomValues` through
//! getrandom's `wasm_js` backend, which the feature switches on for rand.

use crate::Ulid;

/// Milliseconds since the Unix epoch from `Date.now()`, clamped to what a
/// ULID can hold, as [`SystemClock`](crate::SystemClock) does elsewhere.
pub(crate) fn now_ms() -> u64 {
    let now = js_sys::Date::now();
    // `Date.now()` is a whole number of milliseconds; `as` saturates
    // (negative and NaN become 0), then the clamp keeps it below 2^48.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a saturating float-to-int conversion is what is wanted here"
    )]
    let ms = now as u64;
    ms.min(Ulid::MAX_TIMESTAMP_MS)
}
