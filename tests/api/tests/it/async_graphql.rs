//! async-graphql: IDs as arguments and results of an executed schema, from
//! literals and variables, on `Ulid`, `Option<Ulid>`, `Vec<Ulid>` and two
//! kinds of `Id<P>`; bad input is an error at the argument in the parser's
//! words; the SDL names one scalar per kind.

use crate::common;
use async_graphql::{
    EmptyMutation, EmptySubscription, Object, Request, SDLExportOptions, Schema, Variables,
};
use serde_json::{Value as Json, json};

use common::{BAD_ULIDS, ULID};
use ulid_serde::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

struct Query;

#[Object]
impl Query {
    async fn echo(&self, id: Ulid) -> Ulid {
        id
    }

    async fn maybe(&self, id: Option<Ulid>) -> Option<Ulid> {
        id
    }

    async fn many(&self, ids: Vec<Ulid>) -> Vec<Ulid> {
        ids
    }

    async fn user(&self, id: Id<User>) -> Id<User> {
        id
    }

    async fn org(&self, id: Id<Org>) -> Id<Org> {
        id
    }

    /// The kind of both: the user's organization.
    async fn owner(&self, user: Id<User>) -> Id<Org> {
        Id::from_ulid(user.to_ulid())
    }
}

fn schema() -> Schema<Query, EmptyMutation, EmptySubscription> {
    Schema::new(Query, EmptyMutation, EmptySubscription)
}

/// Runs a query; its data, or its errors' messages with their locations.
async fn run(query: &str, variables: Json) -> Result<Json, Vec<(String, Json)>> {
    let request = Request::new(query).variables(Variables::from_json(variables));
    let response = schema().execute(request).await;
    if response.errors.is_empty() {
        Ok(response.data.into_json().unwrap())
    } else {
        Err(response
            .errors
            .into_iter()
            .map(|error| {
                let locations = serde_json::to_value(&error.locations).unwrap();
                (error.message, locations)
            })
            .collect())
    }
}

#[tokio::test]
async fn literals_and_variables_in_either_case_come_back_canonical() {
    let lower = ULID.to_lowercase();
    let data = run(
        &format!(r#"{{ a: echo(id: "{ULID}") b: echo(id: "{lower}") }}"#),
        json!({}),
    )
    .await
    .unwrap();
    assert_eq!(data, json!({"a": ULID, "b": ULID}));

    let data = run(
        "query($id: ULID!, $ids: [ULID!]!, $none: ULID) {
            echo(id: $id) many(ids: $ids) maybe(id: $none) some: maybe(id: $id)
        }",
        json!({"id": lower, "ids": [ULID, lower], "none": null}),
    )
    .await
    .unwrap();
    assert_eq!(
        data,
        json!({"echo": ULID, "many": [ULID, ULID], "maybe": null, "some": ULID})
    );
}

