//! heed: IDs as keys and values of a real LMDB environment (on disk, in a
//! temporary directory): time order, a time window as a key range, typed
//! databases, a stored value of the wrong length as a typed error, and the
//! same environment read and written by an independent LMDB binding,
//! Python's `lmdb` (its own bundled LMDB).

use std::path::Path;

use heed::types::{Bytes, Str};
use heed::{CommitOrAbort, Database, Env, EnvOpenOptions};
use ulid_core::{Id, LengthError, Ulid, prefix};
use ulid_tests::servers::python;

prefix!(User = "user");
prefix!(Org = "org");

/// An environment of up to four named databases in `dir`.
fn open(dir: &Path) -> Env {
    // SAFETY: heed's contract for `open`: each test opens its own
    // directory once, and nothing else maps it while the test runs.
    unsafe { EnvOpenOptions::new().max_dbs(4).open(dir).unwrap() }
}

/// The named database `name` with key codec `K` and value codec `V`,
/// created if missing.
fn database<K: 'static, V: 'static>(env: &Env, name: &str) -> Database<'static, K, V> {
    env.create_databases_and_commit(env.write_txn().unwrap(), |databases, wtxn| {
        databases
            .create_database(wtxn, Some(name))
            .map(CommitOrAbort::<_, ()>::Commit)
    })
    .unwrap()
    .unwrap_commit()
}

/// Three days, four IDs each, out of order.
fn ids() -> Vec<Ulid> {
    let (t0, day) = (1_700_000_000_000, 86_400_000);
    let mut ids: Vec<Ulid> = (0..3)
        .flat_map(|d| {
            (0..4u64).map(move |i| {
                Ulid::from_parts(t0 + d * day + i * 1_000, u128::from(i) * 7919 + 1).unwrap()
            })
        })
        .collect();
    ids.reverse();
    ids
}

#[test]
fn keys_iterate_in_time_order_and_a_window_is_a_range() {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let events: Database<'_, Ulid, Str> = database(&env, "events");
    let ids = ids();
    let mut wtxn = env.write_txn().unwrap();
    for id in &ids {
        events.put(&mut wtxn, id, "event").unwrap();
    }
    wtxn.commit().unwrap();

    let rtxn = env.read_txn().unwrap();
    let stored: Vec<Ulid> = events
        .iter(&rtxn)
        .unwrap()
        .map(|entry| entry.unwrap().0)
        .collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(stored, sorted);

    // The second day, exactly.
    let day = 86_400_000;
    let start = 1_700_000_000_000 + day;
    let window = Ulid::min_at_ms(start)..=Ulid::max_at_ms(start + day - 1);
    let in_window: Vec<Ulid> = events
        .range(&rtxn, &window)
        .unwrap()
        .map(|entry| entry.unwrap().0)
        .collect();
    assert_eq!(in_window, sorted[4..8]);
    assert_eq!(events.get(&rtxn, &sorted[5]).unwrap(), Some("event"));
}

#[test]
fn typed_ids_as_keys_and_values() {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let members: Database<'_, Id<User>, Id<Org>> = database(&env, "members");
    let (user, org) = (Id::<User>::new(), Id::<Org>::new());
    let mut wtxn = env.write_txn().unwrap();
    members.put(&mut wtxn, &user, &org).unwrap();
    wtxn.commit().unwrap();
    let rtxn = env.read_txn().unwrap();
    assert_eq!(members.get(&rtxn, &user).unwrap(), Some(org));
    // The bytes are the ULID's, whatever the kind.
    let raw = members.remap_types::<Bytes, Bytes>();
    let (key, value) = raw.first(&rtxn).unwrap().unwrap();
    assert_eq!(
        (key, value),
        (
            &user.to_ulid().to_bytes()[..],
            &org.to_ulid().to_bytes()[..]
        )
    );
}

