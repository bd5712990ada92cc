#ifndef AFFINEKIT_ALLOCATION_COUNTER_H
#define AFFINEKIT_ALLOCATION_COUNTER_H

/// Test support for the allocation tests: counts heap allocations made by the calling thread.
///
/// On Linux with glibc, this target defines `malloc`, `calloc`, `realloc`, `memalign`,
/// `aligned_alloc`, `posix_memalign`, `valloc` and `pvalloc`. The test executable links it
/// statically, so the dynamic linker binds every call in the process (the Swift runtime's
/// `swift_slowAlloc` included) to these definitions, which count and then forward to glibc's
/// own `__libc_malloc`, `__libc_calloc`, ... entry points. `free` is not interposed.
/// Elsewhere nothing is interposed and counting is unavailable.

/// The number of allocation calls the calling thread has made so far, or -1 when counting is
/// unavailable on this platform. Compare two readings; the absolute value is meaningless.
long affinekit_allocation_count(void);

/// 1 when `affinekit_allocation_count` really counts on this platform, 0 otherwise.
int affinekit_allocation_counting_available(void);

/// Keeps `value` alive as far as the optimizer can tell (an opaque sink for benchmarks and
/// allocation tests): the pointed-to bytes are "read" by code the compiler cannot see.
void affinekit_blackhole(const void *value);

#endif
