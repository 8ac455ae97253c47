// Circle against a rectangle, one hand-worked case per region of Godfrey's figure
// ("Circle-Rectangle Collisions") and for the inside, the boundary and rotated frames (migapro,
// "Circle and Rotated Rectangle Collision Detection").
#include <gtest/gtest.h>

#include "core/collide/contact.h"
#include "core/collide/rect_region.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::kHalfSqrt2;
using testing::Near;

// The box [0, 100] × [0, 50].
const Rect kBox{{0, 0}, {100, 50}};

struct RegionCase {
    const char* name;
    Vec2 center;
    RectRegion region;
    Vec2 closest;
    double distance;
    Vec2 normal;
    Feature feature;
};

// The case as the test list shows it: where the circle's centre is.
void PrintTo(const RegionCase& k, std::ostream* os) { *os << "centre (" << k.center.x << ", " << k.center.y << ")"; }

class RectRegions : public ::testing::TestWithParam<RegionCase> {};

TEST_P(RectRegions, ClosestPointDistanceNormalAndRegion) {
    const RegionCase& k = GetParam();
    const Contact c = Collide(Circle{k.center, 10}, kBox);
    EXPECT_EQ(ClassifyRect(kBox, k.center), k.region);
    EXPECT_TRUE(Near(c.closest, k.closest));
    EXPECT_NEAR(c.distance, k.distance, 1e-12);
    EXPECT_TRUE(Near(c.normal, k.normal, 1e-12));
    EXPECT_EQ(c.feature, k.feature);
    EXPECT_FALSE(c.inside);
    EXPECT_EQ(c.hit, k.distance < 10);
    EXPECT_NEAR(c.depth, k.distance < 10 ? 10 - k.distance : 0.0, 1e-12);
}

