//! Compiles the service's `.proto` with protoc, and gives every message
//! serde's derives for its JSON mapping (ID fields are strings there, as
//! in the proto3 JSON mapping of `string`).

fn main() -> Result<(), Box<dyn std::error::Error>> {
    tonic_prost_build::configure()
        .type_attribute(".", "#[derive(serde::Serialize, serde::Deserialize)]")
        .compile_protos(&["proto/users/v1/users.proto"], &["proto"])?;
    Ok(())
}
