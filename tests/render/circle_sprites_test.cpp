// A ball's sprite in the window is a quad cut from the circle sprites' atlas. Cut to the texels the
// circle drew into (render/circle_sprites.h), it must still hold every one of them, at any radius
// and stroke, and be smaller than the padded cell around them, which it used to be.
#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/draw/draw_list.h"
#include "render/circle_sprites.h"
#include "render/geometry_renderer.h"

namespace circlelab::render {
namespace {

// The circle is drawn 16 times finer than the atlas draws it (the renderer's scale), so where its
// geometry reaches is measured to a sixteenth of a texel, whichever rule the software renderer
// uses to fill a pixel.
constexpr int kFine = 16;
constexpr int kCentre = 48;  // texels: the circle's centre is a texel corner, as in the atlas
constexpr int kSize = 2 * kCentre * kFine;

struct Drawn {
    double farthest = 0;  ///< how far it reaches from its centre, in texels
    int pixels = 0;
};

// The circle as the atlas gets it: fill only (`stroke` 0) or outline only, on transparent black.
Drawn DrawSprite(double radius, double stroke) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
    SDL_RenderClear(renderer);
    SDL_RenderSetScale(renderer, kFine, kFine);
    DrawList one;
    const Rgba ink{60, 40, 30, 255};
    one.circles.push_back({{0, 0}, radius, stroke > 0 ? Paint{kNoColor, ink, float(stroke)} : Paint{ink}});
    DrawGeometry(renderer, one, View{1.0, {double(kCentre), double(kCentre)}});
    SDL_RenderFlush(renderer);
    Drawn d;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            if (static_cast<const Uint8*>(surface->pixels)[y * surface->pitch + 4 * x + 3] == 0) continue;
            // The fine pixel's far corner from the centre.
            const double dx = std::max(std::abs(x - kCentre * kFine), std::abs(x + 1 - kCentre * kFine)) / double(kFine);
            const double dy = std::max(std::abs(y - kCentre * kFine), std::abs(y + 1 - kCentre * kFine)) / double(kFine);
            d.farthest = std::max(d.farthest, std::hypot(dx, dy));
            ++d.pixels;
        }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return d;
}

TEST(CircleSprites, TheQuadHoldsEveryTexelTheCircleDrewAndNoPadding) {
    for (const double radius : {1.0, 1.5, 2.46, 3.0, 4.3, 6.0, 9.94, 10.0, 17.3, 40.0})
        for (const double stroke : {0.0, 1.0, 1.5, 2.0, 4.0, 6.5}) {
            SCOPED_TRACE(testing::Message() << "radius " << radius << ", stroke " << stroke);
            const Drawn d = DrawSprite(radius, stroke);
            ASSERT_GT(d.pixels, 0);
            const double reach = CircleReach(radius, stroke);
            constexpr double kFinePixel = 1.0 / kFine;  // how far a fine pixel's corner overshoots
            EXPECT_LE(d.farthest, reach + 2 * kFinePixel);
            EXPECT_GT(d.farthest, reach - 0.5);  // the reach is the drawing's, not a loose bound
            // OpenGL fills the atlas's texels whose centres (k + 1/2 from the centre) the circle
            // covers; linear filtering reads a texel's neighbour, so the quad's edge must stay a
            // texel beyond each such centre.
            const double half = SpriteQuadHalf(reach);
            for (int k = 0; k + 0.5 <= reach; ++k) EXPECT_LE(k + 1.5, half) << "texel " << k;
            // The cell the atlas keeps for it (outline's half width, feather, two texels of padding).
            const double cell = std::ceil(radius + stroke * 0.5 + 1.0) + 2.0;
            EXPECT_LE(half, cell - 1.5);
        }
}

}  // namespace
}  // namespace circlelab::render
