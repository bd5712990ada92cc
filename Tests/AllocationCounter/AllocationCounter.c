// Per-thread heap allocation counter for the allocation tests: geometry operations and engine events must not allocate.
// See include/AllocationCounter.h for how the interposition works.

#include "AllocationCounter.h"

// Any C library header defines __GLIBC__ on glibc (the compiler does not).
#include <errno.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

// glibc's internal entry points, exported for exactly this purpose (malloc interposers that
// forward to the real allocator without dlsym, which itself may allocate).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Initial-exec TLS: a plain %fs-relative access, which never calls into the allocator.
static __thread long allocation_count __attribute__((tls_model("initial-exec"))) = 0;

void *malloc(size_t size) {
  allocation_count += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocation_count += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocation_count += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocation_count += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocation_count += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocation_count += 1;
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  allocation_count += 1;
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  allocation_count += 1;
  return __libc_pvalloc(size);
}

long affinekit_allocation_count(void) { return allocation_count; }

int affinekit_allocation_counting_available(void) { return 1; }

#else

long affinekit_allocation_count(void) { return -1; }

int affinekit_allocation_counting_available(void) { return 0; }

#endif

void affinekit_blackhole(const void *value) { (void)value; }
