#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| menagerie_fuzz::checks::move_text(data));
