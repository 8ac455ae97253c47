#include "circle_layers.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "geometry_renderer.h"
#include "mesh.h"

namespace circlelab::render {
namespace {

constexpr std::uint64_t kEmpty = 0;  // a tile no circle reaches

std::uint64_t Mix(std::uint64_t x) {  // splitmix64's finaliser
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t Bits(double v) {
    std::uint64_t b = 0;
    std::memcpy(&b, &v, sizeof b);
    return b;
}

std::uint64_t Pack(Rgba c) { return std::uint64_t(c.r) << 24 | std::uint64_t(c.g) << 16 | std::uint64_t(c.b) << 8 | c.a; }

// Everything about circle `index` that its drawing in layer `layer` depends on, on screen: the
// fill's colour and texture, or the outline's colour and width (a shape turning blue under the
// circle changes its fill, not its outline).
std::uint64_t KeyOf(int layer, std::uint32_t index, const CircleCmd& c, Vec2 centre, double zoom, float lineScale) {
    const Paint& p = c.paint;
    const std::uint64_t paint = layer == 0 ? Pack(p.fill) << 8 | std::uint64_t(p.texture) : Mix(Pack(p.outline)) ^ Bits(p.outlineWidth);
    std::uint64_t h = Mix(index + 1);
    for (const std::uint64_t v : {Bits(centre.x), Bits(centre.y), Bits(c.radius * zoom), paint, Bits(lineScale)})
        h = Mix(h ^ v);
    return h;
}

}  // namespace

CircleLayers* CircleLayers::CreateFor(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(renderer, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE) ||
        std::strcmp(info.name, "software") == 0)
        return nullptr;
    // The layers hold colours multiplied by their alpha (drawn with SDL's blending onto clear
    // texels), and go onto the scene as such, as the circle sprites do.
    const SDL_BlendMode premultiplied =
        SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                   SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD);
    return new CircleLayers(renderer, premultiplied);
}

CircleLayers::~CircleLayers() {
    for (Layer& l : layers_)
        if (l.texture) SDL_DestroyTexture(l.texture);
}

bool CircleLayers::Fit(int width, int height, float scale) {
    if (width == width_ && height == height_ && scale == scale_ && layers_[0].texture && layers_[1].texture) return true;
    width_ = width, height_ = height, scale_ = scale;
    columns_ = int(std::ceil(width / scale / kTile)), rows_ = int(std::ceil(height / scale / kTile));
    in_.assign(std::size_t(columns_) * rows_, {});
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer_, &sx, &sy);
    SDL_Texture* before = SDL_GetRenderTarget(renderer_);
    bool ok = true;
    for (Layer& l : layers_) {
        if (l.texture) SDL_DestroyTexture(l.texture);
        l.texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_TARGET, width, height);
        l.shown.assign(in_.size(), kEmpty);
        ok = ok && l.texture && SDL_SetTextureBlendMode(l.texture, blend_) == 0 &&
             SDL_SetTextureScaleMode(l.texture, SDL_ScaleModeNearest) == 0 && SDL_SetRenderTarget(renderer_, l.texture) == 0;
        if (!ok) break;
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
        SDL_RenderClear(renderer_);
    }
    SDL_SetRenderTarget(renderer_, before);
    SDL_RenderSetScale(renderer_, sx, sy);
    if (!ok) width_ = height_ = 0;  // tried again at the next frame
    return ok;
}

bool CircleLayers::StartFrame() {
    tilesDrawn_ = 0;
    int w = 0, h = 0;
    float sx = 1, sy = 1;
    SDL_GetRendererOutputSize(renderer_, &w, &h);
    SDL_RenderGetScale(renderer_, &sx, &sy);
    // A tile's edge must fall between pixels at any scale the target is drawn at.
    if (sx != sy || sx < 1 || std::floor(sx) != sx || w <= 0 || h <= 0) return false;
    return Fit(w, h, sx);
}

