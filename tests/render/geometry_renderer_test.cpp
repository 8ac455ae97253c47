// The geometry renderer on a software target: a grid of translucent cells (the disagreement map)
// must tile exactly at any zoom, or its overlaps and gaps show as stripes.
#include <SDL.h>
#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "core/draw/draw_list.h"
#include "render/geometry_renderer.h"

namespace circlelab::render {
namespace {

// A block of cells, one polygon per cell, drawn over an opaque background at a zoom and pan that
// put the cell edges between pixels; every pixel well inside the block must be the same colour.
std::set<std::tuple<int, int, int>> ColoursInsideABlockOfCells(bool tiled) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    SDL_SetRenderDrawColor(renderer, 244, 241, 234, 255);
    SDL_RenderClear(renderer);
    DrawList list;
    const double cell = 2.0;
    for (int row = 0; row < 40; ++row)
        for (int col = 0; col < 40; ++col) {
            const Vec2 a{col * cell, row * cell}, b{(col + 1) * cell, (row + 1) * cell};
            list.polygons.push_back({{a, {b.x, a.y}, b, {a.x, b.y}}, {Rgba{220, 40, 40, 110}}, tiled});
        }
    const View view{1.37, {10.3, 10.6}};  // a cell is 2.74 px: its edges fall anywhere in a pixel
    DrawGeometry(renderer, list, view);
    SDL_RenderFlush(renderer);
    std::set<std::tuple<int, int, int>> colours;
    for (int y = 14; y < 10 + int(80 * 1.37) - 4; ++y)
        for (int x = 14; x < 10 + int(80 * 1.37) - 4; ++x) {
            const auto* p = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + 4 * x;
            colours.insert({p[0], p[1], p[2]});
        }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return colours;
}

TEST(GeometryRenderer, TiledCellsCoverTheirBlockInOneColour) {
    EXPECT_EQ(ColoursInsideABlockOfCells(true).size(), 1u);
    // Drawn as separate smooth-edged shapes they do not: this is the seam the flag removes.
    EXPECT_GT(ColoursInsideABlockOfCells(false).size(), 1u);
}

}  // namespace
}  // namespace circlelab::render
