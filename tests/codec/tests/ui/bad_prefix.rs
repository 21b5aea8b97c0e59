ulid_core::prefix!(User = "User");

fn main() {}
