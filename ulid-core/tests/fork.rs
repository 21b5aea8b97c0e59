//! Processes made by `fork()` never hand out each other's IDs.
//!
//! A parent warms every generation path, then forks four children from its
//! main thread (one of which forks a grandchild) and one from a second
//! thread; every process, the parent and that second thread included, then
//! makes IDs on every path at once, and each writes what it made to a file.
//! The IDs are compared across all processes: no whole ID may repeat, and
//! no random part either (a child that inherited its parent's random
//! generator repeats the parent's random parts even in another
//! millisecond, so this catches a copied state whatever the timing). The
//! paths in UUIDv7 form make valid UUIDv7s in every process.

#![cfg(unix)]

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use ulid_core::{
    Generator, Id, InfallibleGenerator, ReseedOnFork, SharedGenerator, SharedInfallibleGenerator,
    SystemClock, ThreadEntropy, Ulid, UuidV7Form, prefix, reseed_after_restore,
};

prefix!(User = "user");

/// IDs per path per process: enough that the processes overlap in time.
const PER_PATH: usize = 2_000;

/// A `static` generator, made in the parent before any fork.
static SHARED: SharedGenerator = SharedGenerator::new();
static SHARED_INFALLIBLE: SharedInfallibleGenerator = SharedInfallibleGenerator::new();
static SHARED_V7: SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    SharedGenerator::new_uuid_v7();
static SHARED_INFALLIBLE_V7: SharedInfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    SharedInfallibleGenerator::new_uuid_v7().with_random_increments();

/// The generation paths, in the order of their tags in the result files.
const PATHS: [&str; 14] = [
    "Ulid::new",
    "Id::<User>::new",
    "Ulid::new_at(now)",
    "Generator made before the fork",
    "static SharedGenerator",
    "Generator with its own entropy in ReseedOnFork",
    "Generator::with_random_increments",
    "InfallibleGenerator made before the fork",
    "static SharedInfallibleGenerator",
    "Ulid::new_uuid_v7",
    "Generator::new_uuid_v7 made before the fork",
    "static SharedGenerator::new_uuid_v7",
    "InfallibleGenerator::new_uuid_v7 made before the fork",
    "static SharedInfallibleGenerator::new_uuid_v7 with random increments",
];

/// The paths whose IDs must be strictly increasing within a process (and
/// after everything the process inherited).
const MONOTONIC_PATHS: [u8; 10] = [3, 4, 5, 6, 7, 8, 10, 11, 12, 13];

/// The paths whose IDs are in UUIDv7 form (`Id::new` is
/// `Ulid::new_uuid_v7`).
const UUID_V7_PATHS: [u8; 6] = [1, 9, 10, 11, 12, 13];

/// The generators a process carries across its forks.
struct Generators {
    plain: Generator,
    random_steps: Generator,
    infallible: InfallibleGenerator,
    own_entropy: Generator<SystemClock, ReseedOnFork<OwnEntropy>>,
    uuid_v7: Generator<SystemClock, ThreadEntropy, UuidV7Form>,
    infallible_v7: InfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form>,
}

/// A user's own entropy source: a xorshift generator seeded from the
/// operating system. Copied into a child as it is, it would repeat the
/// parent's numbers; `ReseedOnFork` makes a new one in the child.
struct OwnEntropy(u64);

impl OwnEntropy {
    fn from_os() -> OwnEntropy {
        let mut seed = [0u8; 8];
        fs::File::open("/dev/urandom")
            .and_then(|mut file| std::io::Read::read_exact(&mut file, &mut seed))
            .expect("read /dev/urandom");
        OwnEntropy(u64::from_ne_bytes(seed) | 1)
    }
}

impl ulid_core::Entropy for OwnEntropy {
    fn random_bits(&mut self) -> u128 {
        let mut next = || {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            u128::from(self.0)
        };
        (next() << 64) | next()
    }
}

impl Generators {
    fn new() -> Generators {
        Generators {
            plain: Generator::new(),
            random_steps: Generator::new().with_random_increments(),
            infallible: InfallibleGenerator::new(),
            own_entropy: Generator::with_sources(
                SystemClock,
                ReseedOnFork::new(OwnEntropy::from_os),
            ),
            uuid_v7: Generator::new_uuid_v7(),
            infallible_v7: InfallibleGenerator::new_uuid_v7(),
        }
    }

