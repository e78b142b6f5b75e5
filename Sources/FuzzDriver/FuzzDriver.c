// libFuzzer's driver, reached without a link-time dependency on it: a plain `swift build`
// links no libFuzzer, and `swift build -Xswiftc -sanitize=fuzzer` links its runtime in full,
// so the same `scrollproof` binary fuzzes when built for it and says how otherwise.
//
// On ELF (Linux) the driver is a weak reference: null without the runtime. Apple's linker
// does not allow an undefined weak reference without a library that defines it, and Xcode's
// toolchain has no libFuzzer anyway, so elsewhere the driver is reported unavailable (the
// swift.org toolchain on macOS fuzzes through the Fuzz/ package).
#include "FuzzDriver.h"

#if defined(__ELF__)
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) __attribute__((weak));

int scrollproof_fuzzer_available(void) { return LLVMFuzzerRunDriver != 0; }

int scrollproof_run_fuzzer(int *argc, char ***argv, scrollproof_fuzz_callback callback) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
#else
int scrollproof_fuzzer_available(void) { return 0; }

int scrollproof_run_fuzzer(int *argc, char ***argv, scrollproof_fuzz_callback callback) {
    (void)argc; (void)argv; (void)callback;
    return -1;
}
#endif
