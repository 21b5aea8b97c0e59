//! `cfg(sqlx08)`: the shared test sources take their sqlx-0.8 differences
//! from `ulid-sqlx/tests/common/sqlx08.rs`.

fn main() {
    println!("cargo::rustc-cfg=sqlx08");
}
