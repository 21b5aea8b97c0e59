//! tower-http 0.7 and 0.6: request IDs as ULIDs (or TypeIDs), for
//! `SetRequestIdLayer` in axum, tonic and any tower service, where
//! tower-http itself ships only `MakeRequestUuid`. One type; each major's
//! `MakeRequestId` is implemented on it by the same function.

use core::fmt;
use core::marker::PhantomData;

use http::{HeaderValue, Request};

use crate::external::http::header_value;
use crate::{Identifier, SharedInfallibleGenerator, Ulid};

/// The one generator of request IDs in a process: monotonic, so the IDs
/// of requests taken in one millisecond still sort in the order they came;
/// infallible, so a request never goes without one; safe across `fork()`
/// as every generator of this crate is.
static REQUEST_IDS: SharedInfallibleGenerator = SharedInfallibleGenerator::new();

/// tower-http's `MakeRequestId` with ULIDs (features `tower-http` for 0.7,
/// `tower-http06` for 0.6), as tower-http's `MakeRequestUuid` makes
/// UUIDs: each request without an ID header gets a new ID, from one
/// monotonic generator per process, so IDs sort in the order requests
/// arrived and are never handed out twice. `MakeRequestUlid<Id<P>>` makes
/// TypeIDs (`req_01h455vb4pex5vsknk084sn02q`).
///
/// A request that arrives with the header keeps it as it is: that is
/// tower-http's `SetRequestId`, not something a `MakeRequestId` decides.
/// A handler that needs a ULID there reads it with
/// `Ulid::try_from(&HeaderValue)`, whose error says what is wrong; or
/// remove the header from untrusted clients before the layer.
///
/// With axum: `Router::new().route(...)
/// .layer(PropagateRequestIdLayer::x_request_id())
/// .layer(SetRequestIdLayer::x_request_id(MakeRequestUlid::<Ulid>::new()))`
/// (the layer added last runs first; the HTTP guide, [`guide::http`], has
/// the whole service).
///
/// [`guide::http`]: crate::guide::http
///
/// # Example
///
/// ```
/// use http::Request;
/// use tower_http::request_id::MakeRequestId;
/// use ulid_core::{MakeRequestUlid, Ulid};
///
/// let mut make = MakeRequestUlid::<Ulid>::new();
/// let request = Request::new(());
/// let first = make.make_request_id(&request).unwrap();
/// let second = make.make_request_id(&request).unwrap();
/// let first = Ulid::try_from(first.header_value())?;
/// assert!(first < Ulid::try_from(second.header_value())?);
/// # Ok::<(), ulid_core::ParseError>(())
/// ```
pub struct MakeRequestUlid<T = Ulid>(PhantomData<fn() -> T>);

impl<T: Identifier> MakeRequestUlid<T> {
    /// Request IDs of type `T`: [`Ulid`], or an [`Id<P>`](crate::Id) for
    /// TypeIDs.
    ///
    /// # Example
    ///
    /// ```
    /// use http::Request;
    /// use tower_http::request_id::MakeRequestId;
    /// use ulid_core::{Id, MakeRequestUlid, prefix};
    ///
    /// prefix!(HttpRequest = "req");
    /// let mut make = MakeRequestUlid::<Id<HttpRequest>>::new();
    /// let id = make.make_request_id(&Request::new(())).unwrap();
    /// let text = id.header_value().to_str()?;
    /// assert!(text.starts_with("req_"), "{text}");
    /// Id::<HttpRequest>::try_from(id.header_value())?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new() -> MakeRequestUlid<T> {
        MakeRequestUlid(PhantomData)
    }

    /// The next request ID's header value.
    fn next(self) -> HeaderValue {
        header_value(T::from_ulid(REQUEST_IDS.generate()))
    }
}

#[cfg(feature = "tower-http")]
impl<T: Identifier> tower_http::request_id::MakeRequestId for MakeRequestUlid<T> {
    /// A new ID, always: the process's request-ID generator never fails.
    fn make_request_id<B>(
        &mut self,
        _request: &Request<B>,
    ) -> Option<tower_http::request_id::RequestId> {
        Some(tower_http::request_id::RequestId::new(self.next()))
    }
}

#[cfg(feature = "tower-http06")]
impl<T: Identifier> tower_http06::request_id::MakeRequestId for MakeRequestUlid<T> {
    /// A new ID, always: the process's request-ID generator never fails.
    fn make_request_id<B>(
        &mut self,
        _request: &Request<B>,
    ) -> Option<tower_http06::request_id::RequestId> {
        Some(tower_http06::request_id::RequestId::new(self.next()))
    }
}

impl<T: Identifier> Default for MakeRequestUlid<T> {
    fn default() -> MakeRequestUlid<T> {
        MakeRequestUlid::new()
    }
}

impl<T: Identifier> Clone for MakeRequestUlid<T> {
    fn clone(&self) -> MakeRequestUlid<T> {
        *self
    }
}

impl<T: Identifier> Copy for MakeRequestUlid<T> {}

impl<T: Identifier> fmt::Debug for MakeRequestUlid<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MakeRequestUlid")
    }
}
