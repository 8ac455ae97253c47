// Draws a core DrawList's polygons, circles and lines with SDL_RenderGeometry, with smooth
// (anti-aliased) edges: every edge gets a one-pixel strip fading to transparent. Labels are
// not drawn here (the app draws them with the UI font).
#pragma once

#include <SDL.h>

#include "core/draw_list.h"

namespace circlelab::render {

/// `lineScale` multiplies every stroke width (classroom mode draws thicker lines).
void DrawGeometry(SDL_Renderer* renderer, const DrawList& list, const View& view, float lineScale = 1.0f);

}  // namespace circlelab::render