    /// `count` IDs on every path, tagged with the path's index in `PATHS`.
    fn make(&mut self, count: usize) -> Vec<(u8, Ulid)> {
        let mut ids = Vec::with_capacity(count * PATHS.len());
        for _ in 0..count {
            ids.push((0, Ulid::new()));
            ids.push((1, Id::<User>::new().to_ulid()));
            ids.push((2, Ulid::new_at(SystemTime::now())));
            ids.push((3, self.plain.generate().unwrap()));
            ids.push((4, SHARED.generate().unwrap()));
            ids.push((5, self.own_entropy.generate().unwrap()));
            ids.push((6, self.random_steps.generate().unwrap()));
            ids.push((7, self.infallible.generate()));
            ids.push((8, SHARED_INFALLIBLE.generate()));
            ids.push((9, Ulid::new_uuid_v7()));
            ids.push((10, self.uuid_v7.generate().unwrap()));
            ids.push((11, SHARED_V7.generate().unwrap()));
            ids.push((12, self.infallible_v7.generate()));
            ids.push((13, SHARED_INFALLIBLE_V7.generate()));
        }
        ids
    }
}

fn write_ids(dir: &Path, process: &str, ids: &[(u8, Ulid)]) {
    let mut bytes = Vec::with_capacity(ids.len() * 17);
    for (path, id) in ids {
        bytes.push(*path);
        bytes.extend_from_slice(&id.to_bytes());
    }
    fs::write(dir.join(process), bytes).unwrap();
}

fn read_ids(file: &Path) -> Vec<(u8, Ulid)> {
    fs::read(file)
        .unwrap()
        .chunks_exact(17)
        .map(|record| {
            let bytes: [u8; 16] = record[1..].try_into().unwrap();
            (record[0], Ulid::from_bytes(bytes))
        })
        .collect()
}

/// Forks; the child runs `body` and exits (status 1 if `body` panicked),
/// never returning into the test harness. Returns the child's process ID.
fn fork_child(body: impl FnOnce()) -> libc::pid_t {
    // SAFETY: the child runs only `body` and then `_exit`s, so it never
    // returns into the test harness whose other threads it lacks.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed: {}", std::io::Error::last_os_error());
    if pid == 0 {
        let status = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
            Ok(()) => 0,
            Err(_) => 1,
        };
        // SAFETY: ends the child at once, without running the harness's
        // exit handlers (they belong to the parent).
        unsafe { libc::_exit(status) };
    }
    pid
}

fn wait_ok(pid: libc::pid_t) {
    let mut status = 0;
    // SAFETY: waits for a child this process forked.
    let waited = unsafe { libc::waitpid(pid, &raw mut status, 0) };
    assert_eq!(waited, pid, "waitpid: {}", std::io::Error::last_os_error());
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "process {pid} failed (wait status {status})"
    );
}

/// One process's share: its IDs, written under `name`.
fn make_and_write(dir: &Path, name: &str, generators: &mut Generators) {
    let ids = generators.make(PER_PATH);
    write_ids(dir, name, &ids);
}

