#ifndef C_HEAP_USAGE_H
#define C_HEAP_USAGE_H

#include <stddef.h>

/// The bytes malloc has handed out and not had back: glibc's mallinfo2,
/// arenas and separately mapped blocks; 0 where there is no mallinfo2.
size_t heap_bytes_in_use(void);

#endif
