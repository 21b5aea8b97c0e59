//! IDs whose order only a correct implementation keeps, and the loop that
//! walks keyset pages.

use ulid_core::{Keyset, Ulid};

/// Ten IDs in time order whose random parts run the other way, so that an
/// order by randomness (or by anything but the whole big-endian value)
/// would come out reversed.
///
/// # Panics
///
/// Never: every timestamp and random part is in range.
///
/// # Example
///
/// ```
/// let ids = ulid_tests::fixtures::in_time_order();
/// assert!(ids.is_sorted());
/// assert!(ids[0].random() > ids[9].random());
/// ```
#[must_use]
pub fn in_time_order() -> Vec<Ulid> {
    (0..10u64)
        .map(|i| {
            let random = Ulid::MAX_RANDOM - u128::from(i) * (1 << 70);
            Ulid::from_parts(1_700_000_000_000 + i * 1_000, random).expect("in range")
        })
        .collect()
}

/// The same IDs in a scrambled insertion order.
///
/// # Panics
///
/// If `ids` has fewer than ten IDs.
///
/// # Example
///
/// ```
/// use ulid_tests::fixtures::{in_time_order, scrambled};
///
/// let ids = in_time_order();
/// assert!(!scrambled(&ids).is_sorted());
/// ```
#[must_use]
pub fn scrambled(ids: &[Ulid]) -> Vec<Ulid> {
    [7, 2, 9, 0, 5, 3, 8, 1, 6, 4]
        .iter()
        .map(|&i| ids[i])
        .collect()
}

/// Upper-case hex of the bytes, as SQL's `HEX()` writes it.
///
/// # Example
///
/// ```
/// assert_eq!(ulid_tests::fixtures::hex(&[1, 0xAB]), "01AB");
/// ```
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// Walks every page of `limit` rows: `fetch` runs one page's query, and the
/// pages it returned come back in order.
///
/// # Panics
///
/// Never: each cursor is the text form of an ID `fetch` returned.
///
/// # Example
///
/// ```
/// use ulid_tests::fixtures::{in_time_order, pages};
///
/// let ids = in_time_order();
/// let walked = pages(4, |page| {
///     ids.iter().copied().filter(|&id| id > page.after()).take(4).collect()
/// });
/// assert_eq!(walked.concat(), ids);
/// assert_eq!(walked.len(), 3);
/// ```
pub fn pages(limit: u32, mut fetch: impl FnMut(&Keyset) -> Vec<Ulid>) -> Vec<Vec<Ulid>> {
    let mut pages = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = Keyset::from_cursor(cursor.as_deref(), limit).expect("our own cursor");
        let rows = fetch(&page);
        cursor = page.next_cursor(&rows);
        pages.push(rows);
        if cursor.is_none() {
            return pages;
        }
    }
}

/// [`pages`] for a query that is `async`.
///
/// # Panics
///
/// As [`pages`]: never.
///
/// # Example
///
/// ```
/// use ulid_tests::fixtures::{in_time_order, pages_async};
///
/// let ids = in_time_order();
/// let walked = futures_lite_block_on(pages_async(5, async |page| {
///     ids.iter().copied().filter(|&id| id > page.after()).take(5).collect()
/// }));
/// assert_eq!(walked.len(), 3); // 5, 5, and an empty last page
/// # fn futures_lite_block_on<F: std::future::Future>(f: F) -> F::Output {
/// #     tokio::runtime::Runtime::new().unwrap().block_on(f)
/// # }
/// ```
pub async fn pages_async(
    limit: u32,
    mut fetch: impl AsyncFnMut(&Keyset) -> Vec<Ulid>,
) -> Vec<Vec<Ulid>> {
    let mut pages = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = Keyset::from_cursor(cursor.as_deref(), limit).expect("our own cursor");
        let rows = fetch(&page).await;
        cursor = page.next_cursor(&rows);
        pages.push(rows);
        if cursor.is_none() {
            return pages;
        }
    }
}
