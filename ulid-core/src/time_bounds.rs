//! The smallest and largest ULID of a millisecond or of an interval, for
//! range queries on a ULID key (`WHERE id BETWEEN $1 AND $2`).

use core::ops::RangeInclusive;

use crate::Ulid;

impl Ulid {
    /// The smallest ULID of millisecond `timestamp_ms`: random part zero.
    ///
    /// A timestamp past [`MAX_TIMESTAMP_MS`](Ulid::MAX_TIMESTAMP_MS) (the
    /// year 10889) saturates to it, so a bound far in the future still
    /// gives a usable query bound rather than a wrapped, earlier one.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let min = Ulid::min_at_ms(1_469_922_850_259);
    /// assert_eq!(min.to_string(), "01ARZ3NDEK0000000000000000");
    /// assert_eq!(min.random(), 0);
    /// ```
    #[must_use]
    pub const fn min_at_ms(timestamp_ms: u64) -> Ulid {
        Ulid::from_parts_unchecked(saturate(timestamp_ms), 0)
    }

    /// The largest ULID of millisecond `timestamp_ms`: every random bit set.
    /// Saturates as [`min_at_ms`](Ulid::min_at_ms) does.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let max = Ulid::max_at_ms(1_469_922_850_259);
    /// assert_eq!(max.to_string(), "01ARZ3NDEKZZZZZZZZZZZZZZZZ");
    /// assert_eq!(Ulid::max_at_ms(u64::MAX), Ulid::MAX);
    /// ```
    #[must_use]
    pub const fn max_at_ms(timestamp_ms: u64) -> Ulid {
        Ulid::from_parts_unchecked(saturate(timestamp_ms), Ulid::MAX_RANDOM)
    }

    /// Every ULID whose timestamp lies in `start_ms..=end_ms`, both ends
    /// included: bind `range.start()` and `range.end()` to
    /// `WHERE id BETWEEN $1 AND $2`, a range scan on the primary key.
    ///
    /// An interval whose start is after its end is empty, as `BETWEEN` is.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let range = Ulid::range_ms(1_000, 1_999);
    /// assert!(range.contains(&Ulid::from_parts(1_500, 7)?));
    /// assert!(!range.contains(&Ulid::from_parts(2_000, 0)?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn range_ms(start_ms: u64, end_ms: u64) -> RangeInclusive<Ulid> {
        RangeInclusive::new(Ulid::min_at_ms(start_ms), Ulid::max_at_ms(end_ms))
    }
}

const fn saturate(timestamp_ms: u64) -> u64 {
    if timestamp_ms > Ulid::MAX_TIMESTAMP_MS {
        Ulid::MAX_TIMESTAMP_MS
    } else {
        timestamp_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_enclose_every_id_of_the_millisecond() {
        let t = 1_700_000_000_000;
        let min = Ulid::min_at_ms(t);
        let max = Ulid::max_at_ms(t);
        assert_eq!(min.increment().unwrap().timestamp_ms(), t);
        assert_eq!(max.increment(), None);
        assert_eq!(Ulid::from_u128(min.to_u128() - 1), Ulid::max_at_ms(t - 1));
        assert_eq!(Ulid::from_u128(max.to_u128() + 1), Ulid::min_at_ms(t + 1));
    }

    #[test]
    fn an_inverted_interval_is_empty() {
        assert!(Ulid::range_ms(10, 9).is_empty());
        assert!(!Ulid::range_ms(10, 10).is_empty());
    }
}
