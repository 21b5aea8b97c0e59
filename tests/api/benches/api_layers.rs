//! The API layers' hot paths, `Ulid` and `Id<User>` beside `uuid::Uuid`
//! through each library's own `uuid` support, in the same criterion run:
//! reading an argument or parameter (the text to the ID, errors checked)
//! and writing a result. `scripts/bench-table.py` prints the ratios.
//!
//! `cargo bench -p ulid-api-tests --bench api_layers`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ulid_serde::{Id, Ulid, prefix};

prefix!(User = "user");

const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const TYPEID: &str = "user_01h455vb4pex5vsknk084sn02q";
const UUID_TEXT: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

fn async_graphql(c: &mut Criterion) {
    use async_graphql::{InputType, Value};

    fn parse<T: InputType + std::fmt::Debug>(text: &str) -> T {
        T::parse(Some(Value::String(text.to_owned()))).unwrap()
    }

    let mut group = c.benchmark_group("async-graphql: parse an argument");
    group.bench_function("ulid-core", |b| b.iter(|| parse::<Ulid>(black_box(TEXT))));
    group.bench_function("ulid-core Id<User>", |b| {
        b.iter(|| parse::<Id<User>>(black_box(TYPEID)))
    });
    group.bench_function("uuid (async-graphql's)", |b| {
        b.iter(|| parse::<uuid::Uuid>(black_box(UUID_TEXT)))
    });
    group.finish();

    let mut group = c.benchmark_group("async-graphql: write a result");
    let (ulid, id, uuid) = ids();
    group.bench_function("ulid-core", |b| b.iter(|| black_box(ulid).to_value()));
    group.bench_function("ulid-core Id<User>", |b| {
        b.iter(|| black_box(id).to_value())
    });
    group.bench_function("uuid (async-graphql's)", |b| {
        b.iter(|| InputType::to_value(&black_box(uuid)))
    });
    group.finish();
}

fn juniper(c: &mut Criterion) {
    use juniper::{DefaultScalarValue, FromInputValue, InputValue, ToInputValue};

    fn parse<T: FromInputValue<DefaultScalarValue>>(input: &InputValue) -> T
    where
        T::Error: std::fmt::Debug,
    {
        T::from_input_value(input).unwrap()
    }

    let mut group = c.benchmark_group("juniper: parse an argument");
    let (text, typeid, uuid_text) = (
        InputValue::scalar(TEXT),
        InputValue::scalar(TYPEID),
        InputValue::scalar(UUID_TEXT),
    );
    group.bench_function("ulid-core", |b| b.iter(|| parse::<Ulid>(black_box(&text))));
    group.bench_function("ulid-core Id<User>", |b| {
        b.iter(|| parse::<Id<User>>(black_box(&typeid)))
    });
    group.bench_function("uuid (juniper's)", |b| {
        b.iter(|| parse::<uuid::Uuid>(black_box(&uuid_text)))
    });
    group.finish();

    let mut group = c.benchmark_group("juniper: write a result");
    let (ulid, id, uuid) = ids();
    let write = |value: &dyn ToInputValue<DefaultScalarValue>| value.to_input_value();
    group.bench_function("ulid-core", |b| b.iter(|| write(&black_box(ulid))));
    group.bench_function("ulid-core Id<User>", |b| b.iter(|| write(&black_box(id))));
    group.bench_function("uuid (juniper's)", |b| b.iter(|| write(&black_box(uuid))));
    group.finish();
}

fn rocket(c: &mut Criterion) {
    use rocket::request::FromParam;

    let mut group = c.benchmark_group("rocket: a path segment");
    group.bench_function("ulid-core", |b| {
        b.iter(|| Ulid::from_param(black_box(TEXT)).unwrap())
    });
    group.bench_function("ulid-core Id<User>", |b| {
        b.iter(|| Id::<User>::from_param(black_box(TYPEID)).unwrap())
    });
    group.bench_function("uuid (rocket's)", |b| {
        b.iter(|| uuid::Uuid::from_param(black_box(UUID_TEXT)).unwrap())
    });
    group.finish();
}

fn poem_openapi(c: &mut Criterion) {
    use poem_openapi::types::{ParseFromParameter, ToJSON};

    let mut group = c.benchmark_group("poem-openapi: a path parameter");
    group.bench_function("ulid-core", |b| {
        b.iter(|| Ulid::parse_from_parameter(black_box(TEXT)).unwrap())
    });
    group.bench_function("ulid-core Id<User>", |b| {
        b.iter(|| Id::<User>::parse_from_parameter(black_box(TYPEID)).unwrap())
    });
    group.bench_function("uuid (poem-openapi's)", |b| {
        b.iter(|| uuid::Uuid::parse_from_parameter(black_box(UUID_TEXT)).unwrap())
    });
    group.finish();

    let mut group = c.benchmark_group("poem-openapi: a JSON field");
    let (ulid, id, uuid) = ids();
    group.bench_function("ulid-core", |b| b.iter(|| black_box(ulid).to_json()));
    group.bench_function("ulid-core Id<User>", |b| b.iter(|| black_box(id).to_json()));
    group.bench_function("uuid (poem-openapi's)", |b| {
        b.iter(|| black_box(uuid).to_json())
    });
    group.finish();
}

/// The same 128 bits as each contender's ID.
fn ids() -> (Ulid, Id<User>, uuid::Uuid) {
    let ulid = Ulid::parse(TEXT).unwrap();
    (
        ulid,
        Id::from_ulid(ulid),
        uuid::Uuid::from_u128(ulid.to_u128()),
    )
}

criterion_group!(benches, async_graphql, juniper, rocket, poem_openapi);
criterion_main!(benches);
