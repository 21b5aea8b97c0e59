//! rocket: IDs in paths, queries, forms and `uri!`, through rocket's local
//! client, on `Ulid`, `Option<Ulid>`, `Vec<Ulid>` and two kinds of `Id<P>`;
//! a bad ID is a 4xx (never a 500, never another ID).

use crate::common;
use rocket::form::{self, Form, FromForm};
use rocket::http::{ContentType, Status};
use rocket::local::blocking::Client;
use rocket::{get, post, routes, uri};

use common::{ULID, bad_inputs};
use ulid_serde::{Id, ParseError, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

#[get("/items/<id>")]
fn item(id: Ulid) -> String {
    id.to_string()
}

#[get("/users/<id>")]
fn user(id: Id<User>) -> String {
    id.to_string()
}

#[get("/orgs/<id>/users/<user>")]
fn org_user(id: Id<Org>, user: Id<User>) -> String {
    format!("{id} {user}")
}

/// The handler sees the parser's error itself.
#[get("/checked/<id>")]
fn checked(id: Result<Ulid, ParseError>) -> (Status, String) {
    match id {
        Ok(id) => (Status::Ok, id.to_string()),
        Err(error) => (Status::BadRequest, error.to_string()),
    }
}

#[get("/search?<id>&<after>&<ids>&<owner>")]
fn search(id: Ulid, after: Option<Ulid>, ids: Vec<Ulid>, owner: Option<Id<User>>) -> String {
    format!("{id} {after:?} {ids:?} {owner:?}")
}

#[derive(FromForm)]
struct Invite {
    owner: Id<User>,
    org: Id<Org>,
    tags: Vec<Ulid>,
}

#[post("/invites", data = "<invite>")]
fn invite(invite: Form<Invite>) -> String {
    format!("{} {} {:?}", invite.owner, invite.org, invite.tags)
}

fn client() -> Client {
    let config = rocket::Config {
        log_level: rocket::config::LogLevel::Off,
        ..rocket::Config::debug_default()
    };
    let app = rocket::custom(config).mount(
        "/",
        routes![item, user, org_user, checked, search, invite, strict],
    );
    Client::tracked(app).unwrap()
}

fn get(client: &Client, uri: &str) -> (Status, String) {
    let response = client.get(uri.to_owned()).dispatch();
    (
        response.status(),
        response.into_string().unwrap_or_default(),
    )
}

#[test]
fn paths_take_either_case_and_typeids_of_their_kind() {
    let client = client();
    assert_eq!(
        get(&client, &format!("/items/{ULID}")),
        (Status::Ok, ULID.to_owned())
    );
    assert_eq!(
        get(&client, &format!("/items/{}", ULID.to_lowercase())),
        (Status::Ok, ULID.to_owned())
    );
    let (user, org) = (Id::<User>::new(), Id::<Org>::new());
    assert_eq!(
        get(&client, &format!("/users/{user}")),
        (Status::Ok, user.to_string())
    );
    assert_eq!(
        get(&client, &format!("/orgs/{org}/users/{user}")),
        (Status::Ok, format!("{org} {user}"))
    );
}

#[test]
fn a_bad_path_segment_is_a_4xx_never_another_id() {
    let client = client();
    let org = Id::<Org>::new();
    for bad in bad_inputs(org) {
        for path in [format!("/items/{bad}"), format!("/users/{bad}")] {
            let (status, body) = get(&client, &path);
            assert_eq!(status, Status::UnprocessableEntity, "{path}: {body}");
        }
    }
    // The user's kind refuses an organization's ID, and the reverse.
    let user = Id::<User>::new();
    let (status, _) = get(&client, &format!("/orgs/{user}/users/{org}"));
    assert_eq!(status, Status::UnprocessableEntity);
    // Upper case is not a TypeID.
    let (status, _) = get(&client, &format!("/users/user_{}", user.to_ulid()));
    assert_eq!(status, Status::UnprocessableEntity);
}

#[test]
fn a_handler_can_take_the_parsers_error() {
    let client = client();
    let (status, body) = get(&client, "/checked/8ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    assert_eq!(status, Status::BadRequest);
    assert_eq!(
        body,
        Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ")
            .unwrap_err()
            .to_string()
    );
    assert!(body.contains("overflow"), "{body}");
}

#[test]
fn queries_take_options_and_lists() {
    let client = client();
    let (a, b) = (Ulid::new(), Ulid::new());
    let owner = Id::<User>::new();
    let lower = a.to_string().to_lowercase();
    let (status, body) = get(
        &client,
        &format!("/search?id={lower}&ids={a}&ids={b}&after={b}&owner={owner}"),
    );
    assert_eq!(status, Status::Ok);
    assert_eq!(
        body,
        format!("{a} {:?} {:?} {:?}", Some(b), vec![a, b], Some(owner))
    );
    let (status, body) = get(&client, &format!("/search?id={a}"));
    assert_eq!((status, body), (Status::Ok, format!("{a} None [] None")));

    let org = Id::<Org>::new();
    for bad in bad_inputs(org) {
        for query in [
            format!("/search?id={bad}"),
            format!("/search?id={a}&ids={b}&ids={bad}"),
        ] {
            let (status, body) = get(&client, &query);
            assert_eq!(status, Status::UnprocessableEntity, "{query}: {body}");
        }
    }
}

/// rocket's `Option<T>` is `None` for a field that is missing *or fails to
/// parse*, for every type (its docs say so); where a bad optional ID must
/// be refused, the handler takes `form::Result` and keeps the error.
#[get("/strict?<after>")]
fn strict(after: form::Result<'_, Ulid>) -> (Status, String) {
    match after {
        Ok(after) => (Status::Ok, format!("{:?}", Some(after))),
        Err(errors)
            if errors
                .iter()
                .all(|e| matches!(e.kind, form::error::ErrorKind::Missing)) =>
        {
            (Status::Ok, "None".to_owned())
        }
        Err(errors) => (Status::BadRequest, errors.to_string()),
    }
}

#[test]
fn a_bad_optional_field_is_none_in_rocket_and_an_error_through_form_result() {
    let client = client();
    let a = Ulid::new();
    let org = Id::<Org>::new();
    let bad = "01ARZ3NDEKTSV4RRFFQ69G5FAU";
    let (status, body) = get(&client, &format!("/search?id={a}&after={bad}&owner={org}"));
    assert_eq!((status, body), (Status::Ok, format!("{a} None [] None")));

    assert_eq!(get(&client, "/strict"), (Status::Ok, "None".to_owned()));
    assert_eq!(
        get(&client, &format!("/strict?after={a}")),
        (Status::Ok, format!("{:?}", Some(a)))
    );
    let (status, body) = get(&client, &format!("/strict?after={bad}"));
    assert_eq!(status, Status::BadRequest);
    assert!(
        body.contains(&Ulid::parse(bad).unwrap_err().to_string()),
        "{body}"
    );
}

#[test]
fn forms_take_ids_and_refuse_bad_ones_with_422() {
    let client = client();
    let (owner, org, tag) = (Id::<User>::new(), Id::<Org>::new(), Ulid::new());
    let post = |body: String| {
        let response = client
            .post("/invites")
            .header(ContentType::Form)
            .body(body)
            .dispatch();
        (
            response.status(),
            response.into_string().unwrap_or_default(),
        )
    };
    assert_eq!(
        post(format!("owner={owner}&org={org}&tags={tag}")),
        (Status::Ok, format!("{owner} {org} {:?}", vec![tag]))
    );
    // The kinds swapped.
    let (status, _) = post(format!("owner={org}&org={owner}&tags={tag}"));
    assert_eq!(status, Status::UnprocessableEntity);
    for bad in bad_inputs(org) {
        let (status, body) = post(format!("owner={owner}&org={org}&tags={bad}"));
        assert_eq!(status, Status::UnprocessableEntity, "{bad}: {body}");
    }
}

#[test]
fn uri_writes_the_canonical_text() {
    let id: Ulid = ULID.to_lowercase().parse().unwrap();
    assert_eq!(uri!(item(id)).to_string(), format!("/items/{ULID}"));
    assert_eq!(uri!(item(&id)).to_string(), format!("/items/{ULID}"));
    let mut held = id;
    assert_eq!(uri!(item(&mut held)).to_string(), format!("/items/{ULID}"));
    let (mut user, org) = (Id::<User>::new(), Id::<Org>::new());
    assert_eq!(uri!(user(user)).to_string(), format!("/users/{user}"));
    assert_eq!(uri!(user(&mut user)).to_string(), format!("/users/{user}"));
    assert_eq!(
        uri!(org_user(org, &user)).to_string(),
        format!("/orgs/{org}/users/{user}")
    );
    let b = Ulid::new();
    assert_eq!(
        uri!(search(id, Some(b), vec![id, b], Some(user))).to_string(),
        format!("/search?id={ULID}&after={b}&ids={ULID}&ids={b}&owner={user}")
    );
    // What `uri!` writes, the routes read back.
    let client = client();
    let (status, body) = get(&client, &uri!(org_user(org, user)).to_string());
    assert_eq!((status, body), (Status::Ok, format!("{org} {user}")));
}

proptest::proptest! {
    /// What `uri!` writes of any ID, a path segment and a form field read
    /// back; a `Ulid` from its lower case too.
    #[test]
    fn any_id_round_trips(bits: u128) {
        use rocket::form::{FromFormField, ValueField};
        use rocket::http::uri::fmt::{Path, Query, UriDisplay};
        use rocket::request::FromParam;
        let ulid = Ulid::from(bits);
        let user = Id::<User>::from_ulid(ulid);
        let path = (&ulid as &dyn UriDisplay<Path>).to_string();
        proptest::prop_assert_eq!(Ulid::from_param(&path).unwrap(), ulid);
        proptest::prop_assert_eq!(Ulid::from_param(&path.to_lowercase()).unwrap(), ulid);
        let query = (&user as &dyn UriDisplay<Query>).to_string();
        proptest::prop_assert_eq!(Id::<User>::from_param(&query).unwrap(), user);
        let field = ValueField::from_value(&query);
        proptest::prop_assert_eq!(Id::<User>::from_value(field).unwrap(), user);
    }
}
