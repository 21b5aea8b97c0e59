//! A tonic service whose messages carry ULIDs, the way a Rust service
//! would write it with ulid-core: IDs are read from `string` and `bytes`
//! fields with `ulid_core::proto_fields`, a bad one is answered with
//! `INVALID_ARGUMENT` naming the field (`?` converts the error), and the
//! server makes IDs with a generator that never fails.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Mutex;

use tonic::{Request, Response, Status};
use ulid_core::{Id, SharedInfallibleGenerator, Ulid, prefix, proto_fields};

/// The code protoc and tonic-prost-build generated from
/// `proto/users/v1/users.proto`.
#[allow(missing_docs, unreachable_pub, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("users.v1");
}

prefix!(pub Org = "org");

/// Users in memory, keyed by ID: a `BTreeMap`, so a time window is a range.
#[derive(Default)]
pub struct UsersService {
    users: Mutex<BTreeMap<Ulid, (String, Id<Org>)>>,
}

static IDS: SharedInfallibleGenerator = SharedInfallibleGenerator::new();

impl UsersService {
    fn user(id: Ulid, name: &str, org: Id<Org>) -> pb::User {
        pb::User {
            id: id.to_string(),
            id_bytes: id.to_bytes().to_vec(),
            name: name.to_owned(),
            org_id: org.to_string(),
        }
    }
}

#[tonic::async_trait]
impl pb::users_server::Users for UsersService {
    async fn create_user(
        &self,
        request: Request<pb::CreateUserRequest>,
    ) -> Result<Response<pb::User>, Status> {
        let request = request.into_inner();
        let org: Id<Org> = proto_fields::parse_string_field("org_id", &request.org_id)?;
        let id = IDS.generate();
        let mut users = self.users.lock().unwrap_or_else(|e| e.into_inner());
        users.insert(id, (request.name.clone(), org));
        Ok(Response::new(Self::user(id, &request.name, org)))
    }

    async fn get_user(
        &self,
        request: Request<pb::GetUserRequest>,
    ) -> Result<Response<pb::User>, Status> {
        let id: Ulid = proto_fields::parse_string_field("id", &request.get_ref().id)?;
        let users = self.users.lock().unwrap_or_else(|e| e.into_inner());
        match users.get(&id) {
            Some((name, org)) => Ok(Response::new(Self::user(id, name, *org))),
            None => Err(Status::not_found(format!("no user {id}"))),
        }
    }

    async fn list_users(
        &self,
        request: Request<pb::ListUsersRequest>,
    ) -> Result<Response<pb::ListUsersResponse>, Status> {
        let request = request.into_inner();
        let bound = |field: &str, ms: i64| {
            u64::try_from(ms)
                .ok()
                .filter(|&ms| ms <= Ulid::MAX_TIMESTAMP_MS)
                .ok_or_else(|| {
                    Status::invalid_argument(format!(
                        "field `{field}`: {ms} is not a millisecond a ULID can hold"
                    ))
                })
        };
        let (start, end) = (
            bound("start_ms", request.start_ms)?,
            bound("end_ms", request.end_ms)?,
        );
        if start > end {
            return Err(Status::invalid_argument(format!(
                "`start_ms` {start} is after `end_ms` {end}"
            )));
        }
        let window = Ulid::range_ms(start, end);
        let users = self.users.lock().unwrap_or_else(|e| e.into_inner());
        let users = users
            .range(window)
            .map(|(id, (name, org))| Self::user(*id, name, *org))
            .collect();
        Ok(Response::new(pb::ListUsersResponse { users }))
    }
}

/// Starts the service on a free loopback port, in the background, and
/// returns its address.
///
/// # Errors
///
/// When no loopback port can be bound.
pub async fn serve_on_loopback() -> std::io::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(pb::users_server::UsersServer::new(UsersService::default()))
            .serve_with_incoming(incoming),
    );
    Ok(address)
}
