-- Moves a database that used sql/postgres/ulid.sql to the extension `ulid`
-- (install it into the server first: scripts/postgres-extension.sh), in one
-- transaction:
--
--   psql -v ON_ERROR_STOP=1 -f sql/postgres/move-to-extension.sql
--
-- What moves to the type `ulid`: every uuid column whose default calls the
-- file's gen_ulid(), gen_random_ulid(), gen_ulid_at(), gen_ulid_v7() or
-- gen_random_ulid_v7() (the keys the file made), and every uuid column
-- that references one of those through a foreign key, and so on down. A
-- partitioned table is altered at its root, which PostgreSQL passes to its
-- partitions. `ALTER COLUMN ... TYPE ulid` rewrites no table (the same 16
-- bytes); it rebuilds the column's indexes and foreign keys.
--
-- What is kept, and why:
-- - A key that is (part of) a table's partition key stays `uuid`, with the
--   extension's gen_ulid() as its default: PostgreSQL cannot change the
--   type of a partition key. The extension's functions and operators take
--   it as it is (uuid casts to ulid); a NOTICE names it.
-- - Other uuid columns that hold ULIDs but are neither (a column the
--   application fills) stay `uuid`; move each with `ALTER TABLE t ALTER
--   COLUMN c TYPE ulid USING c::ulid` when you like.
--
-- Indexes, CHECK constraints and column defaults that call the file's
-- functions are dropped, the file's functions dropped, CREATE EXTENSION
-- ulid run, and each is made again from its definition, which then calls
-- the extension's function of the same name.
--
-- It refuses before changing anything, naming each object and what to do,
-- where PostgreSQL cannot carry an object over: a view or materialized
-- view on a column that moves or calling the file's functions, a generated
-- column on a column that moves or calling them, a policy, a trigger's
-- condition or a function body (BEGIN ATOMIC) that calls them, an index
-- that belongs to a constraint and calls them.
--
-- For clients, a moved column is `ulid`: in the binary protocol the same
-- 16 bytes as uuid, but a client reading text (psql, psycopg, node-pg,
-- JDBC's getString, sqlx decoding into uuid::Uuid from text) now gets the
-- 26 characters of a ULID where it got a UUID's 36 (README, "Moving from
-- the SQL file to the extension").

BEGIN;

-- The file's functions (of any of its versions) that exist here.
CREATE TEMPORARY TABLE ulid_file_functions ON COMMIT DROP AS
    SELECT to_regprocedure(signature) AS function
    FROM unnest(ARRAY[
        'gen_ulid()', 'gen_random_ulid()', 'gen_ulid_at(timestamptz)', 'ulid_of_ms(bigint)',
        'ulid_ms_at(timestamptz)', 'ulid_to_text(uuid)', 'ulid_from_text(text)',
        'ulid_time(uuid)', 'ulid_time_ms(uuid)', 'ulid_min_at(timestamptz)',
        'ulid_max_at(timestamptz)', 'gen_ulid_v7()', 'gen_random_ulid_v7()',
        'ulid_v7_of_ms(bigint)']) AS signature
    WHERE to_regprocedure(signature) IS NOT NULL;

-- The columns that move, and those kept for being partition keys.
CREATE TEMPORARY TABLE ulid_move_columns (
    table_name regclass, column_name name, depth int, kept_because text
) ON COMMIT DROP;

-- What is made again after the move: `statement` runs before the
-- extension is created (it drops the object), `again` after.
CREATE TEMPORARY TABLE ulid_move_again (
    position serial, statement text, again text
) ON COMMIT DROP;

-- An object as a DBA names it: a view (not its rule), a generated column
-- (not its default), else as PostgreSQL describes it.
CREATE FUNCTION pg_temp.ulid_move_name(class oid, object oid, sub int) RETURNS text
LANGUAGE sql STABLE AS $$
    SELECT coalesce(
        (SELECT format('%s %s', CASE c.relkind WHEN 'm' THEN 'materialized view' ELSE 'view' END,
                       r.ev_class::regclass)
         FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
         WHERE class = 'pg_rewrite'::regclass AND r.oid = object AND r.rulename = '_RETURN'),
        (SELECT format('the generated column %s.%s', a.attrelid::regclass, a.attname)
         FROM pg_attribute a
         WHERE a.attgenerated <> '' AND (a.attrelid, a.attnum) IN (
             SELECT adrelid, adnum FROM pg_attrdef WHERE class = 'pg_attrdef'::regclass AND oid = object
             UNION ALL SELECT object, sub::int2 WHERE class = 'pg_class'::regclass AND sub > 0)),
        pg_describe_object(class, object, sub))
$$;

-- Whether an object is a generated column, which PostgreSQL 15 and newer
-- record as the column's default and 14 as the column itself.
CREATE FUNCTION pg_temp.ulid_move_generated(class oid, object oid, sub int) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
        SELECT FROM pg_attribute a
        WHERE a.attgenerated <> '' AND (a.attrelid, a.attnum) IN (
            SELECT adrelid, adnum FROM pg_attrdef WHERE class = 'pg_attrdef'::regclass AND oid = object
            UNION ALL SELECT object, sub::int2 WHERE class = 'pg_class'::regclass AND sub > 0))
