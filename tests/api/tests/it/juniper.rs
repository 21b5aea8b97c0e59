//! juniper: IDs as arguments and results of an executed schema, from
//! literals and variables, on `Ulid`, `Option<Ulid>`, `Vec<Ulid>` and two
//! kinds of `Id<P>`; bad input is an error in the parser's words; the SDL
//! names one scalar per kind.

use crate::common;
use juniper::{EmptyMutation, EmptySubscription, InputValue, RootNode, Variables, graphql_object};

use common::{BAD_ULIDS, ULID};
use ulid_serde::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");

struct Query;

#[graphql_object]
impl Query {
    fn echo(id: Ulid) -> Ulid {
        id
    }

    fn maybe(id: Option<Ulid>) -> Option<Ulid> {
        id
    }

    fn many(ids: Vec<Ulid>) -> Vec<Ulid> {
        ids
    }

    fn user(id: Id<User>) -> Id<User> {
        id
    }

    fn org(id: Id<Org>) -> Id<Org> {
        id
    }

    /// The user's organization: both kinds in one field.
    fn owner(user: Id<User>) -> Id<Org> {
        Id::from_ulid(user.to_ulid())
    }
}

type Schema = RootNode<Query, EmptyMutation, EmptySubscription>;

fn schema() -> Schema {
    Schema::new(Query, EmptyMutation::new(), EmptySubscription::new())
}

/// Runs a query; its data as JSON, or every error's message.
async fn run(
    query: &str,
    variables: &[(&str, InputValue)],
) -> Result<serde_json::Value, Vec<String>> {
    let variables: Variables = variables
        .iter()
        .map(|(name, value)| ((*name).to_owned(), value.clone()))
        .collect();
    match juniper::execute(query, None, &schema(), &variables, &()).await {
        Ok((data, errors)) if errors.is_empty() => Ok(serde_json::to_value(&data).unwrap()),
        Ok((_, errors)) => Err(errors
            .iter()
            .map(|error| error.error().message().to_owned())
            .collect()),
        Err(error) => Err(vec![error.to_string()]),
    }
}

fn string(text: impl Into<String>) -> InputValue {
    InputValue::scalar(text.into())
}

#[tokio::test]
async fn literals_and_variables_in_either_case_come_back_canonical() {
    let lower = ULID.to_lowercase();
    let data = run(
        &format!(r#"{{ a: echo(id: "{ULID}") b: echo(id: "{lower}") }}"#),
        &[],
    )
    .await
    .unwrap();
    assert_eq!(data, serde_json::json!({"a": ULID, "b": ULID}));

    let data = run(
        "query($id: ULID!, $ids: [ULID!]!, $none: ULID) {
            echo(id: $id) many(ids: $ids) maybe(id: $none) some: maybe(id: $id)
        }",
        &[
            ("id", string(lower.clone())),
            ("ids", InputValue::list(vec![string(ULID), string(lower)])),
            ("none", InputValue::null()),
        ],
    )
    .await
    .unwrap();
    assert_eq!(
        data,
        serde_json::json!({"echo": ULID, "many": [ULID, ULID], "maybe": null, "some": ULID})
    );
}

