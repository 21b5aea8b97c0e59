//! The tests every backend shares, written once: `shared_tests!` expands
//! them in a backend's test file, next to its own `connect()` and
//! `table()` (an `items (id, parent, label)` table whose ID columns are
//! `uuid`, `BINARY(16)` or `BLOB`). Binds go through `QueryBuilder`, which
//! writes each backend's placeholders.

/// Expands the shared tests for database `$db`.
macro_rules! shared_tests {
    ($db:ty) => {
        /// Inserts `(id, parent)` rows.
        async fn insert(
            db: &mut <$db as sqlx::Database>::Connection,
            rows: &[(Ulid, Option<Ulid>)],
        ) {
            let mut query = sqlx::QueryBuilder::<$db>::new("INSERT INTO items (id, parent) ");
            query.push_values(rows, |mut row, (id, parent)| {
                row.push_bind(*id).push_bind(*parent);
            });
            query.build().execute(&mut *db).await.unwrap();
        }

        /// The fixtures of `common::in_time_order`, inserted scrambled.
        async fn insert_fixtures(db: &mut <$db as sqlx::Database>::Connection) -> Vec<Ulid> {
            let ids = common::in_time_order();
            let rows: Vec<_> = common::scrambled(&ids)
                .into_iter()
                .map(|id| (id, None))
                .collect();
            insert(db, &rows).await;
            ids
        }

        #[tokio::test]
        async fn round_trip_with_null() {
            let mut db = connect().await;
            table(&mut db).await;
            // In order, so that ORDER BY id lists `id` first.
            let ids = ulid_sqlx::Generator::new().generate_batch(2).unwrap();
            let (id, parent) = (ids[0], ids[1]);
            insert(&mut db, &[(id, Some(parent)), (parent, None)]).await;
            let rows: Vec<(Ulid, Option<Ulid>)> =
                sqlx::query_as("SELECT id, parent FROM items ORDER BY id")
                    .fetch_all(&mut db)
                    .await
                    .unwrap();
            assert_eq!(rows, [(id, Some(parent)), (parent, None)]);

            // NULL into a non-optional Ulid is an error, not a nil ID.
            let mut query = sqlx::QueryBuilder::<$db>::new("SELECT parent FROM items WHERE id = ");
            query.push_bind(parent);
            let err = query
                .build_query_scalar::<Ulid>()
                .fetch_one(&mut db)
                .await
                .unwrap_err();
            assert!(err.to_string().contains("unexpected null"), "{err}");
        }

        #[tokio::test]
        async fn order_by_id_is_time_order() {
            let mut db = connect().await;
            table(&mut db).await;
            let ids = insert_fixtures(&mut db).await;
            let sorted: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM items ORDER BY id")
                .fetch_all(&mut db)
                .await
                .unwrap();
            assert_eq!(sorted, ids);
        }

        /// The time-range and keyset helpers over `table`, which holds
        /// the fixtures `ids`: IDs 2..=5 were made from t0 + 2 s to t0 + 5 s.
        async fn check_time_range_and_pages(
            db: &mut <$db as sqlx::Database>::Connection,
            table: &str,
            ids: &[Ulid],
            push_time_range: fn(
                &mut sqlx::QueryBuilder<$db>,
                ulid_sqlx::ColumnName<'_>,
                std::ops::RangeInclusive<Ulid>,
            ),
            push_keyset_condition: fn(
                &mut sqlx::QueryBuilder<$db>,
                ulid_sqlx::ColumnName<'_>,
                &ulid_sqlx::Keyset,
            ),
        ) {
            let select = format!("SELECT id FROM {table} WHERE ");
            let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
            let mut query = sqlx::QueryBuilder::<$db>::new(&select);
            const ID: ulid_sqlx::ColumnName<'static> = ulid_sqlx::ColumnName::new("id");
            push_time_range(&mut query, ID, range);
            query.push(" ORDER BY id");
            let found: Vec<Ulid> = query
                .build_query_scalar()
                .fetch_all(&mut *db)
                .await
                .unwrap();
            assert_eq!(found, ids[2..=5]);

            let pages = common::pages_async(4, async |page| {
                let mut query = sqlx::QueryBuilder::<$db>::new(&select);
                push_keyset_condition(&mut query, ID, page);
                common::push_keyset_order_and_limit(&mut query, ID, page);
                query
                    .build_query_scalar()
                    .fetch_all(&mut *db)
                    .await
                    .unwrap()
            })
            .await;
            assert_eq!(
                pages,
                [ids[0..4].to_vec(), ids[4..8].to_vec(), ids[8..10].to_vec()]
            );
        }

        /// One cell of the column guide's table (`ulid-core/guide/columns.md`): a temporary table
        /// `cells (id <column_type>)`, the fixtures written through `write`
        /// (what the table says to bind), then `WHERE id = `, `ORDER BY id`
        /// and every row read back as `Ulid`.
        async fn check_column<B>(column_type: &str, write: fn(Ulid) -> B)
        where
            B: for<'q> sqlx::Encode<'q, $db> + sqlx::Type<$db> + 'static,
        {
            let mut db = connect().await;
            let create = format!("CREATE TEMPORARY TABLE cells (id {column_type} NOT NULL)");
            sqlx::query(common::sql(create))
                .execute(&mut db)
                .await
                .unwrap();
            let ids = common::in_time_order();
            let mut insert = sqlx::QueryBuilder::<$db>::new("INSERT INTO cells (id) ");
            insert.push_values(common::scrambled(&ids), |mut row, id| {
                row.push_bind(write(id));
            });
            insert.build().execute(&mut db).await.unwrap();

            let mut find = sqlx::QueryBuilder::<$db>::new("SELECT id FROM cells WHERE id = ");
            find.push_bind(write(ids[3]));
            let found: Vec<Ulid> = find.build_query_scalar().fetch_all(&mut db).await.unwrap();
            assert_eq!(found, [ids[3]], "{column_type}: WHERE id =");

            let sorted: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM cells ORDER BY id")
                .fetch_all(&mut db)
                .await
                .unwrap();
            assert_eq!(sorted, ids, "{column_type}: ORDER BY id");
        }

        #[tokio::test]
        async fn time_range_and_pagination() {
            let mut db = connect().await;
            table(&mut db).await;
            let ids = insert_fixtures(&mut db).await;
            check_time_range_and_pages(
                &mut db,
                "items",
                &ids,
                |query, column, bound| common::push_time_range(query, column, bound),
                |query, column, bound| common::push_keyset_condition(query, column, bound),
            )
            .await;
        }

        /// The same on a text column (each backend's `text_table()`:
        /// `text_items (id)` of type `text`, `CHAR(26)` or `TEXT`): the
        /// `_text` helpers bind `Text<Ulid>`, as the rows were written.
        #[tokio::test]
        async fn time_range_and_pagination_on_a_text_column() {
            let mut db = connect().await;
            text_table(&mut db).await;
            let ids = common::in_time_order();
            let mut query = sqlx::QueryBuilder::<$db>::new("INSERT INTO text_items (id) ");
            query.push_values(common::scrambled(&ids), |mut row, id| {
                row.push_bind(sqlx::types::Text(id));
            });
            query.build().execute(&mut db).await.unwrap();
            check_time_range_and_pages(
                &mut db,
                "text_items",
                &ids,
                |query, column, bound| common::push_time_range_text(query, column, bound),
                |query, column, bound| common::push_keyset_condition_text(query, column, bound),
            )
            .await;
        }

        #[derive(Debug, PartialEq, Eq, Clone, Copy, sqlx::Type)]
        #[sqlx(transparent)]
        struct ItemId(Ulid);

        #[derive(Debug, PartialEq, sqlx::FromRow)]
        struct Item {
            id: ItemId,
            parent: Option<ItemId>,
            label: Option<String>,
        }

        #[tokio::test]
        async fn from_row_and_transparent_newtypes() {
            let mut db = connect().await;
            table(&mut db).await;
            let item = Item {
                id: ItemId(Ulid::new()),
                parent: Some(ItemId(Ulid::new())),
                label: Some("first".into()),
            };
            let mut insert =
                sqlx::QueryBuilder::<$db>::new("INSERT INTO items (id, parent, label) VALUES (");
            insert
                .separated(", ")
                .push_bind(item.id)
                .push_bind(item.parent)
                .push_bind(item.label.clone());
            insert.push(")").build().execute(&mut db).await.unwrap();
            let mut select =
                sqlx::QueryBuilder::<$db>::new("SELECT id, parent, label FROM items WHERE id = ");
            select.push_bind(item.id);
            let read: Item = select.build_query_as().fetch_one(&mut db).await.unwrap();
            assert_eq!(read, item);
        }
    };
}

pub(crate) use shared_tests;
