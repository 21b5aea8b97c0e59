//! The error of building a ULID from a timestamp and a random part.

use core::fmt;

use crate::Ulid;

/// A part given to [`Ulid::from_parts`] does not fit its bits.
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
///
/// let err = Ulid::from_parts(1 << 48, 0).unwrap_err();
/// assert!(err.is_timestamp());
/// assert_eq!(
///     err.to_string(),
///     "timestamp 281474976710656 ms is out of range: a ULID timestamp is at most 281474976710655 (2^48 - 1)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartsError {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Timestamp(u64),
    Random(u128),
}

impl PartsError {
    pub(crate) const fn timestamp(found: u64) -> PartsError {
        PartsError {
            kind: Kind::Timestamp(found),
        }
    }

    pub(crate) const fn random(found: u128) -> PartsError {
        PartsError {
            kind: Kind::Random(found),
        }
    }

    /// The timestamp was above [`Ulid::MAX_TIMESTAMP_MS`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// assert!(Ulid::from_parts(u64::MAX, 0).unwrap_err().is_timestamp());
    /// assert!(!Ulid::from_parts(0, u128::MAX).unwrap_err().is_timestamp());
    /// ```
    #[must_use]
    pub const fn is_timestamp(&self) -> bool {
        matches!(self.kind, Kind::Timestamp(_))
    }

    /// The random part was above [`Ulid::MAX_RANDOM`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// assert!(Ulid::from_parts(0, u128::MAX).unwrap_err().is_random());
    /// assert!(!Ulid::from_parts(u64::MAX, 0).unwrap_err().is_random());
    /// ```
    #[must_use]
    pub const fn is_random(&self) -> bool {
        matches!(self.kind, Kind::Random(_))
    }
}

impl fmt::Display for PartsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Timestamp(found) => write!(
                f,
                "timestamp {found} ms is out of range: a ULID timestamp is at most {} (2^48 - 1)",
                Ulid::MAX_TIMESTAMP_MS
            ),
            Kind::Random(found) => write!(
                f,
                "random part {found:#x} is out of range: a ULID random part is at most {:#x} (2^80 - 1)",
                Ulid::MAX_RANDOM
            ),
        }
    }
}

impl core::error::Error for PartsError {}
