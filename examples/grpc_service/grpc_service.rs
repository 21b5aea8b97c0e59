//! A tonic service and its client on loopback: IDs in `string` and `bytes`
//! fields, a time window by the IDs, and a bad ID answered with
//! INVALID_ARGUMENT naming the field.
//!
//! `cargo run -p ulid-example-grpc --example grpc_service` (needs protoc:
//! `apt-get install protobuf-compiler`).

use tonic::Code;
use ulid_core::{Ulid, proto_fields};
use ulid_example_grpc::pb::users_client::UsersClient;
use ulid_example_grpc::pb::{CreateUserRequest, GetUserRequest, ListUsersRequest};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let address = ulid_example_grpc::serve_on_loopback().await?;
    let mut client = UsersClient::connect(format!("http://{address}")).await?;

    let created = client
        .create_user(CreateUserRequest {
            name: "Ada".into(),
            org_id: "org_01h455vb4pex5vsknk084sn02q".into(),
        })
        .await?
        .into_inner();
    // The client reads the ID back from either field.
    let id: Ulid = proto_fields::parse_string_field("id", &created.id)?;
    assert_eq!(
        proto_fields::parse_bytes_field::<Ulid>("id_bytes", &created.id_bytes)?,
        id
    );
    println!("created {id} ({})", created.name);

    let found = client
        .get_user(GetUserRequest {
            id: id.lowercase().to_string(),
        })
        .await?
        .into_inner();
    assert_eq!(found.name, "Ada");

    let window = client
        .list_users(ListUsersRequest {
            start_ms: i64::try_from(id.timestamp_ms())?,
            end_ms: i64::try_from(id.timestamp_ms())?,
        })
        .await?
        .into_inner();
    assert_eq!(window.users.len(), 1);

    let refused = client
        .get_user(GetUserRequest {
            id: "01ARZ3NDEKTSV4RRFFQ69G5FAL".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    println!("refused: {}", refused.message());
    Ok(())
}
