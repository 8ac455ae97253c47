// Encoding a picture as PNG bytes in memory: the caller writes them with one checked write.
#pragma once

#include <SDL.h>

#include <string>

namespace circlelab::render {

/// Encodes `surface` (any pixel format) as a PNG into `png`, the same bytes for the same pixels on
/// every run. Returns an empty string on success, else what went wrong.
std::string EncodePng(SDL_Surface* surface, std::string& png);

}  // namespace circlelab::render
