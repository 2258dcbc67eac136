#include "CModelRuntime.h"

__thread void *_Nullable cmodel_thread_state __attribute__((tls_model("initial-exec"))) = 0;

#if defined(__linux__)
#include <linux/futex.h>
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>

void cmodel_futex_wait(uint32_t *_Nonnull word, uint32_t expected) {
    // EINTR and EAGAIN return too: the caller looks at the word again either way.
    syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, (void *)0, (void *)0, 0);
}

void cmodel_futex_wake_one(uint32_t *_Nonnull word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, (void *)0, (void *)0, 0);
}

int cmodel_membarrier_registered = 0;

__attribute__((constructor)) static void cmodel_register_membarrier(void) {
    if (syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        cmodel_membarrier_registered = 1;
    }
}

void cmodel_fence_all_threads(void) {
    if (cmodel_membarrier_registered) syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
}
#endif
