//! Instruction counts of the API layers' argument and parameter parsing,
//! `Ulid` and `Id<User>` beside `uuid::Uuid` through each library's own
//! `uuid` support, counted by callgrind with ulid-core's harness (the same
//! from run to run, whatever else the machine does).
//!
//! `cargo bench -p ulid-api-tests --bench api_layers_instructions`
//! (needs valgrind).

#[path = "../../../ulid-core/benches/callgrind/mod.rs"]
mod callgrind;

use std::hint::black_box;

use callgrind::Operation;

const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const TYPEID: &str = "user_01h455vb4pex5vsknk084sn02q";
const UUID_TEXT: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

ulid_serde::prefix!(User = "user");

/// Every operation: (group, contender, code); the first of a group is the
/// one the others are compared with.
const OPERATIONS: &[(&str, &str, Operation)] = &[
    ("async-graphql: parse an argument", "ulid-core", |n| {
        graphql_parse::<ulid_serde::Ulid>(TEXT, n);
    }),
    (
        "async-graphql: parse an argument",
        "ulid-core Id<User>",
        |n| {
            graphql_parse::<ulid_serde::Id<User>>(TYPEID, n);
        },
    ),
    (
        "async-graphql: parse an argument",
        "uuid (async-graphql's)",
        |n| {
            graphql_parse::<uuid::Uuid>(UUID_TEXT, n);
        },
    ),
    ("juniper: parse an argument", "ulid-core", |n| {
        juniper_parse::<ulid_serde::Ulid>(TEXT, n);
    }),
    ("juniper: parse an argument", "ulid-core Id<User>", |n| {
        juniper_parse::<ulid_serde::Id<User>>(TYPEID, n);
    }),
    ("juniper: parse an argument", "uuid (juniper's)", |n| {
        juniper_parse::<uuid::Uuid>(UUID_TEXT, n);
    }),
    ("rocket: a path segment", "ulid-core", |n| {
        rocket_param::<ulid_serde::Ulid>(TEXT, n);
    }),
    ("rocket: a path segment", "ulid-core Id<User>", |n| {
        rocket_param::<ulid_serde::Id<User>>(TYPEID, n);
    }),
    ("rocket: a path segment", "uuid (rocket's)", |n| {
        rocket_param::<uuid::Uuid>(UUID_TEXT, n);
    }),
    ("poem-openapi: a path parameter", "ulid-core", |n| {
        poem_param::<ulid_serde::Ulid>(TEXT, n);
    }),
    (
        "poem-openapi: a path parameter",
        "ulid-core Id<User>",
        |n| {
            poem_param::<ulid_serde::Id<User>>(TYPEID, n);
        },
    ),
    (
        "poem-openapi: a path parameter",
        "uuid (poem-openapi's)",
        |n| {
            poem_param::<uuid::Uuid>(UUID_TEXT, n);
        },
    ),
];

fn main() {
    callgrind::run(OPERATIONS);
}

fn graphql_parse<T: async_graphql::InputType>(text: &str, n: u64) {
    for _ in 0..n {
        let value = async_graphql::Value::String(black_box(text).to_owned());
        black_box(T::parse(Some(value)).is_ok());
    }
}

fn juniper_parse<T: juniper::FromInputValue>(text: &str, n: u64) {
    let input = juniper::InputValue::scalar(text);
    for _ in 0..n {
        black_box(T::from_input_value(black_box(&input)).is_ok());
    }
}

fn rocket_param<T: for<'a> rocket::request::FromParam<'a>>(text: &str, n: u64) {
    for _ in 0..n {
        black_box(T::from_param(black_box(text)).is_ok());
    }
}

fn poem_param<T: poem_openapi::types::ParseFromParameter>(text: &str, n: u64) {
    for _ in 0..n {
        black_box(T::parse_from_parameter(black_box(text)).is_ok());
    }
}
