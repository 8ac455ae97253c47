// Circles drawn as sprites: each distinct circle (screen radius, paint) is drawn once with the
// geometry renderer into a shared texture, then every circle like it is two textured triangles.
// Hundreds of small balls otherwise cost some 150 thin feathered triangles each, which a GPU takes
// in its stride but Mesa's llvmpipe (a virtual display, a school's old PC) spends most of a frame
// on. Only for renderers that draw into textures with custom blending (OpenGL, OpenGL ES, WebGL):
// headless pictures keep the exact geometry of the software renderer, byte for byte.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <tuple>

#include "core/draw/draw_list.h"

namespace circlelab::render {

struct TextureSet;

/// Half the side of a sprite's quad, in texels, for a circle whose drawing reaches `reach` texels
/// from its centre on a texel corner (CircleReach): the texels it drew into and half a texel more,
/// not the transparent padding around them. The picture is the same as with the whole cell (only
/// transparent texels are left out), and on a software rasteriser (Mesa's llvmpipe under a virtual
/// display) a pile of small balls shades about half the pixels the whole cells did.
double SpriteQuadHalf(double reach);

class CircleSprites {
public:
    /// Sprites for `renderer`, or none (nullptr) where it cannot draw them as the geometry would.
    static CircleSprites* CreateFor(SDL_Renderer* renderer);
    ~CircleSprites();
    CircleSprites(const CircleSprites&) = delete;
    CircleSprites& operator=(const CircleSprites&) = delete;

    /// A sprite's place in the atlas: its texture coordinates and its size on screen, centred on the
    /// circle's centre.
    struct Cell {
        float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
        float halfSize = 0;  ///< in the renderer's (scaled) coordinates
    };

    /// The sprite of a circle of `radius` screen pixels painted `paint` (a fill only, or an outline
    /// only, as the geometry renderer's two circle passes draw them), drawn into the atlas the first
    /// time; false when it is too large or the atlas is full (the caller draws the geometry).
    bool Find(double radius, const Paint& paint, float lineScale, const TextureSet& textures, Cell& cell);
    /// The same without counting it drawn: makes the sprite now, before drawing into another
    /// target (render/circle_layers.h), since making one switches the renderer's target.
    bool Prepare(double radius, const Paint& paint, float lineScale, const TextureSet& textures, Cell& cell);

    SDL_Texture* Atlas() const { return atlas_; }

    /// Called before a frame's first circle: an atlas that filled up last frame starts afresh
    /// (a zoom leaves every old radius unused).
    void StartFrame();

    /// How many circles (fills and outlines) the frame so far drew as sprites.
    int Drawn() const { return drawn_; }

private:
    CircleSprites(SDL_Renderer* renderer, SDL_Texture* atlas, bool textured)
        : renderer_(renderer), atlas_(atlas), textured_(textured) {}
    using Key = std::tuple<std::int64_t, std::uint32_t, std::uint32_t, std::int64_t, int>;

    SDL_Renderer* renderer_;
    SDL_Texture* atlas_;
    bool textured_;  ///< textured circles too (false in the browser: see CreateFor)
    std::map<Key, Cell> cells_;
    int shelfX_ = 0, shelfY_ = 0, shelfH_ = 0;  // the shelf packer's cursor
    bool full_ = false;
    int drawn_ = 0;
};

}  // namespace circlelab::render
