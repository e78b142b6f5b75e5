#ifndef SCROLLPROOF_ALLOCATION_COUNTER_H
#define SCROLLPROOF_ALLOCATION_COUNTER_H
#include <stdint.h>

/// 1 where allocations can be counted (glibc), 0 elsewhere (the other functions then do nothing).
int scrollproof_allocation_counting_available(void);

/// Starts (1) or stops (0) counting heap allocations.
void scrollproof_allocation_counting(int enabled);

/// The number of malloc, calloc and realloc calls counted so far (all threads).
uint64_t scrollproof_allocations(void);

#endif
