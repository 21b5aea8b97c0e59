//! redis: IDs as keys, values and sorted-set members on a real
//! `redis-server` (`ULID_TEST_REDIS_URL`, default `redis://127.0.0.1:6379/`)
//! and on a Redis Cluster of three nodes through redis's cluster client
//! (`ULID_TEST_REDIS_CLUSTER_URLS`, comma-separated, default ports 7001 to
//! 7003 on 127.0.0.1). `scripts/test.sh` starts both. Every key begins with
//! `ulid-core-test:` and a new ID, and is deleted at the end.

use redis::Commands;
use ulid_core::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

fn server() -> redis::Connection {
    let url = std::env::var("ULID_TEST_REDIS_URL")
        .unwrap_or_else(|_| "redis://127.0.0.1:6379/".to_owned());
    redis::Client::open(url.as_str())
        .and_then(|client| client.get_connection())
        .unwrap_or_else(|err| {
            panic!(
                "cannot reach Redis at {url}: {err}\nStart it (scripts/test.sh does: redis-server \
                 --daemonize yes --port 6379 --save '' --appendonly no) or point ULID_TEST_REDIS_URL at one."
            )
        })
}

fn cluster() -> redis::cluster::ClusterConnection {
    let urls = std::env::var("ULID_TEST_REDIS_CLUSTER_URLS").unwrap_or_else(|_| {
        "redis://127.0.0.1:7001/,redis://127.0.0.1:7002/,redis://127.0.0.1:7003/".to_owned()
    });
    redis::cluster::ClusterClient::new(urls.split(',').collect::<Vec<_>>())
        .and_then(|client| client.get_connection())
        .unwrap_or_else(|err| {
            panic!(
                "cannot reach a Redis Cluster at {urls}: {err}\nStart one (scripts/test.sh starts \
                 three redis-server nodes on ports 7001-7003 and joins them with redis-cli --cluster \
                 create) or point ULID_TEST_REDIS_CLUSTER_URLS at one."
            )
        })
}

/// A key of this test run.
fn key(name: &str) -> String {
    format!("ulid-core-test:{}:{name}", Ulid::new())
}

#[test]
fn values_round_trip_as_text_and_read_raw_bytes_and_either_case() {
    let mut db = server();
    let (k, id) = (key("value"), Ulid::new());
    let () = db.set(&k, id).unwrap();
    // Stored as the 26 characters, so redis-cli shows the ULID.
    assert_eq!(db.get::<_, String>(&k).unwrap(), id.to_string());
    assert_eq!(db.get::<_, Ulid>(&k).unwrap(), id);
    // What byte-writing code leaves behind, and lower case.
    let () = db.set(&k, &id.to_bytes()[..]).unwrap();
    assert_eq!(db.get::<_, Ulid>(&k).unwrap(), id);
    let () = db.set(&k, id.to_string().to_lowercase()).unwrap();
    assert_eq!(db.get::<_, Ulid>(&k).unwrap(), id);
    // Absent: `None`, or an error for a plain `Ulid`.
    let () = db.del(&k).unwrap();
    assert_eq!(db.get::<_, Option<Ulid>>(&k).unwrap(), None);
    assert!(db.get::<_, Ulid>(&k).is_err());
}

/// A reply read by reference (`from_redis_value_ref`, as redis reads
/// the items of a borrowed reply) is read as an owned one is.
#[test]
fn a_reply_read_by_reference_is_the_same_id() {
    use redis::{FromRedisValue, Value};
    let (id, user) = (Ulid::new(), Id::<User>::new());
    let text = Value::BulkString(id.to_string().into_bytes());
    assert_eq!(Ulid::from_redis_value_ref(&text).unwrap(), id);
    let bytes = Value::BulkString(id.to_bytes().to_vec());
    assert_eq!(Ulid::from_redis_value_ref(&bytes).unwrap(), id);
    let typed = Value::BulkString(user.to_string().into_bytes());
    assert_eq!(Id::<User>::from_redis_value_ref(&typed).unwrap(), user);
    let bad = Value::BulkString(b"01AR".to_vec());
    assert!(Ulid::from_redis_value_ref(&bad).is_err());
    assert!(Id::<Org>::from_redis_value_ref(&typed).is_err());
}

/// A script may answer with a status (a simple string) rather than a
/// bulk string: its text is read the same way.
#[test]
fn a_status_reply_is_read_as_text() {
    let mut db = server();
    let status = |text: String| {
        let mut command = redis::cmd("EVAL");
        command
            .arg("return redis.status_reply(ARGV[1])")
            .arg(0)
            .arg(text);
        command
    };
    let (id, user) = (Ulid::new(), Id::<User>::new());
    let lower = id.to_string().to_lowercase();
    assert_eq!(status(lower).query::<Ulid>(&mut db).unwrap(), id);
    assert_eq!(
        status(user.to_string()).query::<Id<User>>(&mut db).unwrap(),
        user
    );
    let error = status("01AR".to_owned())
        .query::<Ulid>(&mut db)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("invalid length: a ULID is 26 characters, found 4"),
        "{error}"
    );
}

