// Counts heap allocations per thread by interposing glibc's allocator entry points in the benchmark
// executable, so "no allocation per step" is measured rather than claimed. Each wrapper forwards to
// glibc's own implementation; frees need no counting.
#include "AllocationCounter.h"
// Before the test below: __GLIBC__ comes from glibc's own headers, so without one included first the
// test was always false, the counter was never built, and every count read 0 (-1 less -1).
#include <stddef.h>
#include <errno.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static __thread long allocations;

void *malloc(size_t size) { allocations++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { allocations++; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { allocations++; return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}

long allocation_counter_thread_count(void) { return allocations; }
#else
long allocation_counter_thread_count(void) { return -1; }
#endif
