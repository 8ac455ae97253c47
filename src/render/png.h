// Reading back what the renderer drew and writing it as PNG (SDL2_image).
#pragma once

#include <SDL.h>

#include <string>

namespace circlelab::render {

/// Saves the renderer's current target as a PNG, encoded in memory and written through a temporary
/// file renamed over `path`, so a failed write leaves the old picture. Call before
/// SDL_RenderPresent. Returns an empty string on success, else what went wrong.
std::string SaveRendererPng(SDL_Renderer* renderer, const std::string& path);

}  // namespace circlelab::render
