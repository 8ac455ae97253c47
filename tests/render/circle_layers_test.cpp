// A scene's thousands of still circles kept drawn in layers (render/circle_layers.h) must give the
// picture that drawing every circle gives, frame after frame: when nothing changed (no tile drawn
// again), when one shape changes colour under the moving circle (only its tiles drawn again), and
// after a pan. Needs a renderer with render targets and custom blending: SDL's OpenGL one, on
// the Xvfb display tests/CMakeLists.txt starts for this binary (Mesa's software OpenGL).
#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/draw/draw_list.h"
#include "render/circle_layers.h"
#include "render/circle_sprites.h"
#include "render/geometry_renderer.h"

namespace circlelab::render {
namespace {

constexpr int kWidth = 400, kHeight = 300;

class CircleLayersTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(SDL_Init(SDL_INIT_VIDEO), 0) << SDL_GetError();
        window_ = SDL_CreateWindow("circle layers", 0, 0, kWidth, kHeight, SDL_WINDOW_HIDDEN | SDL_WINDOW_OPENGL);
        ASSERT_NE(window_, nullptr) << SDL_GetError();
        renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
        ASSERT_NE(renderer_, nullptr) << SDL_GetError();
        canvas_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_TARGET, kWidth, kHeight);
        ASSERT_NE(canvas_, nullptr) << SDL_GetError();
        plain_.sprites = CircleSprites::CreateFor(renderer_);
        layered_.sprites = CircleSprites::CreateFor(renderer_);
        layered_.layers = CircleLayers::CreateFor(renderer_);
        ASSERT_NE(layered_.layers, nullptr) << "no layers on this renderer";
    }
    void TearDown() override {
        FreeTextures(plain_);
        FreeTextures(layered_);
        if (canvas_) SDL_DestroyTexture(canvas_);
        if (renderer_) SDL_DestroyRenderer(renderer_);
        if (window_) SDL_DestroyWindow(window_);
        SDL_Quit();
    }

    // The list drawn onto the light background, its pixels read back (RGBA).
    std::vector<std::uint8_t> Draw(const DrawList& list, const View& view, const TextureSet& textures) {
        SDL_SetRenderTarget(renderer_, canvas_);
        SDL_SetRenderDrawColor(renderer_, 243, 240, 232, 255);
        SDL_RenderClear(renderer_);
        DrawGeometry(renderer_, list, view, 1.0f, textures);
        std::vector<std::uint8_t> pixels(std::size_t(kWidth) * kHeight * 4);
        SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, pixels.data(), kWidth * 4);
        SDL_SetRenderTarget(renderer_, nullptr);
        return pixels;
    }

    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    SDL_Texture* canvas_ = nullptr;
    TextureSet plain_, layered_;
};

// 1,200 circles of radius 6 on a 12 px grid, whose feathered edges overlap, every seventh in the
// hit colour; then the moving circle and a closest point's dot over them.
DrawList ManyCircles() {
    DrawList list;
    const Paint shape{{74, 88, 110, 255}, {30, 34, 42, 255}, 2.0f};
    const Paint hit{{70, 130, 220, 255}, {30, 34, 42, 255}, 2.0f};
    for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 40; ++x) list.circles.push_back({{10.0 + x * 12.3, 8.0 + y * 12.1}, 6, (x * 3 + y) % 7 ? shape : hit});
    list.stillCircles = list.circles.size();
    list.circles.push_back({{205, 150}, 40, {{240, 140, 60, 200}, {30, 34, 42, 255}, 2.0f}});
    list.circles.push_back({{170, 130}, 4, {{240, 120, 30, 255}, {240, 120, 30, 255}, 1.0f}});
    return list;
}

// The largest difference in any channel of any pixel, and how many pixels are not the background.
struct Compared {
    int largest = 0;
    int inked = 0;
};
Compared Compare(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b) {
    Compared c;
    for (std::size_t i = 0; i < a.size(); i += 4) {
        for (int k = 0; k < 3; ++k) c.largest = std::max(c.largest, std::abs(int(a[i + k]) - int(b[i + k])));
        if (a[i] != 243 || a[i + 1] != 240 || a[i + 2] != 232) ++c.inked;
    }
    return c;
}

// "Over" onto a clear layer and then the layer onto the scene rounds each channel once more than
// drawing onto the scene: a level or two, never the colour of a circle or the background.
constexpr int kRounding = 3;

TEST_F(CircleLayersTest, KeptLayersDrawWhatEveryCircleDrawsFrameAfterFrame) {
    DrawList list = ManyCircles();
    View view{1.0, {0, 0}};
    const Compared first = Compare(Draw(list, view, plain_), Draw(list, view, layered_));
    EXPECT_GT(first.inked, kWidth * kHeight / 2) << "the circles were not drawn";
    EXPECT_LE(first.largest, kRounding);
    EXPECT_GT(layered_.layers->TilesDrawn(), 100) << "the first frame draws every tile with circles";

    // Nothing changed: no tile is drawn again, and the layers still hold the picture.
    EXPECT_LE(Compare(Draw(list, view, plain_), Draw(list, view, layered_)).largest, kRounding);
    EXPECT_EQ(layered_.layers->TilesDrawn(), 0);

    // One shape turns blue: only the tiles its fill reaches (at most four) are drawn again.
    list.circles[615].paint.fill = {70, 130, 220, 255};
    EXPECT_LE(Compare(Draw(list, view, plain_), Draw(list, view, layered_)).largest, kRounding);
    EXPECT_GE(layered_.layers->TilesDrawn(), 1);
    EXPECT_LE(layered_.layers->TilesDrawn(), 4);

    // A pan moves every circle on screen.
    view.pan = {-5.5, 3.25};
    EXPECT_LE(Compare(Draw(list, view, plain_), Draw(list, view, layered_)).largest, kRounding);
}

// A circle shape as large as the valid ranges allow (radius 1e9) at zoom 50 reaches some 5e10 px
// from its centre, past what an int holds: its tiles are clamped to the target, not lost to an
// overflow, so its edge across the window is drawn as without the layers.
TEST_F(CircleLayersTest, ACircleReachingPastAnIntsRangeIsDrawn) {
    DrawList list = ManyCircles();
    const View view{50.0, {0, 0}};
    // Centred far to the right and below: its edge crosses the window's top-left corner.
    const double r = 1e9, c = r / std::sqrt(2.0) + 4.0 / 50;
    list.circles.insert(list.circles.begin(), {{c, c}, r, {{200, 60, 60, 255}, {30, 34, 42, 255}, 2.0f}});
    ++list.stillCircles;
    const Compared both = Compare(Draw(list, view, plain_), Draw(list, view, layered_));
    EXPECT_GT(both.inked, kWidth * kHeight / 2);
    EXPECT_LE(both.largest, kRounding);
}

TEST_F(CircleLayersTest, FewStillCirclesAreDrawnAsTheyAre) {
    DrawList list = ManyCircles();
    list.circles.erase(list.circles.begin(), list.circles.begin() + (list.stillCircles - (CircleLayers::kFrom - 1)));
    list.stillCircles = CircleLayers::kFrom - 1;
    const View view{1.0, {0, 0}};
    EXPECT_EQ(Compare(Draw(list, view, plain_), Draw(list, view, layered_)).largest, 0);
    EXPECT_EQ(layered_.layers->TilesDrawn(), 0);
}

}  // namespace
}  // namespace circlelab::render
