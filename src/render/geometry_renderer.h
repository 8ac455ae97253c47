// Draws a core DrawList's polygons, circles and lines with SDL_RenderGeometry, with smooth
// (anti-aliased) edges: every edge gets a one-pixel strip fading to transparent. Labels are
// not drawn here (the app draws them with the UI font).
#pragma once

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <string>

#include "core/draw/draw_list.h"

namespace circlelab::render {

class CircleLayers;
class CircleSprites;
class MapOnScreenCache;

/// The images a draw list may name (nullptr: drawn as flat colour), and where the renderer allows
/// it, circles drawn once as sprites (nullptr: every circle as geometry, as headless pictures are).
struct TextureSet {
    SDL_Texture* ball = nullptr;
    SDL_Texture* tile = nullptr;
    CircleSprites* sprites = nullptr;  ///< owned: FreeTextures deletes it
    /// A scene's many still circles kept drawn between frames (nullptr: drawn every frame); owned.
    CircleLayers* layers = nullptr;
    /// A big tile map's rows as last drawn (null: made again at every call); owned: FreeTextures
    /// deletes it.
    MapOnScreenCache* maps = nullptr;
    /// Whether a big map's thin rows over the same columns are drawn as one quad: where the
    /// rasteriser covers the pixels whose centres a quad holds (OpenGL, WebGL), the union of the
    /// rows' quads is the same pixels, and a map seen whole a few quads instead of a thousand thin
    /// ones, which Mesa's llvmpipe filled in some 60 ms a frame. SDL's software renderer fills an
    /// upright quad as a rectangle of whole pixels, rounding its corners its own way, so the
    /// pictures keep one quad a row.
    bool stacksRows = false;
    /// The part of each texture that holds its image (texture coordinates), and where there is one,
    /// a white texel of it, from which flat colour is drawn in the same batch as the image.
    Vec2 ballUvMax{1, 1}, tileUvMax{1, 1};
    std::optional<Vec2> ballWhite, tileWhite;
};

/// What a call sent to SDL: its triangles and the batches they went in (SDL_RenderGeometry calls,
/// a draw call each on a GPU).
struct DrawnWork {
    std::size_t triangles = 0;
    std::size_t batches = 0;
};

/// `lineScale` multiplies every stroke width (classroom mode draws thicker lines). Marks wholly
/// outside the target are skipped.
DrawnWork DrawGeometry(SDL_Renderer* renderer, const DrawList& list, const View& view, float lineScale = 1.0f,
                       const TextureSet& textures = {});

/// How far from its centre, in screen pixels, the geometry of a circle of screen radius `radius`
/// reaches: drawn with only a fill (`strokeWidth` 0), or with only an outline of that width (as
/// DrawGeometry's two circle passes draw them), feathered edge included. Nothing it draws covers a
/// pixel whose centre lies farther away.
double CircleReach(double radius, double strokeWidth);

/// Loads assets/textures/ball.png and tile.png from `folder` with SDL2_image; a missing file
/// leaves its entry null (flat colour), and `error` says which. The set keeps a big map's rows
/// from frame to frame (TextureSet::maps).
TextureSet LoadTextures(SDL_Renderer* renderer, const std::string& folder, std::string& error);
/// Frees the textures, the circle sprites and the big map's rows kept.
void FreeTextures(TextureSet& textures);

}  // namespace circlelab::render
