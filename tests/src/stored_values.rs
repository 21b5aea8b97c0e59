//! Arbitrary values as another writer (a migration, a hand fix, another
//! service) might leave them in a ULID column, written as SQL literals so
//! that none of our encoders is involved, and the one right answer for
//! each: the ULID it represents, or an error.

use proptest::prelude::*;
use ulid_core::{UUID_TEXT_LEN, Ulid};

/// A value of one of SQLite's storage classes (the other backends use the
/// binary and text ones).
#[derive(Clone, Debug)]
pub enum Stored {
    /// An `INTEGER`.
    Integer(i64),
    /// A `REAL` (finite: SQLite stores NaN as `NULL`).
    Real(f64),
    /// A `TEXT`.
    Text(String),
    /// A `BLOB`, `bytea` or `VARBINARY`.
    Blob(Vec<u8>),
}

/// Whose SQL a literal is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// SQLite.
    Sqlite,
    /// PostgreSQL.
    Postgres,
    /// MariaDB/MySQL.
    MySql,
}

impl Stored {
    /// What a decoder must return: the ULID the value represents (16
    /// bytes, or the 26-character text in either case), or `None` for an
    /// error.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_tests::stored_values::Stored;
    ///
    /// assert!(Stored::Integer(1_234_567_890_123_456).expected().is_none());
    /// assert!(Stored::Text("0123456789ABCDEF".into()).expected().is_none());
    /// assert!(Stored::Blob(vec![0; 16]).expected().is_some());
    /// ```
    #[must_use]
    pub fn expected(&self) -> Option<Ulid> {
        match self {
            Stored::Integer(_) | Stored::Real(_) => None,
            Stored::Text(text) => Ulid::parse(text).ok(),
            Stored::Blob(bytes) => Ulid::from_slice(bytes).ok(),
        }
    }

    /// The SQLite storage class, as a decode error names it.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_tests::stored_values::Stored::Real(0.5).storage_class(), "REAL");
    /// ```
    #[must_use]
    pub fn storage_class(&self) -> &'static str {
        match self {
            Stored::Integer(_) => "INTEGER",
            Stored::Real(_) => "REAL",
            Stored::Text(_) => "TEXT",
            Stored::Blob(_) => "BLOB",
        }
    }

    /// The value as an SQL literal of `dialect`. Text is spelled in hex and
    /// converted, so no quoting or escaping rule of any backend is involved.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_tests::stored_values::{Dialect, Stored};
    ///
    /// assert_eq!(Stored::Blob(vec![1, 255]).literal(Dialect::Sqlite), "X'01FF'");
    /// assert_eq!(Stored::Blob(vec![1, 255]).literal(Dialect::Postgres), "'\\x01FF'::bytea");
    /// assert_eq!(Stored::Text("A".into()).literal(Dialect::MySql), "CONVERT(X'41' USING utf8mb4)");
    /// ```
    #[must_use]
    pub fn literal(&self, dialect: Dialect) -> String {
        match (self, dialect) {
            (Stored::Integer(n), _) => n.to_string(),
            (Stored::Real(x), _) => format!("{x:e}"),
            (Stored::Blob(bytes), Dialect::Postgres) => format!("'\\x{}'::bytea", hex(bytes)),
            (Stored::Blob(bytes), _) => format!("X'{}'", hex(bytes)),
            (Stored::Text(text), Dialect::Sqlite) => {
                format!("CAST(X'{}' AS TEXT)", hex(text.as_bytes()))
            }
            (Stored::Text(text), Dialect::Postgres) => {
                format!("convert_from('\\x{}'::bytea, 'UTF8')", hex(text.as_bytes()))
            }
            (Stored::Text(text), Dialect::MySql) => {
                format!("CONVERT(X'{}' USING utf8mb4)", hex(text.as_bytes()))
            }
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02X}")).collect()
}

fn any_ulid() -> impl Strategy<Value = Ulid> {
    any::<u128>().prop_map(Ulid::from_u128)
}

/// Text as a text column may hold it: ULIDs in any case, UUIDs' text,
/// 16 characters (which a lax reader takes for 16 bytes), 26 characters of
/// the alphabet (some overflow), and anything else printable.
///
/// # Example
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let text = ulid_tests::stored_values::text().new_tree(&mut runner).unwrap().current();
/// assert!(text.len() <= 160);
/// ```
pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any_ulid().prop_map(|id| id.to_string()),
        (any_ulid(), any::<u32>()).prop_map(|(id, cases)| mixed_case(&id.to_string(), cases)),
        any_ulid().prop_map(|id| id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned()),
        "[0-9A-Za-z]{16}",
        "[0-9A-HJKMNP-TV-Z]{26}",
        "\\PC{0,40}",
    ]
}

