#ifndef AFFINEKIT_ALLOCATION_COUNTER_H
#define AFFINEKIT_ALLOCATION_COUNTER_H
/// Counts heap allocations made by the calling thread (placeholder; see issue 6).
long affinekit_allocation_count(void);
#endif
