//! diesel-async needs no impls of its own: the diesel impls serve its
//! `AsyncPgConnection` (tokio-postgres underneath) and
//! `AsyncMysqlConnection` (mysql_async), on the live servers: keys, a
//! nullable column, a time-range filter and ordering.

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncMysqlConnection, AsyncPgConnection, RunQueryDsl};
use ulid_diesel::{Ulid, UlidExpressionMethods};
use ulid_tests::servers;

mod pg {
    diesel::table! {
        async_events (id) {
            id -> Uuid,
            parent -> Nullable<Uuid>,
            name -> Text,
        }
    }
    impl ulid_diesel::UlidColumn for async_events::id {}
}

mod my {
    diesel::table! {
        async_events (id) {
            id -> Binary,
            parent -> Nullable<Binary>,
            name -> Text,
        }
    }
    impl ulid_diesel::UlidColumn for async_events::id {}
}

/// An event row: its ID, its parent's, its name.
type Event = (Ulid, Option<Ulid>, &'static str);

/// Three events a second apart (the middle one a child of the first),
/// and the time window of the last two.
fn events() -> ([Event; 3], std::ops::RangeInclusive<Ulid>) {
    let t0 = 1_700_000_000_000;
    let ids = [0, 1, 2].map(|i| Ulid::from_parts(t0 + i * 1_000, u128::from(i) + 7).unwrap());
    (
        [
            (ids[2], None, "third"),
            (ids[0], None, "first"),
            (ids[1], Some(ids[0]), "second"),
        ],
        Ulid::range_ms(t0 + 1_000, t0 + 2_000),
    )
}

#[tokio::test]
async fn postgres_through_async_pg_connection() {
    use pg::async_events::dsl::*;
    let mut db = AsyncPgConnection::establish(&servers::postgres_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    diesel::sql_query("CREATE TEMPORARY TABLE async_events (id uuid PRIMARY KEY, parent uuid, name text NOT NULL)")
        .execute(&mut db)
        .await
        .unwrap();
    let (rows, window) = events();
    for (row_id, row_parent, row_name) in rows {
        diesel::insert_into(async_events)
            .values((id.eq(row_id), parent.eq(row_parent), name.eq(row_name)))
            .execute(&mut db)
            .await
            .unwrap();
    }
    let all: Vec<(Ulid, Option<Ulid>, String)> =
        async_events.order(id).load(&mut db).await.unwrap();
    let names: Vec<&str> = all.iter().map(|row| row.2.as_str()).collect();
    assert_eq!(names, ["first", "second", "third"], "time order");
    assert_eq!(all[1].1, Some(all[0].0));
    let recent: Vec<String> = async_events
        .filter(id.created_in(window))
        .order(id)
        .select(name)
        .load(&mut db)
        .await
        .unwrap();
    assert_eq!(recent, ["second", "third"]);
}

#[tokio::test]
async fn mariadb_through_async_mysql_connection() {
    use my::async_events::dsl::*;
    let mut db = AsyncMysqlConnection::establish(&servers::mysql_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)));
    diesel::sql_query(
        "CREATE TEMPORARY TABLE async_events (id BINARY(16) PRIMARY KEY, parent BINARY(16), name TEXT NOT NULL)",
    )
    .execute(&mut db)
    .await
    .unwrap();
    let (rows, window) = events();
    for (row_id, row_parent, row_name) in rows {
        diesel::insert_into(async_events)
            .values((id.eq(row_id), parent.eq(row_parent), name.eq(row_name)))
            .execute(&mut db)
            .await
            .unwrap();
    }
    let all: Vec<(Ulid, Option<Ulid>, String)> =
        async_events.order(id).load(&mut db).await.unwrap();
    let names: Vec<&str> = all.iter().map(|row| row.2.as_str()).collect();
    assert_eq!(names, ["first", "second", "third"], "time order");
    assert_eq!(all[1].1, Some(all[0].0));
    let recent: Vec<String> = async_events
        .filter(id.created_in(window))
        .order(id)
        .select(name)
        .load(&mut db)
        .await
        .unwrap();
    assert_eq!(recent, ["second", "third"]);
}
