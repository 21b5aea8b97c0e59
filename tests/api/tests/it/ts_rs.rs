//! ts-rs: the bindings of a struct holding `Ulid`, `Option<Ulid>`,
//! `Vec<Ulid>` and two kinds of `Id<P>` are exported and compiled with the
//! TypeScript compiler (`tsc --strict`) against code that uses them, and
//! code that mixes the kinds up must not compile. `scripts/test.sh` installs
//! npm's `typescript` into /var/tmp/ulid-typescript; `ULID_TEST_TSC` points
//! at another `tsc`.

use std::path::{Path, PathBuf};
use std::process::Command;

use ts_rs::{Config, TS};
use ulid_serde::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(Org = "org");
prefix!(Bare = "");

/// A struct as an API returns it.
#[derive(TS)]
#[allow(dead_code, reason = "only its bindings are used")]
struct Member {
    id: Ulid,
    invited_by: Option<Ulid>,
    sessions: Vec<Ulid>,
    user: Id<User>,
    org: Id<Org>,
    legacy: Id<Bare>,
}

fn tsc() -> PathBuf {
    let tsc = std::env::var_os("ULID_TEST_TSC").map_or_else(
        || PathBuf::from("/var/tmp/ulid-typescript/node_modules/.bin/tsc"),
        PathBuf::from,
    );
    assert!(
        tsc.exists(),
        "no TypeScript compiler at {}: run scripts/test.sh (it runs `npm install --prefix \
         /var/tmp/ulid-typescript typescript`) or point ULID_TEST_TSC at a tsc",
        tsc.display()
    );
    tsc
}

/// Compiles `source` beside the exported bindings in `dir`; tsc's output
/// when it fails.
fn compile(dir: &Path, name: &str, source: &str) -> Result<(), String> {
    let file = dir.join(name);
    std::fs::write(&file, source).unwrap();
    let output = Command::new(tsc())
        .args([
            "--strict",
            "--noEmit",
            "--target",
            "es2022",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
        ])
        .arg(&file)
        .output()
        .unwrap();
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr))
    }
}

fn exported() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    Member::export_all(&Config::new().with_out_dir(dir.path())).unwrap();
    dir
}

#[test]
fn the_bindings_are_aliases_with_the_schema_description() {
    let dir = exported();
    let read = |name: &str| std::fs::read_to_string(dir.path().join(name)).unwrap();
    let ulid = read("Ulid.ts");
    assert!(ulid.contains("export type Ulid = string;"), "{ulid}");
    assert!(
        ulid.contains(" * A ULID: a 48-bit millisecond timestamp"),
        "{ulid}"
    );
    let user = read("UserId.ts");
    assert!(
        user.contains("export type UserId = `user_${string}`;"),
        "{user}"
    );
    assert!(user.contains(r#"A TypeID of kind "user""#), "{user}");
    assert!(read("OrgId.ts").contains("export type OrgId = `org_${string}`;"));
    assert!(read("Id.ts").contains("export type Id = string;"));
    let member = read("Member.ts");
    for line in [
        r#"import type { Ulid } from "./Ulid";"#,
        r#"import type { UserId } from "./UserId";"#,
        "id: Ulid,",
        "invited_by: Ulid | null,",
        "sessions: Array<Ulid>,",
        "user: UserId,",
        "org: OrgId,",
        "legacy: Id,",
    ] {
        assert!(member.contains(line), "{line} not in\n{member}");
    }
    let config = Config::new();
    assert_eq!(<Ulid as TS>::inline(&config), "string");
    assert_eq!(<Id<User> as TS>::inline(&config), "`user_${string}`");
    // Not generic in TypeScript: the concrete declaration is the same.
    assert_eq!(<Ulid as TS>::decl_concrete(&config), "type Ulid = string;");
    assert_eq!(
        <Id<User> as TS>::decl_concrete(&config),
        "type UserId = `user_${string}`;"
    );
}

#[test]
fn code_using_the_bindings_compiles_with_tsc_strict() {
    let dir = exported();
    let user = Id::<User>::new();
    let org = Id::<Org>::new();
    let source = format!(
        r#"import type {{ Member }} from "./Member";
import type {{ Ulid }} from "./Ulid";
import type {{ UserId }} from "./UserId";
import type {{ OrgId }} from "./OrgId";

const member: Member = {{
    id: "{id}",
    invited_by: null,
    sessions: ["{id}", "{lower}"],
    user: "{user}",
    org: "{org}",
    legacy: "{bare}",
}};
const invitedBy: Ulid | null = member.invited_by;
const text: string = member.id;
const owner: UserId = member.user;
function orgOf(id: OrgId): string {{
    return id.slice("org_".length);
}}
export const checked = [invitedBy, text, owner, orgOf(member.org), member.sessions.length];
"#,
        id = Ulid::new(),
        lower = Ulid::new().to_string().to_lowercase(),
        bare = Id::<Bare>::new(),
    );
    compile(dir.path(), "use.ts", &source).unwrap_or_else(|errors| panic!("{errors}"));
}

#[test]
fn tsc_keeps_the_kinds_apart() {
    let dir = exported();
    let org = Id::<Org>::new();
    // An organization's ID where a user's is expected.
    let errors = compile(
        dir.path(),
        "mixed.ts",
        r#"import type { Member } from "./Member";
import type { UserId } from "./UserId";
declare const member: Member;
export const user: UserId = member.org;
"#,
    )
    .unwrap_err();
    assert!(
        errors.contains("TS2322") && errors.contains("`user_${string}`"),
        "{errors}"
    );
    // A literal of another kind.
    let errors = compile(
        dir.path(),
        "literal.ts",
        &format!(
            r#"import type {{ UserId }} from "./UserId";
export const user: UserId = "{org}";
"#
        ),
    )
    .unwrap_err();
    assert!(errors.contains("TS2322"), "{errors}");
    // Missing fields and wrong types are still caught (the compiler runs).
    let errors = compile(
        dir.path(),
        "number.ts",
        r#"import type { Ulid } from "./Ulid";
export const id: Ulid = 42;
"#,
    )
    .unwrap_err();
    assert!(errors.contains("TS2322"), "{errors}");
}
