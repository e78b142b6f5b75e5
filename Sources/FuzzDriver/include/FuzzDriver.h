#ifndef SCROLLPROOF_FUZZ_DRIVER_H
#define SCROLLPROOF_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's callback type.
typedef int (*scrollproof_fuzz_callback)(const uint8_t *data, size_t size);

/// Whether libFuzzer's driver is linked in (the executable was built with
/// `-Xswiftc -sanitize=fuzzer` on Linux).
int scrollproof_fuzzer_available(void);

/// Runs libFuzzer's driver with the arguments and the callback; returns its status, or -1 when
/// the driver is not linked in.
int scrollproof_run_fuzzer(int *argc, char ***argv, scrollproof_fuzz_callback callback);

#endif
