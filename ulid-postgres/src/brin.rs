//! BRIN operator classes for `ulid`, as `uuid` has them: a few pages
//! summarise a whole range of a table whose keys were made in time order,
//! so a time window (`id BETWEEN ulid_min_at(a) AND ulid_max_at(b)`) reads
//! only the ranges it can match.
//!
//! - `ulid_minmax_ops` (the default): the smallest and largest key of each
//!   range; best for keys inserted in time order.
//! - `ulid_minmax_multi_ops`: several intervals per range, for keys
//!   inserted mostly in order with some late or backfilled ones.
//! - `ulid_bloom_ops`: a bloom filter per range, for equality only.
//!
//! The support functions are PostgreSQL's own BRIN functions, which uuid's
//! classes use (the minmax-multi distance reads the 16 bytes, which a ULID
//! shares with a UUID), and each family also takes the `uuid` values
//! clients send as parameters.

use pgrx::prelude::*;

extension_sql!(
    r#"
CREATE OPERATOR CLASS ulid_minmax_ops DEFAULT FOR TYPE ulid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);
ALTER OPERATOR FAMILY ulid_minmax_ops USING brin ADD
    OPERATOR 1 < (ulid, uuid),
    OPERATOR 2 <= (ulid, uuid),
    OPERATOR 3 = (ulid, uuid),
    OPERATOR 4 >= (ulid, uuid),
    OPERATOR 5 > (ulid, uuid);

CREATE OPERATOR CLASS ulid_minmax_multi_ops FOR TYPE ulid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(internal, internal, internal, integer),
    FUNCTION 4 pg_catalog.brin_minmax_multi_union(internal, internal, internal),
    FUNCTION 5 pg_catalog.brin_minmax_multi_options(internal),
    FUNCTION 11 pg_catalog.brin_minmax_multi_distance_uuid(internal, internal);
ALTER OPERATOR FAMILY ulid_minmax_multi_ops USING brin ADD
    OPERATOR 1 < (ulid, uuid),
    OPERATOR 2 <= (ulid, uuid),
    OPERATOR 3 = (ulid, uuid),
    OPERATOR 4 >= (ulid, uuid),
    OPERATOR 5 > (ulid, uuid);

CREATE OPERATOR CLASS ulid_bloom_ops FOR TYPE ulid USING brin AS
    OPERATOR 1 =,
    FUNCTION 1 pg_catalog.brin_bloom_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_bloom_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_bloom_consistent(internal, internal, internal, integer),
    FUNCTION 4 pg_catalog.brin_bloom_union(internal, internal, internal),
    FUNCTION 5 pg_catalog.brin_bloom_options(internal),
    FUNCTION 11 ulid_hash(ulid);
ALTER OPERATOR FAMILY ulid_bloom_ops USING brin ADD
    OPERATOR 1 = (ulid, uuid);
"#,
    name = "ulid_brin",
    requires = ["uuid_comparisons"]
);
