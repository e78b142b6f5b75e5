// Counts heap allocations on glibc (Linux), for `scrollproof bench` only; elsewhere (macOS,
// iOS, musl) the counter reports that it is unavailable and `bench` prints "n/a".
//
// On glibc the executable interposes malloc, calloc, realloc and free (an executable's
// definitions take precedence over libc's for every caller, the Swift runtime included) and
// forwards to glibc's __libc_* entry points, which exist nowhere else. Counting is off until
// scrollproof_allocation_counting(1); the cost when off is one relaxed load per call.
// posix_memalign and aligned_alloc are not counted: the Swift runtime uses them only for
// alignments above 16 bytes.
#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

static atomic_uint_fast64_t allocations;
static atomic_int counting;

int scrollproof_allocation_counting_available(void) { return 1; }

void scrollproof_allocation_counting(int enabled) { atomic_store(&counting, enabled); }

uint64_t scrollproof_allocations(void) { return atomic_load(&allocations); }

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count(); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }

#else

int scrollproof_allocation_counting_available(void) { return 0; }

void scrollproof_allocation_counting(int enabled) { (void)enabled; }

uint64_t scrollproof_allocations(void) { return 0; }

#endif
