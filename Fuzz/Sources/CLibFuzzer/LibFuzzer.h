// libFuzzer's driver, from the clang runtime that `-sanitize=fuzzer` links (libclang_rt.fuzzer).
//
// SwiftPM renames an executable's `main` to `<module>_main` so tests can link it, which leaves no
// place for libFuzzer's own `main`; each fuzzer's `@main` calls this driver instead, as
// https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library describes.
#ifndef LAYOUTGEN_LIBFUZZER_H
#define LAYOUTGEN_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Parses libFuzzer's flags from `argc` and `argv` and fuzzes `callback`; returns the exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
