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
--                              in ms and 80 bits of RANDOM_BYTES; not
--                              monotonic within a millisecond
--   ulid_to_text(id)           the 26 upper-case characters
--   ulid_from_text(text)       the BINARY(16) of 26 characters in either
--                              case; anything else is SQLSTATE 22P02 in the
--                              words of the Rust parser, never NULL or
--                              another ID
--   ulid_time(id)              DATETIME(3) in the session's time zone, as
--                              FROM_UNIXTIME gives it
--   ulid_time_ms(id)           ms since 1970
--   ulid_min_at(DATETIME(3))   the smallest and largest key of the
--   ulid_max_at(DATETIME(3))   millisecond, read in the session's time zone
--
-- An `id` of another length than 16 bytes is an error, never padded.
-- MariaDB allows no stored function in a DEFAULT clause; a BEFORE INSERT
-- trigger fills a key the INSERT leaves out:
--
--   CREATE TRIGGER note_id BEFORE INSERT ON note FOR EACH ROW
--       SET NEW.id = COALESCE(NEW.id, gen_ulid());

DELIMITER //

CREATE OR REPLACE FUNCTION gen_ulid() RETURNS BINARY(16)
NOT DETERMINISTIC NO SQL
    -- @@timestamp: the statement's time in seconds since 1970, UTC, with
    -- microseconds (NOW() would go through the session's time zone).
    RETURN CONCAT(UNHEX(LPAD(HEX(FLOOR(@@timestamp * 1000)), 12, '0')), RANDOM_BYTES(10))//

-- The 16 bytes of `id`, or an error naming `function`.
CREATE OR REPLACE FUNCTION ulid_checked(id VARBINARY(255), function VARCHAR(64)) RETURNS BINARY(16)
DETERMINISTIC NO SQL
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
DETERMINISTIC NO SQL
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
DETERMINISTIC NO SQL
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
DETERMINISTIC NO SQL
    RETURN CONV(HEX(LEFT(ulid_checked(id, 'ulid_time_ms'), 6)), 16, 10)//

CREATE OR REPLACE FUNCTION ulid_time(id VARBINARY(255)) RETURNS DATETIME(3)
DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE ms BIGINT UNSIGNED DEFAULT CONV(HEX(LEFT(ulid_checked(id, 'ulid_time'), 6)), 16, 10);
    DECLARE time DATETIME(3) DEFAULT FROM_UNIXTIME(ms / 1000);
    IF time IS NULL THEN
        SET message = CONCAT('ulid_time(): ', ms,
            ' ms since 1970 is past the last time FROM_UNIXTIME gives on this server');
        SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
    END IF;
    RETURN time;
END//

-- The millisecond since 1970 that `t` (in the session's time zone) falls
-- in, for ulid_min_at and ulid_max_at; an error naming `function` where
-- UNIX_TIMESTAMP gives none.
CREATE OR REPLACE FUNCTION ulid_ms_at(t DATETIME(3), function VARCHAR(64)) RETURNS BIGINT UNSIGNED
DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(512);
    DECLARE seconds DECIMAL(20, 3) DEFAULT UNIX_TIMESTAMP(t);
    IF seconds IS NULL THEN
        SET message = CONCAT(function, '(): ', COALESCE(t, 'NULL'),
            ' is outside the times UNIX_TIMESTAMP converts on this server (from 1970-01-01 00:00:00 UTC)');
        SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
    END IF;
    RETURN FLOOR(seconds * 1000);
END//

CREATE OR REPLACE FUNCTION ulid_min_at(t DATETIME(3)) RETURNS BINARY(16)
DETERMINISTIC NO SQL
    RETURN CONCAT(UNHEX(LPAD(HEX(ulid_ms_at(t, 'ulid_min_at')), 12, '0')), UNHEX(REPEAT('00', 10)))//

CREATE OR REPLACE FUNCTION ulid_max_at(t DATETIME(3)) RETURNS BINARY(16)
DETERMINISTIC NO SQL
    RETURN CONCAT(UNHEX(LPAD(HEX(ulid_ms_at(t, 'ulid_max_at')), 12, '0')), UNHEX(REPEAT('FF', 10)))//

DELIMITER ;
