//! poem-openapi: IDs in paths, queries, headers, JSON bodies, multipart
//! fields and response headers through poem's test client, on `Ulid`,
//! `Option<Ulid>`, `Vec<Ulid>` and two kinds of `Id<P>`, and through an
//! application's own validators; a bad ID is a 400 in the parser's words;
//! the generated spec carries the exact pattern and is valid
//! (openapi-spec-validator, from the virtual environment `scripts/test.sh`
//! makes; `ULID_OPENAPI_VENV` points at another).

use std::fmt;
use std::path::PathBuf;
use std::process::Command;

use crate::common;
use poem::Route;
use poem::http::StatusCode;
use poem::test::{TestClient, TestForm};
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::{Json, PlainText};
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi, OpenApiService, Validator};
use serde_json::{Value, json};

use common::{ULID, bad_inputs};
use ulid_serde::{Id, Prefix, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

#[derive(Object, Debug, PartialEq)]
struct Member {
    id: Ulid,
    invited_by: Option<Ulid>,
    sessions: Vec<Ulid>,
    user: Id<User>,
    org: Id<Org>,
}

/// A form's fields.
#[derive(Multipart, Debug)]
struct Upload {
    id: Ulid,
    user: Id<User>,
}

/// What was made, named in the response's headers.
#[derive(ApiResponse)]
enum Made {
    #[oai(status = 201)]
    Created(
        #[oai(header = "X-Id")] Ulid,
        #[oai(header = "X-Owner")] Id<User>,
    ),
}

/// An application's own validator (poem-openapi's `custom`), which sees
/// the ID as parsed.
struct NotNil;

impl fmt::Display for NotNil {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not the nil ULID")
    }
}

impl Validator<Ulid> for NotNil {
    fn check(&self, id: &Ulid) -> bool {
        !id.is_nil()
    }
}

impl<P: Prefix> Validator<Id<P>> for NotNil {
    fn check(&self, id: &Id<P>) -> bool {
        !id.to_ulid().is_nil()
    }
}

/// A body whose fields the validator checks.
#[derive(Object, Debug)]
struct Grant {
    #[oai(validator(custom = "NotNil"))]
    id: Ulid,
    #[oai(validator(custom = "NotNil"))]
    user: Id<User>,
}

struct Api;

#[OpenApi]
impl Api {
    #[oai(path = "/items/:id", method = "get")]
    async fn item(&self, id: Path<Ulid>) -> PlainText<String> {
        PlainText(id.0.to_string())
    }

    #[oai(path = "/orgs/:org/users/:user", method = "get")]
    async fn org_user(&self, org: Path<Id<Org>>, user: Path<Id<User>>) -> PlainText<String> {
        PlainText(format!("{} {}", org.0, user.0))
    }

    #[oai(path = "/search", method = "get")]
    async fn search(
        &self,
        id: Query<Ulid>,
        after: Query<Option<Ulid>>,
        ids: Query<Vec<Ulid>>,
        #[oai(name = "X-Request-Id")] request: Header<Option<Ulid>>,
    ) -> Json<Value> {
        Json(json!({
            "id": id.0.to_string(),
            "after": after.0.map(|id| id.to_string()),
            "ids": ids.0.iter().map(Ulid::to_string).collect::<Vec<_>>(),
            "request": request.0.map(|id| id.to_string()),
        }))
    }

    #[oai(path = "/members", method = "post")]
    async fn create(&self, member: Json<Member>) -> Json<Member> {
        member
    }

    #[oai(path = "/uploads", method = "post")]
    async fn upload(&self, upload: Upload) -> PlainText<String> {
        PlainText(format!("{} {}", upload.id, upload.user))
    }

    #[oai(path = "/made", method = "post")]
    async fn make(&self, id: Query<Ulid>, owner: Query<Id<User>>) -> Made {
        Made::Created(id.0, owner.0)
    }

    #[oai(path = "/grants", method = "get")]
    async fn grant(
        &self,
        #[oai(validator(custom = "NotNil"))] id: Query<Ulid>,
        #[oai(validator(custom = "NotNil"))] user: Query<Id<User>>,
    ) -> PlainText<String> {
        PlainText(format!("{} {}", id.0, user.0))
    }

    #[oai(path = "/grants", method = "post")]
    async fn grant_body(&self, grant: Json<Grant>) -> PlainText<String> {
        PlainText(format!("{} {}", grant.id, grant.user))
    }
}

fn service() -> OpenApiService<Api, ()> {
    OpenApiService::new(Api, "IDs", "1.0")
}

fn client() -> TestClient<Route> {
    TestClient::new(Route::new().nest("/", service()))
}