/// Bytes as a binary column may hold them: 16 bytes (any 16 are a ULID),
/// the 26 bytes of a text form, and any length up to 40.
///
/// # Example
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let bytes = ulid_tests::stored_values::bytes().new_tree(&mut runner).unwrap().current();
/// assert!(bytes.len() <= 40);
/// ```
pub fn bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        any::<[u8; 16]>().prop_map(Vec::from),
        any_ulid().prop_map(|id| id.to_string().into_bytes()),
        prop::collection::vec(any::<u8>(), 0..=40),
    ]
}

/// A value of any SQLite storage class, including 16-digit integers (16
/// characters when SQLite prints them) and finite reals.
///
/// # Example
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let value = ulid_tests::stored_values::sqlite_value().new_tree(&mut runner).unwrap().current();
/// assert!(["INTEGER", "REAL", "TEXT", "BLOB"].contains(&value.storage_class()));
/// ```
pub fn sqlite_value() -> impl Strategy<Value = Stored> {
    prop_oneof![
        any::<i64>().prop_map(Stored::Integer),
        (1_000_000_000_000_000_i64..10_000_000_000_000_000).prop_map(Stored::Integer),
        (prop::num::f64::NORMAL | prop::num::f64::ZERO).prop_map(Stored::Real),
        text().prop_map(Stored::Text),
        bytes().prop_map(Stored::Blob),
    ]
}

/// A value for a strictly typed column: bytes for a binary column, text
/// for a text one.
///
/// # Example
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let value = ulid_tests::stored_values::typed_value(true).new_tree(&mut runner).unwrap().current();
/// assert_eq!(value.storage_class(), "BLOB");
/// ```
pub fn typed_value(binary: bool) -> BoxedStrategy<Stored> {
    if binary {
        bytes().prop_map(Stored::Blob).boxed()
    } else {
        text().prop_map(Stored::Text).boxed()
    }
}

fn mixed_case(text: &str, cases: u32) -> String {
    text.chars()
        .enumerate()
        .map(|(i, c)| {
            if cases >> (i % 32) & 1 == 1 {
                c.to_ascii_lowercase()
            } else {
                c
            }
        })
        .collect()
}

/// Runs `check` on `cases` values of `strategy` (proptest shrinks a failing
/// one), for database tests whose connection lives outside the closure (in
/// a `RefCell`: proptest's runner takes an `Fn`).
///
/// # Panics
///
/// When `check` fails for a value: the panic names the smallest failing one.
///
/// # Example
///
/// ```
/// use std::cell::Cell;
///
/// let calls = Cell::new(0);
/// ulid_tests::stored_values::for_each(ulid_tests::stored_values::sqlite_value(), 16, |value| {
///     calls.set(calls.get() + 1);
///     assert!(["INTEGER", "REAL", "TEXT", "BLOB"].contains(&value.storage_class()));
/// });
/// assert_eq!(calls.get(), 16);
/// ```
pub fn for_each<S: Strategy>(strategy: S, cases: u32, check: impl Fn(&S::Value)) {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let result = runner.run(&strategy, |value| {
        check(&value);
        Ok(())
    });
    if let Err(err) = result {
        panic!("{err}");
    }
}

/// Asserts that `decoded` is what `stored` represents: the same ULID, or an
/// error whose message names `column_type`.
///
/// # Panics
///
/// When the decoder returned another ULID, an error for a valid value, a
/// ULID for an invalid one, or an error that does not name the column type.
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
/// use ulid_tests::stored_values::{assert_decoded, Stored};
///
/// let stored = Stored::Blob(vec![0; 15]);
/// assert_decoded(&stored, Ulid::from_binary_column("BLOB", &[0; 15]), "BLOB");
/// ```
pub fn assert_decoded<E: std::fmt::Display>(
    stored: &Stored,
    decoded: Result<Ulid, E>,
    column_type: &str,
) {
    match (stored.expected(), decoded) {
        (Some(expected), Ok(id)) => assert_eq!(id, expected, "{stored:?} decoded to another ULID"),
        (Some(expected), Err(err)) => {
            panic!("{stored:?} is {expected}, but decoding failed: {err}")
        }
        (None, Ok(id)) => panic!("{stored:?} is not a ULID, but decoded as {id}"),
        (None, Err(err)) => {
            let message = err.to_string();
            assert!(
                message.contains(column_type),
                "{stored:?}: the error does not name {column_type}: {message}"
            );
        }
    }
}
