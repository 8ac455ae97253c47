#include "png.h"

#include <cstddef>

#include "core/io/file_io.h"
#include "png_encode.h"

namespace circlelab::render {
namespace {

// A lab picture is what an opaque window shows. Drawing translucent shading into an RGBA target
// blends its alpha too (SDL keeps src + dst · (1 − src), rounded down: 249–254 under a shade), yet
// the colour channels never depend on the target's alpha, so setting it to 255 changes no colour.
void MakeOpaque(SDL_Surface* surface) {
    if (surface->format->format != SDL_PIXELFORMAT_RGBA32) return;
    for (int y = 0; y < surface->h; ++y) {
        auto* p = static_cast<unsigned char*>(surface->pixels) + std::size_t(y) * surface->pitch;
        for (int x = 0; x < surface->w; ++x) p[4 * x + 3] = 255;
    }
}

}  // namespace

std::string EncodeSurfacePng(SDL_Surface* surface, std::string& png) {
    MakeOpaque(surface);
    return EncodePng(surface, png);
}

std::string SaveSurfacePng(SDL_Surface* surface, const std::string& path) {
    std::string png;
    // Every failure names the file, as WriteFileAtomically's messages do.
    if (const std::string error = EncodeSurfacePng(surface, png); !error.empty()) return "cannot write " + path + ": " + error;
    return WriteFileAtomically(path, png);
}

std::string SaveRendererPng(SDL_Renderer* renderer, const std::string& path) {
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) return SDL_GetError();
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!surface) return SDL_GetError();
    std::string error;
    // Read at the output's own pixel size, whatever scale the renderer draws with.
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer, &sx, &sy);
    SDL_RenderSetScale(renderer, 1, 1);
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, surface->pixels, surface->pitch) != 0)
        error = SDL_GetError();
    SDL_RenderSetScale(renderer, sx, sy);
    if (error.empty()) error = SaveSurfacePng(surface, path);
    SDL_FreeSurface(surface);
    return error;
}

}  // namespace circlelab::render
