//! A strict, fast ULID: 128 bits that sort by creation time.
//!
//! ```
//! use ulid_core::{ulid, Generator, Ulid};
//!
//! // A new ID: the current millisecond and 80 bits from a CSPRNG.
//! let id = Ulid::new();
//! let text = id.to_string(); // 26 characters of Crockford base32
//! assert_eq!(text.parse::<Ulid>()?, id);
//! assert_eq!(Ulid::from_bytes(id.to_bytes()), id);
//!
//! // Parsing is strict: overflow is an error, not a wrapped value.
//! let err = Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ").unwrap_err();
//! assert_eq!(err.to_string(), "overflow: the first character must be 0-7, found '8'");
//!
//! // Monotonic: each ID sorts after the one before, even in one millisecond.
//! let mut ids = Generator::new();
//! let (a, b) = (ids.generate()?, ids.generate()?);
//! assert!(a < b);
//!
//! // Bounds of a time interval, for `WHERE id BETWEEN $1 AND $2`.
//! let day = Ulid::range_ms(1_700_000_000_000, 1_700_086_399_999);
//! assert!(day.contains(&Ulid::from_parts(1_700_000_000_500, 42)?));
//! assert!(!day.contains(&ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"))); // 2016
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Overview
//!
//! A [`Ulid`] is a 48-bit Unix timestamp in milliseconds followed by 80
//! random bits. Its forms:
//!
//! - **bytes**: 16, big-endian ([`Ulid::to_bytes`]), the same bytes as a
//!   PostgreSQL `uuid` or a `BINARY(16)`/`BLOB` column;
//! - **text**: 26 characters of Crockford base32 ([`Ulid::encode`],
//!   `Display`; in lower case [`Ulid::encode_lower`] and
//!   [`Ulid::lowercase`]), parsed case-insensitively and strictly
//!   ([`Ulid::parse`], [`ParseError`]);
//! - **integer**: `u128`.
//!
//! All three sort the same way, and that order is time order to the
//! millisecond. [`Ulid::from_binary_column`] and [`Ulid::from_text_column`]
//! read a database value strictly, with a [`ColumnDecodeError`] that names
//! the column type (with `alloc`; every database integration uses them). [`Ulid::min_at_ms`], [`Ulid::max_at_ms`] and [`Ulid::range_ms`]
//! turn a time or an interval into key bounds.
//!
//! [`Ulid::new`] makes a random ID; [`Generator`] and [`SharedGenerator`]
//! make strictly increasing ones, with an injectable [`Clock`] and
//! [`Entropy`]; [`InfallibleGenerator`] and [`SharedInfallibleGenerator`]
//! never fail (a used-up millisecond goes on in the next).
//!
//! # Typed IDs
//!
//! [`Id<P>`](Id) is a `Ulid` of one kind ([`prefix!`] defines the kind), so
//! an `Id<User>` cannot be passed where an `Id<Org>` is expected. Its text
//! is a TypeID (spec v0.3, parsed strictly: [`IdParseError`]); every
//! integration below treats it exactly as a `Ulid` (the same 16 bytes)
//! except for that text. [`AnyId`] holds a TypeID of a kind known only at
//! run time; [`Identifier`] is what `Ulid` and `Id<P>` share.
//!
//! ```
//! use ulid_core::{Id, prefix};
//!
//! prefix!(pub User = "user");
//! let id: Id<User> = "user_01h455vb4pex5vsknk084sn02q".parse()?;
//! assert_eq!(id.to_ulid().to_bytes()[0], 0x01);
//! assert!("org_01h455vb4pex5vsknk084sn02q".parse::<Id<User>>().is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Crate features
//!
//! - **std** (default) - [`Ulid::new`], the generators (also in UUIDv7
//!   form: [`Ulid::new_uuid_v7`], [`UuidV7Form`]), [`SystemTime`]
//!   conversions. Implies `alloc`.
//! - **alloc** - `From<Ulid> for String` and [`Keyset`] (keyset
//!   pagination with text cursors); the integrations that need `String` or
//!   `Vec` build on it.
//! - **uuid** - `From` conversions with `uuid::Uuid` (1.x), bit for bit,
//!   and [`Ulid::to_uuid_v7`].
//! - **js** - on `wasm32-unknown-unknown` (browsers, Node): the clock is
//!   `Date.now()` and randomness `crypto.getRandomValues`, so `Ulid::new`
//!   and the generators work there; no effect on other targets.
//! - **serde** - `Serialize`/`Deserialize`: text in human-readable formats,
//!   16 bytes in binary ones; no std or alloc needed.
//! - **bincode** - bincode 2.x `Encode`/`Decode`/`BorrowDecode` (16 bytes).
//! - **borsh** - borsh 1.x `BorshSerialize`/`BorshDeserialize` (the 16
//!   big-endian bytes); no std or alloc needed.
//! - **arbitrary** - arbitrary 1.x `Arbitrary`, to fuzz your own types that
//!   hold a `Ulid`.
//! - **bytemuck**, **zerocopy** - bytemuck 1.x `Pod`/`Zeroable` and
//!   zerocopy 0.8 `FromBytes`/`IntoBytes`/`Immutable`/`KnownLayout`/
//!   `Unaligned` on [`UlidBytes`], the big-endian form (a byte view of
//!   `Ulid`'s native-endian `u128` would be in the wrong order).
//! - **rkyv** - rkyv 0.8 `Archive`/`Serialize`/`Deserialize`: a `Ulid` is
//!   archived as [`UlidBytes`], validated with bytecheck.
//! - **schemars** - schemars 1.x `JsonSchema` with the exact text pattern.
//! - **schemars08** - the same schema for schemars 0.8 (rocket_okapi,
//!   okapi), beside 1.x.
//! - **utoipa** - utoipa 6.x `ToSchema`/`PartialSchema` (Rust 1.88 or
//!   newer).
//! - **utoipa5** - the same for utoipa 5.x; both majors can be on at once.
//! - **async-graphql** - async-graphql 7.x scalars: `Ulid` is `ULID`, each
//!   `Id<P>` a scalar of its own named from its prefix (`UserId`), with a
//!   description and `@specifiedBy`; a bad input is an error in the
//!   parser's words.
//! - **juniper** - the same scalars for juniper 0.18.
//! - **ts-rs** - ts-rs 12 `TS`: `type Ulid = string` and, for `Id<User>`,
//!   `` type UserId = `user_${string}` ``.
//! - **rocket** - rocket 0.5 `FromParam`, `FromFormField`, `UriDisplay`
//!   (paths, queries, forms, `uri!`); a bad ID is a 4xx.
//! - **poem-openapi** - poem-openapi 5 `Type`, `ParseFromParameter`,
//!   `ParseFromJSON`, `ParseFromMultipartField`, `ToJSON`, `ToHeader`,
//!   with the exact pattern in the spec; a bad ID is a 400.
//! - **sqlx-postgres**, **sqlx-mysql**, **sqlx-sqlite** - sqlx 0.9 `Type`,
//!   `Encode`, `Decode` (`uuid`, `BINARY(16)`, 16-byte `BLOB`; `bytea` and
//!   text columns too).
//! - **sqlx-any** - sqlx 0.9's `Any` driver: a `Blob` of the 16 bytes,
//!   read from it or from `Text`.
//! - **sqlx08-postgres**, **sqlx08-mysql**, **sqlx08-sqlite**,
//!   **sqlx08-any** - the same for sqlx 0.8, beside 0.9 if you like.
//! - **diesel-postgres**, **diesel-mysql**, **diesel-sqlite** - diesel 2.3
//!   `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `Binary`,
//!   `Text`.
//! - **sea-orm** - sea-orm 2.x value, primary and foreign key; with the
//!   `sqlx-*` feature of each backend, sea-orm's rows are read by the sqlx
//!   decoders (strict on every column form).
//! - **sea-orm1** - the same for sea-orm 1.1, with the `sqlx08-*` features.
//! - **rusqlite** - rusqlite 0.32 to 0.43 `ToSql`/`FromSql`.
//! - **rusqlite-functions** - the SQL functions (`gen_ulid()`, ...) on a
//!   rusqlite connection: [`sqlite_functions::register_functions`].
//! - **proptest** - proptest 1.x `Arbitrary` (any 128 bits, shrinking
//!   toward nil) and strategies in [`proptest_strategies`]: IDs within
//!   a time window, monotonic runs.
//! - **bson** - bson 3.x (the mongodb driver's with its `bson-3`
//!   feature): `Ulid` and `Id<P>` into `Bson` (a Binary of subtype 0) and
//!   back (subtype 0 or 4, or the text); serde documents read either
//!   subtype.
//! - **bson2** - the same for bson 2.x (the mongodb driver's default),
//!   beside 3.x.
//! - **mysql_common** - mysql_common 0.37 (`mysql_async` 0.37, `mysql`
//!   28): `Ulid` and `Id<P>` into and from `Value` (16 bytes, or the text
//!   from a text column); `UlidText` binds the text.
//! - **redis** - redis 1.x `ToRedisArgs`/`ToSingleRedisArg`/`FromRedisValue`:
//!   the text form (keys read well, `ZRANGEBYLEX` is time order), read
//!   from text or 16 raw bytes.
//! - **arrow** - arrow-rs 60: columns of `Ulid` and `Id<P>` as
//!   `FixedSizeBinary(16)` with the extension type `arrow.uuid` (the
//!   [`arrow_columns`] module; Rust 1.88).
//! - **parquet** - parquet 60 (with `arrow`): those columns written and
//!   read as Parquet's `UUID` logical type, and the row groups a time
//!   window needs by their statistics (the [`parquet_files`] module; Rust
//!   1.88).
//! - **duckdb** - duckdb 1.x (DuckDB 1.5 on) `ToSql`/`FromSql`: a `UUID`
//!   or `BLOB` column, bound as the 16 bytes (DuckDB's `UUID` compares
//!   bytewise: time order); read from either, from `VARCHAR` text or a
//!   `UHUGEINT` (Rust 1.88).
//! - **redb** - redb 4.x `Key` and `Value`: the 16 big-endian bytes,
//!   compared bytewise, so a table iterates in time order (Rust 1.90).
//! - **heed** - heed 0.20 to 0.23 (LMDB) `BytesEncode`/`BytesDecode`:
//!   `Ulid` and `Id<P>` are codecs (`Database<Ulid, Str>`), keys in the 16
//!   big-endian bytes, so LMDB's key order is time order; on heed's
//!   `heed-traits` 0.20, without compiling LMDB.
//! - **scylla** - scylla 1.x (ScyllaDB, Cassandra) `SerializeValue`/
//!   `DeserializeValue`: a CQL `blob` holds the 16 bytes, compared
//!   bytewise (time order), `text` and `ascii` the text form; `uuid` and
//!   `timeuuid` are refused with the reason ([`guide::scylla`]); on
//!   scylla's `scylla-cql-core`, without compiling the driver. Rust 1.88.
//! - **tonic** - tonic 0.14: [`proto_fields::FieldError`] (an ID field of a
//!   request that holds no ID) into `Status::invalid_argument`, so `?` in a
//!   service method answers the client with the field and what was wrong;
//!   [`proto_fields`] reads the fields (with `alloc`, no feature needed).
//!   Rust 1.85 with tonic 0.14.5, 1.88 for the newest.
//! - **minicbor** - minicbor 2.x `Encode`/`Decode`/`CborLen`: CBOR's
//!   binary UUID, tag 37 over the 16 bytes (what cbor2 writes for a UUID),
//!   read tagged or untagged ([`guide::data`]).
//! - **apache-avro** - apache-avro 0.22 `AvroSchemaComponent`: Avro's
//!   `uuid` logical type on `fixed(16)`, the 16 bytes serde writes, so
//!   `#[derive(AvroSchema)]` takes structs with IDs; `ulid-serde`'s
//!   `as_uuid` and `as_text` give the `string` forms ([`guide::data`]).
//!   Rust 1.88.
//! - **http** - http 1.x: `Ulid`, `Id<P>` and `AnyId` into a
//!   `HeaderValue` and back (`TryFrom<&HeaderValue>`, strictly).
//! - **tower-http** - tower-http 0.7: [`MakeRequestUlid`], request IDs for
//!   `SetRequestIdLayer` (axum, tonic, any tower service) from one
//!   monotonic generator per process ([`guide::http`]).
//! - **tower-http06** - the same for tower-http 0.6, beside 0.7.
//! - **fake** - fake 5.x `Dummy<Faker>`: an ID of a random millisecond
//!   from 2016 to 2035.
//! - **postgres-types** - postgres-types 0.2 `ToSql`/`FromSql` (tokio-postgres,
//!   postgres): `uuid` and `bytea` as the 16 bytes, text columns as the 26
//!   characters, chosen by the column's type.
//!
//! The adapter crates `ulid-serde`, `ulid-sqlx` and `ulid-diesel` switch
//! these on and add each ecosystem's helpers; most users add those.
//! Without `std` the crate is `no_std` and has no dependencies.
//!
//! # Guides
//!
//! The [`guide`] module: which column type each database gets and how a
//! bad value is reported ([`guide::columns`]), why IDs do not collide
//! ([`guide::uniqueness`]), [`guide::typed_ids`], ULIDs inside the database
//! ([`guide::database`]) and on distributed ones ([`guide::distributed`]:
//! Citus, range-sharded engines), the integrations whose impls live here
//! ([`guide::rusqlite`], [`guide::postgres_types`], [`guide::bson`],
//! [`guide::mysql`], [`guide::redis`], [`guide::redb`], [`guide::heed`],
//! [`guide::scylla`], [`guide::grpc`], [`guide::http`],
//! [`guide::test_data`]), data files and analytics engines
//! ([`guide::data`]), the engines whose UUID types lose a ULID's order
//! ([`guide::engines`]), [`guide::benchmarks`], [`guide::comparison`],
//! [`guide::migrating`] from `ulid` 3, [`guide::troubleshooting`],
//! [`guide::versioning`] and the [`guide::changelog`]. serde, the API
//! layers, sqlx, sea-orm and diesel have theirs in `ulid-serde`,
//! `ulid-sqlx` and `ulid-diesel`.
//!
//! [`SystemTime`]: https://doc.rust-lang.org/std/time/struct.SystemTime.html
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

