// The box the camera frames: every shape, tile and body, but never a huge floor.
#include <gtest/gtest.h>

#include <cmath>

#include "core/scene/view_bounds.h"

namespace circlelab {
namespace {

TEST(ViewBounds, EmptySceneHasNothingToFrame) { EXPECT_FALSE(ViewBounds(Scene{})); }

TEST(ViewBounds, CoversShapesTilesAndBodies) {
    Scene s;
    s.shapes.push_back(Rect{{100, 50}, {200, 100}});
    s.shapes.push_back(Circle{{-20, 0}, 10});       // reaches x = -30, y = -10
    Body ball;
    ball.circle = {{500, 400}, 25};  // reaches x = 525, y = 425
    s.bodies.push_back(ball);
    s.tiles = TileMap{{0, 600}, 32, {"#.", ".1"}};   // the triangle tile reaches (64, 664)
    const auto b = ViewBounds(s);
    ASSERT_TRUE(b);
    EXPECT_EQ(b->lo, (Vec2{-30, -10}));
    EXPECT_EQ(b->hi, (Vec2{525, 664}));
}

TEST(ViewBounds, RotatedBoxCountsItsTurnedCorners) {
    Scene s;
    s.shapes.push_back(Rect{{0, 0}, {100, 100}, 45});
    const auto b = ViewBounds(s);
    ASSERT_TRUE(b);
    const double half = 50 * std::sqrt(2.0);
    EXPECT_NEAR(b->lo.x, 50 - half, 1e-9);
    EXPECT_NEAR(b->hi.y, 50 + half, 1e-9);
}

TEST(ViewBounds, AHugeFloorIsLeftOut) {
    Scene s;
    s.shapes.push_back(Rect{{-100000, 500}, {200000, 50}});
    s.shapes.push_back(Rect{{0, 0}, {10, 10}});
    const auto b = ViewBounds(s);
    ASSERT_TRUE(b);
    EXPECT_EQ(b->lo, (Vec2{0, 0}));
    EXPECT_EQ(b->hi, (Vec2{10, 10}));
}

}  // namespace
}  // namespace circlelab
