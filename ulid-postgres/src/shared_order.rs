//! `gen_monotonic_ulid()` and `gen_monotonic_ulid_v7()`: one order across
//! every backend of a server.
//!
//! `gen_ulid()` keeps the IDs of one backend increasing; two backends that
//! insert in the same millisecond interleave at random. When the library
//! is in `shared_preload_libraries`, the postmaster sets aside a little
//! shared memory (the last ID each function handed out, behind one LWLock)
//! before it starts any backend, and each function draws every ID of the
//! server under that lock: each is larger than every ID any backend drew
//! from that function before it, so the IDs are in the order the calls
//! took the lock. The two functions keep an order each, one in plain
//! ULIDs, one in UUIDv7 form. Shared memory can only be set aside at the
//! server's start, so without the preload the functions are an error
//! (SQLSTATE 55000) that says how to enable it, never a silent per-backend
//! order.
//!
//! The last IDs live in memory only: after a restart the first call starts
//! from the clock again, as `gen_ulid()` does in a new backend.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, UNIX_EPOCH};

use pgrx::prelude::*;
use pgrx::{PGRXSharedMemory, PgLwLock, pg_shmem_init};
use ulid_core::{Clock, SystemClock, Ulid};

use crate::datum::PgUlid;
use crate::errors::{not_prepared, time_out_of_range};

/// The last ID a function handed out, as its 16 bytes; all zero before
/// the first.
#[derive(Clone, Copy, Default)]
#[repr(C)]
struct LastId([u8; 16]);

/// The last ID of each order: [`LastIds::ulid`] for
/// `gen_monotonic_ulid()`, [`LastIds::uuid_v7`] for
/// `gen_monotonic_ulid_v7()`.
#[derive(Clone, Copy, Default)]
#[repr(C)]
struct LastIds {
    ulid: LastId,
    uuid_v7: LastId,
}

// SAFETY: plain bytes, no pointers: the same bytes mean the same value in
// every process that maps the segment.
unsafe impl PGRXSharedMemory for LastIds {}

impl LastId {
    fn get(self) -> Option<Ulid> {
        let id = Ulid::from_bytes(self.0);
        (!id.is_nil()).then_some(id)
    }

    fn set(&mut self, id: Ulid) {
        self.0 = id.to_bytes();
    }
}

// SAFETY: the name is the extension's own: no other library asks for a
// shared-memory segment or LWLock tranche called `ulid_last_id`.
static LAST_IDS: PgLwLock<LastIds> = unsafe { PgLwLock::new(c"ulid_last_id") };

/// Whether this process's library was loaded while the server read
/// `shared_preload_libraries`: then [`LAST_IDS`] is set up, in the
/// postmaster and so in every backend it forks. Written once, in
/// `_PG_init`, before any SQL runs.
static PRELOADED: AtomicBool = AtomicBool::new(false);

/// Called from `_PG_init`: asks for the shared memory when the server is
/// preloading the library; otherwise does nothing, and
/// `gen_monotonic_ulid()` and `gen_monotonic_ulid_v7()` report that.
pub fn init() {
    // SAFETY: a flag the server sets while it loads
    // `shared_preload_libraries`, read in `_PG_init` on the main thread.
    if unsafe { pg_sys::process_shared_preload_libraries_in_progress } {
        pg_shmem_init!(LAST_IDS);
        PRELOADED.store(true, Ordering::Relaxed);
    }
}

/// A new ULID, larger than every one `gen_monotonic_ulid()` made before
/// in any backend of the server since it started: within a millisecond
/// the random part counts up by one, as in `gen_ulid()`. Needs
/// `shared_preload_libraries = 'ulid'`; without it, SQLSTATE 55000.
/// `PARALLEL RESTRICTED` as `gen_ulid()`.
#[pg_extern(volatile, parallel_restricted, requires = ["ulid_type"])]
fn gen_monotonic_ulid() -> PgUlid {
    draw(Form::Ulid)
}

