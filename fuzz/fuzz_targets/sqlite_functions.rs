//! The SQL functions' door, in-process: ulid-core's `sqlite_functions` (the
//! functions the loadable extension registers too) on an in-memory SQLite
//! connection, called with arguments of every SQLite type: `NULL`,
//! `INTEGER`, `REAL`, `TEXT` (any bytes, UTF-8 or not, as SQLite keeps
//! them) and `BLOB`. The first byte picks the function, the second the
//! arguments' types, the third how the rest splits between two arguments.
//! No panic; each function gives what the family's API gives for the same
//! value, or `NULL` for a `NULL`, or an SQL error that names the function;
//! `ulid_time` agrees with SQLite's own `strftime` to the second.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rusqlite::types::Value;
use rusqlite::{Connection, Error};
use ulid_core::{AnyId, Ulid};

/// The functions that take arguments, with how many.
const FUNCTIONS: [(&str, usize); 9] = [
    ("ulid_to_text", 1),
    ("ulid_from_text", 1),
    ("ulid_time", 1),
    ("ulid_time_ms", 1),
    ("ulid_min_at", 1),
    ("ulid_max_at", 1),
    ("gen_ulid_at", 1),
    ("ulid_to_typeid", 2),
    ("ulid_from_typeid", 2),
];

/// An argument: SQLite's five types, `TEXT` as raw bytes.
#[derive(Debug)]
enum Arg {
    Null,
    Integer(i64),
    Real(f64),
    Text(Vec<u8>),
    Blob(Vec<u8>),
}

impl Arg {
    fn new(kind: u8, bytes: &[u8]) -> Arg {
        let mut word = [0; 8];
        let n = bytes.len().min(8);
        word[..n].copy_from_slice(&bytes[..n]);
        match kind % 5 {
            0 => Arg::Null,
            1 => Arg::Integer(i64::from_le_bytes(word)),
            // SQLite binds NaN as NULL.
            2 => match f64::from_le_bytes(word) {
                x if x.is_nan() => Arg::Null,
                x => Arg::Real(x),
            },
            3 => Arg::Text(bytes.to_vec()),
            _ => Arg::Blob(bytes.to_vec()),
        }
    }

    /// The placeholder and the value bound to it: `TEXT` is bound as a
    /// `BLOB` and cast, so that its bytes reach the function as SQLite
    /// keeps them, valid UTF-8 or not.
    fn bind(&self, index: usize) -> (String, Value) {
        let placeholder = format!("?{index}");
        match self {
            Arg::Null => (placeholder, Value::Null),
            Arg::Integer(n) => (placeholder, Value::Integer(*n)),
            Arg::Real(x) => (placeholder, Value::Real(*x)),
            Arg::Text(bytes) => (
                format!("CAST({placeholder} AS TEXT)"),
                Value::Blob(bytes.clone()),
            ),
            Arg::Blob(bytes) => (placeholder, Value::Blob(bytes.clone())),
        }
    }

    /// As an ID argument: `None` for `NULL`, an error for what is not a
    /// 16-byte `BLOB` or a ULID's text.
    fn id(&self) -> Result<Option<Ulid>, ()> {
        match self {
            Arg::Null => Ok(None),
            Arg::Blob(bytes) => <[u8; 16]>::try_from(&bytes[..])
                .map(|b| Some(Ulid::from_bytes(b)))
                .map_err(drop),
            Arg::Text(bytes) => Ulid::parse_ascii(bytes).map(Some).map_err(drop),
            Arg::Integer(_) | Arg::Real(_) => Err(()),
        }
    }

    /// As a text argument.
    fn text(&self) -> Result<Option<&str>, ()> {
        match self {
            Arg::Null => Ok(None),
            Arg::Text(bytes) => std::str::from_utf8(bytes).map(Some).map_err(drop),
            _ => Err(()),
        }
    }

    /// As milliseconds a ULID holds.
    fn ms(&self) -> Result<Option<u64>, ()> {
        match self {
            Arg::Null => Ok(None),
            Arg::Integer(n) => u64::try_from(*n)
                .ok()
                .filter(|ms| *ms <= Ulid::MAX_TIMESTAMP_MS)
                .map(Some)
                .ok_or(()),
            _ => Err(()),
        }
    }
}

thread_local! {
    static CONNECTION: Connection = {
        let conn = Connection::open_in_memory().unwrap();
        ulid_core::sqlite_functions::register_functions(&conn).unwrap();
        conn
    };
}

fuzz_target!(|input: &[u8]| {
    let [pick, kinds, split, rest @ ..] = input else {
        return;
    };
    let (name, arity) = FUNCTIONS[usize::from(*pick) % FUNCTIONS.len()];
    let split = usize::from(*split).min(rest.len());
    let args = if arity == 1 {
        vec![Arg::new(*kinds, rest)]
    } else {
        vec![
            Arg::new(*kinds, &rest[..split]),
            Arg::new(*kinds / 5, &rest[split..]),
        ]
    };
    CONNECTION.with(|conn| check(conn, name, &args));
});

