//! `ulid!` turns a malformed literal into a compile error.

#[test]
fn bad_literals_do_not_compile() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/ui/good_literal.rs");
    cases.compile_fail("tests/ui/overflow_literal.rs");
    cases.compile_fail("tests/ui/bad_character_literal.rs");
    cases.compile_fail("tests/ui/short_literal.rs");
    // Not about `ulid!`, but the same harness: a wrong clock says what a
    // clock is (`#[diagnostic::on_unimplemented]`).
    cases.compile_fail("tests/ui/not_a_clock.rs");
}