// Worked by hand: e.g. region I, centre (−3, −4): the corner (0, 0) is 5 away along (−3, −4)/5.
INSTANTIATE_TEST_SUITE_P(
    Godfrey, RectRegions,
    ::testing::Values(
        RegionCase{"I", {-3, -4}, RectRegion::kI, {0, 0}, 5, {-0.6, -0.8}, Feature::kCorner},
        RegionCase{"II", {40, -8}, RectRegion::kII, {40, 0}, 8, {0, -1}, Feature::kEdge},
        RegionCase{"III_touching", {106, -8}, RectRegion::kIII, {100, 0}, 10, {0.6, -0.8}, Feature::kCorner},
        RegionCase{"IV", {-12, 25}, RectRegion::kIV, {0, 25}, 12, {-1, 0}, Feature::kEdge},
        RegionCase{"V", {105, 30}, RectRegion::kV, {100, 30}, 5, {1, 0}, Feature::kEdge},
        RegionCase{"VI_touching", {-6, 58}, RectRegion::kVI, {0, 50}, 10, {-0.6, 0.8}, Feature::kCorner},
        RegionCase{"VII", {50, 59}, RectRegion::kVII, {50, 50}, 9, {0, 1}, Feature::kEdge},
        RegionCase{"VIII", {103, 54}, RectRegion::kVIII, {100, 50}, 5, {0.6, 0.8}, Feature::kCorner}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CollideRect, TouchingExactlyIsNotAHit) {
    const Contact c = Collide(Circle{{50, 60}, 10}, kBox);
    EXPECT_DOUBLE_EQ(c.distance, 10.0);
    EXPECT_FALSE(c.hit);
    EXPECT_EQ(c.depth, 0.0);
}

TEST(CollideRect, CentreInsideLeavesThroughNearestEdge) {
    const Contact c = Collide(Circle{{95, 25}, 10}, kBox);
    EXPECT_TRUE(c.hit && c.inside);
    EXPECT_EQ(c.closest, (Vec2{100, 25}));
    EXPECT_EQ(c.normal, (Vec2{1, 0}));
    EXPECT_DOUBLE_EQ(c.distance, -5.0);
    EXPECT_DOUBLE_EQ(c.depth, 15.0);  // 5 to the edge plus the radius
    EXPECT_EQ(c.Resolution(), (Vec2{15, 0}));
    EXPECT_EQ(ClassifyRect(kBox, {95, 25}), RectRegion::kInside);
}

TEST(CollideRect, CentreInsideNearEachEdge) {
    EXPECT_EQ(Collide(Circle{{50, 2}, 1}, kBox).normal, (Vec2{0, -1}));
    EXPECT_EQ(Collide(Circle{{50, 47}, 1}, kBox).normal, (Vec2{0, 1}));
    EXPECT_EQ(Collide(Circle{{3, 25}, 1}, kBox).normal, (Vec2{-1, 0}));
    EXPECT_EQ(Collide(Circle{{3, 25}, 1}, kBox).closest, (Vec2{0, 25}));
}

TEST(CollideRect, CentreAtTheCentreLeavesUpward) {
    // Top and bottom are both 25 away; the tie goes to the top edge.
    const Contact c = Collide(Circle{{50, 25}, 4}, kBox);
    EXPECT_TRUE(c.inside);
    EXPECT_EQ(c.closest, (Vec2{50, 0}));
    EXPECT_EQ(c.normal, (Vec2{0, -1}));
    EXPECT_DOUBLE_EQ(c.depth, 29.0);
}

TEST(CollideRect, CentreOnAnEdge) {
    const Contact c = Collide(Circle{{0, 25}, 10}, kBox);
    EXPECT_FALSE(c.inside);
    EXPECT_TRUE(c.hit);
    EXPECT_EQ(c.distance, 0.0);
    EXPECT_EQ(c.closest, (Vec2{0, 25}));
    EXPECT_EQ(c.normal, (Vec2{-1, 0}));
    EXPECT_EQ(c.feature, Feature::kEdge);
    EXPECT_DOUBLE_EQ(c.depth, 10.0);
}

TEST(CollideRect, CentreOnACornerPointsDiagonallyOut) {
    const Contact c = Collide(Circle{{100, 50}, 3}, kBox);
    EXPECT_EQ(c.distance, 0.0);
    EXPECT_EQ(c.feature, Feature::kCorner);
    EXPECT_TRUE(Near(c.normal, {kHalfSqrt2, kHalfSqrt2}, 1e-15));
}

TEST(CollideRect, RadiusZeroHitsOnlyFromInside) {
    EXPECT_FALSE(Collide(Circle{{0, 25}, 0}, kBox).hit);  // on the edge: distance 0 is not < 0
    EXPECT_TRUE(Collide(Circle{{1, 25}, 0}, kBox).hit);
    EXPECT_FALSE(Collide(Circle{{-1, 25}, 0}, kBox).hit);
}

TEST(CollideRect, QuarterTurnRotatesAboutTheCentre) {
    // [0,100]×[0,50] turned 90° clockwise about (50, 25) covers [25, 75] × [−25, 75].
    const Rect turned{{0, 0}, {100, 50}, 90};
    const Contact c = Collide(Circle{{80, 25}, 10}, turned);
    EXPECT_EQ(c.closest, (Vec2{75, 25}));
    EXPECT_EQ(c.normal, (Vec2{1, 0}));
    EXPECT_EQ(c.distance, 5.0);
    // In the rectangle's own frame that point is above its top face: region II.
    EXPECT_EQ(ClassifyRect(turned, {80, 25}), RectRegion::kII);
    EXPECT_EQ(ClassifyRect(turned, {50, 80}), RectRegion::kV);
}

TEST(CollideRect, FortyFiveDegreesIsADiamond) {
    // The 20×20 square about the origin at 45° has vertices (±10√2, 0) and (0, ±10√2).
    const Rect diamond{{-10, -10}, {20, 20}, 45};
    const double v = 10 * std::sqrt(2.0);
    const Contact tip = Collide(Circle{{20, 0}, 10}, diamond);
    EXPECT_TRUE(Near(tip.closest, {v, 0}, 1e-12));
    EXPECT_NEAR(tip.distance, 20 - v, 1e-12);
    EXPECT_EQ(tip.feature, Feature::kCorner);
    EXPECT_TRUE(Near(tip.normal, {1, 0}, 1e-12));
    EXPECT_EQ(ClassifyRect(diamond, {20, 0}), RectRegion::kIII);

    // (10, 10) faces the edge x + y = 10√2 at distance (20 − 10√2)/√2.
    const Contact face = Collide(Circle{{10, 10}, 1}, diamond);
    EXPECT_EQ(face.feature, Feature::kEdge);
    EXPECT_NEAR(face.distance, (20 - v) / std::sqrt(2.0), 1e-12);
    EXPECT_TRUE(Near(face.closest, {v / 2, v / 2}, 1e-12));
    EXPECT_TRUE(Near(face.normal, {kHalfSqrt2, kHalfSqrt2}, 1e-12));
    EXPECT_EQ(ClassifyRect(diamond, {10, 10}), RectRegion::kV);
}

TEST(RectRegionNames, RomanNumeralsRowByRow) {
    EXPECT_EQ(RegionName(RectRegion::kI), "I");
    EXPECT_EQ(RegionName(RectRegion::kVIII), "VIII");
    EXPECT_EQ(RegionName(RectRegion::kInside), "inside");
    EXPECT_TRUE(IsCornerRegion(RectRegion::kVI));
    EXPECT_FALSE(IsCornerRegion(RectRegion::kVII));
}

}  // namespace
}  // namespace circlelab