#[tokio::test]
async fn paths_and_queries_take_either_case_and_typeids_of_their_kind() {
    let client = client();
    for text in [ULID.to_owned(), ULID.to_lowercase()] {
        let response = client.get(format!("/items/{text}")).send().await;
        response.assert_status_is_ok();
        response.assert_text(ULID).await;
    }
    let (user, org) = (Id::<User>::new(), Id::<Org>::new());
    let response = client.get(format!("/orgs/{org}/users/{user}")).send().await;
    response.assert_status_is_ok();
    response.assert_text(format!("{org} {user}")).await;

    let (a, b) = (Ulid::new(), Ulid::new());
    let lower = a.to_string().to_lowercase();
    let response = client
        .get(format!("/search?id={lower}&after={b}&ids={a}&ids={b}"))
        .header("X-Request-Id", b.to_string())
        .send()
        .await;
    response.assert_status_is_ok();
    response
        .assert_json(json!({
            "id": a.to_string(),
            "after": b.to_string(),
            "ids": [a.to_string(), b.to_string()],
            "request": b.to_string(),
        }))
        .await;
    let response = client.get(format!("/search?id={a}")).send().await;
    response.assert_status_is_ok();
    response
        .assert_json(json!({"id": a.to_string(), "after": null, "ids": [], "request": null}))
        .await;
}

#[tokio::test]
async fn bodies_round_trip_canonical() {
    let client = client();
    let member = json!({
        "id": ULID.to_lowercase(),
        "invited_by": null,
        "sessions": [ULID, ULID.to_lowercase()],
        "user": Id::<User>::from_ulid(ULID.parse().unwrap()).to_string(),
        "org": Id::<Org>::from_ulid(ULID.parse().unwrap()).to_string(),
    });
    let response = client.post("/members").body_json(&member).send().await;
    response.assert_status_is_ok();
    let mut expected = member.clone();
    expected["id"] = json!(ULID);
    expected["sessions"] = json!([ULID, ULID]);
    response.assert_json(expected).await;
}

/// Sends a request and returns its status and body.
async fn status_and_body(response: poem::test::TestResponse) -> (StatusCode, String) {
    let status = response.0.status();
    (status, response.0.into_body().into_string().await.unwrap())
}

#[tokio::test]
async fn a_bad_id_anywhere_is_a_400_in_the_parsers_words() {
    let client = client();
    let org = Id::<Org>::new();
    let user = Id::<User>::new();
    for bad in bad_inputs(org) {
        let words = Ulid::parse(&bad).unwrap_err().to_string();
        for request in [
            client.get(format!("/items/{bad}")),
            client.get(format!("/search?id={bad}")),
            client.get(format!("/search?id={ULID}&after={bad}")),
            client.get(format!("/search?id={ULID}&ids={ULID}&ids={bad}")),
            client
                .get(format!("/search?id={ULID}"))
                .header("X-Request-Id", &bad),
        ] {
            let (status, body) = status_and_body(request.send().await).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
            assert!(body.contains(&words), "{bad}: {body}");
            assert!(body.contains(r#"failed to parse "Ulid""#), "{bad}: {body}");
        }
        // In a body, as a plain and as a typed field.
        for (field, value) in [("id", bad.clone()), ("user", bad.clone())] {
            let mut member = json!({
                "id": ULID, "invited_by": null, "sessions": [], "user": user.to_string(),
                "org": org.to_string(),
            });
            member[field] = json!(value);
            let (status, body) =
                status_and_body(client.post("/members").body_json(&member).send().await).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{field} {bad}: {body}");
        }
    }
    // The kinds swapped: the user's kind refuses an organization's TypeID.
    let (status, body) =
        status_and_body(client.get(format!("/orgs/{user}/users/{org}")).send().await).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let words = Id::<Org>::parse(&user.to_string()).unwrap_err().to_string();
    assert!(
        body.contains(&words) && body.contains(r#""OrgId""#),
        "{body}"
    );
}

#[tokio::test]
async fn multipart_fields_take_ids_and_refuse_bad_or_missing_ones() {
    let client = client();
    let user = Id::<User>::new();
    let upload = |id: &str, user: Option<String>| {
        let form = TestForm::new().text("id", id);
        let form = match user {
            Some(user) => form.text("user", user),
            None => form,
        };
        client.post("/uploads").multipart(form).send()
    };
    let response = upload(&ULID.to_lowercase(), Some(user.to_string())).await;
    response.assert_status_is_ok();
    response.assert_text(format!("{ULID} {user}")).await;

    let bad = "01ARZ3NDEKTSV4RRFFQ69G5FAU";
    let (status, body) = status_and_body(upload(bad, Some(user.to_string())).await).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body.contains(&Ulid::parse(bad).unwrap_err().to_string()),
        "{body}"
    );
    let org = Id::<Org>::new().to_string();
    let (status, body) = status_and_body(upload(ULID, Some(org.clone())).await).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body.contains(&Id::<User>::parse(&org).unwrap_err().to_string()),
        "{body}"
    );
    let (status, body) = status_and_body(upload(ULID, None).await).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("user"), "{body}");
}

