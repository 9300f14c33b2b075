#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Heap allocations made so far by the calling thread (malloc, calloc, realloc and the aligned
/// allocators), or -1 where they cannot be counted (only glibc's symbol interposition is supported).
long allocation_counter_thread_count(void);

#endif
