//! What the API-layer tests (async-graphql, juniper, rocket, poem-openapi)
//! share: a valid ULID and the bad inputs every integration is held to.

/// The ULID spec's example.
pub(crate) const ULID: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

/// Text that is no ULID: an overflow, a bad character, a wrong length and
/// a UUID's text.
pub(crate) const BAD_ULIDS: [&str; 4] = [
    "8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
    "01ARZ3NDEKTSV4RRFFQ69G5FAU",
    "01ARZ3NDEKTSV4RRFFQ69G5FA",
    "0188e4c5-8a4e-7a53-9b8e-2f1c3d4e5f60",
];

/// [`BAD_ULIDS`] and a TypeID of another kind than the one expected.
#[allow(dead_code, reason = "the GraphQL tests send the kinds apart")]
pub(crate) fn bad_inputs(other_kind: impl std::fmt::Display) -> Vec<String> {
    BAD_ULIDS
        .iter()
        .map(|bad| (*bad).to_owned())
        .chain([other_kind.to_string()])
        .collect()
}
