//! The column a query helper writes into SQL: a name checked to be an
//! identifier, so that no input can become SQL text.

use std::error::Error;
use std::fmt;

/// A column name for the query helpers (`push_time_range`,
/// `push_keyset_condition`, ...), which write it into the SQL text: an
/// identifier, or several joined by `.` (`events.id`), each plain
/// (`[A-Za-z_][A-Za-z0-9_]*`) or quoted (`"Order"`, `` `order` ``) without
/// its own quote character inside.
///
/// A column name is code, never input: [`ColumnName::new`] takes a
/// `&'static str` and, in a `const`, checks it at compile time;
/// [`ColumnName::parse`] checks a name made at run time (a sort key chosen
/// from a request, say) and refuses anything else with a
/// [`ColumnNameError`]. Nothing else makes one.
///
/// # Example
///
/// ```
/// use ulid_sqlx::ColumnName;
///
/// const ID: ColumnName<'static> = ColumnName::new("events.id");
/// assert_eq!(ID.as_str(), "events.id");
///
/// let err = ColumnName::parse("id; DROP TABLE users; --").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid column name: ';' at byte 2 (an identifier has letters, digits and `_`, or is quoted)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColumnName<'a>(&'a str);

impl ColumnName<'static> {
    /// A column name from a literal; in a `const` or `static` it is checked
    /// at compile time.
    ///
    /// # Panics
    ///
    /// If `name` is not an identifier as [`ColumnName`] says (at compile
    /// time in a `const`); for a name made at run time use
    /// [`ColumnName::parse`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::ColumnName;
    ///
    /// const ID: ColumnName<'static> = ColumnName::new("id");
    /// assert_eq!(ID.as_str(), "id");
    /// ```
    ///
    /// ```compile_fail,E0080
    /// use ulid_sqlx::ColumnName;
    ///
    /// const ID: ColumnName<'static> = ColumnName::new("id --");
    /// ```
    #[must_use]
    pub const fn new(name: &'static str) -> Self {
        match check(name.as_bytes()) {
            Ok(()) => ColumnName(name),
            Err(_) => panic!("invalid column name (ColumnName::parse says why)"),
        }
    }
}

impl<'a> ColumnName<'a> {
    /// Checks a column name made at run time.
    ///
    /// # Errors
    ///
    /// [`ColumnNameError`] if `name` is not an identifier as
    /// [`ColumnName`] says: it names the first byte that is not, and where.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::ColumnName;
    ///
    /// let sort = "created";
    /// let column = ColumnName::parse(sort)?;
    /// assert_eq!(column.as_str(), "created");
    /// assert!(ColumnName::parse("1=1").is_err());
    /// # Ok::<(), ulid_sqlx::ColumnNameError>(())
    /// ```
    pub fn parse(name: &'a str) -> Result<Self, ColumnNameError> {
        check(name.as_bytes()).map(|()| ColumnName(name))
    }

    /// The name as it goes into the SQL text.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::ColumnName;
    ///
    /// assert_eq!(ColumnName::new(r#""Order".id"#).as_str(), r#""Order".id"#);
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.0
    }
}

impl fmt::Display for ColumnName<'_> {
    /// The name as written, which is how SQL takes it.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::ColumnName;
    ///
    /// let name = ColumnName::parse(r#"events."Order""#)?;
    /// assert_eq!(format!("ORDER BY {name}"), r#"ORDER BY events."Order""#);
    /// # Ok::<(), ulid_sqlx::ColumnNameError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Why [`ColumnName::parse`] refused a name.
///
/// # Example
///
/// ```
/// use ulid_sqlx::ColumnName;
///
/// let err = ColumnName::parse("").unwrap_err();
/// assert_eq!(err.to_string(), "invalid column name: empty");
/// assert_eq!(err.index(), None);
/// let err = ColumnName::parse("events.").unwrap_err();
/// assert_eq!(err.to_string(), "invalid column name: an empty part at byte 7");
/// assert_eq!(err.index(), Some(7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColumnNameError {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Empty,
    EmptyPart { index: usize },
    Byte { byte: u8, index: usize },
    Unclosed { index: usize },
}

impl ColumnNameError {
    /// The 0-based byte index of the fault, if the name is not empty.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::ColumnName;
    ///
    /// assert_eq!(ColumnName::parse("id)").unwrap_err().index(), Some(2));
    /// ```
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        match self.kind {
            Kind::Empty => None,
            Kind::EmptyPart { index } | Kind::Byte { index, .. } | Kind::Unclosed { index } => {
                Some(index)
            }
        }
    }
}

