fn main() {
    let _ = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FA");
}
