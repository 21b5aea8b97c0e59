//! diesel on columns of the PostgreSQL extension's `ulid` type
//! (ulid-postgres), declared with `ulid_diesel::sql_types::Ulid`, in a
//! database of its own with the extension created
//! (`servers::postgres_extension_url`; `scripts/postgres-extension.sh`
//! installs it): insert, `DEFAULT gen_ulid()`, filters, ordering,
//! `Nullable`, `Id<P>`.
#![allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]

use diesel::prelude::*;
use ulid_diesel::{Id, Ulid, prefix};
use ulid_tests::fixtures::in_time_order;
use ulid_tests::servers;

prefix!(User = "user");

diesel::table! {
    use diesel::sql_types::{Integer, Nullable};
    use ulid_diesel::sql_types::Ulid;

    ext_items (id) {
        id -> Ulid,
        parent -> Nullable<Ulid>,
        n -> Integer,
    }
}

fn connect() -> PgConnection {
    PgConnection::establish(&servers::postgres_extension_url("diesel"))
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

#[test]
fn reads_and_writes_ulid_columns() {
    let mut db = connect();
    diesel::sql_query(
        "CREATE TEMPORARY TABLE ext_items (id ulid PRIMARY KEY DEFAULT gen_ulid(), parent ulid, n int NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    let ids = in_time_order();
    for (n, id) in ids.iter().enumerate().rev() {
        diesel::insert_into(ext_items::table)
            .values((
                ext_items::id.eq(id),
                ext_items::parent.eq(Some(ids[0])),
                ext_items::n.eq(i32::try_from(n).unwrap()),
            ))
            .execute(&mut db)
            .unwrap();
    }
    let made: Ulid = diesel::insert_into(ext_items::table)
        .values(ext_items::n.eq(100))
        .returning(ext_items::id)
        .get_result(&mut db)
        .unwrap();
    assert!(made > *ids.last().unwrap(), "DEFAULT gen_ulid()");

    let found: i32 = ext_items::table
        .filter(ext_items::id.eq(ids[3]))
        .select(ext_items::n)
        .first(&mut db)
        .unwrap();
    assert_eq!(found, 3);
    let sorted: Vec<Ulid> = ext_items::table
        .filter(ext_items::id.lt(made))
        .order(ext_items::id)
        .select(ext_items::id)
        .load(&mut db)
        .unwrap();
    assert_eq!(sorted, ids);
    let parent: Option<Ulid> = ext_items::table
        .filter(ext_items::id.eq(made))
        .select(ext_items::parent)
        .first(&mut db)
        .unwrap();
    assert_eq!(parent, None);
    let typed: Id<User> = ext_items::table
        .filter(ext_items::id.eq(Id::<User>::from_ulid(ids[5])))
        .select(ext_items::id)
        .first(&mut db)
        .unwrap();
    assert_eq!(typed.to_ulid(), ids[5]);
}