#[test]
fn forked_processes_never_repeat_an_id() {
    let dir = tempfile::tempdir().unwrap();
    let dir: PathBuf = dir.path().to_owned();

    // Every path has made IDs before the fork: its state is what the
    // children inherit.
    let mut generators = Generators::new();
    let _ = generators.make(10);
    let shared_before_fork = SHARED.last().unwrap();
    let shared_v7_before_fork = SHARED_V7.last().unwrap();

    let mut children = Vec::new();
    for child in 1..=4 {
        let dir = dir.clone();
        let generators = &mut generators;
        children.push(fork_child(move || {
            if child == 1 {
                // A grandchild, forked before this child makes any ID.
                let grandchild = fork_child(|| make_and_write(&dir, "grandchild", generators));
                make_and_write(&dir, "child-1", generators);
                wait_ok(grandchild);
            } else {
                make_and_write(&dir, &format!("child-{child}"), generators);
            }
        }));
    }

    // A child forked from a second thread, whose own thread-local state
    // (warmed before the fork) the child inherits; that thread then goes
    // on making IDs in the parent.
    let from_thread = Mutex::new(None);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let mut thread_generators = Generators::new();
            let _ = thread_generators.make(10);
            let pid =
                fork_child(|| make_and_write(&dir, "child-of-thread", &mut thread_generators));
            make_and_write(&dir, "parent-thread", &mut thread_generators);
            *from_thread.lock().unwrap() = Some(pid);
        });
        make_and_write(&dir, "parent", &mut generators);
    });
    children.push(from_thread.into_inner().unwrap().unwrap());
    for pid in children {
        wait_ok(pid);
    }

    let mut whole: HashMap<Ulid, String> = HashMap::new();
    let mut random: HashMap<u128, String> = HashMap::new();
    let mut whole_repeats = Vec::new();
    let mut random_repeats = 0;
    let mut files = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let file = entry.unwrap().path();
        let process = file.file_name().unwrap().to_string_lossy().into_owned();
        let ids = read_ids(&file);
        assert_eq!(ids.len(), PER_PATH * PATHS.len(), "{process}");
        files += 1;
        for path in MONOTONIC_PATHS {
            let made: Vec<Ulid> = ids
                .iter()
                .filter(|(p, _)| *p == path)
                .map(|(_, id)| *id)
                .collect();
            let name = PATHS[usize::from(path)];
            assert!(
                made.is_sorted_by(|a, b| a < b),
                "{process}: {name} out of order"
            );
            if path == 4 {
                assert!(made[0] > shared_before_fork, "{process}: {name} went back");
            }
            if path == 11 {
                assert!(
                    made[0] > shared_v7_before_fork,
                    "{process}: {name} went back"
                );
            }
        }
        for (path, id) in &ids {
            // Read by the `uuid` crate, not our own check.
            let uuid = uuid::Uuid::from_bytes(id.to_bytes());
            if UUID_V7_PATHS.contains(path) {
                let name = PATHS[usize::from(*path)];
                assert_eq!(uuid.get_version_num(), 7, "{process}: {name} made {id}");
                assert_eq!(
                    uuid.get_variant(),
                    uuid::Variant::RFC4122,
                    "{process}: {name}"
                );
            }
        }
        for (path, id) in ids {
            let origin = format!("{process} ({})", PATHS[usize::from(path)]);
            if let Some(first) = whole.insert(id, origin.clone()) {
                whole_repeats.push(format!("{id}: {first} and {origin}"));
            }
            if random.insert(id.random(), origin).is_some() {
                random_repeats += 1;
            }
        }
    }
    assert_eq!(
        files, 8,
        "parent, its second thread, 5 children and a grandchild"
    );
    assert!(
        whole_repeats.is_empty(),
        "{} IDs were made twice, e.g. {:?}",
        whole_repeats.len(),
        &whole_repeats[..whole_repeats.len().min(5)]
    );
    assert_eq!(random_repeats, 0, "random parts repeated across processes");
}

/// `reseed_after_restore` (for a process restored from a snapshot, which
/// no library can detect) moves a generator off its sequence as a fork
/// does: the next ID has a fresh random part above the last one, drawn from
/// the generator's entropy, instead of the last ID plus 1.
#[test]
fn reseed_after_restore_moves_generators_off_their_sequence() {
    let counting = || {
        let mut draws = 0;
        move || {
            draws += 1;
            draws * 1_000_000
        }
    };
    let mut ids = Generator::with_sources(|| 7_000u64, counting());
    let shared = SharedGenerator::with_sources(|| 7_000u64, counting());
    for (first, second) in [
        (ids.generate().unwrap(), ids.generate().unwrap()),
        (shared.generate().unwrap(), shared.generate().unwrap()),
    ] {
        assert_eq!(first, Ulid::from_parts(7_000, 1_000_000).unwrap());
        assert_eq!(second, Ulid::from_parts(7_000, 1_000_001).unwrap());
    }

    reseed_after_restore();
    // The second draw (2,000,000) moves the last ID up; the next is 1 above.
    let moved = Ulid::from_parts(7_000, 1_000_001 + 2_000_000 + 1).unwrap();
    assert_eq!(ids.generate().unwrap(), moved);
    assert_eq!(shared.generate().unwrap(), moved);
    // Then the sequence goes on by 1 from there.
    assert_eq!(ids.generate().unwrap(), moved.increment().unwrap());
    assert_eq!(shared.generate().unwrap(), moved.increment().unwrap());
}
