const ID: ulid_core::Ulid = ulid_core::ulid!("01arz3ndektsv4rrffq69g5fav");

fn main() {
    assert_eq!(ID.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
}
