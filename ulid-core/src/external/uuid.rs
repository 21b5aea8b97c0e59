//! `uuid::Uuid` conversions: the same 16 bytes, reinterpreted.

use uuid::Uuid;

use crate::{Id, Prefix, Ulid};

impl From<Uuid> for Ulid {
    /// The ULID with the UUID's 16 bytes. Every UUID converts; a UUIDv7's
    /// timestamp becomes the ULID's.
    fn from(uuid: Uuid) -> Ulid {
        Ulid::from_u128(uuid.as_u128())
    }
}

impl From<Ulid> for Uuid {
    /// The UUID with the ULID's 16 bytes. Call
    /// [`Ulid::with_uuid_v7_bits`] first for a valid UUIDv7.
    fn from(id: Ulid) -> Uuid {
        Uuid::from_u128(id.to_u128())
    }
}

impl<P: Prefix> From<Id<P>> for Uuid {
    /// The same 16 bytes (an `Id`'s prefix is its type, not data).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::new();
    /// assert_eq!(uuid::Uuid::from(id), uuid::Uuid::from(id.to_ulid()));
    /// ```
    fn from(id: Id<P>) -> Uuid {
        Uuid::from(id.to_ulid())
    }
}

impl Ulid {
    /// The UUIDv7 of [`with_uuid_v7_bits`](Ulid::with_uuid_v7_bits).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let uuid = Ulid::from_parts(1_700_000_000_000, 5)?.to_uuid_v7();
    /// assert_eq!(uuid.get_version_num(), 7);
    /// assert_eq!(uuid.get_variant(), uuid::Variant::RFC4122);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_uuid_v7(self) -> Uuid {
        Uuid::from(self.with_uuid_v7_bits())
    }
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn conversion_keeps_every_bit() {
        let id = Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAV").unwrap();
        let uuid = Uuid::from(id);
        assert_eq!(uuid.as_bytes(), &id.to_bytes());
        assert_eq!(Ulid::from(uuid), id);
        assert_eq!(uuid.to_string(), "01563e3a-b5d3-d676-4c61-efb99302bd5b");
    }

    #[test]
    fn a_uuid_v7_keeps_its_timestamp() {
        let ts = uuid::Timestamp::from_unix(uuid::NoContext, 1_700_000_000, 123_000_000);
        let v7 = Uuid::new_v7(ts);
        let id = Ulid::from(v7);
        assert_eq!(id.timestamp_ms(), 1_700_000_000_123);
        assert!(id.is_uuid_v7());
    }

    #[cfg(feature = "std")]
    #[test]
    fn an_id_in_uuid_v7_form_is_a_version_7_uuid_of_its_millisecond() {
        let mut ids = crate::Generator::new_uuid_v7();
        for id in [
            Ulid::new_uuid_v7(),
            ids.generate().unwrap(),
            ids.generate().unwrap(),
        ] {
            let uuid = Uuid::from(id);
            assert_eq!(uuid.get_version(), Some(uuid::Version::SortRand));
            let (seconds, nanos) = uuid.get_timestamp().unwrap().to_unix();
            assert_eq!(
                seconds * 1_000 + u64::from(nanos) / 1_000_000,
                id.timestamp_ms()
            );
        }
    }
}
