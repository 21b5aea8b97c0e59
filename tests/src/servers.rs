//! Where the live database servers are, and what to say when one is not.

/// PostgreSQL's URL: `ULID_TEST_POSTGRES_URL`, or the local server.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::postgres_url().starts_with("postgres://"));
/// ```
#[must_use]
pub fn postgres_url() -> String {
    std::env::var("ULID_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// MariaDB/MySQL's URL: `ULID_TEST_MYSQL_URL`, or the local server.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::mysql_url().starts_with("mysql://"));
/// ```
#[must_use]
pub fn mysql_url() -> String {
    std::env::var("ULID_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".to_owned())
}

/// Why PostgreSQL could not be reached, and what to start or set.
///
/// # Example
///
/// ```
/// let message = ulid_tests::servers::postgres_unreachable("refused");
/// assert!(message.contains("ULID_TEST_POSTGRES_URL"));
/// ```
#[must_use]
pub fn postgres_unreachable(err: impl std::fmt::Display) -> String {
    format!(
        "cannot reach PostgreSQL at {}: {err}\n\
         Start it (scripts/test.sh does: pg_ctlcluster --skip-systemctl-redirect \
         $(ls /etc/postgresql) main start) or point ULID_TEST_POSTGRES_URL at one.",
        postgres_url()
    )
}

/// Why MariaDB/MySQL could not be reached, and what to start or set.
///
/// # Example
///
/// ```
/// let message = ulid_tests::servers::mysql_unreachable("refused");
/// assert!(message.contains("ULID_TEST_MYSQL_URL"));
/// ```
#[must_use]
pub fn mysql_unreachable(err: impl std::fmt::Display) -> String {
    format!(
        "cannot reach MariaDB/MySQL at {}: {err}\n\
         Start it (scripts/test.sh does: start-stop-daemon --start --oknodo --background \
         --exec /usr/sbin/mariadbd) or point ULID_TEST_MYSQL_URL at one.",
        mysql_url()
    )
}

/// The URL of a database of its own, made afresh for this test process on
/// the PostgreSQL server with the family's extension created in it
/// (`CREATE EXTENSION ulid`): `ulid_extension_{name}`. Panics, saying what
/// to run, when the server is down or the extension is not installed
/// (`scripts/postgres-extension.sh` installs it).
///
/// # Panics
///
/// When the database cannot be made, as above.
///
/// # Example
///
/// ```no_run
/// let url = ulid_tests::servers::postgres_extension_url("doc");
/// assert!(url.ends_with("/ulid_extension_doc"));
/// ```
#[must_use]
pub fn postgres_extension_url(name: &str) -> String {
    postgres_database_url(&format!("ulid_extension_{name}"), "CREATE EXTENSION ulid;")
}

/// The URL of database `database` on the PostgreSQL server, dropped and
/// made again on the first call of each process, with `setup` run in it
/// through psql (later calls return the URL), so that what a test installs
/// is always what it tests.
///
/// # Panics
///
/// When the server is down or `setup` fails, saying what to do.
///
/// # Example
///
/// ```no_run
/// let url = ulid_tests::servers::postgres_database_url("ulid_doc", "");
/// assert!(url.ends_with("/ulid_doc"));
/// ```
#[must_use]
pub fn postgres_database_url(database: &str, setup: &str) -> String {
    database_url_on(&postgres_url(), database, setup)
}

/// [`postgres_database_url`] on the server of `base` (a URL with a
/// database), such as [`postgres_preloaded_url`]'s.
///
/// # Panics
///
/// As [`postgres_database_url`].
///
/// # Example
///
/// ```no_run
/// let base = ulid_tests::servers::postgres_preloaded_url();
/// let url = ulid_tests::servers::database_url_on(&base, "ulid_doc", "");
/// assert!(url.ends_with("/ulid_doc"));
/// ```
#[must_use]
pub fn database_url_on(base: &str, database: &str, setup: &str) -> String {
    static MADE: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let url = match base.rsplit_once('/') {
        Some((server, _)) => format!("{server}/{database}"),
        None => panic!("{base} names no database"),
    };
    let mut made = MADE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if !made.contains(&url) {
        psql(
            base,
            &format!(
                "DROP DATABASE IF EXISTS {database} WITH (FORCE);\nCREATE DATABASE {database};"
            ),
        );
        psql(&url, setup);
        made.push(url.clone());
    }
    url
}

/// The URL of a PostgreSQL server that preloads the extension's library
/// (`shared_preload_libraries = 'ulid'`), for `gen_monotonic_ulid()`:
/// `ULID_TEST_POSTGRES_PRELOADED_URL`, or the scratch cluster on
/// 127.0.0.1:5439 that `scripts/test.sh sql` (re)starts after installing
/// the extension.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::postgres_preloaded_url().starts_with("postgres://"));
/// ```
#[must_use]
pub fn postgres_preloaded_url() -> String {
    std::env::var("ULID_TEST_POSTGRES_PRELOADED_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5439/test".to_owned())
}

/// Runs `sql` through `psql` against `url` (unaligned, tuples only),
/// stopping at the first error; what psql printed. Panics with psql's error and what to do about it.
///
/// # Panics
///
/// When psql cannot run or the SQL fails.
///
/// # Example
///
/// ```no_run
/// let out = ulid_tests::servers::psql(&ulid_tests::servers::postgres_url(), "SELECT 1");
/// assert_eq!(out.trim(), "1");
/// ```
pub fn psql(url: &str, sql: &str) -> String {
    // Standard input rather than `-c`: each statement runs on its own, as
    // typed at the prompt (CREATE DATABASE refuses a multi-statement `-c`).
    let psql = pg_tool("psql");
    let output = run_with_input(
        &psql,
        &[
            url,
            "-X",
            "-q",
            "-A",
            "-t",
            "-v",
            "ON_ERROR_STOP=1",
            "-f",
            "-",
        ],
        sql,
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        let hint = if stderr.contains("extension \"ulid\" is not available")
            || stderr.contains("could not open extension control file")
        {
            "\nThe extension is not installed in this PostgreSQL: run scripts/postgres-extension.sh."
                .to_owned()
        } else if stderr.contains("connection") {
            format!("\n{}", postgres_unreachable("psql could not connect"))
        } else {
            String::new()
        };
        panic!("psql failed on {sql:?}:\n{stderr}{hint}");
    }
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The path of PostgreSQL's client program `name` (`psql`, `pg_dump`,
/// `pg_restore`) to use with the server under test: in
/// `ULID_TEST_PG_BIN` when set (scripts/test.sh pg-versions sets it to the
/// bin folder of the major it tests, whose pg_dump is the one that may dump
/// that server), else `name` from `PATH`.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::pg_tool("psql").ends_with("psql"));
/// ```
#[must_use]
pub fn pg_tool(name: &str) -> String {
    match std::env::var("ULID_TEST_PG_BIN") {
        Ok(bin) if !bin.is_empty() => format!("{bin}/{name}"),
        _ => name.to_owned(),
    }
}

/// Runs `program` with `args` (a database's tool: `pg_dump`, `psql -f`):
/// what it printed on standard output. Panics with its standard error when
/// it fails, or saying what to install when it cannot run.
///
/// # Panics
///
/// When `program` cannot be started or exits with a failure.
///
/// # Example
///
/// ```no_run
/// let version = ulid_tests::servers::run("psql", &["--version"]);
/// assert!(version.starts_with("psql"));
/// ```
pub fn run(program: &str, args: &[&str]) -> String {
    let output = std::process::Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|err| {
            panic!("cannot run {program}: {err} (scripts/test.sh installs what each area runs)")
        });
    assert!(
        output.status.success(),
        "{program} {args:?}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Whether the PostgreSQL server at `url` is of major `major` or later,
/// for the tests of what that major added. An older server stops such a
/// test (it says "skipped" and passes) only where the run states the
/// server's major in `ULID_TEST_POSTGRES_MAJOR`, as `scripts/test.sh` and
/// `scripts/postgres-versions.sh` do; a run that does not, or states
/// another major than the server's, fails, so that a skip is never the
/// silent result of a test pointed at the wrong server.
///
/// # Panics
///
/// As [`psql`]; when the server is older than `major` and the run does not
/// state its major, or when the stated major is not the server's.
///
/// # Example
///
/// ```no_run
/// let url = ulid_tests::servers::postgres_url();
/// if ulid_tests::servers::postgres_is_at_least(&url, 18) {
///     let key = ulid_tests::servers::psql(&url, "SELECT uuidv7()");
///     assert_eq!(key.trim().len(), 36);
/// }
/// ```
#[must_use]
pub fn postgres_is_at_least(url: &str, major: u32) -> bool {
    let version = psql(url, "SHOW server_version_num");
    let server = version
        .trim()
        .parse::<u32>()
        .unwrap_or_else(|err| panic!("server_version_num {version:?}: {err}"))
        / 10_000;
    match std::env::var("ULID_TEST_POSTGRES_MAJOR") {
        Ok(stated) if stated != server.to_string() => panic!(
            "ULID_TEST_POSTGRES_MAJOR is {stated}, and the server at {url} is PostgreSQL {server}"
        ),
        Ok(_) if server < major => {
            eprintln!(
                "skipped: this test is for PostgreSQL {major}, and this run's server is {server} \
                 (ULID_TEST_POSTGRES_MAJOR; scripts/test.sh pg-versions {major} runs it)"
            );
            false
        }
        Err(_) if server < major => panic!(
            "this test is for PostgreSQL {major}, and the server at {url} is {server}: run it on \
             {major} (scripts/test.sh pg-versions {major}), or set ULID_TEST_POSTGRES_MAJOR={server} \
             to say that this run is on {server}, and it stops saying \"skipped\""
        ),
        _ => true,
    }
}

/// Runs a database's command-line client (`psql`, `mariadb`, `sqlite3`),
/// or another program a test checks our bytes with (`python3`), with
/// `args` and `input` on its standard input, as a user pipes a script into
/// it; its output, whatever its exit status. Panics, saying what installs
/// it, when the program cannot run.
///
/// # Panics
///
/// When `program` cannot be started.
///
/// # Example
///
/// ```no_run
/// let output = ulid_tests::servers::run_with_input("sqlite3", &[":memory:"], "SELECT 1;");
/// assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "1");
/// ```
#[must_use]
pub fn run_with_input(
    program: &str,
    args: &[&str],
    input: impl AsRef<[u8]>,
) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};

    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|err| {
            panic!("cannot run {program}: {err} (scripts/test.sh installs the database clients)")
        });
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_ref())
            .unwrap_or_else(|err| panic!("{program} did not read its input: {err}"));
    }
    child
        .wait_with_output()
        .unwrap_or_else(|err| panic!("{program} did not finish: {err}"))
}

/// Runs `script` with `python3 -c`, `input` on its standard input; its
/// standard output. Panics with Python's error output when the script
/// fails, saying that `scripts/test.sh` installs `packages` (what the
/// script imports, as `pip install` names them).
///
/// # Panics
///
/// When Python cannot run, or the script fails (an import, an assertion).
///
/// # Example
///
/// ```no_run
/// let out = ulid_tests::servers::python("import sys; print(sys.stdin.read())", "hi", "nothing");
/// assert_eq!(out, b"hi\n");
/// ```
#[must_use]
pub fn python(script: &str, input: impl AsRef<[u8]>, packages: &str) -> Vec<u8> {
    let output = run_with_input("python3", &["-c", script], input);
    assert!(
        output.status.success(),
        "the Python check failed (scripts/test.sh installs what it imports: pip install {packages}):\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}
