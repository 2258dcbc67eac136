#ifndef MODELGEN_CMODELRUNTIME_H
#define MODELGEN_CMODELRUNTIME_H

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

#endif
