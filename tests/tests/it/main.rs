//! Tests across the crates of the family: one binary, a module per topic (each
//! extra test binary links the whole dependency tree again).

mod citus;
mod glob_imports;
mod mariadb_file;
mod mariadb_uuid_type;
mod matrix;
mod mysql_common;
mod one_type;
mod postgres_dump_restore;
mod postgres_extension;
mod postgres_indexes;
mod postgres_mixed_types;
mod postgres_move;
mod postgres_outbox;
mod postgres_shared_order;
mod postgres_trust;
mod postgres_types;
mod postgres_uuidv7;
mod rusqlite;
mod rusqlite_stored_values;
mod sql_console;
mod sql_files;
mod sqlite_extension;
mod sqlite_file;
mod sqlite_functions;
