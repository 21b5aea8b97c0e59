//! The name of an `Id<P>`'s type in schemas and API layers (`UserId`,
//! `LineItemId`): JSON Schema and OpenAPI components, GraphQL scalars,
//! TypeScript aliases. Computed at compile time from the prefix, because
//! some libraries (juniper's reflection) take a type's name as a
//! `&'static str` constant, and a name computed per call would allocate.

use core::marker::PhantomData;

use crate::Prefix;
use crate::typed::prefix::PREFIX_MAX_LEN;

/// The schema name of `Id<P>`: the prefix in camel case and `Id`.
pub(crate) struct IdTypeName<P>(PhantomData<P>);

impl<P: Prefix> IdTypeName<P> {
    // A reference in a constant's final value lives for `'static`, so the
    // name can borrow from it.
    const SPELLED: &'static Spelled = &spell(P::PREFIX.as_bytes());

    /// `line_item` is `LineItemId`; an empty word (`a__b`) stays `_`
    /// (`A_BId`); no prefix at all is `Id`, the one name no prefix spells
    /// (`type` is `TypeId`): no two prefixes share a name.
    pub(crate) const NAME: &'static str = {
        let (name, _) = Self::SPELLED.bytes.split_at(Self::SPELLED.len);
        match core::str::from_utf8(name) {
            Ok(name) => name,
            Err(_) => panic!("a prefix is ASCII"),
        }
    };
}

/// A name spelled into a buffer long enough for the longest prefix.
struct Spelled {
    bytes: [u8; PREFIX_MAX_LEN + 4],
    len: usize,
}

const fn spell(prefix: &[u8]) -> Spelled {
    let mut spelled = Spelled {
        bytes: [0; PREFIX_MAX_LEN + 4],
        len: 0,
    };
    let mut word_start = true;
    let mut index = 0;
    while index < prefix.len() {
        let byte = prefix[index];
        if byte == b'_' {
            if word_start {
                // The word before this `_` was empty.
                spelled = push(spelled, b'_');
            }
            word_start = true;
        } else {
            spelled = push(
                spelled,
                if word_start {
                    byte.to_ascii_uppercase()
                } else {
                    byte
                },
            );
            word_start = false;
        }
        index += 1;
    }
    push(push(spelled, b'I'), b'd')
}

const fn push(mut spelled: Spelled, byte: u8) -> Spelled {
    spelled.bytes[spelled.len] = byte;
    spelled.len += 1;
    spelled
}

#[cfg(test)]
mod tests {
    use super::IdTypeName;
    use crate::prefix;

    prefix!(User = "user");
    prefix!(LineItem = "line_item");
    prefix!(Doubled = "a__b");
    prefix!(Bare = "");
    prefix!(Type = "type");
    prefix!(Longest = "abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz_abcdefgh");

    #[test]
    fn names() {
        assert_eq!(IdTypeName::<User>::NAME, "UserId");
        assert_eq!(IdTypeName::<LineItem>::NAME, "LineItemId");
        assert_eq!(IdTypeName::<Doubled>::NAME, "A_BId");
        assert_eq!(IdTypeName::<Bare>::NAME, "Id");
        assert_eq!(IdTypeName::<Type>::NAME, "TypeId");
        assert_eq!(
            IdTypeName::<Longest>::NAME,
            "AbcdefghijklmnopqrstuvwxyzAbcdefghijklmnopqrstuvwxyzAbcdefghId"
        );
    }
}