fn check(conn: &Connection, name: &str, args: &[Arg]) {
    let (placeholders, values): (Vec<String>, Vec<Value>) = args
        .iter()
        .enumerate()
        .map(|(i, arg)| arg.bind(i + 1))
        .unzip();
    let sql = format!("SELECT {name}({})", placeholders.join(", "));
    let got = conn.query_row(&sql, rusqlite::params_from_iter(values), |row| {
        row.get::<_, Value>(0)
    });
    if let Err(error) = &got {
        let Error::SqliteFailure(_, Some(message)) = error else {
            panic!("{sql} {args:?}: {error:?}")
        };
        assert!(
            message.starts_with(&format!("{name}(): ")),
            "{sql} {args:?}: {message}"
        );
    }
    let got = got.ok();
    let blob = |id: Ulid| Value::Blob(id.to_bytes().to_vec());
    let null_or = |value: Option<Value>| Some(value.unwrap_or(Value::Null));
    let expected = match name {
        "ulid_to_text" => args[0]
            .id()
            .ok()
            .map(|id| id.map_or(Value::Null, |id| Value::Text(id.to_string()))),
        "ulid_from_text" => match args[0].text() {
            Ok(Some(text)) => Ulid::parse(text).ok().map(blob),
            Ok(None) => Some(Value::Null),
            Err(()) => None,
        },
        "ulid_time" => match args[0].id() {
            Ok(Some(id)) => Some(Value::Text(
                time_by_sqlite(conn, id.timestamp_ms()).unwrap_or_else(
                    // Past SQLite's dates: the function's own, checked for
                    // its form only.
                    || match &got {
                        Some(Value::Text(text)) if text.len() == 25 && text.ends_with('Z') => {
                            text.clone()
                        }
                        other => panic!("ulid_time of {id}: {other:?}"),
                    },
                ),
            )),
            Ok(None) => Some(Value::Null),
            Err(()) => None,
        },
        "ulid_time_ms" => args[0].id().ok().map(|id| {
            id.map_or(Value::Null, |id| {
                Value::Integer(i64::try_from(id.timestamp_ms()).unwrap())
            })
        }),
        "ulid_min_at" => args[0]
            .ms()
            .ok()
            .and_then(|ms| null_or(ms.map(|ms| blob(Ulid::min_at_ms(ms))))),
        "ulid_max_at" => args[0]
            .ms()
            .ok()
            .and_then(|ms| null_or(ms.map(|ms| blob(Ulid::max_at_ms(ms))))),
        "gen_ulid_at" => match (args[0].ms(), &got) {
            // Random: its millisecond is the argument's.
            (Ok(Some(ms)), Some(Value::Blob(bytes))) => {
                let id = Ulid::from_slice(bytes).expect("16 bytes");
                assert_eq!(id.timestamp_ms(), ms);
                Some(blob(id))
            }
            (Ok(Some(ms)), other) => panic!("gen_ulid_at({ms}): {other:?}"),
            (Ok(None), _) => Some(Value::Null),
            (Err(()), _) => None,
        },
        "ulid_to_typeid" => match (args[0].id(), args[1].text()) {
            (Ok(Some(id)), Ok(Some(prefix))) => AnyId::new(prefix, id)
                .ok()
                .map(|typeid| Value::Text(typeid.to_string())),
            (Ok(_), Ok(_)) => Some(Value::Null),
            _ => None,
        },
        "ulid_from_typeid" => match (args[0].text(), args[1].text()) {
            (Ok(Some(text)), Ok(Some(prefix))) => AnyId::parse(text)
                .ok()
                .filter(|typeid| typeid.prefix() == prefix)
                .map(|typeid| blob(typeid.to_ulid())),
            (Ok(_), Ok(_)) => Some(Value::Null),
            _ => None,
        },
        _ => unreachable!("{name}"),
    };
    assert_eq!(got, expected, "{sql} {args:?}");
}

/// `ms` as SQLite's own `strftime` writes it, to the second, with the
/// milliseconds added: `None` past the year 9999, where SQLite has no
/// dates.
fn time_by_sqlite(conn: &Connection, ms: u64) -> Option<String> {
    if ms >= 253_402_300_800_000 {
        return None;
    }
    let seconds: String = conn
        .query_row(
            "SELECT strftime('%Y-%m-%dT%H:%M:%S', ?1, 'unixepoch')",
            [i64::try_from(ms / 1000).unwrap()],
            |row| row.get(0),
        )
        .unwrap();
    Some(format!("{seconds}.{:03}Z", ms % 1000))
}
