#ifndef COUNTING_MALLOC_H
#define COUNTING_MALLOC_H

#include <stdbool.h>
#include <stdint.h>

/// What the process allocated and freed between `counting_malloc_start` and
/// `counting_malloc_stop`, on every thread.
typedef struct {
    /// Blocks handed out: malloc, calloc, realloc, and the aligned forms.
    uint64_t allocations;
    /// The bytes those calls asked for.
    uint64_t requested_bytes;
    /// Blocks given back, whenever they were made.
    uint64_t frees;
    /// Usable bytes handed out minus usable bytes given back: what the
    /// measured code left allocated, as the allocator sizes blocks.
    int64_t held_bytes;
} counting_malloc_counts;

/// Whether this build counts: the allocator functions are replaced only where
/// the C library is glibc, whose own functions they forward to.
bool counting_malloc_is_available(void);

/// Clears the counts and starts counting.
void counting_malloc_start(void);

/// Stops counting and returns what was counted since the start.
counting_malloc_counts counting_malloc_stop(void);

#endif
