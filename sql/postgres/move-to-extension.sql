-- Moves a database that used sql/postgres/ulid.sql to the extension `ulid`
-- (install it into the server first: scripts/postgres-extension.sh), in one
-- transaction:
--
--   psql -f sql/postgres/move-to-extension.sql
--
-- 1. Every column whose default is the file's gen_ulid() loses that default
--    for a moment, and the file's functions are dropped (the extension's
--    have the same names).
-- 2. CREATE EXTENSION ulid.
-- 3. Those columns become `ulid` (`USING id::ulid`: the same 16 bytes, so
--    the table is not rewritten; its indexes are rebuilt) with DEFAULT
--    gen_ulid(), the extension's.
--
-- Other uuid columns that hold ULIDs (foreign keys, say) keep working as
-- they are (uuid casts to ulid implicitly); move each with
-- `ALTER TABLE t ALTER COLUMN c TYPE ulid USING c::ulid` when you like.

BEGIN;

CREATE TEMPORARY TABLE ulid_file_defaults ON COMMIT DROP AS
    SELECT attrdef.adrelid::regclass AS table_name, attribute.attname AS column_name
    FROM pg_depend AS depend
    JOIN pg_attrdef AS attrdef
        ON depend.classid = 'pg_attrdef'::regclass AND depend.objid = attrdef.oid
    JOIN pg_attribute AS attribute
        ON attribute.attrelid = attrdef.adrelid AND attribute.attnum = attrdef.adnum
    WHERE depend.refclassid = 'pg_proc'::regclass
      AND depend.refobjid = 'gen_ulid()'::regprocedure;

DO $$
DECLARE
    col record;
BEGIN
    FOR col IN SELECT * FROM ulid_file_defaults LOOP
        EXECUTE format('ALTER TABLE %s ALTER COLUMN %I DROP DEFAULT', col.table_name, col.column_name);
    END LOOP;
END
$$;

DROP FUNCTION gen_ulid(), ulid_to_text(uuid), ulid_from_text(text), ulid_time(uuid),
    ulid_time_ms(uuid), ulid_min_at(timestamptz), ulid_max_at(timestamptz),
    ulid_ms_at(timestamptz);

CREATE EXTENSION ulid;

DO $$
DECLARE
    col record;
BEGIN
    FOR col IN SELECT * FROM ulid_file_defaults LOOP
        EXECUTE format(
            'ALTER TABLE %s ALTER COLUMN %I TYPE ulid USING %I::ulid, ALTER COLUMN %I SET DEFAULT gen_ulid()',
            col.table_name, col.column_name, col.column_name, col.column_name);
    END LOOP;
END
$$;

COMMIT;