$$;

-- What stops the move: one line per object, with what to do.
CREATE TEMPORARY TABLE ulid_move_blockers (line text) ON COMMIT DROP;

DO $move$
DECLARE
    found int;
    row record;
    def record;
BEGIN
    IF EXISTS (SELECT FROM pg_extension WHERE extname = 'ulid') THEN
        RAISE EXCEPTION 'the extension ulid is installed already: nothing to move';
    END IF;
    IF NOT EXISTS (SELECT FROM ulid_file_functions) THEN
        RAISE EXCEPTION 'none of sql/postgres/ulid.sql''s functions is here: nothing to move';
    END IF;

    -- Keys whose default calls the file's generators, on tables that are
    -- not partitions or inheritance children (their root is altered).
    INSERT INTO ulid_move_columns (table_name, column_name, depth)
    SELECT DISTINCT a.attrelid::regclass, a.attname, 0
    FROM pg_attrdef d
    JOIN pg_depend dep ON dep.classid = 'pg_attrdef'::regclass AND dep.objid = d.oid
        AND dep.refclassid = 'pg_proc'::regclass
    JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
    WHERE dep.refobjid IN (SELECT function FROM ulid_file_functions
                           WHERE function::text ~ '^gen_')
      AND a.atttypid = 'uuid'::regtype AND a.attgenerated = ''
      AND NOT EXISTS (SELECT FROM pg_inherits WHERE inhrelid = a.attrelid);

    -- Then, until none is left: a partition key (of the table or of any
    -- partition below it) keeps its type; the uuid columns that reference
    -- a moving key move too (a foreign key's column i references the
    -- key's column i).
    LOOP
        UPDATE ulid_move_columns m SET kept_because = key.reason
        FROM (
            SELECT DISTINCT ON (k.table_name, k.column_name) k.table_name, k.column_name, format(
                '%s.%s is in the partition key of %s, whose type PostgreSQL cannot change: it stays '
                'uuid, with its default calling the extension''s function (to make it ulid, copy the '
                'table into one partitioned by a ulid column)',
                k.table_name, k.column_name, p.partrelid::regclass) AS reason
            FROM ulid_move_columns k
            CROSS JOIN LATERAL pg_partition_tree(k.table_name) AS tree
            JOIN pg_partitioned_table p ON p.partrelid = tree.relid
            WHERE k.kept_because IS NULL AND EXISTS (
                SELECT FROM pg_attribute a
                WHERE a.attrelid = p.partrelid AND a.attname = k.column_name
                  AND (a.attnum = ANY (p.partattrs)
                       OR EXISTS (SELECT FROM pg_depend d
                                  WHERE d.classid = 'pg_class'::regclass AND d.objid = p.partrelid
                                    AND d.refobjid = p.partrelid AND d.refobjsubid = a.attnum)))
        ) AS key
        WHERE key.table_name = m.table_name AND key.column_name = m.column_name;
        INSERT INTO ulid_move_columns (table_name, column_name, depth)
        SELECT DISTINCT ON (c.conrelid, fa.attname) c.conrelid::regclass, fa.attname, m.depth + 1
        FROM pg_constraint c
        CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(fk, pk)
        JOIN pg_attribute fa ON fa.attrelid = c.conrelid AND fa.attnum = k.fk
        JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.pk
        JOIN ulid_move_columns m ON m.table_name = c.confrelid AND m.column_name = pa.attname
        WHERE c.contype = 'f' AND c.conparentid = 0 AND fa.atttypid = 'uuid'::regtype
          AND m.kept_because IS NULL
          AND NOT EXISTS (SELECT FROM pg_inherits WHERE inhrelid = c.conrelid)
          AND NOT EXISTS (SELECT FROM ulid_move_columns o
                          WHERE o.table_name = c.conrelid AND o.column_name = fa.attname);
        GET DIAGNOSTICS found = ROW_COUNT;
        EXIT WHEN found = 0;
    END LOOP;

    -- What depends on a moving column that ALTER COLUMN TYPE cannot carry:
    -- views and rules, generated columns, policies.
    INSERT INTO ulid_move_blockers
    SELECT format('%s uses %s.%s, which moves to ulid: %s',
        pg_temp.ulid_move_name(d.classid, d.objid, d.objsubid),
        m.table_name, m.column_name,
        CASE
            WHEN d.classid = 'pg_rewrite'::regclass THEN 'drop the view before the move and create it again after'
            WHEN pg_temp.ulid_move_generated(d.classid, d.objid, d.objsubid)
                THEN 'drop the generated column before the move and add it again after'
            ELSE 'drop it before the move and make it again after'
        END)
    FROM ulid_move_columns m
    CROSS JOIN LATERAL (SELECT m.table_name::oid AS relid
                        UNION SELECT relid FROM pg_partition_tree(m.table_name)) AS tree
    JOIN pg_attribute a ON a.attrelid = tree.relid AND a.attname = m.column_name
    JOIN pg_depend d ON d.refclassid = 'pg_class'::regclass AND d.refobjid = a.attrelid
        AND d.refobjsubid = a.attnum
    WHERE m.kept_because IS NULL
      AND (d.classid IN ('pg_rewrite'::regclass, 'pg_policy'::regclass)
           OR pg_temp.ulid_move_generated(d.classid, d.objid, d.objsubid));

    -- What calls the file's functions: defaults, CHECK constraints and
    -- indexes are made again; anything else stops the move.
    FOR row IN
        SELECT DISTINCT d.classid, d.objid, d.objsubid
        FROM pg_depend d
        WHERE d.refclassid = 'pg_proc'::regclass
          AND d.refobjid IN (SELECT function FROM ulid_file_functions)
          AND NOT (d.classid = 'pg_proc'::regclass
                   AND d.objid IN (SELECT function FROM ulid_file_functions))
    LOOP
        IF pg_temp.ulid_move_generated(row.classid, row.objid, row.objsubid) THEN
            INSERT INTO ulid_move_blockers VALUES (format(
                '%s calls the file''s functions: drop it before the move and add it again after',
                pg_temp.ulid_move_name(row.classid, row.objid, row.objsubid)));
        ELSIF row.classid = 'pg_attrdef'::regclass THEN
            SELECT ad.adrelid::regclass AS table_name, a.attname,
                   pg_get_expr(ad.adbin, ad.adrelid) AS expression
            INTO STRICT def
            FROM pg_attrdef ad JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
            WHERE ad.oid = row.objid;
            INSERT INTO ulid_move_again (statement, again) VALUES (
                format('ALTER TABLE ONLY %s ALTER COLUMN %I DROP DEFAULT', def.table_name, def.attname),
                format('ALTER TABLE ONLY %s ALTER COLUMN %I SET DEFAULT %s', def.table_name, def.attname,
                       def.expression));
        ELSIF row.classid = 'pg_constraint'::regclass
              AND (SELECT contype = 'c' AND conislocal FROM pg_constraint WHERE oid = row.objid) THEN
            INSERT INTO ulid_move_again (statement, again)
            SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname),
                   format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname,
                          pg_get_constraintdef(oid))
            FROM pg_constraint WHERE oid = row.objid;
        ELSIF row.classid = 'pg_constraint'::regclass THEN
            -- A CHECK a partition inherits goes and comes with its parent's.
            CONTINUE;
        ELSIF row.classid = 'pg_class'::regclass
              AND EXISTS (SELECT FROM pg_index WHERE indexrelid = row.objid)
              AND NOT EXISTS (SELECT FROM pg_constraint WHERE conindid = row.objid) THEN
            -- An index of a partition that is attached to its parent's
            -- index goes and comes with that one.
            CONTINUE WHEN EXISTS (SELECT FROM pg_inherits WHERE inhrelid = row.objid);
            INSERT INTO ulid_move_again (statement, again)
            -- The definition of a partitioned table's index says ON ONLY
            -- (as pg_dump needs it); made again, it covers the partitions.
            SELECT format('DROP INDEX %s', row.objid::regclass),
                   regexp_replace(pg_get_indexdef(row.objid), ' ON ONLY ', ' ON ');
        ELSIF row.classid = 'pg_class'::regclass
              AND EXISTS (SELECT FROM pg_partitioned_table WHERE partrelid = row.objid) THEN
            INSERT INTO ulid_move_blockers VALUES (format(
                'the partition key of %s calls the file''s functions, and PostgreSQL cannot change '
                'a partition key: copy the table into one partitioned without them before the move',
                row.objid::regclass));
        ELSE
            INSERT INTO ulid_move_blockers VALUES (format(
                '%s calls the file''s functions: drop it before the move and make it again after',
                pg_temp.ulid_move_name(row.classid, row.objid, row.objsubid)));
        END IF;
    END LOOP;

    IF EXISTS (SELECT FROM ulid_move_blockers) THEN
        RAISE EXCEPTION 'the move to the extension ulid would not carry these objects over; nothing was changed'
            USING DETAIL = (SELECT string_agg(line, E'\n' ORDER BY line) FROM ulid_move_blockers);
    END IF;

    FOR row IN SELECT * FROM ulid_move_again ORDER BY position LOOP
        EXECUTE row.statement;
    END LOOP;
    EXECUTE format('DROP FUNCTION %s',
        (SELECT string_agg(function::text, ', ') FROM ulid_file_functions));
    CREATE EXTENSION ulid;
    -- A key before the columns that reference it: a foreign key from a ulid
    -- column to a uuid key would have no operator.
    FOR row IN SELECT * FROM ulid_move_columns WHERE kept_because IS NULL
               ORDER BY depth, table_name::text, column_name LOOP
        EXECUTE format('ALTER TABLE %s ALTER COLUMN %I TYPE ulid USING %I::ulid',
            row.table_name, row.column_name, row.column_name);
    END LOOP;
    FOR row IN SELECT * FROM ulid_move_again ORDER BY position LOOP
        EXECUTE row.again;
    END LOOP;
    FOR row IN SELECT * FROM ulid_move_columns ORDER BY table_name::text, column_name LOOP
        RAISE NOTICE '%', coalesce(row.kept_because,
            format('%s.%s is now ulid', row.table_name, row.column_name));
    END LOOP;
END
$move$;

COMMIT;
