//! One SQLite file, two libraries: rows written by rusqlite are read by
//! sqlx and the other way round, because both store a `Ulid` as the same
//! 16-byte BLOB.

use sqlx::{Connection, SqliteConnection};
use ulid_core::{Generator, Ulid};

fn url(path: &std::path::Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

#[tokio::test]
async fn rusqlite_writes_sqlx_reads_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shared.db");
    let ids = Generator::new().generate_batch(4).unwrap();

    {
        let db = rusqlite::Connection::open(&path).unwrap();
        db.execute_batch("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, origin TEXT NOT NULL)")
            .unwrap();
        for id in &ids[..2] {
            db.execute("INSERT INTO items VALUES (?1, 'rusqlite')", [id])
                .unwrap();
        }
    }

    let mut db = SqliteConnection::connect(&url(&path)).await.unwrap();
    let from_rusqlite: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM items WHERE origin = 'rusqlite' ORDER BY id")
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(from_rusqlite, ids[..2]);
    for id in &ids[2..] {
        sqlx::query("INSERT INTO items VALUES (?, 'sqlx')")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    db.close().await.unwrap();

    let db = rusqlite::Connection::open(&path).unwrap();
    let mut select = db.prepare("SELECT id FROM items ORDER BY id").unwrap();
    let all: Vec<Ulid> = select
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(all, ids);
}
