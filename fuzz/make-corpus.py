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


TARGETS = {
    "parse": [ulid_seeds, bytes_seeds],
    "codec_paths": [ulid_seeds, bytes_seeds],
    "parse_uuid": [uuid_seeds, ulid_seeds, bytes_seeds],
    "parse_typeid": [typeid_seeds, ulid_seeds],
    "doors": [ulid_seeds, typeid_seeds, bytes_seeds],
    "serde_formats": [serde_seeds],
    "cli_input": [cli_seeds],
    "cbor_cql": [cbor_cql_seeds],
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
