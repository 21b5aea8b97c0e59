//! What the representation modules share: one trait per wire form, the
//! `Option` wrapping, and the macro that writes each module's public
//! functions (with their doc examples) from that trait.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};
use ulid_core::Identifier;

/// One wire form of a ULID, whatever the format's own preference, for a
/// `Ulid` or an `Id<P>` (`T`).
pub(crate) trait Repr {
    fn serialize<T: Identifier + Serialize, S: Serializer>(
        id: T,
        serializer: S,
    ) -> Result<S::Ok, S::Error>;
    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error>;
}

/// An ID that serializes in form `R`, for `serialize_some`.
struct With<T, R>(T, PhantomData<R>);

impl<T: Identifier + Serialize, R: Repr> Serialize for With<T, R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        R::serialize(self.0, serializer)
    }
}

pub(crate) fn serialize_option<T: Identifier + Serialize, R: Repr, S: Serializer>(
    id: Option<&T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match id {
        Some(id) => serializer.serialize_some(&With::<T, R>(*id, PhantomData)),
        None => serializer.serialize_none(),
    }
}

pub(crate) fn deserialize_option<'de, T: Identifier, R: Repr, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    deserializer.deserialize_option(OptionVisitor::<T, R>(PhantomData))
}

struct OptionVisitor<T, R>(PhantomData<(T, R)>);

impl<'de, T: Identifier, R: Repr> Visitor<'de> for OptionVisitor<T, R> {
    type Value = Option<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID or null")
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<T>, D::Error> {
        R::deserialize(deserializer).map(Some)
    }
}

/// Writes a representation module's `serialize`, `deserialize` and
/// `option::{serialize, deserialize}` for the [`Repr`] named, each with a
/// doc example that round-trips a struct through serde_json; `$json` is the
/// JSON of the example ULID `01ARZ3NDEKTSV4RRFFQ69G5FAV` in this form.
macro_rules! serde_functions {
    ($module:ident, $repr:ident, $form:literal, $json:literal) => {
        #[doc = concat!("Serializes a `Ulid` (or an `Id<P>`) as ", $form, ".")]
        ///
        /// # Errors
        ///
        /// Only those of the serializer.
        ///
        /// # Example
        ///
        /// ```
        /// use ulid_core::{ulid, Ulid};
        ///
        /// #[derive(serde::Serialize, serde::Deserialize)]
        /// struct Row {
        #[doc = concat!("    #[serde(with = \"ulid_serde::", stringify!($module), "\")]")]
        ///     id: Ulid,
        /// }
        ///
        /// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
        /// let json = serde_json::to_string(&row)?;
        #[doc = concat!("assert_eq!(json, r#\"{\"id\":", $json, "}\"#);")]
        /// assert_eq!(serde_json::from_str::<Row>(&json)?.id, row.id);
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
        where
            T: ulid_core::Identifier + serde::Serialize,
            S: serde::Serializer,
        {
            <$repr as $crate::repr::Repr>::serialize(*id, serializer)
        }

        #[doc = concat!("Deserializes a `Ulid` (or an `Id<P>`) from ", $form, ".")]
        ///
        /// # Errors
        ///
        /// Input that is not a ULID in this form, with a message that says
        /// what was wrong and where.
        ///
        /// # Example
        ///
        /// ```
        /// use ulid_core::{ulid, Ulid};
        ///
        /// #[derive(serde::Deserialize)]
        /// struct Row {
        #[doc = concat!("    #[serde(deserialize_with = \"ulid_serde::", stringify!($module), "::deserialize\")]")]
        ///     id: Ulid,
        /// }
        ///
        #[doc = concat!("let row: Row = serde_json::from_str(r#\"{\"id\":", $json, "}\"#)?;")]
        /// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
        where
            T: ulid_core::Identifier,
            D: serde::Deserializer<'de>,
        {
            <$repr as $crate::repr::Repr>::deserialize(deserializer)
        }

        #[doc = concat!("`Option<Ulid>` as ", $form, " or null: `#[serde(with = \"ulid_serde::", stringify!($module), "::option\")]`.")]
        pub mod option {
            #[doc = concat!("Serializes an `Option<Ulid>` as ", $form, " or none.")]
            ///
            /// # Errors
            ///
            /// Only those of the serializer.
            ///
            /// # Example
            ///
            /// ```
            /// use ulid_core::{ulid, Ulid};
            ///
            /// #[derive(serde::Serialize)]
            /// struct Row {
            #[doc = concat!("    #[serde(with = \"ulid_serde::", stringify!($module), "::option\")]")]
            ///     parent: Option<Ulid>,
            /// }
            ///
            /// let orphan = Row { parent: None };
            /// assert_eq!(serde_json::to_string(&orphan)?, r#"{"parent":null}"#);
            /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
            #[doc = concat!("assert_eq!(serde_json::to_string(&child)?, r#\"{\"parent\":", $json, "}\"#);")]
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
            where
                T: ulid_core::Identifier + serde::Serialize,
                S: serde::Serializer,
            {
                $crate::repr::serialize_option::<T, super::$repr, S>(id.as_ref(), serializer)
            }

            #[doc = concat!("Deserializes an `Option<Ulid>` from ", $form, " or none.")]
            ///
            /// # Errors
            ///
            /// As the non-optional `deserialize`.
            ///
            /// # Example
            ///
            /// ```
            /// use ulid_core::Ulid;
            ///
            /// #[derive(serde::Deserialize)]
            /// struct Row {
            #[doc = concat!("    #[serde(default, with = \"ulid_serde::", stringify!($module), "::option\")]")]
            ///     parent: Option<Ulid>,
            /// }
            ///
            /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
            /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
            #[doc = concat!("let child: Row = serde_json::from_str(r#\"{\"parent\":", $json, "}\"#)?;")]
            /// assert!(child.parent.is_some());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
            where
                T: ulid_core::Identifier,
                D: serde::Deserializer<'de>,
            {
                $crate::repr::deserialize_option::<T, super::$repr, D>(deserializer)
            }

            #[doc = concat!("The JSON Schema of ", $form, " or null, for `#[schemars(schema_with = \"ulid_serde::", stringify!($module), "::option::json_schema\")]`.")]
            ///
            /// # Example
            ///
            /// ```
            #[doc = concat!("use ulid_serde::", stringify!($module), "::option;")]
            ///
            /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
            /// assert_eq!(schema.get("type").unwrap()[1], "null");
            /// ```
            #[cfg(feature = "schemars")]
            pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                $crate::schema::nullable_json(super::json_schema(generator))
            }

            openapi_schema_fns!(option: $module, form: $form);
        }
    };
}

pub(crate) use serde_functions;
