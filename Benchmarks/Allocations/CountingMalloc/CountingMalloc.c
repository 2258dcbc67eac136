// The allocator functions, replaced in the executable that links this file so
// that every allocation in the process (Swift's runtime and libraries
// included: symbols an executable defines take precedence over the C
// library's) is counted while counting is on, then forwarded to glibc's own
// implementation. Only glibc exports that implementation under its `__libc_`
// names; elsewhere nothing is replaced and nothing is counted.

#include "CountingMalloc.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *block);

// Relaxed atomics: the counts are read after `counting` is turned off, by the
// thread that turned it off, once the measured code has returned.
static atomic_bool counting;
static atomic_uint_fast64_t allocations;
static atomic_uint_fast64_t requested_bytes;
static atomic_uint_fast64_t frees;
static atomic_int_fast64_t held_bytes;

static void note_allocation(void *block, size_t size) {
    if (block == NULL || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&requested_bytes, size, memory_order_relaxed);
    atomic_fetch_add_explicit(&held_bytes, (int_fast64_t)malloc_usable_size(block), memory_order_relaxed);
}

static void note_free(void *block) {
    if (block == NULL || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    atomic_fetch_sub_explicit(&held_bytes, (int_fast64_t)malloc_usable_size(block), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *block = __libc_malloc(size);
    note_allocation(block, size);
    return block;
}

void *calloc(size_t count, size_t size) {
    void *block = __libc_calloc(count, size);
    note_allocation(block, count * size);
    return block;
}

// A moved or resized block counts as the old one freed and a new one made.
void *realloc(void *block, size_t size) {
    if (block != NULL && size == 0) {
        note_free(block);
        return __libc_realloc(block, size);
    }
    size_t old_size = block != NULL ? malloc_usable_size(block) : 0;
    void *resized = __libc_realloc(block, size);
    if (resized != NULL && atomic_load_explicit(&counting, memory_order_relaxed) && block != NULL) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&held_bytes, (int_fast64_t)old_size, memory_order_relaxed);
    }
    note_allocation(resized, size);
    return resized;
}

void *memalign(size_t alignment, size_t size) {
    void *block = __libc_memalign(alignment, size);
    note_allocation(block, size);
    return block;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = memalign(alignment, size);
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void *valloc(size_t size) {
    void *block = __libc_valloc(size);
    note_allocation(block, size);
    return block;
}

void *pvalloc(size_t size) {
    void *block = __libc_pvalloc(size);
    note_allocation(block, size);
    return block;
}

void free(void *block) {
    note_free(block);
    __libc_free(block);
}

bool counting_malloc_is_available(void) { return true; }

void counting_malloc_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&requested_bytes, 0);
    atomic_store(&frees, 0);
    atomic_store(&held_bytes, 0);
    atomic_store(&counting, true);
}

counting_malloc_counts counting_malloc_stop(void) {
    atomic_store(&counting, false);
    counting_malloc_counts counts = {
        atomic_load(&allocations), atomic_load(&requested_bytes), atomic_load(&frees), atomic_load(&held_bytes),
    };
    return counts;
}
#else
bool counting_malloc_is_available(void) { return false; }

void counting_malloc_start(void) {}

counting_malloc_counts counting_malloc_stop(void) {
    counting_malloc_counts counts = {0, 0, 0, 0};
    return counts;
}
#endif