#[tokio::test]
async fn typed_ids_are_their_typeids_and_keep_their_kind() {
    let user = Id::<User>::new();
    let org = Id::<Org>::from_ulid(user.to_ulid());
    let data = run(
        "query($user: UserId!) { user(id: $user) owner(user: $user) }",
        &[("user", string(user.to_string()))],
    )
    .await
    .unwrap();
    assert_eq!(
        data,
        serde_json::json!({"user": user.to_string(), "owner": org.to_string()})
    );
    let data = run(&format!(r#"{{ org(id: "{org}") }}"#), &[])
        .await
        .unwrap();
    assert_eq!(data, serde_json::json!({"org": org.to_string()}));
}

/// The one error of a query.
async fn error_of(query: &str, variables: &[(&str, InputValue)]) -> String {
    let errors = run(query, variables).await.unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    errors.into_iter().next().unwrap()
}

/// juniper validates a literal argument before running the query and
/// reports only that it is invalid, naming the value and the type (its
/// validation drops a scalar's reason, for its own `UUID` as well);
/// variables and list items carry the parser's words.
#[tokio::test]
async fn bad_literals_are_named_and_bad_variables_are_errors_in_the_parsers_words() {
    for bad in BAD_ULIDS {
        let message = error_of(&format!(r#"{{ echo(id: "{bad}") }}"#), &[]).await;
        assert_eq!(
            message,
            format!(
                r#"Invalid value for argument "id", reason: Invalid value ""{bad}"" for type "ULID". At 0:11"#
            )
        );

        let words = format!("Failed to parse `ULID`: {}", Ulid::parse(bad).unwrap_err());
        let message = error_of(
            "query($id: ULID!) { echo(id: $id) }",
            &[("id", string(bad))],
        )
        .await;
        assert_eq!(
            message,
            format!(
                r#"Variable "$id" got invalid value. Expected input scalar `ULID`. Got: `"{bad}"`. Details: {words}.. At 0:6"#
            )
        );
        let message = error_of(
            "query($ids: [ULID!]!) { many(ids: $ids) }",
            &[("ids", InputValue::list(vec![string(ULID), string(bad)]))],
        )
        .await;
        assert!(
            message.contains(&words) && message.contains("In element #1"),
            "{bad}: {message}"
        );
    }
    // The words name the character and its place, or the overflow.
    let message = error_of(
        "query($id: ULID!) { echo(id: $id) }",
        &[("id", string("01ARZ3NDEKTSV4RRFFQ69G5FAU"))],
    )
    .await;
    assert!(
        message.contains("'U'") && message.contains("25"),
        "{message}"
    );
    // Not a string at all: refused by juniper's parser (this schema has no
    // `Int`) or by our reader.
    error_of("{ echo(id: 42) }", &[]).await;
    let message = error_of(
        "query($id: ULID!) { echo(id: $id) }",
        &[("id", InputValue::scalar(42))],
    )
    .await;
    assert!(message.contains("Expected `ULID`, found: 42"), "{message}");
}

#[tokio::test]
async fn a_typed_id_refuses_another_kind_and_upper_case() {
    let org = Id::<Org>::new();
    let words = format!(
        "Failed to parse `UserId`: {}",
        Id::<User>::parse(&org.to_string()).unwrap_err()
    );
    let message = error_of(
        "query($id: UserId!) { user(id: $id) }",
        &[("id", string(org.to_string()))],
    )
    .await;
    assert!(message.contains(&words), "{message}");
    let message = error_of(&format!(r#"{{ user(id: "{org}") }}"#), &[]).await;
    assert!(message.contains(r#"for type "UserId""#), "{message}");
    let upper = format!("user_{}", Id::<User>::new().to_ulid());
    let message = error_of(
        "query($id: UserId!) { user(id: $id) }",
        &[("id", string(upper))],
    )
    .await;
    assert!(message.contains("Failed to parse `UserId`"), "{message}");
}

#[test]
fn the_schema_has_one_described_scalar_per_kind() {
    let sdl = schema().as_sdl();
    assert!(
        sdl.contains(r#"scalar ULID @specifiedBy(url: "https://github.com/ulid/spec")"#),
        "{sdl}"
    );
    assert!(
        sdl.contains(
            r#"scalar UserId @specifiedBy(url: "https://github.com/jetify-com/typeid/tree/main/spec")"#
        ),
        "{sdl}"
    );
    assert!(sdl.contains("scalar OrgId"), "{sdl}");
    assert!(
        sdl.contains("A ULID: a 48-bit millisecond timestamp"),
        "{sdl}"
    );
    assert!(
        sdl.contains(r#"A TypeID of kind \"user\""#) || sdl.contains(r#"A TypeID of kind "user""#),
        "{sdl}"
    );
    assert!(sdl.contains("user(id: UserId!): UserId!"), "{sdl}");
    assert!(sdl.contains("many(ids: [ULID!]!): [ULID!]!"), "{sdl}");
    assert!(sdl.contains("maybe(id: ULID): ULID"), "{sdl}");
}

/// What juniper's API gives outside an executed query: the type's name,
/// and a scalar read through `ScalarValue::try_to`.
#[test]
fn the_name_and_a_scalar_read_directly() {
    use juniper::{DefaultScalarValue, GraphQLValue, ScalarValue};
    let ulid: Ulid = ULID.parse().unwrap();
    let user = Id::<User>::from_ulid(ulid);
    assert_eq!(
        GraphQLValue::<DefaultScalarValue>::type_name(&ulid, &()).as_deref(),
        Some("ULID")
    );
    assert_eq!(
        GraphQLValue::<DefaultScalarValue>::type_name(&user, &()).as_deref(),
        Some("UserId")
    );
    let text = DefaultScalarValue::from(ULID.to_lowercase());
    assert_eq!(text.try_to::<Ulid>().unwrap(), ulid);
    let typed = DefaultScalarValue::from(user.to_string());
    assert_eq!(typed.try_to::<Id<User>>().unwrap(), user);
    let number = DefaultScalarValue::from(42);
    assert_eq!(
        number.try_to::<Ulid>().unwrap_err().message(),
        "Expected `ULID`, found: 42"
    );
    assert_eq!(
        text.try_to::<Id<User>>().unwrap_err().message(),
        format!(
            "Failed to parse `UserId`: {}",
            Id::<User>::parse(&ULID.to_lowercase()).unwrap_err()
        )
    );
    // An input that is no scalar at all.
    use juniper::FromInputValue;
    let list = InputValue::<DefaultScalarValue>::list(vec![string(ULID)]);
    let message = Ulid::from_input_value(&list).unwrap_err();
    assert!(
        message.message().starts_with("Expected `ULID`, found: ["),
        "{}",
        message.message()
    );
}

proptest::proptest! {
    /// Any ID comes back from its own output, and a `Ulid` from its lower
    /// case too.
    #[test]
    fn any_id_round_trips(bits: u128) {
        use juniper::{FromInputValue, ToInputValue};
        let ulid = Ulid::from(bits);
        let user = Id::<User>::from_ulid(ulid);
        let (ulid_input, user_input): (InputValue, InputValue) =
            (ulid.to_input_value(), user.to_input_value());
        proptest::prop_assert_eq!(Ulid::from_input_value(&ulid_input).unwrap(), ulid);
        let lower = string(ulid.to_string().to_lowercase());
        proptest::prop_assert_eq!(Ulid::from_input_value(&lower).unwrap(), ulid);
        proptest::prop_assert_eq!(Id::<User>::from_input_value(&user_input).unwrap(), user);
    }
}
