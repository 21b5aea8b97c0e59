//! The API layers through their own entry points, as an application uses
//! them: executed GraphQL queries (async-graphql, juniper), the TypeScript
//! compiler on exported bindings (ts-rs), rocket's local client, poem's test
//! client and `openapi-spec-validator` on its spec, an axum server's request
//! IDs asked by curl. One binary, a module per library.

mod common;

mod async_graphql;
mod http;
mod juniper;
mod poem_openapi;
mod rocket;
mod ts_rs;
