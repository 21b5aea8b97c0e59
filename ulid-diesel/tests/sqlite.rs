//! `Ulid` as a plain field type in diesel on SQLite (`Binary` and `Text`).
#![allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]

mod common;

use diesel::prelude::*;
use diesel::sql_types::{Integer, Text};
use ulid_diesel::{Ulid, UlidExpressionMethods};

diesel::table! {
    owners (id) {
        id -> Binary,
        name -> Text,
    }
}

diesel::table! {
    items (id) {
        id -> Binary,
        owner_id -> Nullable<Binary>,
        label -> Text,
    }
}

diesel::table! {
    texts (id) {
        id -> Text,
    }
}

diesel::joinable!(items -> owners (owner_id));
diesel::allow_tables_to_appear_in_same_query!(owners, items);

#[derive(Queryable, Selectable, Insertable, Identifiable, AsChangeset, Debug, PartialEq, Clone)]
#[diesel(table_name = items)]
struct Item {
    id: Ulid,
    owner_id: Option<Ulid>,
    label: String,
}

#[derive(Queryable, Selectable, Insertable, Debug, PartialEq)]
#[diesel(table_name = owners)]
struct Owner {
    id: Ulid,
    name: String,
}

fn connect() -> SqliteConnection {
    let mut db = SqliteConnection::establish(":memory:").unwrap();
    diesel::sql_query("CREATE TABLE owners (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
        .execute(&mut db)
        .unwrap();
    diesel::sql_query(
        "CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, owner_id BLOB REFERENCES owners (id), label TEXT NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    db
}

fn insert_fixtures(db: &mut SqliteConnection) -> Vec<Ulid> {
    let ids = common::in_time_order();
    let rows: Vec<Item> = common::scrambled(&ids)
        .into_iter()
        .map(|id| Item {
            id,
            owner_id: None,
            label: id.to_string(),
        })
        .collect();
    diesel::insert_into(items::table)
        .values(&rows)
        .execute(db)
        .unwrap();
    ids
}

#[test]
fn insert_find_filter_update_and_null() {
    let mut db = connect();
    let owner = Owner {
        id: Ulid::new(),
        name: "Ada".into(),
    };
    diesel::insert_into(owners::table)
        .values(&owner)
        .execute(&mut db)
        .unwrap();
    let mut item = Item {
        id: Ulid::new(),
        owner_id: Some(owner.id),
        label: "first".into(),
    };
    let orphan = Item {
        id: Ulid::new(),
        owner_id: None,
        label: "orphan".into(),
    };
    diesel::insert_into(items::table)
        .values(&vec![item.clone(), orphan.clone()])
        .execute(&mut db)
        .unwrap();

    let found: Item = items::table
        .find(item.id)
        .select(Item::as_select())
        .first(&mut db)
        .unwrap();
    assert_eq!(found, item);
    let by_owner: Vec<Item> = items::table
        .filter(items::owner_id.eq(owner.id))
        .select(Item::as_select())
        .load(&mut db)
        .unwrap();
    assert_eq!(by_owner, [item.clone()]);
    let nulls: Vec<Ulid> = items::table
        .filter(items::owner_id.is_null())
        .select(items::id)
        .load(&mut db)
        .unwrap();
    assert_eq!(nulls, [orphan.id]);
    let both: i64 = items::table
        .filter(items::id.eq_any([item.id, orphan.id]))
        .count()
        .get_result(&mut db)
        .unwrap();
    assert_eq!(both, 2);

    item.label = "renamed".into();
    diesel::update(&item).set(&item).execute(&mut db).unwrap();
    let label: String = items::table
        .find(item.id)
        .select(items::label)
        .first(&mut db)
        .unwrap();
    assert_eq!(label, "renamed");

    let joined: Vec<(Item, Owner)> = items::table
        .inner_join(owners::table)
        .select((Item::as_select(), Owner::as_select()))
        .load(&mut db)
        .unwrap();
    assert_eq!(joined, [(item, owner)]);
}

#[test]
fn stored_as_sixteen_spec_bytes() {
    let mut db = connect();
    let id = Ulid::new();
    diesel::insert_into(items::table)
        .values((items::id.eq(id), items::label.eq("x")))
        .execute(&mut db)
        .unwrap();
    let (length, hex): (i32, String) = items::table
        .select((
            diesel::dsl::sql::<Integer>("length(id)"),
            diesel::dsl::sql::<Text>("hex(id)"),
        ))
        .first(&mut db)
        .unwrap();
    assert_eq!((length, hex), (16, common::hex(&id.to_bytes())));
}

#[test]
fn order_by_id_is_time_order() {
    let mut db = connect();
    let ids = insert_fixtures(&mut db);
    let sorted: Vec<Ulid> = items::table
        .select(items::id)
        .order_by(items::id)
        .load(&mut db)
        .unwrap();
    assert_eq!(sorted, ids);
}

#[test]
fn time_range_and_pagination() {
    let mut db = connect();
    let ids = insert_fixtures(&mut db);
    let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
    let found: Vec<Ulid> = items::table
        .select(items::id)
        .filter(items::id.created_in(range))
        .order_by(items::id)
        .load(&mut db)
        .unwrap();
    assert_eq!(found, ids[2..=5]);

    let pages = common::pages(4, |page| {
        items::table
            .select(items::id)
            .filter(items::id.gt(page.after()))
            .order_by(items::id)
            .limit(page.limit().into())
            .load(&mut db)
            .unwrap()
    });
    assert_eq!(
        pages,
        [ids[0..4].to_vec(), ids[4..8].to_vec(), ids[8..10].to_vec()]
    );
}

#[test]
fn text_columns() {
    let mut db = connect();
    diesel::sql_query("CREATE TABLE texts (id TEXT PRIMARY KEY NOT NULL)")
        .execute(&mut db)
        .unwrap();
    let id = Ulid::new();
    diesel::insert_into(texts::table)
        .values(texts::id.eq(id))
        .execute(&mut db)
        .unwrap();
    let raw: String = texts::table
        .select(diesel::dsl::sql::<Text>("id"))
        .first(&mut db)
        .unwrap();
    assert_eq!(raw, id.to_string());
    let read: Ulid = texts::table
        .select(texts::id)
        .filter(texts::id.eq(id))
        .first(&mut db)
        .unwrap();
    assert_eq!(read, id);
}

#[test]
fn bad_stored_values_are_precise_errors() {
    let mut db = connect();
    diesel::sql_query(
        "INSERT INTO items (id, label) VALUES (zeroblob(15), 'short'), ('not a ulid', 'text')",
    )
    .execute(&mut db)
    .unwrap();
    let err = items::table
        .select(items::id)
        .filter(items::label.eq("short"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot read a ULID from a Binary value: expected 16 bytes for a ULID, found 15"
        ),
        "{message}"
    );
    let err = items::table
        .select(items::id)
        .filter(items::label.eq("text"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot read a ULID from a Text value of 10 bytes: invalid character 'o' at index 1"
        ),
        "{message}"
    );
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ItemId(Ulid);
ulid_diesel::ulid_newtype!(ItemId);

#[derive(Queryable, Insertable, Debug, PartialEq)]
#[diesel(table_name = items)]
struct TypedItem {
    id: ItemId,
    owner_id: Option<ItemId>,
    label: String,
}

#[test]
fn newtype_ids() {
    let mut db = connect();
    let item = TypedItem {
        id: ItemId(Ulid::new()),
        owner_id: None,
        label: "typed".into(),
    };
    diesel::insert_into(items::table)
        .values(&item)
        .execute(&mut db)
        .unwrap();
    let read: TypedItem = items::table
        .filter(items::id.eq(item.id))
        .first(&mut db)
        .unwrap();
    assert_eq!(read, item);
    let found: Vec<ItemId> = items::table
        .select(items::id)
        .filter(items::id.eq_any([item.id]))
        .load(&mut db)
        .unwrap();
    assert_eq!(found, [item.id]);
}