#[test]
fn a_stored_value_of_the_wrong_length_is_a_length_error() {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let raw: Database<'_, Bytes, Bytes> = database(&env, "raw");
    let mut wtxn = env.write_txn().unwrap();
    raw.put(&mut wtxn, b"short key", &[7; 17]).unwrap();
    wtxn.commit().unwrap();

    let rtxn = env.read_txn().unwrap();
    let keys = raw.remap_types::<Ulid, Bytes>();
    let values = raw.remap_types::<Bytes, Id<User>>();
    for (error, found) in [
        (keys.first(&rtxn).unwrap_err(), 9),
        (values.get(&rtxn, b"short key").unwrap_err(), 17),
    ] {
        let heed::Error::Decoding(error) = error else {
            panic!("not a decoding error: {error}");
        };
        let length = error.downcast_ref::<LengthError>().expect("a LengthError");
        assert_eq!(length.found(), found);
        assert_eq!(
            length.to_string(),
            format!("expected 16 bytes for a ULID, found {found}")
        );
    }
}

/// Python's `lmdb` reads what heed wrote (16-byte keys, in time order), and
/// heed reads what Python wrote. Each closes the environment before the
/// other opens it: py-lmdb's LMDB 0.9 and heed's `mdb.master` share the
/// data file's format, not the lock file's (open at once, py-lmdb reports
/// `MDB_VERSION_MISMATCH`).
#[test]
fn an_independent_lmdb_binding_reads_and_writes_the_same_keys() {
    let dir = tempfile::tempdir().unwrap();
    let ids = ids();
    {
        let env = open(dir.path());
        let events: Database<'_, Ulid, Str> = database(&env, "events");
        let mut wtxn = env.write_txn().unwrap();
        for id in &ids {
            events.put(&mut wtxn, id, &id.to_string()).unwrap();
        }
        wtxn.commit().unwrap();
        env.prepare_for_closing().wait();
    }

    // Python reads every entry in key order, checks each key is the
    // value's ULID in 16 big-endian bytes (decoding the Crockford text on
    // its own), then writes entries of its own into a second database.
    let script = r#"
import lmdb, sys
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
env = lmdb.open(sys.argv[1], max_dbs=4)
events = env.open_db(b"events", create=False)
with env.begin(db=events) as txn:
    for key, value in txn.cursor():
        number = 0
        for char in value.decode():
            number = number * 32 + ALPHABET.index(char)
        assert len(key) == 16 and key == number.to_bytes(16, "big"), (key, value)
        print(key.hex())
written = env.open_db(b"from_python")
with env.begin(db=written, write=True) as txn:
    for n in (3, 1, 2):
        txn.put(bytes([1]) + bytes(14) + bytes([n]), b"python %d" % n)
"#;
    let output = run_python(script, dir.path());
    let read: Vec<&str> = output.lines().collect();
    let mut sorted = ids.clone();
    sorted.sort();
    let expected: Vec<String> = sorted
        .iter()
        .map(|id| id.to_bytes().iter().map(|b| format!("{b:02x}")).collect())
        .collect();
    assert_eq!(read, expected);

    let env = open(dir.path());
    let from_python: Database<'_, Ulid, Str> = database(&env, "from_python");
    let rtxn = env.read_txn().unwrap();
    let entries: Vec<(Ulid, &str)> = from_python
        .iter(&rtxn)
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let expected: Vec<(Ulid, &str)> = (1..=3u8)
        .map(|n| {
            let mut bytes = [0; 16];
            (bytes[0], bytes[15]) = (1, n);
            (
                Ulid::from_bytes(bytes),
                ["python 1", "python 2", "python 3"][usize::from(n - 1)],
            )
        })
        .collect();
    assert_eq!(entries, expected);
}

/// Runs `script` with the environment's directory as its argument.
fn run_python(script: &str, dir: &Path) -> String {
    let wrapper = format!(
        "import sys; sys.argv = ['check', {dir:?}]\n{script}",
        dir = dir.to_str().unwrap()
    );
    String::from_utf8(python(&wrapper, b"", "lmdb")).unwrap()
}
