// Frame-sized buffers kept by the heap between frames instead of handed back to the system.
#pragma once

namespace circlelab::app {

/// Asks glibc's malloc to serve large blocks (a frame's vertices, a picture, a font atlas) from a
/// heap it does not trim, so the next frame reuses the memory. Without it each block over 128 KiB
/// is a fresh mapping whose every page faults on first touch: on this project's virtual machines
/// that was a third of a window frame (Mesa copies each frame's vertex arrays into such a block)
/// and a tenth of a `shot`. Does nothing with another C library (the browser's). Idempotent.
void KeepFreedMemoryForReuse();

}  // namespace circlelab::app