void CircleLayers::Bin(int layer, std::span<const CircleCmd> circles, const View& view, float lineScale, const Pass& pass) {
    hash_.assign(in_.size(), kEmpty);
    for (auto& tile : in_) tile.clear();
    for (std::uint32_t i = 0; i < circles.size(); ++i) {
        const CircleCmd& c = circles[i];
        const double reach = pass.reach(c);
        if (!(reach >= 0)) continue;
        const Vec2 s = view.ToScreen(c.center);
        // Clamped before they become ints: a circle of radius 1e9 at zoom 50 reaches past INT_MAX.
        const auto tile = [](double v, int last) { return int(std::clamp(std::floor(v / kTile), -1.0, double(last) + 1)); };
        const int x0 = std::max(0, tile(s.x - reach, columns_)), x1 = std::min(columns_ - 1, tile(s.x + reach, columns_));
        const int y0 = std::max(0, tile(s.y - reach, rows_)), y1 = std::min(rows_ - 1, tile(s.y + reach, rows_));
        if (x0 > x1 || y0 > y1) continue;
        const std::uint64_t key = KeyOf(layer, i, c, s, view.zoom, lineScale);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x) {
                const std::size_t t = std::size_t(y) * columns_ + x;
                hash_[t] = Mix(hash_[t] * 0x9e3779b97f4a7c15ULL + key) | 1;  // never kEmpty
                in_[t].push_back(i);
            }
    }
}

void CircleLayers::DrawTiles(Layer& layer, std::span<const CircleCmd> circles, const Pass& pass, const TextureSet& textures) {
    std::vector<std::size_t> changed;
    for (std::size_t t = 0; t < hash_.size(); ++t)
        if (hash_[t] != layer.shown[t]) changed.push_back(t);
    if (changed.empty()) return;
    // Sprites are made first: making one draws into the sprites' atlas, which would drop the
    // tile's clipping.
    for (const std::size_t t : changed)
        for (const std::uint32_t i : in_[t]) pass.prepare(circles[i]);
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer_, &sx, &sy);
    Uint8 r = 0, g = 0, b = 0, a = 0;
    SDL_GetRenderDrawColor(renderer_, &r, &g, &b, &a);
    SDL_Texture* before = SDL_GetRenderTarget(renderer_);
    SDL_SetRenderTarget(renderer_, layer.texture);
    SDL_RenderSetScale(renderer_, scale_, scale_);
    Guard guard;
    guard.hi[0] = float(width_ / scale_) + kGuardMargin;
    guard.hi[1] = float(height_ / scale_) + kGuardMargin;
    for (const std::size_t t : changed) {
        const SDL_Rect tile{int(t % columns_) * kTile, int(t / columns_) * kTile, kTile, kTile};
        SDL_RenderSetClipRect(renderer_, &tile);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
        SDL_RenderFillRect(renderer_, &tile);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
        Mesh mesh(renderer_, guard, textures);
        for (const std::uint32_t i : in_[t]) pass.draw(mesh, circles[i]);
        mesh.Submit();
        layer.shown[t] = hash_[t];
        ++tilesDrawn_;
    }
    SDL_RenderSetClipRect(renderer_, nullptr);
    SDL_SetRenderTarget(renderer_, before);
    SDL_RenderSetScale(renderer_, sx, sy);
    SDL_SetRenderDrawColor(renderer_, r, g, b, a);
}

void CircleLayers::QueueTiles(const Layer& layer, Mesh& mesh) const {
    mesh.Use(layer.texture);
    const SDL_Color white{255, 255, 255, 255};
    const double w = width_ / scale_, h = height_ / scale_;
    for (int y = 0; y < rows_; ++y)
        for (int x = 0; x < columns_;) {
            if (hash_[std::size_t(y) * columns_ + x] == kEmpty) {
                ++x;
                continue;
            }
            // A run of tiles with circles in them: one quad, pixel for pixel.
            const int from = x;
            while (x < columns_ && hash_[std::size_t(y) * columns_ + x] != kEmpty) ++x;
            const Vec2 lo{double(from * kTile), double(y * kTile)}, hi{std::min(w, double(x * kTile)), std::min(h, double((y + 1) * kTile))};
            const int base = mesh.Next();
            mesh.Vertex(lo, white, {lo.x / w, lo.y / h});
            mesh.Vertex({hi.x, lo.y}, white, {hi.x / w, lo.y / h});
            mesh.Vertex(hi, white, {hi.x / w, hi.y / h});
            mesh.Vertex({lo.x, hi.y}, white, {lo.x / w, hi.y / h});
            mesh.Quad(base, base + 1, base + 2, base + 3);
        }
}

void CircleLayers::Draw(int layer, std::span<const CircleCmd> circles, const View& view, float lineScale, const Pass& pass,
                        const TextureSet& textures, Mesh& mesh) {
    mesh.Submit();  // what is queued goes onto the target before the layer is drawn into
    Bin(layer, circles, view, lineScale, pass);
    DrawTiles(layers_[layer], circles, pass, textures);
    QueueTiles(layers_[layer], mesh);
}

}  // namespace circlelab::render
