//! No code: this package's dependencies give syn, quote and proc-macro2 the
//! features of the workspace's whole build in builds of fewer features
//! (`Cargo.toml` says why).