/// A new ULID in UUIDv7 form (its 16 bytes a valid UUIDv7), larger than
/// every one `gen_monotonic_ulid_v7()` made before in any backend of the
/// server since it started: within a millisecond its 74 random bits count
/// up by one, as in `gen_ulid_v7()`. An order of its own, apart from
/// `gen_monotonic_ulid()`'s; the same preload, errors and parallel safety.
#[pg_extern(volatile, parallel_restricted, requires = ["ulid_type"])]
fn gen_monotonic_ulid_v7() -> PgUlid {
    draw(Form::UuidV7)
}

/// The form of one server-wide order's IDs.
#[derive(Clone, Copy)]
enum Form {
    Ulid,
    UuidV7,
}

impl Form {
    /// The order's last ID.
    fn last(self, ids: &mut LastIds) -> &mut LastId {
        match self {
            Form::Ulid => &mut ids.ulid,
            Form::UuidV7 => &mut ids.uuid_v7,
        }
    }

    /// A fresh ID of the millisecond `ms`.
    fn fresh(self, ms: u64) -> Ulid {
        let id = Ulid::new_at(UNIX_EPOCH + Duration::from_millis(ms));
        match self {
            Form::Ulid => id,
            Form::UuidV7 => id.with_uuid_v7_bits(),
        }
    }

    /// The ID after `id` in its millisecond.
    fn increment(self, id: Ulid) -> Option<Ulid> {
        match self {
            Form::Ulid => id.increment(),
            Form::UuidV7 => id.increment_uuid_v7(),
        }
    }

    /// SQLSTATE 55000, its message and a hint that names the function
    /// of the same form that needs no preload.
    fn not_preloaded(self) -> ! {
        match self {
            Form::Ulid => not_prepared(
                "gen_monotonic_ulid() needs the ulid library in shared_preload_libraries",
                "Add 'ulid' to shared_preload_libraries in postgresql.conf and restart the \
                 server; gen_ulid() needs no preload and keeps the order within each backend.",
            ),
            Form::UuidV7 => not_prepared(
                "gen_monotonic_ulid_v7() needs the ulid library in shared_preload_libraries",
                "Add 'ulid' to shared_preload_libraries in postgresql.conf and restart the \
                 server; gen_ulid_v7() needs no preload and keeps the order within each \
                 backend.",
            ),
        }
    }

    /// SQLSTATE 22008's message.
    fn used_up(self) -> ! {
        match self {
            Form::Ulid => time_out_of_range(
                "gen_monotonic_ulid(): the random part of this millisecond is used up",
            ),
            Form::UuidV7 => time_out_of_range(
                "gen_monotonic_ulid_v7(): the random part of this millisecond is used up",
            ),
        }
    }
}

/// The next ID of the server-wide order of `form`, drawn under the lock.
fn draw(form: Form) -> PgUlid {
    if !PRELOADED.load(Ordering::Relaxed) {
        form.not_preloaded();
    }
    let next = {
        let mut ids = LAST_IDS.exclusive();
        let last = form.last(&mut ids);
        let next = next_after(form, last.get());
        if let Some(id) = next {
            last.set(id);
        }
        next
    };
    match next {
        Some(id) => PgUlid(id),
        None => form.used_up(),
    }
}

/// The ID after `last`: a fresh one when the clock has moved past `last`'s
/// millisecond, else `last` plus one (also when the clock went back, so
/// the order holds); `None` past the millisecond's last ID. The clock is
/// read first and randomness drawn only for a fresh ID: this runs under
/// the server-wide lock.
fn next_after(form: Form, last: Option<Ulid>) -> Option<Ulid> {
    let now_ms = SystemClock.now_ms();
    match last {
        Some(last) if now_ms <= last.timestamp_ms() => form.increment(last),
        _ => Some(form.fresh(now_ms)),
    }
}
