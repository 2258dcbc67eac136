#include "CModelRuntime.h"

__thread void *_Nullable cmodel_thread_state __attribute__((tls_model("initial-exec"))) = 0;
