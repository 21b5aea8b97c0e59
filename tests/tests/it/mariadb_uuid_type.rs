//! Why ULIDs go in `BINARY(16)` on MariaDB and not in its own `UUID` type
//! (the engines guide, `ulid-core/guide/engines.md`): on the real
//! server, the `UUID` type refuses some ULIDs outright (a "version" nibble
//! of 8 or more with a variant of 0 is invalid to it, and those bits are
//! random in a ULID) and stores the rest with their groups reordered by
//! that nibble, so `ORDER BY id` is not time order. The same IDs in
//! `BINARY(16)` come back in time order.

use sqlx::{Connection, MySqlConnection, Row};
use ulid_core::{UUID_TEXT_LEN, Ulid};
use ulid_tests::servers;

/// 64 ULIDs one second apart, their random parts from a fixed generator
/// (the test is the same every run).
fn ids_in_time_order() -> Vec<Ulid> {
    let mut state: u128 = 0x0123_4567_89ab_cdef_0f1e_2d3c_4b5a_6978;
    (0..64)
        .map(|i| {
            state = state
                .wrapping_mul(0x2d99_7879_26d4_6932_a4c1_f126_3ee9)
                .wrapping_add(1);
            Ulid::from_parts(1_700_000_000_000 + i * 1_000, state >> 48).unwrap()
        })
        .collect()
}

#[tokio::test]
async fn the_uuid_type_refuses_some_ulids_and_reorders_the_rest() {
    let mut db = MySqlConnection::connect(&servers::mysql_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)));
    sqlx::query("CREATE TEMPORARY TABLE uuid_typed (id UUID PRIMARY KEY)")
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("CREATE TEMPORARY TABLE binary_typed (id BINARY(16) PRIMARY KEY)")
        .execute(&mut db)
        .await
        .unwrap();

    let ids = ids_in_time_order();
    let mut accepted = Vec::new();
    let mut refused = 0;
    for id in &ids {
        let text = id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned();
        match sqlx::query("INSERT INTO uuid_typed VALUES (?)")
            .bind(&text)
            .execute(&mut db)
            .await
        {
            Ok(_) => accepted.push(*id),
            Err(error) => {
                assert!(
                    error.to_string().contains("Incorrect uuid value"),
                    "{error}"
                );
                refused += 1;
            }
        }
        sqlx::query("INSERT INTO binary_typed VALUES (?)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    assert!(refused > 0, "the UUID type refused none of 64 ULIDs");

    let by_uuid: Vec<Ulid> = sqlx::query("SELECT CAST(id AS CHAR) FROM uuid_typed ORDER BY id")
        .fetch_all(&mut db)
        .await
        .unwrap()
        .iter()
        .map(|row| Ulid::parse_uuid(row.get::<&str, _>(0)).unwrap())
        .collect();
    assert_eq!(by_uuid.len(), accepted.len());
    assert_ne!(by_uuid, accepted, "the UUID type kept time order");

    let by_binary: Vec<Ulid> = sqlx::query("SELECT id FROM binary_typed ORDER BY id")
        .fetch_all(&mut db)
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(by_binary, ids, "BINARY(16) is time order");
}
