//! Conversions between a ULID's timestamp and [`SystemTime`].

use core::ops::RangeInclusive;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::Ulid;

/// Milliseconds since the Unix epoch, clamped to what a ULID can hold: a
/// time before 1970 gives 0, one after the year 10889 the largest timestamp.
#[inline]
pub(crate) fn timestamp_ms_of(time: SystemTime) -> u64 {
    match time.duration_since(UNIX_EPOCH) {
        // u64 arithmetic: `Duration::as_millis` would go through u128.
        Ok(since) => since
            .as_secs()
            .saturating_mul(1000)
            .saturating_add(u64::from(since.subsec_millis()))
            .min(Ulid::MAX_TIMESTAMP_MS),
        Err(_) => 0,
    }
}

impl Ulid {
    /// The timestamp as a [`SystemTime`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::{Duration, UNIX_EPOCH};
    ///
    /// let id = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// assert_eq!(id.datetime(), UNIX_EPOCH + Duration::from_millis(1_469_922_850_259));
    /// ```
    #[must_use]
    pub fn datetime(self) -> SystemTime {
        UNIX_EPOCH + Duration::from_millis(self.timestamp_ms())
    }

    /// The smallest ULID of the millisecond `time` falls in. Times before
    /// 1970 clamp to the epoch, times past the year 10889 to the last
    /// millisecond.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::{Duration, UNIX_EPOCH};
    /// use ulid_core::Ulid;
    ///
    /// let t = UNIX_EPOCH + Duration::from_micros(1_500);
    /// assert_eq!(Ulid::min_at_datetime(t), Ulid::min_at_ms(1));
    /// ```
    #[must_use]
    pub fn min_at_datetime(time: SystemTime) -> Ulid {
        Ulid::min_at_ms(timestamp_ms_of(time))
    }

    /// The largest ULID of the millisecond `time` falls in, clamped as in
    /// [`min_at_datetime`](Ulid::min_at_datetime).
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::{Duration, UNIX_EPOCH};
    /// use ulid_core::Ulid;
    ///
    /// let t = UNIX_EPOCH + Duration::from_micros(1_500);
    /// assert_eq!(Ulid::max_at_datetime(t), Ulid::max_at_ms(1));
    /// ```
    #[must_use]
    pub fn max_at_datetime(time: SystemTime) -> Ulid {
        Ulid::max_at_ms(timestamp_ms_of(time))
    }

    /// Every ULID made from `start` to `end`, both included (to the
    /// millisecond): the bounds for `WHERE id BETWEEN $1 AND $2`.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::{Duration, UNIX_EPOCH};
    /// use ulid_core::Ulid;
    ///
    /// let start = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
    /// let hour = Ulid::range_datetime(start, start + Duration::from_secs(3600));
    /// assert_eq!(*hour.start(), Ulid::min_at_ms(1_700_000_000_000));
    /// assert_eq!(*hour.end(), Ulid::max_at_ms(1_700_003_600_000));
    /// ```
    #[must_use]
    pub fn range_datetime(start: SystemTime, end: SystemTime) -> RangeInclusive<Ulid> {
        Ulid::range_ms(timestamp_ms_of(start), timestamp_ms_of(end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamps_times_outside_the_ulid_range() {
        assert_eq!(timestamp_ms_of(UNIX_EPOCH - Duration::from_secs(1)), 0);
        let far =
            UNIX_EPOCH + Duration::from_millis(Ulid::MAX_TIMESTAMP_MS) + Duration::from_secs(1);
        assert_eq!(timestamp_ms_of(far), Ulid::MAX_TIMESTAMP_MS);
    }

    #[test]
    fn datetime_round_trips_whole_milliseconds() {
        let id = Ulid::from_parts(1_700_000_000_123, 5).unwrap();
        assert_eq!(timestamp_ms_of(id.datetime()), id.timestamp_ms());
    }
}