/// Guides to the family: each a page of what a user needs to know, with
/// examples. They are Markdown files in `ulid-core/guide/`; their examples
/// run as doctests in the repository's `tests/` package (`ulid-tests`),
/// which has every library they use, so this crate's own doctests need
/// none of them.
// Pages, not API: docs.rs (`--cfg docsrs`) shows them, and anywhere else
// they are hidden, so that the semver check and the API listing leave them
// out.
#[cfg(not(doctest))]
#[cfg_attr(not(docsrs), doc(hidden))]
pub mod guide {
    #[doc = include_str!("../guide/overview.md")]
    pub mod overview {}
    #[doc = include_str!("../guide/columns.md")]
    pub mod columns {}
    #[doc = include_str!("../guide/uniqueness.md")]
    pub mod uniqueness {}
    #[doc = include_str!("../guide/typed_ids.md")]
    pub mod typed_ids {}
    #[doc = include_str!("../guide/database.md")]
    pub mod database {}
    #[doc = include_str!("../guide/rusqlite.md")]
    pub mod rusqlite {}
    #[doc = include_str!("../guide/postgres_types.md")]
    pub mod postgres_types {}
    #[doc = include_str!("../guide/bson.md")]
    pub mod bson {}
    #[doc = include_str!("../guide/mysql.md")]
    pub mod mysql {}
    #[doc = include_str!("../guide/redis.md")]
    pub mod redis {}
    #[doc = include_str!("../guide/redb.md")]
    pub mod redb {}
    #[doc = include_str!("../guide/heed.md")]
    pub mod heed {}
    #[doc = include_str!("../guide/scylla.md")]
    pub mod scylla {}
    #[doc = include_str!("../guide/grpc.md")]
    pub mod grpc {}
    #[doc = include_str!("../guide/http.md")]
    pub mod http {}
    #[doc = include_str!("../guide/distributed.md")]
    pub mod distributed {}
    #[doc = include_str!("../guide/test_data.md")]
    pub mod test_data {}
    #[doc = include_str!("../guide/engines.md")]
    pub mod engines {}
    #[doc = include_str!("../guide/data.md")]
    pub mod data {}
    #[doc = include_str!("../guide/benchmarks.md")]
    pub mod benchmarks {}
    #[doc = include_str!("../guide/comparison.md")]
    pub mod comparison {}
    #[doc = include_str!("../guide/migrating.md")]
    pub mod migrating {}
    #[doc = include_str!("../guide/troubleshooting.md")]
    pub mod troubleshooting {}
    #[doc = include_str!("../guide/versioning.md")]
    pub mod versioning {}
    #[doc = include_str!("../CHANGELOG.md")]
    pub mod changelog {}
}

