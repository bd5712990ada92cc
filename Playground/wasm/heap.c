// The heap of the playground's WebAssembly module: the two C functions Embedded Swift's runtime
// allocates and frees with (posix_memalign for every heap object, free), for a freestanding
// wasm32 link that has no libc. What lives on the heap is small: the engine slots, allocated once,
// and each slot's undo history (an array of at most 50 steps, reallocated as it grows).
//
// Blocks are powers of two, from 32 bytes, each with a 16-byte header that holds its size class;
// a freed block goes on its class's free list and is handed out again for a block of that class.
// New blocks are cut from the top of the heap, which starts at the linker's __heap_base and grows
// the memory (memory.grow) by whole 64 KiB pages when it needs to; memory is never given back.
// A block can be up to twice what was asked for, and a freed block serves its own size only,
// which suits the module's few allocations of recurring sizes. The page reads no memory of the
// module, so a grown memory changes nothing for it.

typedef unsigned long size_t;

extern unsigned char __heap_base;

enum {
  HEADER = 16,      // the block's header; also the largest alignment given (Swift asks for 16)
  SMALLEST = 5,     // the smallest block, 2^5 = 32 bytes
  CLASSES = 32,     // 2^31 bytes: more than a wasm32 memory can hold
  NO_MEMORY = 12,   // ENOMEM
  PAGE = 65536,
};

static unsigned char *free_lists[CLASSES];
static size_t top;  // the first byte not yet handed out (0: the heap is not set up yet)

int posix_memalign(void **out, size_t alignment, size_t size) {
  if (alignment > HEADER || size > (1UL << 30)) return NO_MEMORY;
  unsigned k = SMALLEST;
  while ((1UL << k) < size + HEADER) k++;
  unsigned char *block = free_lists[k];
  if (block) {
    free_lists[k] = *(unsigned char **)(block + 4);
  } else {
    if (!top) top = ((size_t)&__heap_base + HEADER - 1) & ~(size_t)(HEADER - 1);
    size_t end = top + (1UL << k);
    size_t memory = __builtin_wasm_memory_size(0) * PAGE;
    if (end < top) return NO_MEMORY;
    if (end > memory && __builtin_wasm_memory_grow(0, (end - memory + PAGE - 1) / PAGE) == (size_t)-1)
      return NO_MEMORY;
    block = (unsigned char *)top;
    top = end;
  }
  *(unsigned *)block = k;  // the size class, at the header's start; the free list's link follows
  *out = block + HEADER;
  return 0;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - HEADER;
  unsigned k = *(unsigned *)block;
  *(unsigned char **)(block + 4) = free_lists[k];
  free_lists[k] = block;
}
