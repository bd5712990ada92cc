#include "CReference.h"
#include <valgrind/callgrind.h>

// Kept in its own translation unit (and the C target is never LTO'd into Swift), so the compiler
// of the caller cannot see that it does nothing.
void ak_sink(const void *p) { __asm__ volatile("" : : "r"(p) : "memory"); }

void ak_callgrind_start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void ak_callgrind_stop(const char *label) {
  CALLGRIND_STOP_INSTRUMENTATION;
  CALLGRIND_DUMP_STATS_AT(label);
}