#[tokio::test]
async fn typed_ids_are_their_typeids_and_keep_their_kind() {
    let user = Id::<User>::new();
    let data = run(
        "query($user: UserId!) { user(id: $user) owner(user: $user) }",
        json!({"user": user.to_string()}),
    )
    .await
    .unwrap();
    let org = Id::<Org>::from_ulid(user.to_ulid());
    assert_eq!(
        data,
        json!({"user": user.to_string(), "owner": org.to_string()})
    );
    let data = run(&format!(r#"{{ org(id: "{org}") }}"#), json!({}))
        .await
        .unwrap();
    assert_eq!(data, json!({"org": org.to_string()}));
}

/// The one error of a query.
async fn error_of(query: &str, variables: Json) -> (String, Json) {
    let errors = run(query, variables).await.unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    errors.into_iter().next().unwrap()
}

#[tokio::test]
async fn bad_literals_are_errors_at_the_argument_in_the_parsers_words() {
    for bad in BAD_ULIDS {
        let words = Ulid::parse(bad).unwrap_err();
        let (message, locations) =
            error_of(&format!("{{\n  echo(id: \"{bad}\")\n}}"), json!({})).await;
        assert_eq!(message, format!(r#"Failed to parse "ULID": {words}"#));
        // Line 2, where the argument's value starts.
        assert_eq!(locations, json!([{"line": 2, "column": 12}]), "{bad}");
    }
    // The words name the character and its place.
    let (message, _) = error_of(r#"{ echo(id: "01ARZ3NDEKTSV4RRFFQ69G5FAU") }"#, json!({})).await;
    assert!(
        message.contains("'U'") && message.contains("25"),
        "{message}"
    );
    let (message, _) = error_of(r#"{ echo(id: "8ZZZZZZZZZZZZZZZZZZZZZZZZZ") }"#, json!({})).await;
    assert!(message.contains("overflow"), "{message}");

    // Not a string at all: async-graphql's own words.
    let (message, _) = error_of("{ echo(id: 42) }", json!({})).await;
    assert!(message.contains("ULID"), "{message}");
}

#[tokio::test]
async fn bad_variables_and_list_items_are_errors_too() {
    let (message, _) = error_of(
        "query($id: ULID!) { echo(id: $id) }",
        json!({"id": "01ARZ3NDEKTSV4RRFFQ69G5FA"}),
    )
    .await;
    assert!(
        message.contains("ULID") && message.contains("26"),
        "{message}"
    );
    let (message, _) = error_of(
        "query($ids: [ULID!]!) { many(ids: $ids) }",
        json!({"ids": [ULID, "not a ulid"]}),
    )
    .await;
    assert!(message.contains("ULID"), "{message}");
}

#[tokio::test]
async fn a_typed_id_refuses_another_kind_and_upper_case() {
    let org = Id::<Org>::new();
    let (message, _) = error_of(&format!(r#"{{ user(id: "{org}") }}"#), json!({})).await;
    let words = Id::<User>::parse(&org.to_string()).unwrap_err().to_string();
    assert_eq!(message, format!(r#"Failed to parse "UserId": {words}"#));
    assert!(
        message.contains("\"user\"") && message.contains("\"org\""),
        "{message}"
    );

    // A bare ULID is not a TypeID of a kind with a prefix.
    let (message, _) = error_of(&format!(r#"{{ user(id: "{ULID}") }}"#), json!({})).await;
    assert!(
        message.starts_with(r#"Failed to parse "UserId": "#),
        "{message}"
    );
    // TypeIDs are lower case (the TypeID spec).
    let upper = format!("user_{}", Id::<User>::new().to_ulid());
    let (message, _) = error_of(
        "query($id: UserId!) { user(id: $id) }",
        json!({ "id": upper }),
    )
    .await;
    assert!(message.contains("UserId"), "{message}");
}

#[test]
fn the_schema_has_one_described_scalar_per_kind() {
    let sdl = schema().sdl_with_options(SDLExportOptions::new().include_specified_by());
    assert!(
        sdl.contains(r#"scalar ULID @specifiedBy(url: "https://github.com/ulid/spec")"#),
        "{sdl}"
    );
    assert!(sdl.contains("scalar UserId"), "{sdl}");
    assert!(sdl.contains("scalar OrgId"), "{sdl}");
    assert!(
        sdl.contains("A ULID: a 48-bit millisecond timestamp"),
        "{sdl}"
    );
    assert!(sdl.contains("A TypeID: the kind's prefix"), "{sdl}");
    assert!(
        sdl.contains(
            r#"scalar UserId @specifiedBy(url: "https://github.com/jetify-com/typeid/tree/main/spec")"#
        ),
        "{sdl}"
    );
    assert!(sdl.contains("user(id: UserId!): UserId!"), "{sdl}");
    assert!(sdl.contains("many(ids: [ULID!]!): [ULID!]!"), "{sdl}");
    assert!(sdl.contains("maybe(id: ULID): ULID"), "{sdl}");
}

proptest::proptest! {
    /// Any ID comes back from its own output, and a `Ulid` from its lower
    /// case too.
    #[test]
    fn any_id_round_trips(bits: u128) {
        use async_graphql::{InputType, Value};
        let ulid = Ulid::from(bits);
        proptest::prop_assert_eq!(<Ulid as InputType>::parse(Some(ulid.to_value())).unwrap(), ulid);
        let lower = Value::String(ulid.to_string().to_lowercase());
        proptest::prop_assert_eq!(<Ulid as InputType>::parse(Some(lower)).unwrap(), ulid);
        let user = Id::<User>::from_ulid(ulid);
        proptest::prop_assert_eq!(<Id<User> as InputType>::parse(Some(user.to_value())).unwrap(), user);
    }
}
