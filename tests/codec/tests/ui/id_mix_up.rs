use ulid_core::{Id, prefix};

prefix!(User = "user");
prefix!(Org = "org");

fn suspend(_user: Id<User>) {}

fn main() {
    let org = Id::<Org>::new();
    suspend(org);
}