mod codec;
mod column;
mod error;
mod external;
#[cfg(feature = "std")]
mod generate;
mod macros;
mod non_nil_ulid;
#[cfg(feature = "alloc")]
pub mod proto_fields;
#[cfg(feature = "std")]
mod system_time;
mod time_bounds;
mod typed;
mod ulid;
mod ulid_bytes;
mod uuid_text;
mod uuid_v7;

#[cfg(feature = "alloc")]
pub use crate::column::column_decode_error::ColumnDecodeError;
#[cfg(feature = "alloc")]
pub use crate::column::keyset::Keyset;
pub use crate::column::ulid_text::UlidText;
pub use crate::error::length::LengthError;
pub use crate::error::nil::NilError;
pub use crate::error::parse::ParseError;
pub use crate::error::parts::PartsError;
pub use crate::non_nil_ulid::NonNilUlid;
pub use crate::typed::any_id::AnyId;
pub use crate::typed::id::Id;
pub use crate::typed::id_parse_error::IdParseError;
pub use crate::typed::identifier::Identifier;
#[doc(hidden)]
pub use crate::typed::prefix::assert_valid as __assert_valid_prefix;
pub use crate::typed::prefix::{PREFIX_MAX_LEN, Prefix};
pub use crate::typed::type_id::TYPEID_MAX_LEN;
pub use crate::ulid::{ENCODED_LEN, TEXT_PATTERN};
pub use crate::ulid::{Lowercase, Ulid};
pub use crate::ulid_bytes::UlidBytes;
pub use crate::uuid_text::{UUID_TEXT_LEN, UuidParseError};

