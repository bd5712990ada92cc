#include "AllocationCounter.h"
long affinekit_allocation_count(void) { return -1; }
