//! The SQLite extension of the ULID family: the SQL functions of
//! `ulid_core::sqlite_functions::register_functions` (`gen_ulid()`,
//! `gen_ulid_v7()` and `gen_random_ulid_v7()` for IDs in UUIDv7 form,
//! `ulid_to_text(id)`, `ulid_from_text(text)`, `ulid_time(id)`,
//! `ulid_time_ms(id)`, `ulid_min_at(ms)`, `ulid_max_at(ms)`,
//! `ulid_to_typeid(id, prefix)`, `ulid_from_typeid(text, prefix)`),
//! loaded into a connection of any SQLite client:
//!
//! ```text
//! sqlite> .load ./libulid_sqlite
//! sqlite> SELECT ulid_to_text(gen_ulid());
//! 01KWZ1TQ7Q8E2Y0YV3N6D4R5ZB
//! ```
//!
//! Built with `cargo build --release` in this folder (its own workspace):
//! `target/release/libulid_sqlite.so`.

use std::ffi::{c_char, c_int};

use rusqlite::{Connection, ffi};

/// The entry point SQLite looks for in `libulid_sqlite.so`: `sqlite3_`,
/// the file name without `lib` and its extension, letters only, `_init`.
///
/// # Safety
///
/// Called by SQLite's extension loader with its own arguments.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sqlite3_ulidsqlite_init(
    db: *mut ffi::sqlite3,
    error_message: *mut *mut c_char,
    api: *mut ffi::sqlite3_api_routines,
) -> c_int {
    // SAFETY: the loader's arguments, passed on as rusqlite requires.
    unsafe { Connection::extension_init2(db, error_message, api, register) }
}

/// Registers the functions; `false`: the extension is not kept loaded
/// after the connection closes (no persistent state of SQLite's).
fn register(conn: Connection) -> rusqlite::Result<bool> {
    ulid_core::sqlite_functions::register_functions(&conn)?;
    Ok(false)
}
