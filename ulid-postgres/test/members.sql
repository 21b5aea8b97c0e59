-- Every object the extension `ulid` is made of, one line each with what
-- defines it, sorted: the extension's members from pg_depend, named by
-- pg_describe_object; a function's result, volatility, parallel safety,
-- strictness, leakproofness, language and symbol (or body); a type's
-- storage and I/O functions; an operator's function, estimators and
-- partners; an operator family's operators and support functions; an
-- operator class's family; a cast's function and context; an aggregate's
-- functions.
--
-- Two databases hold the same extension when this prints the same text in
-- both: a fresh `CREATE EXTENSION ulid` and one updated from a released
-- version (`ALTER EXTENSION ulid UPDATE`). Where the extension's install
-- script ran outside an extension (a released script checked against the
-- build), its objects in schema public stand in for the members.
--
-- Run by scripts/test-packages.sh (psql, against each installed package)
-- and by tests/tests/it/postgres_extension.rs.
WITH members AS (
    SELECT d.classid, d.objid
    FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid
    WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e' AND e.extname = 'ulid'
  UNION ALL
    SELECT o.classid, o.objid
    FROM (
        SELECT 'pg_proc'::regclass, oid FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      UNION ALL
        SELECT 'pg_type'::regclass, oid FROM pg_type WHERE typnamespace = 'public'::regnamespace
      UNION ALL
        SELECT 'pg_operator'::regclass, oid FROM pg_operator WHERE oprnamespace = 'public'::regnamespace
      UNION ALL
        SELECT 'pg_opfamily'::regclass, oid FROM pg_opfamily WHERE opfnamespace = 'public'::regnamespace
      UNION ALL
        SELECT 'pg_opclass'::regclass, oid FROM pg_opclass WHERE opcnamespace = 'public'::regnamespace
      UNION ALL
        SELECT 'pg_cast'::regclass, oid FROM pg_cast
        WHERE castsource = to_regtype('ulid') OR casttarget = to_regtype('ulid')
    ) AS o (classid, objid)
    WHERE NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'ulid')
)
SELECT pg_describe_object(m.classid, m.objid, 0) || ': ' || coalesce(
    (SELECT pg_get_function_result(p.oid) || ' ' || p.provolatile::text || p.proparallel::text
            || p.proisstrict || p.proleakproof || ' ' || l.lanname || ' ' || p.prosrc
            || coalesce(' aggregate ' || a.aggtransfn || ' ' || a.aggcombinefn || ' '
                || a.aggsortop::regoperator, '')
     FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
     LEFT JOIN pg_aggregate a ON a.aggfnoid = p.oid
     WHERE m.classid = 'pg_proc'::regclass AND p.oid = m.objid),
    (SELECT t.typlen || t.typalign::text || t.typstorage::text || ' ' || t.typinput || ' ' || t.typoutput
            || ' ' || t.typreceive || ' ' || t.typsend || ' ' || t.typcategory::text
     FROM pg_type t WHERE m.classid = 'pg_type'::regclass AND t.oid = m.objid),
    (SELECT o.oprcode || ' ' || o.oprrest || ' ' || o.oprjoin || ' ' || o.oprcanmerge || o.oprcanhash
            || ' ' || o.oprcom::regoperator || ' ' || o.oprnegate::regoperator
     FROM pg_operator o WHERE m.classid = 'pg_operator'::regclass AND o.oid = m.objid),
    (SELECT coalesce((SELECT string_agg(amopstrategy || ':' || amopopr::regoperator, ','
                ORDER BY amopstrategy, amopopr::regoperator::text)
            FROM pg_amop WHERE amopfamily = m.objid), '') || ' '
        || coalesce((SELECT string_agg(amprocnum || '(' || amproclefttype::regtype || ','
                || amprocrighttype::regtype || '):' || amproc::regprocedure, ','
                ORDER BY amprocnum, amproclefttype::regtype::text, amprocrighttype::regtype::text)
            FROM pg_amproc WHERE amprocfamily = m.objid), '')
     WHERE m.classid = 'pg_opfamily'::regclass),
    (SELECT 'default ' || c.opcdefault || ', family ' || pg_describe_object('pg_opfamily'::regclass, c.opcfamily, 0)
     FROM pg_opclass c WHERE m.classid = 'pg_opclass'::regclass AND c.oid = m.objid),
    (SELECT c.castfunc::regprocedure || ' ' || c.castcontext::text || c.castmethod::text
     FROM pg_cast c WHERE m.classid = 'pg_cast'::regclass AND c.oid = m.objid),
    '') AS member
FROM members m
-- The array type `ulid[]` is a member from PostgreSQL 17 on, not before;
-- it follows the type, so it is left out on every major.
WHERE NOT EXISTS (SELECT FROM pg_type t
                  WHERE m.classid = 'pg_type'::regclass AND t.oid = m.objid AND t.typcategory = 'A')
ORDER BY member;
