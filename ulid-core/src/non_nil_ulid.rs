//! `NonNilUlid`: a ULID that is not nil, so that `Option` of it costs
//! nothing (uuid's `NonNilUuid`).

use core::fmt;
use core::num::NonZeroU128;

use crate::Ulid;
use crate::error::nil::NilError;

/// A [`Ulid`] that is not [`Ulid::NIL`]: `Option<NonNilUlid>` is 16 bytes,
/// as `Option<uuid::NonNilUuid>` is, where `Option<Ulid>` needs more (32
/// on x86_64: a tag padded to `u128`'s alignment). For a struct that holds many optional IDs in memory;
/// convert with [`get`](NonNilUlid::get) (or `Ulid::from`) where an
/// integration (serde, a database) takes a [`Ulid`].
///
/// It orders, compares, hashes and displays as the [`Ulid`] it holds.
///
/// # Example
///
/// ```
/// use ulid_core::{NonNilUlid, Ulid};
///
/// assert_eq!(size_of::<Option<NonNilUlid>>(), 16);
/// let id = NonNilUlid::new(Ulid::new()).expect("a new ULID is never nil");
/// let back: Ulid = id.into();
/// assert_eq!(back, id.get());
/// assert_eq!(NonNilUlid::new(Ulid::NIL), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct NonNilUlid(NonZeroU128);

impl NonNilUlid {
    /// `id`, unless it is [`Ulid::NIL`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{NonNilUlid, Ulid};
    ///
    /// assert!(NonNilUlid::new(Ulid::MAX).is_some());
    /// assert!(NonNilUlid::new(Ulid::NIL).is_none());
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(id: Ulid) -> Option<NonNilUlid> {
        match NonZeroU128::new(id.to_u128()) {
            Some(bits) => Some(NonNilUlid(bits)),
            None => None,
        }
    }

    /// The ULID.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{NonNilUlid, Ulid};
    ///
    /// let id = Ulid::from_parts(1_469_922_850_259, 7)?;
    /// assert_eq!(NonNilUlid::new(id).map(NonNilUlid::get), Some(id));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn get(self) -> Ulid {
        Ulid::from_u128(self.0.get())
    }
}

impl From<NonNilUlid> for Ulid {
    #[inline]
    fn from(id: NonNilUlid) -> Ulid {
        id.get()
    }
}

impl TryFrom<Ulid> for NonNilUlid {
    type Error = NilError;

    #[inline]
    fn try_from(id: Ulid) -> Result<NonNilUlid, NilError> {
        NonNilUlid::new(id).ok_or(NilError)
    }
}

impl PartialEq<Ulid> for NonNilUlid {
    fn eq(&self, other: &Ulid) -> bool {
        self.get() == *other
    }
}

impl PartialEq<NonNilUlid> for Ulid {
    fn eq(&self, other: &NonNilUlid) -> bool {
        *self == other.get()
    }
}

impl fmt::Display for NonNilUlid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.get(), f)
    }
}

impl fmt::Debug for NonNilUlid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.get(), f)
    }
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::format;

    use super::*;

    #[test]
    fn option_of_it_is_16_bytes_and_nil_is_refused() {
        assert_eq!(size_of::<Option<NonNilUlid>>(), 16);
        assert!(size_of::<Option<Ulid>>() > 16);
        assert_eq!(NonNilUlid::new(Ulid::NIL), None);
        assert_eq!(NonNilUlid::try_from(Ulid::NIL), Err(NilError));
    }

    #[test]
    fn it_orders_compares_and_prints_as_its_ulid() {
        let ids = [Ulid::from_u128(1), Ulid::from_u128(1 << 80), Ulid::MAX];
        let non_nil = ids.map(|id| NonNilUlid::try_from(id).unwrap());
        for (id, wrapped) in ids.iter().zip(non_nil) {
            assert_eq!(Ulid::from(wrapped), *id);
            assert_eq!(wrapped, *id, "NonNilUlid == Ulid");
            assert_eq!(*id, wrapped, "Ulid == NonNilUlid");
            assert_eq!(format!("{wrapped} {wrapped:?}"), format!("{id} {id:?}"));
        }
        assert!(non_nil.is_sorted_by(|a, b| a < b));
        // Unequal where the ULIDs differ, both ways.
        assert_ne!(non_nil[0], ids[1], "NonNilUlid != Ulid");
        assert_ne!(ids[1], non_nil[0], "Ulid != NonNilUlid");
    }
}
