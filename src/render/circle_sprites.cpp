#include "circle_sprites.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "geometry_renderer.h"

namespace circlelab::render {
namespace {

constexpr int kAtlasSize = 1024;
// Larger circles are few (a scene's one dragged circle, a cup) and cheap as geometry; a sprite
// this size still fits some 60 times in the atlas.
constexpr double kMaxSpriteRadius = 64.0;
// Radii and widths are drawn to the nearest 1/16 px and the quad scaled to the exact radius: a
// pile of balls of one size shares a sprite, and a zoom does not blur them.
constexpr double kSteps = 16.0;
// Transparent texels around each sprite: linear filtering never reaches a neighbour.
constexpr int kPadding = 2;

std::uint32_t Pack(Rgba c) { return std::uint32_t(c.r) << 24 | std::uint32_t(c.g) << 16 | std::uint32_t(c.b) << 8 | c.a; }

// The sprite's quad around its centre, a texel corner at `cx`, `cy` (SpriteQuadHalf).
CircleSprites::Cell QuadAround(int cx, int cy, double reach) {
    const double half = SpriteQuadHalf(reach);
    CircleSprites::Cell cell;
    cell.u0 = float((cx - half) / kAtlasSize), cell.v0 = float((cy - half) / kAtlasSize);
    cell.u1 = float((cx + half) / kAtlasSize), cell.v1 = float((cy + half) / kAtlasSize);
    cell.halfSize = float(half);  // in atlas texels, for the radius drawn
    return cell;
}

}  // namespace

double SpriteQuadHalf(double reach) {
    // The drawn texels are those whose centres (k + ½ from the centre) lie within `reach`: k + ½ ≤
    // reach, so they end floor(reach + ½) texels out. A pixel beyond that and another half texel
    // samples, with linear filtering, only transparent texels, which add nothing in premultiplied
    // "over". kRounding: a texel centre that rounding may still count as inside.
    constexpr double kRounding = 1e-3;
    return std::floor(reach + kRounding + 0.5) + 0.5;
}

CircleSprites* CircleSprites::CreateFor(SDL_Renderer* renderer) {
#ifdef __EMSCRIPTEN__
    // In the browser (WebGL through SDL's GLES2 renderer, seen in Chromium) a textured ball drawn
    // into the atlas came out empty but for its outline, so every ball showed as a grey ring. The
    // page draws each textured circle's exact geometry instead; flat-coloured ones are sprites.
    const bool textured = false;
#else
    const bool textured = true;
#endif
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(renderer, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE) ||
        std::strcmp(info.name, "software") == 0)
        return nullptr;
    SDL_Texture* atlas = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_TARGET, kAtlasSize, kAtlasSize);
    if (!atlas) return nullptr;
    // Drawing with SDL's blend mode into a transparent target leaves colours multiplied by their
    // alpha; the sprites go onto the scene as such ("over" for premultiplied colour), or their
    // feathered edges would darken.
    const SDL_BlendMode premultiplied =
        SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                   SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD);
    if (SDL_SetTextureBlendMode(atlas, premultiplied) != 0 || SDL_SetTextureScaleMode(atlas, SDL_ScaleModeLinear) != 0) {
        SDL_DestroyTexture(atlas);
        return nullptr;
    }
    SDL_Texture* before = SDL_GetRenderTarget(renderer);
    if (SDL_SetRenderTarget(renderer, atlas) != 0) {
        SDL_DestroyTexture(atlas);
        return nullptr;
    }
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
    SDL_RenderClear(renderer);
    SDL_SetRenderTarget(renderer, before);
    return new CircleSprites(renderer, atlas, textured);
}

CircleSprites::~CircleSprites() { SDL_DestroyTexture(atlas_); }

void CircleSprites::StartFrame() {
    drawn_ = 0;
    if (!full_) return;
    cells_.clear();
    shelfX_ = shelfY_ = shelfH_ = 0;
    full_ = false;
}

bool CircleSprites::Find(double radius, const Paint& paint, float lineScale, const TextureSet& textures, Cell& cell) {
    if (!Prepare(radius, paint, lineScale, textures, cell)) return false;
    ++drawn_;
    return true;
}

bool CircleSprites::Prepare(double radius, const Paint& paint, float lineScale, const TextureSet& textures, Cell& cell) {
    // Drawn at the output's pixel size (a high-DPI window scales its coordinates).
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer_, &sx, &sy);
    const double pixels = radius * sx;
    if (sx != sy || pixels < 1.0 || pixels > kMaxSpriteRadius || (paint.texture != Texture::kNone && !textured_)) return false;
    const double width = paint.outline.a > 0 ? paint.outlineWidth * lineScale * sx : 0.0;
    const Key key{std::llround(pixels * kSteps), Pack(paint.fill), Pack(paint.outline), std::llround(width * kSteps),
                  static_cast<int>(paint.texture)};
    const double drawn = double(std::get<0>(key)) / kSteps;
    auto found = cells_.find(key);
    if (found == cells_.end()) {
        if (full_) return false;
        // Room for the outline's half width and its one-pixel feather beyond the radius.
        const int half = int(std::ceil(drawn + double(std::get<3>(key)) / kSteps * 0.5 + 1.0)) + kPadding;
        const int size = 2 * half;
        if (shelfX_ + size > kAtlasSize) shelfY_ += shelfH_, shelfX_ = 0, shelfH_ = 0;
        if (shelfY_ + size > kAtlasSize) {
            full_ = true;
            return false;
        }
        const SDL_Rect rect{shelfX_, shelfY_, size, size};
        shelfX_ += size;
        shelfH_ = std::max(shelfH_, size);
        // The sprite is the geometry renderer's own circle, centred on a texel corner.
        SDL_Texture* target = SDL_GetRenderTarget(renderer_);
        if (SDL_SetRenderTarget(renderer_, atlas_) != 0) return false;
        SDL_RenderSetScale(renderer_, 1, 1);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
        SDL_RenderFillRect(renderer_, &rect);
        DrawList one;
        Paint scaled = paint;
        scaled.outlineWidth = float(double(std::get<3>(key)) / kSteps);
        one.circles.push_back({{0, 0}, drawn, scaled});
        TextureSet plain = textures;
        plain.sprites = nullptr;
        DrawGeometry(renderer_, one, View{1.0, {double(rect.x + half), double(rect.y + half)}}, 1.0f, plain);
        SDL_SetRenderTarget(renderer_, target);
        SDL_RenderSetScale(renderer_, sx, sy);
        found = cells_.emplace(key, QuadAround(rect.x + half, rect.y + half, CircleReach(drawn, scaled.outlineWidth))).first;
    }
    cell = found->second;
    cell.halfSize = float(double(cell.halfSize) * (pixels / drawn) / sx);
    return true;
}

}  // namespace circlelab::render
