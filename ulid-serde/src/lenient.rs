//! `#[serde(with = "ulid_serde::lenient")]`: reads every form a
//! self-describing format can hold, writes what `Ulid` itself writes. For
//! data that older writers left behind, such as a CBOR store written by
//! the `ulid` crate (3.x writes the 26-character text in every format).
//!
//! Reading goes through `deserialize_any`, so the format says what it
//! holds: the text in either case, 16 bytes (or the 26 bytes of the text),
//! or an array of 16 integers. Formats that are not self-describing
//! (postcard, bincode) cannot say, and refuse `deserialize_any`: there,
//! plain `Ulid` already reads the text `ulid` 3 wrote (its 26 bytes), and
//! `as_text` reads it as text.
//!
//! | format | plain `Ulid` reads | `lenient` reads |
//! |---|---|---|
//! | JSON | text | text, array of 16 integers |
//! | CBOR | 16 bytes | text, 16 bytes |
//! | MessagePack | text, 16 bytes | text, 16 bytes |
//! | postcard, bincode | 16 bytes, or a text's 26 bytes | — (not self-describing) |
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::lenient")]
//!     id: Ulid,
//! }
//!
//! // What the `ulid` crate wrote into CBOR: the text.
//! let mut old = Vec::new();
//! ciborium::into_writer(&serde_json::json!({"id": "01arz3ndektsv4rrffq69g5fav"}), &mut old)?;
//! let event: Event = ciborium::from_reader(old.as_slice())?;
//! assert_eq!(event.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
//!
//! // Written back, it is the 16 bytes `Ulid` writes in CBOR.
//! let mut new = Vec::new();
//! ciborium::into_writer(&event, &mut new)?;
//! assert!(new.len() < old.len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserializer, Serialize, Serializer};
use ulid_core::Identifier;
use ulid_core::serde::UlidVisitor;

use crate::repr::{Repr, serde_functions};

pub(crate) struct Lenient;

impl Repr for Lenient {
    fn serialize<T: Identifier + Serialize, S: Serializer>(
        id: T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        id.serialize(serializer)
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_any(UlidVisitor::<T>::new())
    }
}

serde_functions!(
    lenient,
    Lenient,
    "whatever form the format holds",
    "\"01ARZ3NDEKTSV4RRFFQ69G5FAV\""
);

// In JSON it writes the text form, so its schemas are `as_text`'s.
#[cfg(feature = "schemars")]
pub use crate::as_text::json_schema;
#[cfg(feature = "utoipa")]
pub use crate::as_text::openapi_schema;
#[cfg(feature = "utoipa6")]
pub use crate::as_text::openapi_schema_utoipa6;
