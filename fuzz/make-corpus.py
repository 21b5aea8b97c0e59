#!/usr/bin/env python3
"""Writes the seed corpus of each fuzz target into fuzz/corpus/<target>/.

The seeds are the hidden-vector style inputs: valid IDs in both cases,
overflow, each kind of bad character, every length from 0 to 40, UUID text
(valid and broken), TypeIDs with odd prefixes. Each file is named after
what it holds, so that a failing seed says what it is. Re-run after adding
seeds; libFuzzer adds what it finds to its own working corpus, not here.
A crash found by CI is added here as a regression case (crash-<what>).
"""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent / "corpus"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VALID = "01ARZ3NDEKTSV4RRFFQ69G5FAV"
MAX = "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"


def ulid_seeds():
    seeds = {
        "valid": VALID,
        "valid-lower": VALID.lower(),
        "valid-mixed-case": "01arZ3ndEKTSV4rrFFQ69g5fav",
        "nil": "0" * 26,
        "max": MAX,
        "overflow-8": "8" + "Z" * 25,
        "overflow-z": "Z" * 26,
        "excluded-i": VALID[:25] + "I",
        "excluded-l": VALID[:25] + "L",
        "excluded-o": VALID[:25] + "O",
        "excluded-u": VALID[:25] + "U",
        "hyphen-first": "-" + VALID[1:],
        "space-middle": VALID[:13] + " " + VALID[14:],
        "nul-last": VALID[:25] + "\0",
        "del": VALID[:25] + "\x7f",
        "non-ascii-e-acute": VALID[:24] + "é",
        "non-ascii-euro": VALID[:23] + "€",
        "bracket-at-backtick-brace": "@[`{" + VALID[4:],
        "whitespace-around": " " + VALID + " ",
        "newline-after": VALID + "\n",
    }
    for length in range(0, 41):
        seeds[f"length-{length:02}"] = (ALPHABET * 2)[:length]
    return seeds


def uuid_seeds():
    return {
        "uuid-valid": "01563e3a-b5d3-d676-4c61-efb99302bd5b",
        "uuid-upper": "01563E3A-B5D3-D676-4C61-EFB99302BD5B",
        "uuid-nil": "00000000-0000-0000-0000-000000000000",
        "uuid-max": "ffffffff-ffff-ffff-ffff-ffffffffffff",
        "uuid-no-hyphens": "01563e3ab5d3d6764c61efb99302bd5b",
        "uuid-braces": "{01563e3a-b5d3-d676-4c61-efb99302bd5b}",
        "uuid-hyphen-moved": "01563e3ab-5d3-d676-4c61-efb99302bd5b",
        "uuid-bad-hex": "01563e3a-b5d3-d676-4c61-efb99302bd5g",
        "uuid-short": "01563e3a-b5d3-d676-4c61-efb99302bd5",
        "uuid-long": "01563e3a-b5d3-d676-4c61-efb99302bd5b0",
        "ulid-as-uuid": VALID,
    }


def typeid_seeds():
    suffix = VALID.lower()
    return {
        "typeid-user": "user_" + suffix,
        "typeid-bare": suffix,
        "typeid-underscores-inside": "line_item_" + suffix,
        "typeid-prefix-63": "a" * 63 + "_" + suffix,
        "typeid-prefix-64": "a" * 64 + "_" + suffix,
        "typeid-leading-underscore": "_user_" + suffix,
        "typeid-trailing-underscore": "user__" + suffix,
        "typeid-empty-prefix-separator": "_" + suffix,
        "typeid-upper-prefix": "User_" + suffix,
        "typeid-upper-suffix": "user_" + VALID,
        "typeid-digit-in-prefix": "us3r_" + suffix,
        "typeid-other-kind": "org_" + suffix,
        "typeid-overflow": "user_8" + "z" * 25,
        "typeid-short-suffix": "user_" + suffix[:25],
        "typeid-long-suffix": "user_" + suffix + "0",
        "typeid-non-ascii-prefix": "usér_" + suffix,
        "typeid-uuid-suffix": "user_01563e3a-b5d3-d676-4c61-efb99302bd5b",
    }


