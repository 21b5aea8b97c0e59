//! Lines of standard input, each held up to a bound: a line longer than any
//! accepted form is measured as it streams past, not kept, so memory stays
//! the same whatever the input holds (a 300 MB line of JSON included).

use std::io::{self, BufRead};

use ulid_core::TYPEID_MAX_LEN;

/// The most bytes a line can hold besides its line break: the longest form
/// `ulid` reads, a TypeID with a 63-character prefix (90 bytes). Surrounding
/// white space counts.
pub(crate) const LONGEST_LINE: usize = TYPEID_MAX_LEN;

/// One line: its first bytes and its whole length.
pub(crate) struct Line<'a> {
    /// The line's bytes without its line break (`\n` or `\r\n`), whole when
    /// it is no longer than [`LONGEST_LINE`], else its first bytes only.
    pub(crate) held: &'a [u8],
    /// Its length in bytes, without the line break.
    pub(crate) len: u64,
}

impl Line<'_> {
    /// Whether the line is longer than any accepted form (and so not held
    /// whole).
    pub(crate) fn is_too_long(&self) -> bool {
        self.len > LONGEST_LINE as u64
    }
}

/// Reads lines from `input`, keeping at most [`LONGEST_LINE`] bytes of
/// each.
pub(crate) struct Lines<R> {
    input: R,
    held: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    pub(crate) fn new(input: R) -> Self {
        Lines {
            input,
            held: Vec::with_capacity(LONGEST_LINE),
        }
    }

    /// The next line, or `None` at the end of the input.
    pub(crate) fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        self.held.clear();
        let mut len: u64 = 0;
        let mut ended = false;
        let mut last_byte = None;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if buffer.is_empty() {
                break;
            }
            let (part, consumed) = match buffer.iter().position(|&byte| byte == b'\n') {
                Some(end) => {
                    ended = true;
                    (&buffer[..end], end + 1)
                }
                None => (buffer, buffer.len()),
            };
            let room = LONGEST_LINE.saturating_sub(self.held.len());
            self.held.extend_from_slice(&part[..part.len().min(room)]);
            len += part.len() as u64;
            last_byte = part.last().copied().or(last_byte);
            self.input.consume(consumed);
            if ended {
                break;
            }
        }
        if !ended && len == 0 {
            return Ok(None);
        }
        // `\r\n` line breaks: the `\r` is not part of the line, nor of its
        // length; the bytes held have it when they hold the whole line.
        if last_byte == Some(b'\r') {
            len -= 1;
            if self.held.len() as u64 > len {
                self.held.pop();
            }
        }
        Ok(Some(Line {
            held: &self.held,
            len,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8]) -> Vec<(Vec<u8>, u64)> {
        let mut lines = Lines::new(input);
        let mut out = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            out.push((line.held.to_vec(), line.len));
        }
        out
    }

    #[test]
    fn splits_lines_with_either_line_break_and_a_last_line_without() {
        assert_eq!(
            all(b"a\r\nbb\n\nccc"),
            [
                (b"a".to_vec(), 1),
                (b"bb".to_vec(), 2),
                (vec![], 0),
                (b"ccc".to_vec(), 3)
            ]
        );
        assert_eq!(all(b""), []);
    }

    #[test]
    fn holds_at_most_the_longest_form_and_measures_the_rest() {
        let longest = vec![b'a'; LONGEST_LINE];
        let mut input = longest.clone();
        input.extend_from_slice(b"\r\n");
        input.extend(vec![b'b'; LONGEST_LINE + 1]);
        input.push(b'\n');
        input.extend(vec![b'c'; 100_000]);
        input.extend_from_slice(b"\nok\n");
        let lines = all(&input);
        assert_eq!(lines[0], (longest, LONGEST_LINE as u64));
        assert_eq!(
            lines[1],
            (vec![b'b'; LONGEST_LINE], LONGEST_LINE as u64 + 1)
        );
        assert_eq!(lines[2], (vec![b'c'; LONGEST_LINE], 100_000));
        assert_eq!(lines[3], (b"ok".to_vec(), 2));
    }

    #[test]
    fn a_long_lines_length_leaves_out_its_carriage_return() {
        let long = [b'a'; LONGEST_LINE + 1];
        let input = [&long[..], b"\r\n", &long[..], b"x\r\n"].concat();
        let lines = all(&input);
        let held = vec![b'a'; LONGEST_LINE];
        assert_eq!(lines[0], (held.clone(), LONGEST_LINE as u64 + 1));
        assert_eq!(lines[1], (held, LONGEST_LINE as u64 + 2));
    }

    /// A reader that fails once with `kind`, then reads `data`.
    struct FailsOnce {
        kind: Option<io::ErrorKind>,
        data: &'static [u8],
    }

    impl io::Read for FailsOnce {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.kind.take() {
                Some(kind) => Err(kind.into()),
                None => self.data.read(buf),
            }
        }
    }

    #[test]
    fn an_interrupted_read_is_read_again_and_any_other_error_returned() {
        let data = b"id\n";
        let interrupted = FailsOnce {
            kind: Some(io::ErrorKind::Interrupted),
            data,
        };
        let mut lines = Lines::new(io::BufReader::new(interrupted));
        assert_eq!(lines.next_line().unwrap().unwrap().held, b"id");
        let failing = FailsOnce {
            kind: Some(io::ErrorKind::InvalidData),
            data,
        };
        let mut lines = Lines::new(io::BufReader::new(failing));
        let error = lines.next_line().err().expect("the reader's error");
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        // Nothing of the input is lost: the line follows.
        assert_eq!(lines.next_line().unwrap().unwrap().held, b"id");
    }

    #[test]
    fn a_long_line_across_many_small_reads() {
        // A reader that hands over 7 bytes at a time.
        let text = [vec![b'x'; 1_000], b"\nnext\n".to_vec()].concat();
        let input = io::BufReader::with_capacity(7, &text[..]);
        let mut lines = Lines::new(input);
        let line = lines.next_line().unwrap().unwrap();
        assert_eq!((line.held.len(), line.len), (LONGEST_LINE, 1_000));
        assert!(line.is_too_long());
        assert_eq!(lines.next_line().unwrap().unwrap().held, b"next");
        assert!(lines.next_line().unwrap().is_none());
    }
}
