//! Every adapter crate re-exports the one `Ulid` of `ulid-core`, so a value
//! from one ecosystem is the same type in all others, with no conversion.

use std::any::TypeId;

#[test]
fn every_adapter_reexports_the_core_type() {
    let core = TypeId::of::<ulid_core::Ulid>();
    assert_eq!(TypeId::of::<ulid_serde::Ulid>(), core);
    assert_eq!(TypeId::of::<ulid_sqlx::Ulid>(), core);
    assert_eq!(TypeId::of::<ulid_diesel::Ulid>(), core);
}
