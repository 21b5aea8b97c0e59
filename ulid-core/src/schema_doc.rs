//! What the JSON Schema (schemars) and OpenAPI (utoipa) integrations say of
//! the text form, written once so both documents agree.

/// The description every ULID text schema carries.
pub(crate) const DESCRIPTION: &str = "A ULID: a 48-bit millisecond timestamp and 80 random bits \
     as 26 Crockford base32 characters (case-insensitive; the first is 0-7).";

/// A real ULID, from the ULID specification.
pub(crate) const EXAMPLE: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