def bytes_seeds():
    # 16 raw bytes: the targets also encode the input's first 16 bytes.
    return {
        "bytes-16-zero": b"\0" * 16,
        "bytes-16-ff": b"\xff" * 16,
        "bytes-16-counting": bytes(range(16)),
    }


def serde_seeds():
    # The first byte picks the format (0 JSON, 1 CBOR, 2 MessagePack,
    # 3 postcard, 4 bincode); the rest is the document.
    ulid = bytes.fromhex("01563e3ab5d3d6764c61efb99302bd5b")
    text = VALID.encode()
    return {
        "json-text": b"\0" + b'"' + text + b'"',
        "json-lower": b"\0" + b'"' + text.lower() + b'"',
        "json-uuid": b"\0" + b'"01563e3a-b5d3-d676-4c61-efb99302bd5b"',
        "json-array": b"\0[" + b",".join(str(b).encode() for b in ulid) + b"]",
        "json-bad": b"\0" + b'"' + text[:25] + b'L"',
        "cbor-bytes": b"\1\x50" + ulid,
        "cbor-text": b"\1\x78\x1a" + text,
        "cbor-tag37": b"\1\xd8\x25\x50" + ulid,
        "msgpack-bin": b"\2\xc4\x10" + ulid,
        "msgpack-text": b"\2\xd9\x1a" + text,
        "postcard-bytes": b"\3\x10" + ulid,
        "postcard-text": b"\3\x1a" + text,
        "bincode-bytes": b"\4\x10" + ulid,
        "bincode-text": b"\4\x1a" + text,
    }


def cli_seeds():
    # The first byte picks the reader's buffer (1 to 16 bytes); the rest
    # is standard input: each form on a line, CRLF, a line one byte past
    # the longest form, a last line without a line break.
    typeid = "a" * 63 + "_" + VALID.lower()
    lines = [VALID, VALID.lower(), "01563e3a-b5d3-d676-4c61-efb99302bd5b",
             "01563e3ab5d3d6764c61efb99302bd5b", "user_" + VALID.lower(), typeid]
    return {
        "cli-forms": b"\6" + "\n".join(lines).encode() + b"\n",
        "cli-crlf": b"\2" + "\r\n".join(lines).encode() + b"\r\n",
        "cli-too-long": b"\x0f" + (typeid + "x\r\n" + VALID).encode(),
        "cli-blank-and-bad": b"\0\n \n" + (VALID[:25] + "L\n\r\n").encode(),
    }


def cbor_cql_seeds():
    # Even first byte: a CBOR document; odd: a CQL value, bits 1-6 the
    # column type (blob, text, ascii, uuid, timeuuid, int), bit 7 null.
    ulid = bytes.fromhex("01563e3ab5d3d6764c61efb99302bd5b")
    text = VALID.encode()
    return {
        "cbor-bytes": b"\0\x50" + ulid,
        "cbor-tag37": b"\0\xd8\x25\x50" + ulid,
        "cbor-long-length": b"\0\x58\x10" + ulid,
        "cbor-other-tag": b"\0\xd8\x26\x50" + ulid,
        "cbor-15-bytes": b"\0\x4f" + ulid[:15],
        "cbor-indefinite": b"\0\x5f\x48" + ulid[:8] + b"\x48" + ulid[8:] + b"\xff",
        "cql-blob": b"\1" + ulid,
        "cql-text": b"\3" + text,
        "cql-ascii-lower": b"\5" + text.lower(),
        "cql-uuid": b"\7" + ulid,
        "cql-blob-null": b"\x81",
    }


