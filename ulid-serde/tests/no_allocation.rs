//! Reading a ULID from JSON allocates nothing: the borrowed string is
//! parsed in place. A counting global allocator proves it. (One test in
//! this binary, so no other thread allocates while it counts.)

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use ulid_core::Ulid;

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; the
// counter has no effect on the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        // SAFETY: the caller upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[derive(serde::Deserialize, serde::Serialize)]
struct Event {
    id: Ulid,
    #[serde(with = "ulid_serde::as_uuid")]
    other: Ulid,
}

#[test]
fn json_deserialize_and_serialize_into_a_buffer_allocate_nothing() {
    let json =
        r#"{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV","other":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#;
    let mut out = Vec::with_capacity(256);

    let before = ALLOCATIONS.load(Ordering::SeqCst);
    let event: Event = serde_json::from_str(json).unwrap();
    serde_json::to_writer(&mut out, &event).unwrap();
    let after = ALLOCATIONS.load(Ordering::SeqCst);

    assert_eq!(event.id, event.other);
    assert_eq!(out, json.as_bytes());
    assert_eq!(after - before, 0, "allocations while reading and writing");
}