/// What this crate's macros expand to in a user's crate.
#[doc(hidden)]
pub mod __private {
    #[cfg(any(feature = "utoipa5", feature = "utoipa"))]
    pub use alloc::borrow::Cow;
    #[cfg(feature = "utoipa")]
    pub use utoipa;
    #[cfg(feature = "utoipa5")]
    pub use utoipa5;
}

/// For the fuzz target `codec_paths`, in its builds only (cargo-fuzz sets
/// `--cfg fuzzing`): every codec this CPU has, each against the portable
/// one, where the public API reaches only the fastest.
#[cfg(all(fuzzing, feature = "std"))]
#[doc(hidden)]
pub mod __fuzzing {
    /// Panics unless every codec decodes `input` as the portable code
    /// does (the same value or the same error) and encodes its first 16
    /// bytes, read as a value, into the same text in either case.
    pub fn check_every_codec(input: &[u8]) {
        #[cfg(target_arch = "x86_64")]
        crate::codec::check_every_codec(input);
        #[cfg(not(target_arch = "x86_64"))]
        let _ = input;
    }
}

// The modules below are named for what they hold, never for the crate
// they serve (`arrow`, `serde`): the adapter crates re-export this crate
// with `pub use ulid_core::*`, and a glob import of a module named like a
// crate makes the user's own `use serde::Deserialize;` ambiguous (E0659).

