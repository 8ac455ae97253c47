// The browser's PNG encoder: SDL2_image's IMG_SavePNG (its bundled miniz there), which needs no
// zlib in the web build's prefix. Pictures are downloads there, not something a test waits for.
#include "png_encode.h"

#include <SDL_image.h>

#include <cstring>

namespace circlelab::render {
namespace {

// An SDL_RWops that appends to a string: the PNG is encoded in memory first, so a full disk or a
// lost folder is found by one checked write, and the old picture is replaced only by a whole one.
struct Memory {
    std::string* bytes;
    std::size_t at = 0;
};

Sint64 MemorySize(SDL_RWops* rw) { return static_cast<Sint64>(static_cast<Memory*>(rw->hidden.unknown.data1)->bytes->size()); }

Sint64 MemorySeek(SDL_RWops* rw, Sint64 offset, int whence) {
    Memory& m = *static_cast<Memory*>(rw->hidden.unknown.data1);
    const Sint64 base = whence == RW_SEEK_SET ? 0 : whence == RW_SEEK_CUR ? static_cast<Sint64>(m.at)
                                                                          : static_cast<Sint64>(m.bytes->size());
    if (base + offset < 0) return SDL_SetError("seek before the start of the PNG");
    m.at = static_cast<std::size_t>(base + offset);
    return static_cast<Sint64>(m.at);
}

size_t MemoryRead(SDL_RWops*, void*, size_t, size_t) { return 0; }

size_t MemoryWrite(SDL_RWops* rw, const void* data, size_t size, size_t count) {
    Memory& m = *static_cast<Memory*>(rw->hidden.unknown.data1);
    const std::size_t n = size * count;
    if (m.bytes->size() < m.at + n) m.bytes->resize(m.at + n);
    std::memcpy(m.bytes->data() + m.at, data, n);
    m.at += n;
    return count;
}

int MemoryClose(SDL_RWops* rw) {
    SDL_FreeRW(rw);
    return 0;
}

}  // namespace

std::string EncodePng(SDL_Surface* surface, std::string& png) {
    Memory memory{&png};
    SDL_RWops* rw = SDL_AllocRW();
    if (!rw) return SDL_GetError();
    rw->size = MemorySize;
    rw->seek = MemorySeek;
    rw->read = MemoryRead;
    rw->write = MemoryWrite;
    rw->close = MemoryClose;
    rw->hidden.unknown.data1 = &memory;
    if (IMG_SavePNG_RW(surface, rw, 1) != 0) return IMG_GetError();
    return {};
}

}  // namespace circlelab::render
