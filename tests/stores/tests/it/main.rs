//! ulid-core's store integrations through each library's own API: Redis
//! (a server, and a cluster of three through redis's cluster client), bson
//! 2 and 3 (documents checked with pymongo's independent implementation; no
//! MongoDB server runs here) and redb. One binary, a module per library.

mod bson;
mod bson3;
mod redb;
mod redis;
