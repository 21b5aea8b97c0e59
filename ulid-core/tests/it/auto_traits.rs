//! Every public type and error of the crate can cross threads, be held
//! across an `.await` without pinning, and be caught in `catch_unwind`:
//! checked at compile time, so that a field added later (an `Rc`, a
//! `Cell`, a trait object without `Send`) fails the build here rather than
//! in a user's.

use std::panic::{RefUnwindSafe, UnwindSafe};

use ulid_core::{
    AnyId, ColumnDecodeError, GenerateError, Generator, Id, IdParseError, InfallibleGenerator,
    Keyset, LengthError, Lowercase, ParseError, PartsError, ReseedOnFork, SharedGenerator,
    SharedInfallibleGenerator, SystemClock, ThreadEntropy, Ulid, UlidBytes, UlidText,
    UuidParseError, prefix, proto_fields::FieldError,
};

prefix!(User = "user");

const fn assert_auto_traits<T: Send + Sync + Unpin + UnwindSafe + RefUnwindSafe>() {}

#[test]
fn every_public_type_is_send_sync_unpin_and_unwind_safe() {
    const {
        assert_auto_traits::<Ulid>();
        assert_auto_traits::<Lowercase>();
        assert_auto_traits::<UlidBytes>();
        assert_auto_traits::<UlidText>();
        assert_auto_traits::<Keyset>();
        assert_auto_traits::<Id<User>>();
        assert_auto_traits::<AnyId>();
        assert_auto_traits::<Generator>();
        assert_auto_traits::<SharedGenerator>();
        assert_auto_traits::<InfallibleGenerator>();
        assert_auto_traits::<SharedInfallibleGenerator>();
        assert_auto_traits::<ReseedOnFork<ThreadEntropy>>();
        assert_auto_traits::<SystemClock>();
        assert_auto_traits::<ThreadEntropy>();
        assert_auto_traits::<ParseError>();
        assert_auto_traits::<LengthError>();
        assert_auto_traits::<PartsError>();
        assert_auto_traits::<IdParseError>();
        assert_auto_traits::<UuidParseError>();
        assert_auto_traits::<ColumnDecodeError>();
        assert_auto_traits::<GenerateError>();
        assert_auto_traits::<FieldError>();
    }
    #[cfg(feature = "arrow")]
    const {
        assert_auto_traits::<ulid_core::arrow_columns::ReadError>();
    }
    #[cfg(feature = "parquet")]
    const {
        assert_auto_traits::<ulid_core::parquet_files::RowGroupsError>();
    }
}