def avro_seeds():
    # Bits 0-5 of the first byte pick the schema (0 the fixed(16), 1 the
    # uuid string, 2 the plain string), bit 6 a human-readable read_deser,
    # bit 7 the nullable union; the rest is the datum (a string's length
    # is a zigzag varint: 26 is 0x34).
    ulid = bytes.fromhex("01563e3ab5d3d6764c61efb99302bd5b")
    uuid = b"01563e3a-b5d3-d676-4c61-efb99302bd5b"
    text = VALID.encode()
    return {
        "avro-fixed": b"\0" + ulid,
        "avro-fixed-15": b"\0" + ulid[:15],
        "avro-uuid-string": b"\1\x48" + uuid,
        "avro-uuid-string-simple": b"\1\x40" + uuid.replace(b"-", b""),
        "avro-text": b"\2\x34" + text,
        "avro-text-lower": b"\2\x34" + text.lower(),
        "avro-text-bad": b"\2\x34" + text[:25] + b"L",
        "avro-negative-length": b"\2\x01" + text,
        "avro-null": b"\x80\0",
        "avro-some-fixed": b"\x80\2" + ulid,
        "avro-some-uuid": b"\x81\2\x48" + uuid,
        "avro-some-text": b"\x82\2\x34" + text,
        "avro-union-index-2": b"\x82\4\x34" + text,
        "avro-human-readable-fixed": b"\x40" + ulid,
        "avro-human-readable-text": b"\x40\x34" + text,
        "avro-human-readable-some-text": b"\xc0\2\x34" + text,
        "avro-human-readable-uuid": b"\x41\x48" + uuid,
    }


def sqlite_seeds():
    # The first byte picks the function (0 ulid_to_text, 1 ulid_from_text,
    # 2 ulid_time, 3 ulid_time_ms, 4 ulid_min_at, 5 ulid_max_at,
    # 6 gen_ulid_at, 7 ulid_to_typeid, 8 ulid_from_typeid); the second the
    # types (0 NULL, 1 INTEGER, 2 REAL, 3 TEXT, 4 BLOB; the second
    # argument's is the byte divided by 5); the third where the rest
    # splits between two arguments.
    ulid = bytes.fromhex("01563e3ab5d3d6764c61efb99302bd5b")
    text = VALID.encode()
    typeid = b"user_" + text.lower()

    def integer(n):
        return n.to_bytes(8, "little", signed=True)

    return {
        "sqlite-to-text-blob": b"\0\4\0" + ulid,
        "sqlite-to-text-text": b"\0\3\0" + text,
        "sqlite-to-text-blob-15": b"\0\4\0" + ulid[:15],
        "sqlite-to-text-null": b"\0\0\0",
        "sqlite-from-text": b"\1\3\0" + text,
        "sqlite-from-text-overflow": b"\1\3\0" + b"8" + b"Z" * 25,
        "sqlite-from-text-not-utf8": b"\1\3\0" + text[:24] + b"\xc3\x28",
        "sqlite-time-blob": b"\2\4\0" + ulid,
        "sqlite-time-last-ms": b"\2\4\0" + b"\xff" * 16,
        "sqlite-time-ms-text": b"\3\3\0" + text,
        "sqlite-time-ms-real": b"\3\2\0" + integer(1),
        "sqlite-min-at": b"\4\1\0" + integer(1469922850259),
        "sqlite-max-at-negative": b"\5\1\0" + integer(-1),
        "sqlite-gen-at-last-ms": b"\6\1\0" + integer(2**48 - 1),
        "sqlite-gen-at-past-last-ms": b"\6\1\0" + integer(2**48),
        "sqlite-to-typeid": bytes([7, 4 + 5 * 3, 16]) + ulid + b"user",
        "sqlite-to-typeid-bad-prefix": bytes([7, 4 + 5 * 3, 16]) + ulid + b"User",
        "sqlite-from-typeid": bytes([8, 3 + 5 * 3, len(typeid)]) + typeid + b"user",
        "sqlite-from-typeid-other-prefix": bytes([8, 3 + 5 * 3, len(typeid)]) + typeid + b"team",
    }


TARGETS = {
    "parse": [ulid_seeds, bytes_seeds],
    "codec_paths": [ulid_seeds, bytes_seeds],
    "parse_uuid": [uuid_seeds, ulid_seeds, bytes_seeds],
    "parse_typeid": [typeid_seeds, ulid_seeds],
    "doors": [ulid_seeds, typeid_seeds, bytes_seeds],
    "serde_formats": [serde_seeds],
    "cli_input": [cli_seeds],
    "cbor_cql": [cbor_cql_seeds],
    "avro": [avro_seeds],
    "sqlite_functions": [sqlite_seeds],
}

for target, sources in TARGETS.items():
    folder = ROOT / target
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("seed-*"):
        old.unlink()
    for source in sources:
        for name, value in source().items():
            data = value if isinstance(value, bytes) else value.encode()
            (folder / f"seed-{name}").write_bytes(data)
    print(target, len(os.listdir(folder)), "files")
