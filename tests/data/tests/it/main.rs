//! ULIDs in data formats, each checked against an independent
//! implementation installed by `scripts/test.sh data`: CBOR's tag 37
//! against Python's cbor2. One binary, a module per format.

mod cbor;
