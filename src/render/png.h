// Writing what the renderer drew as a PNG file: straight from a software renderer's surface, or
// read back from any other renderer.
#pragma once

#include <SDL.h>

#include <string>

namespace circlelab::render {

/// Saves the renderer's current target as a PNG, encoded in memory and written through a temporary
/// file renamed over `path`, so a failed write leaves the old picture. Call before
/// SDL_RenderPresent. Returns an empty string on success, else what went wrong.
std::string SaveRendererPng(SDL_Renderer* renderer, const std::string& path);

/// The same from a surface's pixels (a headless lab's target: no read-back copy). A software
/// renderer drawing into it must be flushed first (SDL_RenderFlush). Both write the picture
/// opaque, as a window shows it: an RGBA32 surface's alpha is set to 255 (its colours unchanged).
std::string SaveSurfacePng(SDL_Surface* surface, const std::string& path);

/// The PNG bytes SaveSurfacePng writes (opaque as well), for a caller that writes them elsewhere.
std::string EncodeSurfacePng(SDL_Surface* surface, std::string& png);

}  // namespace circlelab::render