/// proptest strategies for tests of code that stores IDs (feature
/// `proptest`); `Ulid` and `Id<P>` also implement proptest's `Arbitrary`.
#[cfg(feature = "proptest")]
pub mod proptest_strategies {
    pub use crate::external::proptest::{monotonic_run, within};
}

/// Arrow columns of ULIDs (feature `arrow`): `FixedSizeBinary(16)` with
/// the canonical extension type `arrow.uuid`, built by `collect()` into a
/// `FixedSizeBinaryArray` from `Ulid`s or `Id<P>`s (with nulls:
/// [`arrow_columns::nullable_array`]), and read back by
/// [`arrow_columns::ulids`]. The data guide ([`guide::data`]) says what
/// pyarrow, Parquet and DuckDB make of it.
#[cfg(feature = "arrow")]
pub mod arrow_columns {
    pub use crate::external::arrow::{ReadError, field, nullable_array, ulids, ulids_non_null};
}

/// Parquet files of ULIDs (feature `parquet`): the `arrow.uuid` columns
/// of [`arrow_columns`] are written by arrow-rs's `ArrowWriter` as
/// Parquet's `UUID` logical type and read back as they were;
/// [`parquet_files::row_groups_overlapping`] picks the row groups a time
/// window needs, by their statistics. The data guide ([`guide::data`])
/// shows a file written, pruned and read, and what pyarrow, DuckDB and
/// Polars make of it.
#[cfg(feature = "parquet")]
pub mod parquet_files {
    pub use crate::external::parquet::{RowGroupsError, row_groups_overlapping};
}

