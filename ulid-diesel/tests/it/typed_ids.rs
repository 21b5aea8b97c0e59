//! `Id<P>` as diesel primary and foreign keys on PostgreSQL, MariaDB and
//! SQLite: the same storage as `Ulid` (`uuid` or `bytea`, `BINARY(16)`,
//! `BLOB`), the full TypeID in a `Text` column, a join, and precise
//! errors.
#![allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]

use crate::common;

use diesel::prelude::*;
use ulid_diesel::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

/// The tests for one backend: the ID columns' SQL type, how to connect to
/// a database of the test's own, the DDL, and the statement that reads an
/// ID column's bytes.
macro_rules! typed_id_tests {
    (
        $module:ident,
        $connection:ty,
        $id_type:ident,
        connect: $connect:expr,
        ddl: [$($ddl:literal),+ $(,)?],
        bytes_of_id: $bytes_of_id:literal $(,)?
    ) => {
        mod $module {
            use super::*;

            diesel::table! {
                teams (id) {
                    id -> $id_type,
                    name -> Text,
                }
            }

            diesel::table! {
                members (id) {
                    id -> $id_type,
                    team_id -> $id_type,
                    invited_by -> Nullable<$id_type>,
                    handle -> Text,
                }
            }

            diesel::joinable!(members -> teams (team_id));
            diesel::allow_tables_to_appear_in_same_query!(teams, members);

            #[derive(Debug, PartialEq, Queryable, Selectable, Insertable)]
            #[diesel(table_name = members)]
            struct Member {
                id: Id<User>,
                team_id: Id<Org>,
                invited_by: Option<Id<User>>,
                /// The same ID as its TypeID, in a `Text` column.
                handle: Id<User>,
            }

            #[derive(diesel::QueryableByName)]
            struct Bytes {
                #[diesel(sql_type = diesel::sql_types::Binary)]
                bytes: Vec<u8>,
            }

            /// A connection whose tables are the test's own, and whatever
            /// must be dropped after it.
            fn setup() -> ($connection, Option<String>) {
                let (mut db, cleanup) = $connect;
                for statement in [$($ddl),+] {
                    diesel::sql_query(statement).execute(&mut db).unwrap();
                }
                (db, cleanup)
            }

            fn member(id: Id<User>, team_id: Id<Org>, invited_by: Option<Id<User>>) -> Member {
                Member { id, team_id, invited_by, handle: id }
            }

            /// A team and its first member, inserted.
            fn team_and_founder(db: &mut $connection) -> (Id<Org>, Member) {
                let team: Id<Org> = Id::new();
                diesel::insert_into(teams::table)
                    .values((teams::id.eq(team), teams::name.eq("core")))
                    .execute(db)
                    .unwrap();
                let founder = member(Id::new(), team, None);
                diesel::insert_into(members::table).values(&founder).execute(db).unwrap();
                (team, founder)
            }

            #[test]
            fn primary_and_foreign_keys_round_trip() {
                let (mut db, cleanup) = setup();
                let (team, founder) = team_and_founder(&mut db);
                let invited = member(Id::new(), team, Some(founder.id));
                diesel::insert_into(members::table).values(&invited).execute(&mut db).unwrap();

                let found: Member = members::table
                    .filter(members::id.eq(founder.id))
                    .select(Member::as_select())
                    .first(&mut db)
                    .unwrap();
                assert_eq!(found, founder);
                let by_inviter: Vec<Id<User>> = members::table
                    .filter(members::invited_by.eq(founder.id))
                    .select(members::id)
                    .load(&mut db)
                    .unwrap();
                assert_eq!(by_inviter, [invited.id]);

                // The foreign key, through a join.
                let joined: Vec<(Id<User>, String)> = members::table
                    .inner_join(teams::table)
                    .select((members::id, teams::name))
                    .order(members::id)
                    .load(&mut db)
                    .unwrap();
                let mut ids = [founder.id, invited.id];
                ids.sort();
                assert_eq!(joined, ids.map(|id| (id, "core".to_owned())));

                // The key holds the ULID's 16 bytes, the text its TypeID.
                let bytes: Bytes = diesel::sql_query($bytes_of_id).get_result(&mut db).unwrap();
                assert_eq!(bytes.bytes, founder.id.to_ulid().to_bytes());
                let handle: String = members::table
                    .filter(members::id.eq(founder.id))
                    .select(members::handle)
                    .first(&mut db)
                    .unwrap();
                assert_eq!(handle, founder.id.to_string());

                // The foreign key is enforced.
                let orphan = member(Id::new(), Id::new(), None);
                let err = diesel::insert_into(members::table)
                    .values(&orphan)
                    .execute(&mut db)
                    .unwrap_err();
                assert!(err.to_string().to_lowercase().contains("foreign key"), "{err}");
                cleanup_database(&mut db, cleanup);
            }

            #[test]
            fn another_kind_in_the_text_column_is_a_precise_error() {
                let (mut db, cleanup) = setup();
                let (team, _founder) = team_and_founder(&mut db);
                diesel::update(members::table)
                    .set(members::handle.eq(team.to_string()))
                    .execute(&mut db)
                    .unwrap();
                let err = members::table
                    .select(Member::as_select())
                    .first(&mut db)
                    .unwrap_err();
                let chain = common::error_chain(&err);
                assert!(
                    chain.contains(r#"wrong prefix: expected "user", found "org""#),
                    "{chain}"
                );
                cleanup_database(&mut db, cleanup);
            }
        }
    };
}

/// Drops the test's own database (MariaDB), if it made one.
fn cleanup_database<C: diesel::connection::SimpleConnection>(db: &mut C, database: Option<String>) {
    if let Some(database) = database {
        db.batch_execute(&format!("DROP DATABASE {database}"))
            .unwrap();
    }
}

typed_id_tests!(
    postgres,
    PgConnection,
    Uuid,
    // Temporary tables are the connection's own, foreign keys included.
    connect: (common::postgres(), None),
    ddl: [
        "CREATE TEMPORARY TABLE teams (id uuid PRIMARY KEY, name text NOT NULL)",
        "CREATE TEMPORARY TABLE members (id uuid PRIMARY KEY, \
         team_id uuid NOT NULL REFERENCES teams (id), invited_by uuid, handle text NOT NULL)",
    ],
    bytes_of_id: "SELECT uuid_send(id) AS bytes FROM members WHERE invited_by IS NULL",
);

// The column guide's other binary column on PostgreSQL, read and written
// as `Binary`.
typed_id_tests!(
    postgres_bytea,
    PgConnection,
    Binary,
    connect: (common::postgres(), None),
    ddl: [
        "CREATE TEMPORARY TABLE teams (id bytea PRIMARY KEY, name text NOT NULL)",
        "CREATE TEMPORARY TABLE members (id bytea PRIMARY KEY, \
         team_id bytea NOT NULL REFERENCES teams (id), invited_by bytea, handle text NOT NULL)",
    ],
    bytes_of_id: "SELECT id AS bytes FROM members WHERE invited_by IS NULL",
);

typed_id_tests!(
    mariadb,
    MysqlConnection,
    Binary,
    // MariaDB has no foreign keys on temporary tables: a database of the
    // test's own, dropped at the end.
    connect: {
        let database = format!("ulid_typed_{}", Ulid::new().to_string().to_lowercase());
        let mut db = common::mariadb();
        diesel::sql_query(format!("CREATE DATABASE {database}")).execute(&mut db).unwrap();
        diesel::sql_query(format!("USE {database}")).execute(&mut db).unwrap();
        (db, Some(database))
    },
    ddl: [
        "CREATE TABLE teams (id BINARY(16) PRIMARY KEY, name VARCHAR(40) NOT NULL) ENGINE=InnoDB",
        "CREATE TABLE members (id BINARY(16) PRIMARY KEY, team_id BINARY(16) NOT NULL, \
         invited_by BINARY(16) NULL, handle VARCHAR(40) NOT NULL, \
         FOREIGN KEY (team_id) REFERENCES teams (id)) ENGINE=InnoDB",
    ],
    bytes_of_id: "SELECT id AS bytes FROM members WHERE invited_by IS NULL",
);

typed_id_tests!(
    sqlite,
    SqliteConnection,
    Binary,
    connect: (SqliteConnection::establish(":memory:").unwrap(), None),
    ddl: [
        "PRAGMA foreign_keys = ON",
        "CREATE TABLE teams (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)",
        "CREATE TABLE members (id BLOB PRIMARY KEY NOT NULL, \
         team_id BLOB NOT NULL REFERENCES teams (id), invited_by BLOB, handle TEXT NOT NULL)",
    ],
    bytes_of_id: "SELECT id AS bytes FROM members WHERE invited_by IS NULL",
);
