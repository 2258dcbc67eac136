#include "CModelRuntime.h"

__thread void *_Nullable cmodel_thread_state = 0;