/// The family's SQL functions on a rusqlite connection (feature
/// `rusqlite-functions`): what the SQLite extension `ulid-sqlite` loads
/// into `sqlite3`, without loading anything.
#[cfg(feature = "rusqlite-functions")]
pub mod sqlite_functions {
    pub use crate::external::rusqlite_functions::register_functions;
}

/// diesel's SQL types for the family's PostgreSQL extension (feature
/// `diesel-postgres`).
#[cfg(feature = "diesel-postgres")]
pub mod sql_types {
    pub use crate::external::diesel::pg_ulid_type::Ulid;
}

/// serde deserialization helpers (feature `serde`), named as serde's own
/// `de` module is: the impls on [`Ulid`] are trait impls at the crate
/// root; this module holds the one public visitor they share.
#[cfg(feature = "serde")]
pub mod de {
    pub use crate::external::serde::UlidVisitor;
}

#[cfg(any(feature = "tower-http", feature = "tower-http06"))]
pub use crate::external::tower_http::MakeRequestUlid;
#[cfg(feature = "std")]
pub use crate::generate::{
    fork::{fork_generation, reseed_after_restore},
    form::{IdForm, UlidForm, UuidV7Form},
    generate_error::GenerateError,
    generator::Generator,
    infallible_generator::InfallibleGenerator,
    reseed_on_fork::ReseedOnFork,
    shared_generator::SharedGenerator,
    shared_infallible_generator::SharedInfallibleGenerator,
    source::{Clock, Entropy, SystemClock, ThreadEntropy},
};