#[test]
fn bad_stored_values_are_precise_errors() {
    let mut db = server();
    let k = key("bad");
    for (stored, message) in [
        ("01AR", "invalid length: a ULID is 26 characters, found 4"),
        (
            "8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
            "overflow: the first character must be 0-7, found '8'",
        ),
        (
            "01ARZ3NDEKTSV4RRFFQ69G5FAL",
            "invalid character 'L' at index 25",
        ),
    ] {
        let () = db.set(&k, stored).unwrap();
        let error = db.get::<_, Ulid>(&k).unwrap_err().to_string();
        assert!(error.contains(message), "{stored}: {error}");
        assert!(error.contains("or 16 raw bytes"), "{error}");
    }
    // An integer reply (here `INCR`'s) is no ID.
    let counter = key("counter");
    let error = redis::cmd("INCR")
        .arg(&counter)
        .query::<Ulid>(&mut db)
        .unwrap_err();
    assert!(
        error.to_string().contains("a ULID is its text or 16 bytes"),
        "{error}"
    );
    let () = db.del(&[&k, &counter]).unwrap();
}

#[test]
fn a_sorted_set_by_lex_is_time_order_and_a_window_is_a_lex_range() {
    let mut db = server();
    let k = key("zset");
    let t0 = 1_700_000_000_000;
    let ids: Vec<Ulid> = (0..20)
        .map(|i| Ulid::from_parts(t0 + i * 1_000, u128::from(i) * 7_919).unwrap())
        .collect();
    for id in ids.iter().rev() {
        let () = db.zadd(&k, id, 0).unwrap();
    }
    let all: Vec<Ulid> = db.zrangebylex(&k, "-", "+").unwrap();
    assert_eq!(all, ids, "ZRANGEBYLEX is time order");
    let window: Vec<Ulid> = db
        .zrangebylex(
            &k,
            format!("[{}", Ulid::min_at_ms(t0 + 5_000)),
            format!("[{}", Ulid::max_at_ms(t0 + 9_000)),
        )
        .unwrap();
    assert_eq!(window, ids[5..=9]);
    let () = db.del(&k).unwrap();
}

#[test]
fn typed_ids_are_typeids_and_keep_their_kind() {
    let mut db = server();
    let (k, id) = (key("typed"), Id::<User>::new());
    let () = db.set(&k, id).unwrap();
    assert_eq!(db.get::<_, String>(&k).unwrap(), id.to_string());
    assert_eq!(db.get::<_, Id<User>>(&k).unwrap(), id);
    let error = db.get::<_, Id<Org>>(&k).unwrap_err().to_string();
    assert!(
        error.contains("TypeID") && error.contains("org") && error.contains("user"),
        "{error}"
    );
    // An ID as (part of) a key.
    let member = format!("ulid-core-test:{id}");
    let () = db.set(&member, "Ada").unwrap();
    assert_eq!(db.get::<_, String>(&member).unwrap(), "Ada");
    let () = db.del(&[&k, &member]).unwrap();
}

#[test]
fn a_cluster_spreads_keys_and_a_hash_tag_keeps_one_users_together() {
    let mut db = cluster();
    assert!(db.check_connection(), "cluster connection");
    // Keys spread over the three nodes' slots: each still reads back.
    let ids: Vec<Id<User>> = (0..30).map(|_| Id::new()).collect();
    let keys: Vec<String> = ids
        .iter()
        .map(|id| format!("ulid-core-test:{id}"))
        .collect();
    for (k, id) in keys.iter().zip(&ids) {
        let () = db.set(k, id).unwrap();
    }
    for (k, id) in keys.iter().zip(&ids) {
        assert_eq!(db.get::<_, Id<User>>(k).unwrap(), *id);
    }
    // The slots are 0-16383, a third to each node: the keys land on more
    // than one, as random IDs do (the odds of 30 on one node: 3^-29).
    let thirds: std::collections::HashSet<u16> = keys
        .iter()
        .map(|k| {
            let slot: u16 = redis::cmd("CLUSTER")
                .arg("KEYSLOT")
                .arg(k)
                .query(&mut db)
                .unwrap();
            slot / 5462
        })
        .collect();
    assert!(
        thirds.len() > 1,
        "every key in one node's third: {thirds:?}"
    );
    // One user's keys under a hash tag share a slot, so one MSET and one
    // MGET cover them.
    let user = ids[0];
    let profile = format!("ulid-core-test:{{{user}}}:profile");
    let orders = format!("ulid-core-test:{{{user}}}:last-order");
    let order = Ulid::new();
    let () = db
        .mset(&[(&profile, user.to_string()), (&orders, order.to_string())])
        .unwrap();
    let (stored_user, stored_order): (Id<User>, Ulid) = redis::cmd("MGET")
        .arg(&profile)
        .arg(&orders)
        .query(&mut db)
        .unwrap();
    assert_eq!((stored_user, stored_order), (user, order));
    for k in keys.iter().chain([&profile, &orders]) {
        let () = db.del(k).unwrap();
    }
}