impl fmt::Display for ColumnNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid column name: ")?;
        match self.kind {
            Kind::Empty => f.write_str("empty"),
            Kind::EmptyPart { index } => write!(f, "an empty part at byte {index}"),
            Kind::Byte { byte, index } => {
                if byte.is_ascii_graphic() || byte == b' ' {
                    write!(f, "{:?} at byte {index}", char::from(byte))?;
                } else {
                    write!(f, "byte 0x{byte:02x} at byte {index}")?;
                }
                f.write_str(" (an identifier has letters, digits and `_`, or is quoted)")
            }
            Kind::Unclosed { index } => write!(f, "the quote at byte {index} is not closed"),
        }
    }
}

impl Error for ColumnNameError {}

/// `Ok` if `name` is one or more parts joined by `.`, each a plain
/// identifier or one quoted with `"` or `` ` `` that holds no quote of its
/// kind and no control byte. `const`, so that [`ColumnName::new`] checks
/// at compile time.
const fn check(name: &[u8]) -> Result<(), ColumnNameError> {
    if name.is_empty() {
        return Err(ColumnNameError { kind: Kind::Empty });
    }
    let mut i = 0;
    loop {
        // One part, from `i`.
        if i == name.len() || name[i] == b'.' {
            return Err(ColumnNameError {
                kind: Kind::EmptyPart { index: i },
            });
        }
        let quote = name[i];
        if quote == b'"' || quote == b'`' {
            let open = i;
            i += 1;
            while i < name.len() && name[i] != quote {
                if name[i].is_ascii_control() {
                    return Err(byte_error(name, i));
                }
                i += 1;
            }
            if i == name.len() {
                return Err(ColumnNameError {
                    kind: Kind::Unclosed { index: open },
                });
            }
            if i == open + 1 {
                return Err(ColumnNameError {
                    kind: Kind::EmptyPart { index: open },
                });
            }
            i += 1;
        } else {
            if name[i].is_ascii_digit() {
                return Err(byte_error(name, i));
            }
            while i < name.len() && name[i] != b'.' {
                if !(name[i].is_ascii_alphanumeric() || name[i] == b'_') {
                    return Err(byte_error(name, i));
                }
                i += 1;
            }
        }
        // After a part: the end, or `.` and another part.
        if i == name.len() {
            return Ok(());
        }
        if name[i] != b'.' {
            return Err(byte_error(name, i));
        }
        i += 1;
    }
}

const fn byte_error(name: &[u8], index: usize) -> ColumnNameError {
    ColumnNameError {
        kind: Kind::Byte {
            byte: name[index],
            index,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_taken() {
        for name in [
            "id",
            "_id",
            "events.id",
            "public.events.id",
            r#""Order""#,
            "`order`.id",
            r#""a b""#,
            "Id2",
        ] {
            assert_eq!(
                ColumnName::parse(name).map(|c| c.as_str()),
                Ok(name),
                "{name}"
            );
        }
    }

    #[test]
    fn anything_else_is_refused_where_it_starts() {
        for (name, index) in [
            ("id; DROP TABLE users; --", Some(2)),
            ("id --", Some(2)),
            ("id/**/", Some(2)),
            ("1=1", Some(0)),
            ("id)", Some(2)),
            ("id'", Some(2)),
            ("", None),
            (".id", Some(0)),
            ("id.", Some(3)),
            ("a..b", Some(2)),
            (r#""id"#, Some(0)),
            (r#""""#, Some(0)),
            (r#""id"x"#, Some(4)),
            ("\"a\0b\"", Some(2)),
            ("é", Some(0)),
        ] {
            assert_eq!(
                ColumnName::parse(name).map_err(|e| e.index()),
                Err(index),
                "{name:?}"
            );
        }
    }

    #[test]
    fn messages_say_what_and_where() {
        let message = |name| ColumnName::parse(name).unwrap_err().to_string();
        assert_eq!(
            message(r#""id"#),
            "invalid column name: the quote at byte 0 is not closed"
        );
        assert_eq!(
            message("id\n"),
            "invalid column name: byte 0x0a at byte 2 (an identifier has letters, digits and `_`, or is quoted)"
        );
    }
}
