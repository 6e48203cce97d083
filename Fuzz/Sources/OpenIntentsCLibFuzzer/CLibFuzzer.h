// libFuzzer's driver, as the harnesses call it from their own `main`. The library itself is the
// toolchain's libclang_rt.fuzzer_no_main (libFuzzer without its `main`), which Fuzz/run hands
// to the linker; it is written in C++, hence libstdc++.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the program's arguments, calling `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
