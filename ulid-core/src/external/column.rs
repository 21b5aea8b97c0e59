//! What every database integration shares: reading a ULID from a binary
//! or a text column, with an error message that names the column type and
//! what was found. Each integration wraps the message in its own error.

use std::format;
use std::string::String;

use crate::Ulid;

/// A ULID from the bytes of a binary column (`uuid`, `BINARY(16)`, `BLOB`).
/// (rusqlite reports a wrong length with its own `InvalidBlobSize`.)
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-mysql",
    feature = "sqlx-sqlite",
    feature = "diesel-postgres",
    feature = "diesel-mysql",
    feature = "diesel-sqlite"
))]
pub(crate) fn from_binary_column(column_type: &str, bytes: &[u8]) -> Result<Ulid, String> {
    Ulid::from_slice(bytes).map_err(|err| {
        let hint = if bytes.len() == crate::ENCODED_LEN {
            " (26 bytes: is this the text form in a binary column?)"
        } else {
            ""
        };
        format!("cannot decode a ULID from a {column_type} value: {err}{hint}")
    })
}

/// A ULID from the bytes of a text column (`TEXT`, `CHAR(26)`, `VARCHAR`).
pub(crate) fn from_text_column(column_type: &str, text: &[u8]) -> Result<Ulid, String> {
    Ulid::parse_ascii(text).map_err(|err| {
        format!(
            "cannot decode a ULID from a {column_type} value of {} bytes: {err}",
            text.len()
        )
    })
}
