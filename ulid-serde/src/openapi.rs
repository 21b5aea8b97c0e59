//! The `openapi_schema` functions of the representation modules, for
//! utoipa 5.x (`openapi_schema`, feature `utoipa`) and 6.x
//! (`openapi_schema_utoipa6`, feature `utoipa6`): each schema is written
//! once, as a body over the name `utoipa_crate`, which each function binds
//! to its utoipa major (the builders the bodies use are the same in both).

/// In a representation module, `openapi_schema` and
/// `openapi_schema_utoipa6` with `$body`, each with a doc example that
/// checks `json[$key] == $value`; with `option:`, the same two in its
/// `option` module, nullable (the example checks `type`'s second entry).
macro_rules! openapi_schema_fns {
    (
        module: $module:ident,
        form: $form:literal,
        check: [$key:literal, $value:literal],
        body: $body:block $(,)?
    ) => {
        openapi_schema_fns!(@one utoipa, "utoipa", "5.x", openapi_schema,
            $module, $form, concat!("[\"", $key, "\"], ", $value), $body);
        openapi_schema_fns!(@one utoipa6, "utoipa6", "6.x", openapi_schema_utoipa6,
            $module, $form, concat!("[\"", $key, "\"], ", $value), $body);
    };
    (option: $module:ident, form: $form:literal $(,)?) => {
        openapi_schema_fns!(@one utoipa, "utoipa", "5.x", openapi_schema,
            $module::option, concat!($form, " or null"), "[\"type\"][1], \"null\"",
            { $crate::schema::nullable_openapi(super::openapi_schema()) });
        openapi_schema_fns!(@one utoipa6, "utoipa6", "6.x", openapi_schema_utoipa6,
            $module::option, concat!($form, " or null"), "[\"type\"][1], \"null\"",
            { $crate::schema::nullable_openapi_utoipa6(super::openapi_schema_utoipa6()) });
    };
    (
        @one $utoipa:ident, $feature:literal, $major:literal, $name:ident,
        $($module:ident)::+, $form:expr, $check:expr, $body:block
    ) => {
        #[doc = concat!(
            "The OpenAPI schema of ", $form, " for utoipa ", $major,
            ", for `#[schema(schema_with = ulid_serde::",
            stringify!($($module)::+), "::", stringify!($name), ")]`."
        )]
        ///
        /// # Example
        ///
        /// ```
        #[doc = concat!(
            "let json = serde_json::to_value(ulid_serde::",
            stringify!($($module)::+), "::", stringify!($name), "())?;"
        )]
        #[doc = concat!("assert_eq!(json", $check, ");")]
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[cfg(feature = $feature)]
        pub fn $name() -> $utoipa::openapi::RefOr<$utoipa::openapi::schema::Schema> {
            #[allow(unused_imports, reason = "not every body names the crate")]
            use $utoipa as utoipa_crate;
            $body
        }
    };
}
