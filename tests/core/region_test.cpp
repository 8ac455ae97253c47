// Region names as each tutorial gives them: Godfrey's I–VIII and Worden's case numbers, worked
// out by hand for every region of a rectangle and of each of the four triangle tiles.
#include <gtest/gtest.h>

#include "core/collide/region.h"

namespace circlelab {
namespace {

// The box [0, 90] × [0, 60]: one point in each of the nine cells of Worden's grid, row by row.
TEST(Region, WordenNumbersTheNineRectangleCasesRowByRow) {
    const Shape box = Rect{{0, 0}, {90, 60}, 0};
    const Vec2 points[9] = {{-10, -10}, {45, -10}, {100, -10},   // above: off a corner, above, off a corner
                            {-10, 30},  {45, 30},  {100, 30},    // left, inside, right
                            {-10, 70},  {45, 70},  {100, 70}};   // below
    for (int i = 0; i < 9; ++i)
        EXPECT_EQ(RegionOf(box, points[i], RegionNaming::kWorden), "case " + std::to_string(i + 1)) << i;
    EXPECT_EQ(RegionOf(box, points[0]), "I");
    EXPECT_EQ(RegionOf(box, points[4]), "inside");
    EXPECT_EQ(RegionOf(box, points[8], RegionNaming::kGodfrey), "VIII");
}

TEST(Region, WordenNumbersTurnWithARotatedRectangle) {
    // A quarter turn clockwise about the centre (45, 30): what was above the box is now to its right.
    const Shape turned = Rect{{0, 0}, {90, 60}, 90};
    EXPECT_EQ(RegionOf(turned, {45 + 40, 30}, RegionNaming::kWorden), "case 2");
    EXPECT_EQ(RegionOf(turned, {45, 30}, RegionNaming::kWorden), "case 5");
}

// Worden's own tile, the one missing its lower-left corner ("Mixed Bounding Types"): its legs
// are the top and the right side, the hypotenuse runs from the top-left to the bottom-right.
TEST(Region, WordenNumbersHisLowerLeftTileAsHeDoes) {
    const Triangle t{{0, 0}, {100, 100}, Corner::kBottomLeft, 0};
    EXPECT_EQ(RegionOf(t, {-10, -10}, RegionNaming::kWorden), "case 1");  // off the top-left vertex
    EXPECT_EQ(RegionOf(t, {50, -10}, RegionNaming::kWorden), "case 2");   // above the top leg
    EXPECT_EQ(RegionOf(t, {110, -10}, RegionNaming::kWorden), "case 3");  // off the right angle
    EXPECT_EQ(RegionOf(t, {20, 80}, RegionNaming::kWorden), "case 4");    // facing the hypotenuse
    EXPECT_EQ(RegionOf(t, {80, 20}, RegionNaming::kWorden), "case 5");    // inside
    EXPECT_EQ(RegionOf(t, {110, 50}, RegionNaming::kWorden), "case 6");   // right of the right leg
    EXPECT_EQ(RegionOf(t, {110, 110}, RegionNaming::kWorden), "case 7");  // off the bottom-right vertex
}

// The other three tiles are numbered by role, clockwise from the right angle: the right angle is
// always 3, the hypotenuse 4, the leg clockwise after the right angle 6, the other leg 2.
TEST(Region, EveryTileNumbersItsPartsByTheirRole) {
    struct Case {
        Corner missing;
        Vec2 rightAngle, hypotenuse, legAfter, legBefore, vertexAfter, vertexBefore;
    };
    const Case cases[] = {
        // missing top-left: right angle bottom-right; clockwise from it: bottom leg, bottom-left vertex
        {Corner::kTopLeft, {110, 110}, {20, 20}, {50, 110}, {110, 50}, {-10, 110}, {110, -10}},
        // missing top-right: right angle bottom-left; clockwise: left leg, top-left vertex
        {Corner::kTopRight, {-10, 110}, {80, 20}, {-10, 50}, {50, 110}, {-10, -10}, {110, 110}},
        // missing bottom-right: right angle top-left; clockwise: top leg, top-right vertex
        {Corner::kBottomRight, {-10, -10}, {80, 80}, {50, -10}, {-10, 50}, {110, -10}, {-10, 110}},
    };
    for (const Case& k : cases) {
        const Triangle t{{0, 0}, {100, 100}, k.missing, 0};
        const auto named = [&](Vec2 p) { return RegionOf(t, p, RegionNaming::kWorden); };
        EXPECT_EQ(named(k.rightAngle), "case 3");
        EXPECT_EQ(named(k.hypotenuse), "case 4");
        EXPECT_EQ(named(k.legAfter), "case 6");
        EXPECT_EQ(named(k.legBefore), "case 2");
        EXPECT_EQ(named(k.vertexAfter), "case 7");
        EXPECT_EQ(named(k.vertexBefore), "case 1");
    }
}

TEST(Region, ADiscIsInsideOrOutsideUnderEitherNaming) {
    const Shape disc = Circle{{0, 0}, 10};
    EXPECT_EQ(RegionOf(disc, {3, 4}, RegionNaming::kWorden), "inside");
    EXPECT_EQ(RegionOf(disc, {30, 4}), "outside");
}

}  // namespace
}  // namespace circlelab
