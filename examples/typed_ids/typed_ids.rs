//! Typed IDs: `Id<User>` and `Id<Org>` cannot be mixed up, print as
//! TypeIDs (`user_01h455vb4pex5vsknk084sn02q`), and go through an axum
//! router, sqlx and JSON as they are, stored as a ULID's 16 bytes.
//!
//! Runs on an embedded SQLite file; needs only Rust:
//! `cargo run -p ulid-example-typed-ids --example typed_ids`.

use axum::body::{Body, to_bytes};
use axum::extract::{Path, State};
use axum::http::{Request, StatusCode};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use tower::ServiceExt;
use ulid_sqlx::{Id, SharedGenerator, prefix};

prefix!(pub User = "user");
prefix!(pub Org = "org");

/// A row of `users`, and the JSON the API answers with.
#[derive(Debug, Serialize, sqlx::FromRow)]
struct UserRow {
    id: Id<User>,
    org_id: Id<Org>,
    name: String,
}

/// `GET /users/{id}`: the path segment is parsed as a user's TypeID
/// (another kind's ID is a 400 that names both prefixes).
async fn get_user(
    State(db): State<SqlitePool>,
    Path(id): Path<Id<User>>,
) -> Result<Json<UserRow>, StatusCode> {
    sqlx::query_as("SELECT id, org_id, name FROM users WHERE id = ?")
        .bind(id)
        .fetch_optional(&db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?
        .map(Json)
        .ok_or(StatusCode::NOT_FOUND)
}

/// `GET /orgs/{id}/users`: the users of an org, oldest first (ULIDs sort by
/// creation time).
async fn org_users(
    State(db): State<SqlitePool>,
    Path(org): Path<Id<Org>>,
) -> Result<Json<Vec<UserRow>>, StatusCode> {
    sqlx::query_as("SELECT id, org_id, name FROM users WHERE org_id = ? ORDER BY id")
        .bind(org)
        .fetch_all(&db)
        .await
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

/// Adds a user to an org: the argument types say which ID is which.
/// User IDs come from one monotonic generator, so that users sort in the
/// order they were added even within one millisecond (`Id::new` alone
/// orders the IDs of one millisecond at random).
static USER_IDS: SharedGenerator = SharedGenerator::new();

async fn add_user(
    db: &SqlitePool,
    org: Id<Org>,
    name: &str,
) -> Result<Id<User>, Box<dyn std::error::Error>> {
    let id = Id::from_ulid(USER_IDS.generate()?);
    sqlx::query("INSERT INTO users (id, org_id, name) VALUES (?, ?, ?)")
        .bind(id)
        .bind(org)
        .bind(name)
        .execute(db)
        .await?;
    Ok(id)
}

/// Sends one request to the router: the status and the body as text.
async fn call(app: &Router, uri: &str) -> Result<(StatusCode, String), Box<dyn std::error::Error>> {
    let response = app
        .clone()
        .oneshot(Request::get(uri).body(Body::empty())?)
        .await?;
    let status = response.status();
    let body = to_bytes(response.into_body(), 1 << 20).await?;
    Ok((status, String::from_utf8(body.to_vec())?))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let options = SqliteConnectOptions::new()
        .filename(dir.path().join("typed_ids.db"))
        .create_if_missing(true)
        .foreign_keys(true);
    let db = SqlitePool::connect_with(options).await?;
    sqlx::query("CREATE TABLE orgs (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
        .execute(&db)
        .await?;
    sqlx::query(
        "CREATE TABLE users (id BLOB PRIMARY KEY NOT NULL, \
         org_id BLOB NOT NULL REFERENCES orgs (id), name TEXT NOT NULL)",
    )
    .execute(&db)
    .await?;

    let org: Id<Org> = Id::new();
    sqlx::query("INSERT INTO orgs (id, name) VALUES (?, ?)")
        .bind(org)
        .bind("Analytical Engines")
        .execute(&db)
        .await?;
    let ada = add_user(&db, org, "Ada").await?;
    let charles = add_user(&db, org, "Charles").await?;
    // add_user(&db, ada, "Mix-up").await?; // error[E0308]: expected `Id<Org>`, found `Id<User>`
    println!("org {org}\nusers {ada}, {charles}");

    let app = Router::new()
        .route("/users/{id}", get(get_user))
        .route("/orgs/{id}/users", get(org_users))
        .with_state(db.clone());

    let (status, body) = call(&app, &format!("/users/{ada}")).await?;
    println!("GET /users/{ada} -> {status}\n{body}");
    assert_eq!(status, StatusCode::OK);
    let json: serde_json::Value = serde_json::from_str(&body)?;
    assert_eq!(json["id"], ada.to_string());
    assert_eq!(json["org_id"], org.to_string());

    let (status, body) = call(&app, &format!("/orgs/{org}/users")).await?;
    println!("GET /orgs/{org}/users -> {status}\n{body}");
    let names: Vec<String> = serde_json::from_str::<Vec<serde_json::Value>>(&body)?
        .iter()
        .map(|user| user["name"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(names, ["Ada", "Charles"]);

    // An org's ID where a user's is expected: rejected before any query.
    let (status, body) = call(&app, &format!("/users/{org}")).await?;
    println!("GET /users/{org} -> {status}: {body}");
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body.contains(r#"wrong prefix: expected "user", found "org""#),
        "{body}"
    );

    // Stored as the ULID's 16 bytes: the prefix is the column's type.
    let (kind, length): (String, i64) =
        sqlx::query_as("SELECT typeof(id), length(id) FROM users LIMIT 1")
            .fetch_one(&db)
            .await?;
    println!("users.id is stored as a {kind} of {length} bytes");
    assert_eq!((kind.as_str(), length), ("blob", 16));
    Ok(())
}
