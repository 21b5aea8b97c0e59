-- ULIDs as BINARY(16): the 16 big-endian bytes sort like the ULID, so the
-- primary key index is append-mostly.
CREATE TABLE example_accounts (
    id BINARY(16) PRIMARY KEY,
    email VARCHAR(120) NOT NULL
);

CREATE TABLE example_sessions (
    id BINARY(16) PRIMARY KEY,
    account_id BINARY(16) NOT NULL,
    FOREIGN KEY (account_id) REFERENCES example_accounts (id)
);
