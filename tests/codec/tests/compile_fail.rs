//! What must not compile does not, with a message that says why: a
//! malformed `ulid!` literal, an `Id` of one kind where another is expected,
//! a bad `prefix!`, and a wrong clock (`#[diagnostic::on_unimplemented]`).
//!
//! Here rather than in ulid-core: trybuild builds the crate under test and
//! its dev-dependencies again in a target directory of its own, and this
//! package's are one crate where ulid-core's are a benchmark suite.

#[test]
fn bad_literals_do_not_compile() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/ui/good_literal.rs");
    cases.compile_fail("tests/ui/overflow_literal.rs");
    cases.compile_fail("tests/ui/bad_character_literal.rs");
    cases.compile_fail("tests/ui/short_literal.rs");
    cases.compile_fail("tests/ui/not_a_clock.rs");
}

#[test]
fn mixing_up_kinds_and_bad_prefixes_do_not_compile() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/id_mix_up.rs");
    cases.compile_fail("tests/ui/bad_prefix.rs");
}
