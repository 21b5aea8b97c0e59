//! An OpenAPI document (utoipa) for an endpoint with a `Ulid` path
//! parameter and `Ulid` body fields, printed as JSON: every ULID comes with
//! its exact format, pattern and an example.
//!
//! One dependency line of ours: `ulid-serde = { version = "0.1", features
//! = ["utoipa"] }`. Run with `cargo run -p ulid-example-openapi --example
//! openapi`.

use serde::{Deserialize, Serialize};
use ulid_serde::Ulid;
use utoipa::{OpenApi, ToSchema};

/// An order as the API returns it.
#[derive(Serialize, Deserialize, ToSchema)]
#[allow(dead_code, reason = "only its schema is used here")]
struct Order {
    /// The order's ID.
    id: Ulid,
    /// The customer who placed it.
    customer_id: Ulid,
    /// The order this one replaces, if any.
    replaces: Option<Ulid>,
    /// The same ID as a UUID, for older clients.
    #[serde(with = "ulid_serde::as_uuid")]
    #[schema(schema_with = ulid_serde::as_uuid::openapi_schema)]
    legacy_id: Ulid,
}

/// Get one order.
#[utoipa::path(
    get,
    path = "/orders/{id}",
    params(("id" = Ulid, Path, description = "The order's ID")),
    responses((status = 200, description = "The order", body = Order))
)]
#[allow(dead_code, reason = "only its OpenAPI description is used here")]
fn get_order() {}

#[derive(OpenApi)]
#[openapi(paths(get_order), components(schemas(Order, Ulid)))]
struct Api;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("{}", Api::openapi().to_pretty_json()?);
    Ok(())
}