#[tokio::test]
async fn response_headers_carry_the_canonical_text() {
    let client = client();
    let user = Id::<User>::new();
    let response = client
        .post(format!("/made?id={}&owner={user}", ULID.to_lowercase()))
        .send()
        .await;
    response.assert_status(StatusCode::CREATED);
    response.assert_header("X-Id", ULID);
    response.assert_header("X-Owner", user.to_string());
    // The spec describes them with the parameters' schema.
    let spec = spec();
    let headers = &spec["paths"]["/made"]["post"]["responses"]["201"]["headers"];
    assert_eq!(headers["X-ID"]["schema"]["format"], "ulid", "{headers}");
    assert_eq!(
        headers["X-OWNER"]["schema"]["pattern"], "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$",
        "{headers}"
    );
}

#[tokio::test]
async fn an_applications_validator_sees_each_parsed_id() {
    let client = client();
    let user = Id::<User>::new();
    let nil_user = Id::<User>::from_ulid(Ulid::NIL);
    let response = client
        .get(format!("/grants?id={ULID}&user={user}"))
        .send()
        .await;
    response.assert_status_is_ok();
    response.assert_text(format!("{ULID} {user}")).await;
    for query in [
        format!("id={}&user={user}", Ulid::NIL),
        format!("id={ULID}&user={nil_user}"),
    ] {
        let (status, body) =
            status_and_body(client.get(format!("/grants?{query}")).send().await).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
        assert!(body.contains("not the nil ULID"), "{query}: {body}");
    }

    let grant = |id: Ulid, user: Id<User>| {
        client
            .post("/grants")
            .body_json(&json!({"id": id.to_string(), "user": user.to_string()}))
            .send()
    };
    let response = grant(ULID.parse().unwrap(), user).await;
    response.assert_status_is_ok();
    response.assert_text(format!("{ULID} {user}")).await;
    for (id, user) in [(Ulid::NIL, user), (ULID.parse().unwrap(), nil_user)] {
        let (status, body) = status_and_body(grant(id, user).await).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{id} {user}: {body}");
        assert!(body.contains("not the nil ULID"), "{id} {user}: {body}");
    }
}

fn spec() -> Value {
    serde_json::from_str(&service().spec()).unwrap()
}

#[test]
fn the_spec_has_the_exact_pattern_inline() {
    let spec = spec();
    let parameter = |path: &str, name: &str| {
        spec["paths"][path]["get"]["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()["schema"]
            .clone()
    };
    let ulid = json!({
        "type": "string",
        "format": "ulid",
        "minLength": 26,
        "maxLength": 26,
        "pattern": ulid_serde::TEXT_PATTERN,
        "description": "A ULID: a 48-bit millisecond timestamp and 80 random bits as 26 Crockford base32 characters (case-insensitive; the first is 0-7).",
        "example": ULID,
    });
    assert_eq!(parameter("/items/{id}", "id"), ulid);
    assert_eq!(parameter("/search", "id"), ulid);
    assert_eq!(parameter("/search", "ids")["items"], ulid);
    let user = parameter("/orgs/{org}/users/{user}", "user");
    assert_eq!(user["format"], "typeid");
    assert_eq!(user["pattern"], "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$");
    assert_eq!(user["minLength"], 31);
    assert_eq!(user["maxLength"], 31);
    assert_eq!(
        parameter("/orgs/{org}/users/{user}", "org")["pattern"],
        "^org_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
    let member = &spec["components"]["schemas"]["Member"]["properties"];
    assert_eq!(member["id"], ulid);
    assert_eq!(member["sessions"]["items"], ulid);
    assert_eq!(
        member["user"]["pattern"],
        "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
}

#[test]
fn the_spec_is_valid_openapi() {
    let venv = std::env::var_os("ULID_OPENAPI_VENV").map_or_else(
        || PathBuf::from("/var/tmp/ulid-openapi-venv"),
        PathBuf::from,
    );
    let validator = venv.join("bin/openapi-spec-validator");
    assert!(
        validator.exists(),
        "no openapi-spec-validator in {}: run scripts/test.sh (it makes that virtual environment \
         with `pip install openapi-spec-validator`) or point ULID_OPENAPI_VENV at one",
        venv.display()
    );
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), service().spec()).unwrap();
    let output = Command::new(validator).arg(file.path()).output().unwrap();
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

proptest::proptest! {
    /// Any ID comes back from its JSON and its parameter text; a `Ulid`
    /// from its lower case too.
    #[test]
    fn any_id_round_trips(bits: u128) {
        use poem_openapi::types::{ParseFromJSON, ParseFromParameter, ToJSON};
        let ulid = Ulid::from(bits);
        proptest::prop_assert_eq!(Ulid::parse_from_json(ulid.to_json()).unwrap(), ulid);
        let lower = ulid.to_string().to_lowercase();
        proptest::prop_assert_eq!(Ulid::parse_from_parameter(&lower).unwrap(), ulid);
        let user = Id::<User>::from_ulid(ulid);
        proptest::prop_assert_eq!(Id::<User>::parse_from_json(user.to_json()).unwrap(), user);
        proptest::prop_assert_eq!(Id::<User>::parse_from_parameter(&user.to_string()).unwrap(), user);
    }
}
