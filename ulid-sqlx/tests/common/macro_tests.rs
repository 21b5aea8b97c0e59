//! The query-macro tests every backend shares, written once:
//! `macro_tests!` expands them in a backend's test file, next to its own
//! `connect()` (which creates `macro_items`). The SQL is passed in because
//! `query!` needs literals, and each backend writes its placeholders
//! differently (`$1`, `?`, `?1`; offline data is keyed by the text, so no
//! two backends may share one).

/// Expands the shared query-macro tests, given the SQL of: inserting
/// `(id, parent, name)`, selecting them by `id`, inserting `(id, name)`,
/// selecting `id` and `parent` with per-query overrides by `id`, and the
/// same as typed IDs (`Id<ItemKind>`).
macro_rules! macro_tests {
    (
        insert: $insert:tt,
        select: $select:tt,
        insert_orphan: $insert_orphan:tt,
        select_overridden: $select_overridden:tt,
        select_typed: $select_typed:tt $(,)?
    ) => {
        struct Item {
            id: Ulid,
            parent: Option<Ulid>,
        }

        ulid_sqlx::prefix!(ItemKind = "item");

        struct TypedItem {
            id: ulid_sqlx::Id<ItemKind>,
            parent: Option<ulid_sqlx::Id<ItemKind>>,
        }

        /// `sqlx.toml` types the ID columns (and parameters) as `Ulid`, with
        /// no annotation in the query.
        #[tokio::test]
        async fn sqlx_toml_types_the_id_columns_as_ulid() {
            let mut db = connect().await;
            let (id, parent) = (Ulid::new(), Ulid::new());
            sqlx::query!($insert, id, parent, "child")
                .execute(&mut db)
                .await
                .unwrap();
            let row = sqlx::query!($select, id).fetch_one(&mut db).await.unwrap();
            let read: (Ulid, Option<Ulid>) = (row.id, row.parent);
            assert_eq!(read, (id, Some(parent)));
            assert_eq!(row.name, "child");
        }

        /// Without relying on `sqlx.toml`: `id as Ulid` for a parameter,
        /// `AS "id: Ulid"` for a column.
        #[tokio::test]
        async fn query_as_with_per_query_overrides() {
            let mut db = connect().await;
            let id = Ulid::new();
            sqlx::query!($insert_orphan, id as Ulid, "orphan")
                .execute(&mut db)
                .await
                .unwrap();
            let item = sqlx::query_as!(Item, $select_overridden, id as Ulid)
                .fetch_one(&mut db)
                .await
                .unwrap();
            assert_eq!(item.id, id);
            assert_eq!(item.parent, None);
        }

        /// Typed IDs take the same per-query overrides, with their type:
        /// `id as Id<ItemKind>`, `AS "id: Id<ItemKind>"`.
        #[tokio::test]
        async fn typed_ids_with_per_query_overrides() {
            use ulid_sqlx::Id;

            let mut db = connect().await;
            let id = Id::<ItemKind>::new();
            sqlx::query!($insert_orphan, id as Id<ItemKind>, "typed")
                .execute(&mut db)
                .await
                .unwrap();
            let item = sqlx::query_as!(TypedItem, $select_typed, id as Id<ItemKind>)
                .fetch_one(&mut db)
                .await
                .unwrap();
            assert_eq!(item.id, id);
            assert_eq!(item.parent, None);
        }
    };
}

pub(crate) use macro_tests;
