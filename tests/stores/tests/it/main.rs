//! ulid-core's store integrations through each library's own API: Redis
//! (a server, and a cluster of three through redis's cluster client), bson
//! 2 and 3 (documents checked with pymongo's independent implementation; no
//! MongoDB server runs here), redb, LMDB through heed (read back by
//! Python's `lmdb`), and CQL values through scylla (checked with Python's
//! cassandra-driver; no ScyllaDB or Cassandra server runs here). One
//! binary, a module per library.

mod bson;
mod bson2;
mod heed;
mod redb;
mod redis;
mod scylla;
