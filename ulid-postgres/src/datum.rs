//! `PgUlid`: a `Ulid` as a PostgreSQL datum.
//!
//! The orphan rule keeps pgrx's traits off ulid-core's `Ulid` outside
//! ulid-core, and ulid-core cannot depend on pgrx (it builds for one
//! PostgreSQL at a time), so the extension's functions take and return this
//! private newtype. The datum is a pointer to the 16 big-endian bytes,
//! exactly as for `uuid`, which is what lets the two types share their
//! comparison functions and cast without a function.

use pgrx::callconv::{Arg, ArgAbi, BoxRet, FcInfo};
use pgrx::datum::{Datum, FromDatum, IntoDatum};
use pgrx::pg_sys;
use ulid_core::Ulid;

/// A [`Ulid`] passed to or from PostgreSQL as the type `ulid`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PgUlid(pub Ulid);

impl IntoDatum for PgUlid {
    /// The 16 bytes, copied into the current memory context.
    fn into_datum(self) -> Option<pg_sys::Datum> {
        // SAFETY: palloc_slice returns 16 writable bytes owned by the
        // current memory context, which outlives the function call.
        let bytes = unsafe { pgrx::PgMemoryContexts::CurrentMemoryContext.palloc_slice::<u8>(16) };
        bytes.copy_from_slice(&self.0.to_bytes());
        Some(bytes.as_ptr().into())
    }

    fn type_oid() -> pg_sys::Oid {
        pgrx::wrappers::regtypein("ulid")
    }
}

impl FromDatum for PgUlid {
    /// The 16 bytes the datum points to.
    unsafe fn from_polymorphic_datum(
        datum: pg_sys::Datum,
        is_null: bool,
        _typoid: pg_sys::Oid,
    ) -> Option<PgUlid> {
        if is_null {
            return None;
        }
        // SAFETY: a non-null datum of type `ulid` (or `uuid`, its binary
        // twin) points to 16 bytes (INTERNALLENGTH = 16 in ulid_type.rs).
        let bytes = unsafe { *datum.cast_mut_ptr::<[u8; 16]>() };
        Some(PgUlid(Ulid::from_bytes(bytes)))
    }
}

// SAFETY: an argument declared `ulid` is a datum of that type, which
// `from_datum` reads as above.
unsafe impl<'fcx> ArgAbi<'fcx> for PgUlid {
    unsafe fn unbox_arg_unchecked(arg: Arg<'_, 'fcx>) -> PgUlid {
        let index = arg.index();
        // SAFETY: as for the impl; a NULL is refused by the functions'
        // STRICT, and reported here if a caller gets past it.
        unsafe { arg.unbox_arg_using_from_datum() }
            .unwrap_or_else(|| panic!("argument {index} must not be null"))
    }
}

// SAFETY: the datum returned is a fresh palloc'd copy (`into_datum`).
unsafe impl BoxRet for PgUlid {
    unsafe fn box_into<'fcx>(self, fcinfo: &mut FcInfo<'fcx>) -> Datum<'fcx> {
        // SAFETY: the datum is returned from the function being called.
        unsafe { fcinfo.return_optional_datum(self.into_datum()) }
    }
}

pgrx::pgrx_sql_entity_graph::impl_sql_translatable!(PgUlid, "ulid");

/// A `text` argument as its bytes, in the database's encoding.
///
/// pgrx's `&str` panics (SQLSTATE XX000) on text that is not UTF-8, which
/// a database in another encoding (`LATIN1`, `SQL_ASCII`) passes; the
/// functions take the bytes instead and report bad text as 22P02
/// (`errors::utf8_text` reads them for a message).
#[derive(Clone, Copy, Debug)]
pub struct PgText<'a>(pub &'a [u8]);

impl FromDatum for PgText<'_> {
    /// The bytes of the (detoasted) text.
    unsafe fn from_polymorphic_datum(
        datum: pg_sys::Datum,
        is_null: bool,
        _typoid: pg_sys::Oid,
    ) -> Option<Self> {
        if is_null || datum.is_null() {
            return None;
        }
        // SAFETY: a non-null datum of type `text` is a varlena; detoasting
        // leaves it in place or copies it into the current memory context,
        // which outlives the function call that reads it.
        let bytes = unsafe {
            let varlena = pg_sys::pg_detoast_datum_packed(datum.cast_mut_ptr());
            pgrx::varlena::varlena_to_byte_slice(varlena)
        };
        Some(PgText(bytes))
    }
}

// SAFETY: an argument declared `text` is a text datum, which
// `from_polymorphic_datum` reads as above.
unsafe impl<'fcx> ArgAbi<'fcx> for PgText<'fcx> {
    unsafe fn unbox_arg_unchecked(arg: Arg<'_, 'fcx>) -> PgText<'fcx> {
        let index = arg.index();
        // SAFETY: as for the impl; a NULL is refused by the functions'
        // STRICT, and reported here if a caller gets past it.
        unsafe { arg.unbox_arg_using_from_datum() }
            .unwrap_or_else(|| panic!("argument {index} must not be null"))
    }
}

pgrx::pgrx_sql_entity_graph::impl_sql_translatable!(PgText<'_>, arg_only = "text");
