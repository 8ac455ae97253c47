// A scene's many still circles (thousands of circle shapes) kept drawn from frame to frame. The
// renderer draws circles in two passes, every fill and then every outline; the first circles of a
// draw list, the scene's shapes (DrawList::stillCircles), are drawn into two layers the size of
// the target, one a pass, a tile of kTile px at a time, and each frame shows the layers' tiles
// instead of a quad or more a circle. A tile is drawn again only when something drawn in it
// changed: a shape turned blue under the moving circle, a zoom or pan (every tile), another size.
//
// The picture is the same: "over" with colours multiplied by their alpha is associative, so the
// fills drawn onto a clear layer and the layer then drawn onto the scene give what the fills
// drawn onto the scene give, but for the rounding of an 8-bit channel. In the browser, software
// WebGL (SwiftShader) spent some 8 µs a frame on each of 20,000 sprites of 10,000 circle shapes.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/draw/draw_list.h"

namespace circlelab::render {

class Mesh;
struct TextureSet;

class CircleLayers {
public:
    /// The side of a tile, in the renderer's (scaled) coordinates.
    static constexpr int kTile = 32;
    /// Fewer still circles than this are drawn as they are, every frame.
    static constexpr std::size_t kFrom = 500;

    /// Layers for `renderer`, or none (nullptr) where it cannot draw them (SDL's software renderer
    /// has no blending for colours multiplied by their alpha).
    static CircleLayers* CreateFor(SDL_Renderer* renderer);
    ~CircleLayers();
    CircleLayers(const CircleLayers&) = delete;
    CircleLayers& operator=(const CircleLayers&) = delete;

    /// One of the renderer's circle passes: how far from its centre a circle reaches on screen in
    /// it (negative: it draws nothing in this pass), what it needs before drawing starts (its
    /// sprite made), and drawing it.
    struct Pass {
        std::function<double(const CircleCmd&)> reach;
        std::function<void(const CircleCmd&)> prepare;
        std::function<void(Mesh&, const CircleCmd&)> draw;
    };

    /// Called at the start of the circles of a frame: false when the target cannot hold the
    /// layers this frame (a scale that is not a whole number), and the circles are drawn as they are.
    bool StartFrame();

    /// Brings layer `layer` (0 fills, 1 outlines) up to date with `circles` under `view`, drawing
    /// again only the tiles whose circles changed, and queues its tiles onto `mesh`.
    void Draw(int layer, std::span<const CircleCmd> circles, const View& view, float lineScale, const Pass& pass,
              const TextureSet& textures, Mesh& mesh);

    /// The tiles drawn again in the frame so far (both layers).
    int TilesDrawn() const { return tilesDrawn_; }

private:
    CircleLayers(SDL_Renderer* renderer, SDL_BlendMode blend) : renderer_(renderer), blend_(blend) {}
    struct Layer {
        SDL_Texture* texture = nullptr;
        std::vector<std::uint64_t> shown;  ///< each tile's circles as last drawn (kEmpty: none)
    };
    bool Fit(int width, int height, float scale);
    void Bin(int layer, std::span<const CircleCmd> circles, const View& view, float lineScale, const Pass& pass);
    void DrawTiles(Layer& layer, std::span<const CircleCmd> circles, const Pass& pass, const TextureSet& textures);
    void QueueTiles(const Layer& layer, Mesh& mesh) const;

    SDL_Renderer* renderer_;
    SDL_BlendMode blend_;
    Layer layers_[2];
    int width_ = 0, height_ = 0;  ///< the target in pixels
    float scale_ = 1;
    int columns_ = 0, rows_ = 0;
    std::vector<std::uint64_t> hash_;              ///< this frame's, a tile
    std::vector<std::vector<std::uint32_t>> in_;  ///< the circles in each tile, in drawing order
    int tilesDrawn_ = 0;
};

}  // namespace circlelab::render
