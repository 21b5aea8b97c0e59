-- The table the query-macro tests read and write, in SQL every backend
-- takes; {id_type} is each backend's type for the 16 bytes (`uuid`,
-- `BINARY(16)`, `BLOB`). scripts/sqlx-prepare.sh creates it for the macros
-- to describe at build time; the tests create it at run time.
CREATE TABLE IF NOT EXISTS macro_items (
    id {id_type} PRIMARY KEY NOT NULL,
    parent {id_type} NULL,
    name VARCHAR(40) NOT NULL
)
