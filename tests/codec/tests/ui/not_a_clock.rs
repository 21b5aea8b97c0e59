use ulid_core::Generator;

fn main() {
    // A clock is read at each ID; a `SystemTime` value is one instant.
    let _ = Generator::with_sources(std::time::SystemTime::now(), || 0u128);
}
