//! The error of a monotonic generator.

use core::fmt;

use crate::Ulid;

/// A monotonic generator could not make a ULID larger than its last one.
///
/// # Example
///
/// ```
/// use ulid_core::{Generator, Ulid};
///
/// // A clock stuck at one millisecond and entropy at the top of the range.
/// let mut ids = Generator::with_sources(|| 9u64, || Ulid::MAX_RANDOM);
/// ids.generate()?;
/// let err = ids.generate().unwrap_err();
/// assert!(err.is_overflow());
/// assert_eq!(
///     err.to_string(),
///     "monotonic overflow: the 80 random bits of millisecond 9 are used up; \
///      the next ULID must wait for the clock to reach millisecond 10",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GenerateError {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Overflow { timestamp_ms: u64 },
    ClockOutOfRange { found: u64 },
}

impl GenerateError {
    pub(crate) const fn overflow(timestamp_ms: u64) -> GenerateError {
        GenerateError {
            kind: Kind::Overflow { timestamp_ms },
        }
    }

    pub(crate) const fn clock_out_of_range(found: u64) -> GenerateError {
        GenerateError {
            kind: Kind::ClockOutOfRange { found },
        }
    }

    /// The random part of the current millisecond is used up: incrementing
    /// would carry into the timestamp, which the generator never does.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Generator, Ulid};
    ///
    /// let mut ids = Generator::with_sources(|| 1u64, || Ulid::MAX_RANDOM);
    /// ids.generate()?;
    /// let err = ids.generate().unwrap_err();
    /// assert!(err.is_overflow());
    /// assert!(!err.is_clock_out_of_range());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn is_overflow(&self) -> bool {
        matches!(self.kind, Kind::Overflow { .. })
    }

    /// The clock returned a time past [`Ulid::MAX_TIMESTAMP_MS`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Generator;
    ///
    /// let mut ids = Generator::with_sources(|| u64::MAX, || 0u128);
    /// let err = ids.generate().unwrap_err();
    /// assert!(err.is_clock_out_of_range());
    /// assert!(!err.is_overflow());
    /// ```
    #[must_use]
    pub const fn is_clock_out_of_range(&self) -> bool {
        matches!(self.kind, Kind::ClockOutOfRange { .. })
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Overflow { timestamp_ms } => write!(
                f,
                "monotonic overflow: the 80 random bits of millisecond {timestamp_ms} are used up; \
                 the next ULID must wait for the clock to reach millisecond {}",
                timestamp_ms + 1
            ),
            Kind::ClockOutOfRange { found } => write!(
                f,
                "the clock reads {found} ms, past the largest ULID timestamp {}",
                Ulid::MAX_TIMESTAMP_MS
            ),
        }
    }
}

impl core::error::Error for GenerateError {}
