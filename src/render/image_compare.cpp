#include "image_compare.h"

#include <SDL.h>
#include <SDL_image.h>

#include <cstdlib>
#include <optional>

#include "core/io/file_io.h"
#include "render/png.h"

namespace circlelab::render {
namespace {

// Loads a PNG as tightly addressed RGBA32.
SDL_Surface* LoadRgba(const std::string& path, std::string& error) {
    // Read as any file the program reads: a FIFO, a device or a link loop is refused, not waited on.
    std::string problem;
    const std::optional<std::string> bytes = ReadRegularFile(path, std::size_t{256} << 20, problem);
    if (!bytes) {
        error = "cannot read " + path + ": " + problem;
        return nullptr;
    }
    SDL_Surface* raw = IMG_Load_RW(SDL_RWFromConstMem(bytes->data(), int(bytes->size())), 1);
    if (!raw) {
        error = "cannot read " + path + ": " + IMG_GetError();
        return nullptr;
    }
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    if (!rgba) error = "cannot convert " + path + ": " + SDL_GetError();
    return rgba;
}

const Uint8* Pixel(const SDL_Surface* s, int x, int y) {
    return static_cast<const Uint8*>(s->pixels) + y * s->pitch + x * 4;
}

}  // namespace

ImageDiff ComparePngs(const std::string& referencePng, const std::string& actualPng, const Tolerance& tolerance,
                      const std::string& diffPng) {
    ImageDiff out;
    SDL_Surface* ref = LoadRgba(referencePng, out.error);
    SDL_Surface* act = ref ? LoadRgba(actualPng, out.error) : nullptr;
    if (!ref || !act) {
        if (ref) SDL_FreeSurface(ref);
        return out;
    }
    out.width = ref->w;
    out.height = ref->h;
    if (ref->w != act->w || ref->h != act->h) {
        out.sizeMismatch = true;
        out.differing = long(ref->w) * ref->h;
        out.firstX = out.firstY = 0;
    } else {
        SDL_Surface* diff = diffPng.empty() ? nullptr : SDL_CreateRGBSurfaceWithFormat(0, ref->w, ref->h, 32, SDL_PIXELFORMAT_RGBA32);
        for (int y = 0; y < ref->h; ++y) {
            for (int x = 0; x < ref->w; ++x) {
                const Uint8* a = Pixel(ref, x, y);
                const Uint8* b = Pixel(act, x, y);
                bool differs = false;
                for (int c = 0; c < 4; ++c) differs = differs || std::abs(int(a[c]) - int(b[c])) > tolerance.channel;
                if (differs && out.differing++ == 0) {
                    out.firstX = x;
                    out.firstY = y;
                }
                if (diff) {
                    Uint8* d = static_cast<Uint8*>(diff->pixels) + y * diff->pitch + x * 4;
                    const int grey = (a[0] * 3 + a[1] * 6 + a[2]) / 10;
                    const Uint8 faded = static_cast<Uint8>(191 + grey / 4);
                    d[0] = differs ? 230 : faded;
                    d[1] = differs ? 0 : faded;
                    d[2] = differs ? 0 : faded;
                    d[3] = 255;
                }
            }
        }
        // Through the program's one safe writer, as every picture it writes (core/io/file_io.h).
        if (diff && out.differing > tolerance.pixels) {
            if (std::string why = SaveSurfacePng(diff, diffPng); !why.empty()) out.error = why;
        }
        if (diff) SDL_FreeSurface(diff);
    }
    out.matches = !out.sizeMismatch && out.differing <= tolerance.pixels;
    SDL_FreeSurface(ref);
    SDL_FreeSurface(act);
    return out;
}

}  // namespace circlelab::render
