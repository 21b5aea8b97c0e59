-- ULIDs in MariaDB (10.10 or newer, for RANDOM_BYTES) with stored functions,
-- for keys stored as BINARY(16): the same 16 bytes, in the same order, as
-- the Rust crates bind a `Ulid`.
--
--   mariadb test < sql/mariadb/ulid.sql
--
-- Running it again replaces the functions with themselves (CREATE OR
-- REPLACE). The DELIMITER lines are for the mariadb client; a migration
-- tool sends each file to the server whole and needs none (README, "ULIDs
-- inside the database", shows the migration form). The same names and
-- meanings as the PostgreSQL extension's and sql/postgres/ulid.sql:
--
--   gen_ulid()                 a new ULID, BINARY(16): the statement's time
--                              to the exact millisecond (UTC_TIMESTAMP(6))
--                              and 80 bits of RANDOM_BYTES; not monotonic
--                              within a millisecond: here the same as
--   gen_random_ulid()          a new ULID with 80 fresh random bits
--   gen_ulid_at(DATETIME(3))   a new ULID of that millisecond (read in the
--                              session's time zone), 80 fresh random bits
--   gen_ulid_v7()              a new ULID in UUIDv7 form: a valid UUIDv7
--   gen_random_ulid_v7()       too (version 7, RFC variant), 74 random bits;
--                              here both the same, as gen_ulid() is
--   ulid_to_text(id)           the 26 upper-case characters
--   ulid_from_text(text)       the BINARY(16) of 26 characters in either
--                              case; anything else is SQLSTATE 22P02 in the
--                              words of the Rust parser, never NULL or
--                              another ID
--   ulid_time(id)              DATETIME(3) in the session's time zone
--   ulid_time_ms(id)           ms since 1970
--   ulid_min_at(DATETIME(3))   the smallest and largest key of the
--   ulid_max_at(DATETIME(3))   millisecond, read in the session's time zone
--
-- An `id` of another length than 16 bytes is an error, never padded.
--
-- Times: computed in UTC, converted from or to the session's time zone
-- last, for every ULID time a DATETIME shows (1970 to 9999-12-31
-- 23:59:59.999, not the TIMESTAMP range that ends in 2038 on MariaDB 10.11).
-- Within the TIMESTAMP range the server's own conversion (FROM_UNIXTIME,
-- UNIX_TIMESTAMP) follows any zone, daylight saving included; in the hour a
-- zone repeats when its clocks go back, a DATETIME names two instants and
-- UNIX_TIMESTAMP picks one. Past that range MariaDB converts no time to a
-- named zone, so a session zone whose offset changes (daylight saving) is
-- an error there (22008, saying to use a fixed offset such as '+00:00');
-- one whose offset stays (UTC, '+05:30') is exact. ulid_time and the
-- *_at functions read the session's zone, so they are NOT DETERMINISTIC.
--
-- Privileges: every function is SQL SECURITY INVOKER, so it runs with the
-- caller's rights and keeps working when the user that applied this file
-- (a migration's) is dropped; callers need EXECUTE on them (a user with
-- EXECUTE on the database has it).
--
-- MariaDB allows no stored function in a DEFAULT clause; a BEFORE INSERT
-- trigger fills a key the INSERT leaves out:
--
--   CREATE TRIGGER note_id BEFORE INSERT ON note FOR EACH ROW
--       SET NEW.id = COALESCE(NEW.id, gen_ulid());
--
-- A trigger runs as its DEFINER, which must still exist when it fires: make
-- it with `CREATE DEFINER = CURRENT_ROLE` under a role, or as a user that
-- outlives the migration. Replication: gen_ulid() draws RANDOM_BYTES, which
-- a replica would draw again under binlog_format=STATEMENT; keep MIXED
-- (MariaDB's default), which logs such rows as rows, or ROW.

DELIMITER //

-- A new ULID of millisecond `ms` (checked by the callers).
CREATE OR REPLACE FUNCTION ulid_of_ms(ms BIGINT UNSIGNED) RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN CONCAT(UNHEX(LPAD(HEX(ms), 12, '0')), RANDOM_BYTES(10))//

CREATE OR REPLACE FUNCTION gen_random_ulid() RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    -- The statement's time in UTC, to the microsecond (@@timestamp is a
    -- DOUBLE, which puts some milliseconds 1 ms early; NOW() would go
    -- through the session's time zone).
    RETURN ulid_of_ms(TIMESTAMPDIFF(MICROSECOND, '1970-01-01', UTC_TIMESTAMP(6)) DIV 1000)//

CREATE OR REPLACE FUNCTION gen_ulid() RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN gen_random_ulid()//

-- The ULID in UUIDv7 form of millisecond `ms` made of `r`, 10 random bytes
-- that the callers draw: the version nibble (the top of the first byte)
-- made 7, the variant (the top two bits of the third) RFC 9562's `10`.
CREATE OR REPLACE FUNCTION ulid_v7_of_ms(ms BIGINT UNSIGNED, r BINARY(10)) RETURNS BINARY(16)
DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN CONCAT(UNHEX(LPAD(HEX(ms), 12, '0')),
                  CHAR(ASCII(r) & 15 | 112), SUBSTRING(r, 2, 1),
                  CHAR(ASCII(SUBSTRING(r, 3, 1)) & 63 | 128), SUBSTRING(r, 4))//

CREATE OR REPLACE FUNCTION gen_random_ulid_v7() RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN ulid_v7_of_ms(TIMESTAMPDIFF(MICROSECOND, '1970-01-01', UTC_TIMESTAMP(6)) DIV 1000,
                         RANDOM_BYTES(10))//

CREATE OR REPLACE FUNCTION gen_ulid_v7() RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN gen_random_ulid_v7()//

-- The 16 bytes of `id`, or an error naming `function`.
CREATE OR REPLACE FUNCTION ulid_checked(id VARBINARY(255), function VARCHAR(64)) RETURNS BINARY(16)
DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    DECLARE message VARCHAR(512);
    IF LENGTH(id) <> 16 THEN
        SET message = CONCAT(function,
            '(): expected 16 bytes for a ULID, found ', LENGTH(id));
        SIGNAL SQLSTATE '22P02' SET MESSAGE_TEXT = message;
    END IF;
    RETURN id;
END//

CREATE OR REPLACE FUNCTION ulid_to_text(id VARBINARY(255)) RETURNS CHAR(26) CHARACTER SET ascii
DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    -- 130 bits (two leading zeros and the 128), five per character.
    DECLARE bits CHAR(130) CHARACTER SET ascii;
    DECLARE text VARCHAR(26) CHARACTER SET ascii DEFAULT '';
    DECLARE i INT DEFAULT 0;
    SET id = ulid_checked(id, 'ulid_to_text');
    SET bits = CONCAT('00', LPAD(CONV(HEX(LEFT(id, 8)), 16, 2), 64, '0'),
        LPAD(CONV(HEX(RIGHT(id, 8)), 16, 2), 64, '0'));
    WHILE i < 26 DO
        SET text = CONCAT(text, SUBSTRING('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
            CONV(SUBSTRING(bits, i * 5 + 1, 5), 2, 10) + 1, 1));
        SET i = i + 1;
    END WHILE;
    RETURN text;
END//

CREATE OR REPLACE FUNCTION ulid_from_text(t TEXT CHARACTER SET utf8mb4) RETURNS BINARY(16)
DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE i INT DEFAULT 1;
    DECLARE c VARCHAR(1) CHARACTER SET utf8mb4;
    DECLARE digit INT;
    DECLARE bits VARCHAR(130) CHARACTER SET ascii DEFAULT '';
    -- The Rust parser's order: the first character outside the alphabet,
    -- else the length (in bytes), else overflow. Compared as bytes: a
    -- collation would take 'é' for 'E'.
    WHILE i <= CHAR_LENGTH(t) DO
        SET c = SUBSTRING(t, i, 1);
        SET digit = INSTR(BINARY '0123456789ABCDEFGHJKMNPQRSTVWXYZ', BINARY c);
        IF digit = 0 THEN
            SET digit = INSTR(BINARY '0123456789abcdefghjkmnpqrstvwxyz', BINARY c);
        END IF;
        IF digit = 0 THEN
            SET message = CONCAT('ulid_from_text(): invalid character ''',
                c, ''' at index ', LENGTH(SUBSTRING(t, 1, i - 1)),
                ' (0-based): a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)');
            SIGNAL SQLSTATE '22P02' SET MESSAGE_TEXT = message;
        END IF;
        IF i <= 26 THEN
            SET bits = CONCAT(bits, LPAD(CONV(digit - 1, 10, 2), 5, '0'));
        END IF;
        SET i = i + 1;
    END WHILE;
    IF LENGTH(t) <> 26 THEN
        SET message = CONCAT(
            'ulid_from_text(): invalid length: a ULID is 26 characters, found ', LENGTH(t));
        SIGNAL SQLSTATE '22P02' SET MESSAGE_TEXT = message;
    END IF;
    IF LEFT(bits, 2) <> '00' THEN
        SET message = CONCAT(
            'ulid_from_text(): overflow: the first character must be 0-7, found ''', LEFT(t, 1), '''');
        SIGNAL SQLSTATE '22P02' SET MESSAGE_TEXT = message;
    END IF;
    RETURN CONCAT(UNHEX(LPAD(CONV(SUBSTRING(bits, 3, 64), 2, 16), 16, '0')),
        UNHEX(LPAD(CONV(SUBSTRING(bits, 67, 64), 2, 16), 16, '0')));
END//

CREATE OR REPLACE FUNCTION ulid_time_ms(id VARBINARY(255)) RETURNS BIGINT UNSIGNED
DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN CONV(HEX(LEFT(ulid_checked(id, 'ulid_time_ms'), 6)), 16, 10)//

-- The session time zone's offset from UTC in seconds, for times past the
-- TIMESTAMP range, where MariaDB converts none: the zone's offset in the
-- last winter and summer every server converts (2037-01-15 and
-- 2037-07-15, 12:00 UTC), if they are the same; else an error naming
-- `function`.
CREATE OR REPLACE FUNCTION ulid_fixed_offset(function VARCHAR(64)) RETURNS INT
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE winter INT DEFAULT TIMESTAMPDIFF(SECOND, '2037-01-15 12:00:00', FROM_UNIXTIME(2115633600));
    DECLARE summer INT DEFAULT TIMESTAMPDIFF(SECOND, '2037-07-15 12:00:00', FROM_UNIXTIME(2131272000));
    IF winter <> summer THEN
        SET message = CONCAT(function, '(): MariaDB converts no time past the TIMESTAMP range ',
            'to or from the session time zone ''', @@session.time_zone, ''', whose offset changes; ',
            'SET time_zone to a fixed offset such as ''+00:00''');
        SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
    END IF;
    RETURN winter;
END//

CREATE OR REPLACE FUNCTION ulid_time(id VARBINARY(255)) RETURNS DATETIME(3)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE ms BIGINT UNSIGNED DEFAULT CONV(HEX(LEFT(ulid_checked(id, 'ulid_time'), 6)), 16, 10);
    DECLARE time DATETIME(3);
    BEGIN
        -- Out of their ranges FROM_UNIXTIME warns 1292 and DATE_ADD 1441,
        -- errors in strict mode: either way, no time.
        DECLARE CONTINUE HANDLER FOR 1292, 1441 SET time = NULL;
        SET time = FROM_UNIXTIME(ms / 1000);
        IF time IS NULL THEN
            -- Past the TIMESTAMP range: UTC plus the zone's fixed offset.
            SET time = DATE_ADD(CAST('1970-01-01' AS DATETIME(3)),
                INTERVAL (CAST(ms AS SIGNED) + ulid_fixed_offset('ulid_time') * 1000) * 1000 MICROSECOND);
        END IF;
    END;
    IF time IS NULL THEN
        SET message = CONCAT('ulid_time(): ', ms, ' ms since 1970 is past 9999-12-31 23:59:59.999 ',
            'in the session time zone, the last DATETIME');
        SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
    END IF;
    RETURN time;
END//

-- The millisecond since 1970 that `t` (in the session's time zone) falls
-- in, if a ULID holds it; for gen_ulid_at, ulid_min_at and ulid_max_at, an
-- error naming `function` if not.
CREATE OR REPLACE FUNCTION ulid_ms_at(t DATETIME(3), function VARCHAR(64)) RETURNS BIGINT UNSIGNED
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE seconds DECIMAL(20, 3);
    DECLARE ms BIGINT;
    BEGIN
        -- Out of its range UNIX_TIMESTAMP warns 1441, an error in strict
        -- mode: either way, no time.
        DECLARE CONTINUE HANDLER FOR 1441 SET seconds = NULL;
        SET seconds = UNIX_TIMESTAMP(t);
    END;
    IF seconds IS NOT NULL THEN
        SET ms = seconds * 1000;
    ELSEIF t >= '2000-01-01' THEN
        -- Past the TIMESTAMP range: the zone's fixed offset from UTC.
        SET ms = TIMESTAMPDIFF(MICROSECOND, '1970-01-01', t) DIV 1000
            - ulid_fixed_offset(function) * 1000;
    END IF;
    IF ms IS NULL OR ms < 0 THEN
        SET message = CONCAT(function, '(): ', COALESCE(t, 'NULL'),
            ' is before 1970-01-01 00:00:00 UTC, the first millisecond a ULID holds');
        SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
    END IF;
    RETURN ms;
END//

CREATE OR REPLACE FUNCTION gen_ulid_at(t DATETIME(3)) RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN ulid_of_ms(ulid_ms_at(t, 'gen_ulid_at'))//

CREATE OR REPLACE FUNCTION ulid_min_at(t DATETIME(3)) RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN CONCAT(UNHEX(LPAD(HEX(ulid_ms_at(t, 'ulid_min_at')), 12, '0')), UNHEX(REPEAT('00', 10)))//

CREATE OR REPLACE FUNCTION ulid_max_at(t DATETIME(3)) RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL SQL SECURITY INVOKER
    RETURN CONCAT(UNHEX(LPAD(HEX(ulid_ms_at(t, 'ulid_max_at')), 12, '0')), UNHEX(REPEAT('FF', 10)))//

DELIMITER ;
