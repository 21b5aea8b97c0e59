//! The run-time codec (SIMD where the CPU has it) against the portable
//! `const` one, on arbitrary input: `parse`/`parse_ascii` agree with
//! `parse_const` (the same value or the same error), and `encode` with
//! `encode_const`; and every SIMD codec this CPU has (AVX2 and SSSE3 on
//! x86_64), each on its own, where the public API reaches only the
//! fastest.

#![no_main]

use libfuzzer_sys::fuzz_target;
use ulid_core::{ENCODED_LEN, Ulid};

fuzz_target!(|input: &[u8]| {
    if let Ok(text) = core::str::from_utf8(input) {
        let portable = Ulid::parse_const(text);
        assert_eq!(Ulid::parse(text), portable);
        assert_eq!(Ulid::parse_ascii(input), portable);
    }
    if let Some(bytes) = input.first_chunk::<16>() {
        let id = Ulid::from_bytes(*bytes);
        let (mut fast, mut portable) = ([0; ENCODED_LEN], [0; ENCODED_LEN]);
        assert_eq!(id.encode(&mut fast), id.encode_const(&mut portable));
    }
    ulid_core::__fuzzing::check_every_codec(input);
});
