//! The TypeID parsers (`AnyId`, `Id<P>`), on arbitrary text: they never
//! panic; whatever they accept matches the spec's grammar and prints back
//! as the input; an error's index points into the input; `Id<P>` accepts
//! exactly the `AnyId`s with its prefix; and the column reader agrees.

#![no_main]

use libfuzzer_sys::fuzz_target;
use ulid_core::{AnyId, Id, prefix};

prefix!(User = "user");
prefix!(Bare = "");

/// The spec's grammar, written independently of the parser: a prefix
/// `^([a-z]([a-z_]{0,61}[a-z])?)?$`, then `_` and 26 lower-case base32
/// characters starting 0-7 (no separator when the prefix is empty).
fn is_typeid(text: &str) -> bool {
    let (prefix, suffix) = match text.rsplit_once('_') {
        Some((prefix, suffix)) => (prefix, suffix),
        None => ("", text),
    };
    let prefix_ok = if text.contains('_') {
        !prefix.is_empty()
            && prefix.len() <= 63
            && prefix.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
            && !prefix.starts_with('_')
            && !prefix.ends_with('_')
    } else {
        true
    };
    let alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
    prefix_ok
        && suffix.len() == 26
        && suffix.bytes().all(|b| alphabet.as_bytes().contains(&b))
        && suffix.as_bytes()[0] <= b'7'
}

fuzz_target!(|input: &[u8]| {
    let Ok(text) = core::str::from_utf8(input) else {
        // Bytes that are not UTF-8 are rejected by the column reader.
        assert!(Id::<User>::from_text_column("TEXT", input).is_err());
        return;
    };
    let any = AnyId::parse(text);
    assert_eq!(any.is_ok(), is_typeid(text), "{text:?}: {any:?}");
    match any {
        Ok(any) => {
            assert_eq!(any.to_string(), text);
            let user = Id::<User>::parse(text);
            assert_eq!(user.is_ok(), any.prefix() == "user");
            if let Ok(user) = user {
                assert_eq!(user.to_string(), text);
                assert_eq!(user.to_ulid(), any.to_ulid());
            }
            let bare = Id::<Bare>::parse(text);
            assert_eq!(bare.is_ok(), any.prefix().is_empty());
        }
        Err(err) => {
            if let Some(index) = err.index() {
                assert!(index < input.len(), "{text:?}: {err}");
            }
            let _ = err.to_string();
            assert!(Id::<User>::parse(text).is_err());
            assert!(Id::<Bare>::parse(text).is_err());
        }
    }
    assert_eq!(
        Id::<User>::from_text_column("TEXT", input).ok(),
        Id::<User>::parse(text).ok()
    );
});
