#include "app/base/heap_reuse.h"

#include <cstdlib>  // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace circlelab::app {

void KeepFreedMemoryForReuse() {
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest threshold: a 4096×2048 picture) come from the heap; up
    // to 256 MiB of free heap is kept rather than trimmed. A lab holds a few such blocks at a time,
    // so this caps what it keeps, not what it uses.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

}  // namespace circlelab::app
