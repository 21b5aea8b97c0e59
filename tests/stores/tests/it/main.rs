//! ulid-core's store integrations through each library's own API: Redis
//! (a server, and a cluster of three through redis's cluster client), bson
//! 2 and 3 (documents checked with pymongo's independent implementation; no
//! MongoDB server runs here), redb, and LMDB through heed (read back by
//! Python's `lmdb`). One binary, a module per library.

mod bson;
mod bson2;
mod heed;
mod redb;
mod redis;
