//! The tests every backend shares, written once: `shared_tests!` expands
//! them in a backend's test file, next to its own `connect()` and its
//! `owners` and `items` tables (whose ID columns differ: `Uuid` on
//! PostgreSQL, `Binary` elsewhere).

/// Expands the shared entities and tests: `$connection` is the backend's
/// diesel connection type, `$length` and `$hex` its SQL for an ID's byte
/// length and upper-case hex, `$texts` the DDL of its `texts (id)` table
/// of 26-character IDs.
macro_rules! shared_tests {
    ($connection:ty, length: $length:literal, hex: $hex:literal, texts: $texts:literal) => {
        type Db = $connection;

        // The tables of `check_column!`: one SQL type each, whatever the
        // column's type in the database.
        diesel::table! {
            binary_cells (id) {
                id -> Binary,
            }
        }
        impl ulid_diesel::UlidColumn for binary_cells::id {}

        diesel::table! {
            text_cells (id) {
                id -> Text,
            }
        }
        impl ulid_diesel::UlidColumn for text_cells::id {}

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
                    diesel::dsl::sql::<diesel::sql_types::Integer>($length),
                    diesel::dsl::sql::<diesel::sql_types::Text>($hex),
                ))
                .first(&mut db)
                .unwrap();
            assert_eq!((length, hex), (16, common::hex(&id.to_bytes())));
        }

        #[test]
        fn text_columns() {
            let mut db = connect();
            diesel::sql_query($texts).execute(&mut db).unwrap();
            let id = Ulid::new();
            diesel::insert_into(texts::table)
                .values(texts::id.eq(id))
                .execute(&mut db)
                .unwrap();
            let raw: String = texts::table
                .select(diesel::dsl::sql::<diesel::sql_types::Text>("id"))
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

        #[derive(
            Queryable, Selectable, Insertable, Identifiable, AsChangeset, Debug, PartialEq, Clone,
        )]
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

        fn insert_fixtures(db: &mut Db) -> Vec<Ulid> {
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
                    .filter(items::id.after_keyset(page))
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
    };
}

/// One cell of the column guide's table (`ulid-core/guide/columns.md`): creates the temporary table
/// `$table (id <$column_type>)` (`binary_cells` or `text_cells`, from
/// `shared_tests!`), writes the fixtures with diesel, and checks `eq`,
/// `ORDER BY` and the time-range filter, reading every row back as `Ulid`.
macro_rules! check_column {
    ($table:ident, $column_type:literal) => {{
        let mut db = connect();
        diesel::sql_query(concat!(
            "CREATE TEMPORARY TABLE ",
            stringify!($table),
            " (id ",
            $column_type,
            " NOT NULL)"
        ))
        .execute(&mut db)
        .unwrap();
        let ids = common::in_time_order();
        for id in common::scrambled(&ids) {
            diesel::insert_into($table::table)
                .values($table::id.eq(id))
                .execute(&mut db)
                .unwrap();
        }
        let found: Vec<Ulid> = $table::table
            .select($table::id)
            .filter($table::id.eq(ids[3]))
            .load(&mut db)
            .unwrap();
        assert_eq!(found, [ids[3]], "{}: eq", $column_type);
        let sorted: Vec<Ulid> = $table::table
            .select($table::id)
            .order_by($table::id)
            .load(&mut db)
            .unwrap();
        assert_eq!(sorted, ids, "{}: ORDER BY", $column_type);
        let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
        let in_range: Vec<Ulid> = $table::table
            .select($table::id)
            .filter($table::id.created_in(range))
            .order_by($table::id)
            .load(&mut db)
            .unwrap();
        assert_eq!(in_range, ids[2..=5], "{}: created_in", $column_type);
    }};
}

pub(crate) use check_column;
pub(crate) use shared_tests;
