#ifndef MODELGEN_CMODELRUNTIME_H
#define MODELGEN_CMODELRUNTIME_H

#include <stdint.h>

// The one thread-local the runtime reads on every property access: what the
// current thread is doing with models (tracking reads for Observed or a test
// assertion, running a transaction). A C `__thread` variable read through an
// inline function costs a load; pthread_getspecific costs a call (about 12 ns
// here, measured), which is a third of the budget of a tracked read.

// initial-exec: the variable sits at a fixed offset from the thread pointer,
// so a read is one load instead of a call to __tls_get_addr.
extern __thread void *_Nullable cmodel_thread_state __attribute__((tls_model("initial-exec")));

static inline void *_Nullable cmodel_thread_state_get(void) { return cmodel_thread_state; }
static inline void cmodel_thread_state_set(void *_Nullable value) { cmodel_thread_state = value; }

#if defined(__linux__)
// What the hierarchy lock sleeps, wakes and fences with on Linux
// (HierarchyLock.swift). Swift can't call the variadic syscall(2) itself.
// The lock's state changes are Swift atomics; these only sleep, wake and fence.

// Sleeps while *word == expected (FUTEX_WAIT_PRIVATE); returns at once if it isn't.
void cmodel_futex_wait(uint32_t *_Nonnull word, uint32_t expected);
// Wakes one thread sleeping on word (FUTEX_WAKE_PRIVATE).
void cmodel_futex_wake_one(uint32_t *_Nonnull word);

// Whether the process registered for membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
// at load (Linux 4.14 and later, unless a sandbox forbids it). Written once,
// by a constructor, before any thread of ours exists.
extern int cmodel_membarrier_registered;

// Whether letting go of a lock must fence itself: when membarrier isn't
// registered, the sleeper has no way to fence the other threads for it.
static inline int cmodel_unlock_needs_fence(void) { return !cmodel_membarrier_registered; }

// Makes every running thread of the process execute a full memory barrier
// before it returns (membarrier); does nothing when not registered, as then
// every unlock fences itself.
void cmodel_fence_all_threads(void);

// Does nothing, out of Swift's sight: the lock calls it before it lets go.
// The lock's atomics are inlined Swift, which the optimizer sees through:
// without an opaque call it may use a reference-counted value read under
// the lock (an array a field holds) without retaining it until after the
// unlock, or not at all, and another thread may free it meanwhile. Swift's
// optimizer sees no body for a C function, so it must assume this call may
// release anything, and such values are owned first. Once compiled it is
// no instruction: an empty asm that clobbers memory, which LLVM's own
// passes may not move anything across either.
static inline void cmodel_before_unlock(void) { __asm__ __volatile__("" ::: "memory"); }
#endif

#endif
