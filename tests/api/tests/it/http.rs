//! Request IDs in a real axum server on loopback, asked by a real client
//! (curl): `MakeRequestUlid` behind tower-http's `SetRequestIdLayer` and
//! `PropagateRequestIdLayer`, as the HTTP guide sets them up.

use std::fmt::Display;
use std::net::SocketAddr;
use std::process::Command;

use axum::Router;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::routing::get;
use tower_http::request_id::{PropagateRequestIdLayer, SetRequestIdLayer};
use ulid_serde::{Id, MakeRequestUlid, Ulid, prefix};

prefix!(Request = "req");

/// Echoes the request ID the handler sees, read strictly as a `T` (a
/// `Ulid`, an `Id<P>`), or says why it is none.
async fn echo<T>(headers: HeaderMap) -> Result<String, (StatusCode, String)>
where
    T: for<'h> TryFrom<&'h HeaderValue, Error: Display> + Display,
{
    let header = headers
        .get("x-request-id")
        .ok_or((StatusCode::BAD_REQUEST, "no x-request-id".to_owned()))?;
    let id = T::try_from(header)
        .map_err(|err| (StatusCode::BAD_REQUEST, format!("x-request-id: {err}")))?;
    Ok(id.to_string())
}

/// The routes, with request IDs from tower-http 0.7's layers, as the HTTP
/// guide sets them up (the layer added last runs first).
fn app() -> Router {
    let plain = Router::new()
        .route("/", get(echo::<Ulid>))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(
            MakeRequestUlid::<Ulid>::new(),
        ));
    let typed = Router::new()
        .route("/typed", get(echo::<Id<Request>>))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUlid::<
            Id<Request>,
        >::new()));
    plain.merge(typed)
}

/// Serves `app` on a free loopback port, in the background.
async fn serve(app: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    address
}

/// What curl got: the status, the `x-request-id` header, the body.
struct Reply {
    status: u16,
    request_id: Option<String>,
    body: String,
}

/// Asks `url` with curl (on a blocking thread), sending `headers`.
async fn curl(url: String, headers: &[&str]) -> Reply {
    let mut command = Command::new("curl");
    command.args(["--silent", "--show-error", "--include", "--max-time", "10"]);
    for header in headers {
        command.args(["--header", header]);
    }
    command.arg(&url);
    let output = tokio::task::spawn_blocking(move || command.output())
        .await
        .unwrap()
        .unwrap_or_else(|err| panic!("curl did not run ({err}): install it (Debian's curl)"));
    assert!(
        output.status.success(),
        "curl {url}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let request_id = lines
        .filter_map(|line| line.split_once(": "))
        .find(|(name, _)| name.eq_ignore_ascii_case("x-request-id"))
        .map(|(_, value)| value.to_owned());
    Reply {
        status,
        request_id,
        body: body.to_owned(),
    }
}

#[tokio::test]
async fn each_response_carries_a_new_ulid_in_arrival_order() {
    let url = format!("http://{}/", serve(app()).await);
    let mut ids = Vec::new();
    for _ in 0..50 {
        let reply = curl(url.clone(), &[]).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let header = reply.request_id.expect("an x-request-id header");
        // The handler saw the ID the client got back.
        assert_eq!(reply.body, header);
        ids.push(Ulid::parse(&header).unwrap());
    }
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]), "{ids:?}");
}

#[tokio::test]
async fn typed_request_ids_are_typeids() {
    let reply = curl(format!("http://{}/typed", serve(app()).await), &[]).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let header = reply.request_id.unwrap();
    assert!(header.starts_with("req_"), "{header}");
    assert_eq!(reply.body, header);
}

/// tower-http's contract: a request's own header is kept as it came and
/// sent back; the handler's strict read is what refuses it.
#[tokio::test]
async fn a_clients_header_is_passed_on_as_it_came() {
    let url = format!("http://{}/", serve(app()).await);
    let chosen = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
    let reply = curl(url.clone(), &[&format!("x-request-id: {chosen}")]).await;
    assert_eq!((reply.status, reply.body.as_str()), (200, chosen));
    assert_eq!(reply.request_id.as_deref(), Some(chosen));

    let reply = curl(url, &["x-request-id: abc"]).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.request_id.as_deref(), Some("abc"));
    assert_eq!(
        reply.body,
        "x-request-id: invalid length: a ULID is 26 characters, found 3"
    );
}

/// The same type behind tower-http 0.6's layers (feature `tower-http06`).
#[tokio::test]
async fn tower_http_06_layers_take_the_same_type() {
    use tower_http06::request_id::{PropagateRequestIdLayer, SetRequestIdLayer};

    let app = Router::new()
        .route("/", get(echo::<Ulid>))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(
            MakeRequestUlid::<Ulid>::new(),
        ));
    let reply = curl(format!("http://{}/", serve(app).await), &[]).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.request_id.as_deref(), Some(reply.body.as_str()));
}

/// A maker's default is `new()` and it prints its name; two makers (a
/// service's clones each hold one) draw in turn from the process's one
/// generator, so their IDs keep the order of the calls.
#[test]
fn makers_draw_in_turn_from_the_process_generator() {
    use axum::http::Request;
    use tower_http::request_id::MakeRequestId;

    let mut made = MakeRequestUlid::<Ulid>::default();
    let mut other = MakeRequestUlid::<Ulid>::new();
    assert_eq!(format!("{made:?}"), "MakeRequestUlid");
    let request = Request::new(());
    let next = |make: &mut MakeRequestUlid| {
        let id = make.make_request_id(&request).unwrap();
        Ulid::try_from(id.header_value()).unwrap()
    };
    let ids = [next(&mut made), next(&mut other), next(&mut made)];
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]), "{ids:?}");
}
