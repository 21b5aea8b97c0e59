fn main() {
    let _ = ulid_core::ulid!("8ZZZZZZZZZZZZZZZZZZZZZZZZZ");
}
