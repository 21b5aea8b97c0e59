//! A glob import of an adapter crate (`use ulid_serde::*;`) leaves the
//! names of the crates a user imports next to those crates: a module of
//! ours named `serde` would make `use serde::Deserialize;` fail with
//! E0659 ("`serde` is ambiguous"). Each module below compiles only if its
//! `use` lines resolve; the data formats' crates are checked in
//! `tests/data` (`glob_imports.rs`), which has them. The adapter crates
//! are built here with every feature that adds a public name
//! (`tests/Cargo.toml`), and sqlx 0.8 is renamed `sqlx08`, as a user
//! keeping both lines would.

mod ulid_serde_glob {
    use proptest::prelude::*;
    use rusqlite::Connection;
    use serde::{Deserialize, Serialize};
    use ulid_serde::*;

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Row {
        id: Ulid,
    }

    #[test]
    fn serde_and_ulid_names_resolve_after_the_glob() {
        let row = Row {
            id: Ulid::from_parts(1, 2).unwrap(),
        };
        let json = serde_json::to_string(&row).unwrap();
        assert_eq!(serde_json::from_str::<Row>(&json).unwrap(), row);
        let db = Connection::open_in_memory().unwrap();
        sqlite_functions::register_functions(&db).unwrap();
    }

    proptest! {
        #[test]
        fn proptest_names_resolve_after_the_glob(id in any::<Ulid>()) {
            prop_assert_eq!(Ulid::parse(&id.to_string()), Ok(id));
        }
    }
}

mod ulid_sqlx_glob {
    use sea_orm::ActiveValue;
    use sqlx::SqlitePool;
    use sqlx08::Sqlite;
    use ulid_sqlx::*;

    #[test]
    fn sqlx_and_sea_orm_names_resolve_after_the_glob() {
        let _: Option<SqlitePool> = None;
        let mut query = sqlx08::QueryBuilder::<Sqlite>::new("SELECT id FROM t WHERE ");
        query_builder_0_8::push_time_range(&mut query, ColumnName::new("id"), Ulid::range_ms(0, 9));
        assert_eq!(query.sql(), "SELECT id FROM t WHERE id BETWEEN ? AND ?");
        let id = ActiveValue::Set(Ulid::NIL);
        assert_eq!(id.unwrap().to_string(), "00000000000000000000000000");
    }
}

mod ulid_diesel_glob {
    use diesel::prelude::*;
    use diesel::sql_types::Text;
    use ulid_diesel::*;

    #[test]
    fn diesel_names_resolve_after_the_glob() {
        let query = diesel::select(diesel::dsl::sql::<Text>("'x'"));
        let mut db = SqliteConnection::establish(":memory:").unwrap();
        assert_eq!(query.get_result::<String>(&mut db).unwrap(), "x");
        assert_eq!(Ulid::NIL.to_u128(), 0);
    }
}
