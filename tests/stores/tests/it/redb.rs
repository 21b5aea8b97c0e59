//! redb: IDs as keys and values in a real (in-memory) redb database:
//! iteration in time order, a time window as a key range, typed tables.

use redb::backends::InMemoryBackend;
use redb::{Database, Key, ReadableDatabase, ReadableTable, TableDefinition, TableError, Value};
use ulid_core::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

const EVENTS: TableDefinition<Ulid, &str> = TableDefinition::new("events");
const MEMBERS: TableDefinition<Id<User>, Id<Org>> = TableDefinition::new("members");

/// The keys of a table's entries, in the order redb hands them over.
fn keys<K>(entries: redb::Range<'_, K, impl Value>) -> Vec<K>
where
    K: Key + for<'a> Value<SelfType<'a> = K>,
{
    entries.map(|entry| entry.unwrap().0.value()).collect()
}

fn database() -> Database {
    Database::builder()
        .create_with_backend(InMemoryBackend::new())
        .unwrap()
}

#[test]
fn keys_iterate_in_time_order_and_a_window_is_a_range() {
    let db = database();
    // Three days, several IDs each, inserted out of order.
    let day = 86_400_000;
    let t0 = 1_700_000_000_000;
    let mut ids: Vec<Ulid> = (0..3)
        .flat_map(|d| {
            (0..4).map(move |i| {
                Ulid::from_parts(t0 + d * day + i * 1_000, u128::from(i) * 7919).unwrap()
            })
        })
        .collect();
    ids.reverse();
    let write = db.begin_write().unwrap();
    {
        let mut table = write.open_table(EVENTS).unwrap();
        for id in &ids {
            table.insert(id, "event").unwrap();
        }
    }
    write.commit().unwrap();

    let read = db.begin_read().unwrap();
    let table = read.open_table(EVENTS).unwrap();
    let stored = keys(table.iter().unwrap());
    ids.sort();
    assert_eq!(stored, ids, "time order");

    // The second day, both ends included: exactly its four IDs.
    let window = Ulid::min_at_ms(t0 + day)..=Ulid::max_at_ms(t0 + 2 * day - 1);
    let second_day = keys(table.range(window).unwrap());
    assert_eq!(second_day, ids[4..8]);
    assert_eq!(table.get(ids[0]).unwrap().unwrap().value(), "event");
}

#[test]
fn typed_ids_as_keys_and_values_and_a_table_keeps_its_kind() {
    let db = database();
    let (ada, org) = (Id::<User>::new(), Id::<Org>::new());
    let write = db.begin_write().unwrap();
    write.open_table(MEMBERS).unwrap().insert(ada, org).unwrap();
    write.commit().unwrap();

    let read = db.begin_read().unwrap();
    let members = read.open_table(MEMBERS).unwrap();
    assert_eq!(members.get(ada).unwrap().unwrap().value(), org);

    // The same table as plain ULIDs, or as another kind's IDs: refused by
    // type name, not read as something else.
    let as_ulids: TableDefinition<Ulid, Id<Org>> = TableDefinition::new("members");
    assert!(matches!(
        read.open_table(as_ulids),
        Err(TableError::TableTypeMismatch { .. })
    ));
    let as_orgs: TableDefinition<Id<Org>, Id<Org>> = TableDefinition::new("members");
    assert!(matches!(
        read.open_table(as_orgs),
        Err(TableError::TableTypeMismatch { .. })
    ));
}

#[test]
fn typed_keys_iterate_in_time_order_and_every_id_is_sixteen_fixed_bytes() {
    let db = database();
    let mut users: Vec<Id<User>> = (0..5)
        .map(|i| Id::from_ulid(Ulid::from_parts(1_700_000_000_000 + i, 42).unwrap()))
        .collect();
    let org = Id::<Org>::new();
    let write = db.begin_write().unwrap();
    {
        let mut members = write.open_table(MEMBERS).unwrap();
        for user in users.iter().rev() {
            members.insert(user, org).unwrap();
        }
    }
    write.commit().unwrap();

    let read = db.begin_read().unwrap();
    let members = read.open_table(MEMBERS).unwrap();
    let stored = keys(members.iter().unwrap());
    users.sort();
    assert_eq!(stored, users, "time order");
    let window = keys(members.range(users[1]..users[3]).unwrap());
    assert_eq!(window, users[1..3]);
    for user in &users {
        assert_eq!(members.get(user).unwrap().unwrap().value(), org);
    }

    // Fixed-width, so redb stores no length beside each key and value.
    assert_eq!(<Ulid as Value>::fixed_width(), Some(16));
    assert_eq!(<Id<User> as Value>::fixed_width(), Some(16));
}
