// Circle against Worden's right-triangle tiles ("Mixed Bounding Types"): every region of the tile missing
// its top-left corner worked by hand, then each missing corner, then a rotated tile.
#include <gtest/gtest.h>

#include <cmath>

#include "core/collide/contact.h"
#include "core/collide/triangle_region.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::kHalfSqrt2;
using testing::Near;

// The 100×100 tile missing its top-left corner: vertices (100,100) (right angle), (0,100) and
// (100,0); the hypotenuse is the line x + y = 100.
const Triangle kTile{{0, 0}, {100, 100}, Corner::kTopLeft};

TriangleRegion Vertex(Corner c) { return {TriangleRegion::Kind::kVertex, c, TriangleEdge::kTop}; }
TriangleRegion Edge(TriangleEdge e) { return {TriangleRegion::Kind::kEdge, Corner::kTopLeft, e}; }
const TriangleRegion kInside{};

TEST(Triangle, VerticesStartAtTheRightAngleAndRunClockwise) {
    const auto v = Vertices(kTile);
    EXPECT_EQ(v[0], (Vec2{100, 100}));
    EXPECT_EQ(v[1], (Vec2{0, 100}));
    EXPECT_EQ(v[2], (Vec2{100, 0}));
}

TEST(CollideTriangle, AcrossTheHypotenuse) {
    // (40, 40): x + y = 80, so 20/√2 from the line; the foot is (50, 50).
    const Contact c = Collide(Circle{{40, 40}, 15}, kTile);
    EXPECT_NEAR(c.distance, 20 / std::sqrt(2.0), 1e-12);
    EXPECT_TRUE(Near(c.closest, {50, 50}, 1e-12));
    EXPECT_TRUE(Near(c.normal, {-kHalfSqrt2, -kHalfSqrt2}, 1e-15));
    EXPECT_EQ(c.feature, Feature::kEdge);
    EXPECT_TRUE(c.hit);
    EXPECT_FALSE(c.inside);
    EXPECT_NEAR(c.depth, 15 - 20 / std::sqrt(2.0), 1e-12);
    EXPECT_EQ(ClassifyTriangle(kTile, {40, 40}), Edge(TriangleEdge::kHypotenuse));
}

TEST(CollideTriangle, FacingTheLegs) {
    const Contact right = Collide(Circle{{108, 50}, 10}, kTile);
    EXPECT_EQ(right.closest, (Vec2{100, 50}));
    EXPECT_EQ(right.normal, (Vec2{1, 0}));
    EXPECT_DOUBLE_EQ(right.distance, 8);
    EXPECT_EQ(ClassifyTriangle(kTile, {108, 50}), Edge(TriangleEdge::kRight));

    const Contact bottom = Collide(Circle{{50, 107}, 10}, kTile);
    EXPECT_EQ(bottom.closest, (Vec2{50, 100}));
    EXPECT_EQ(bottom.normal, (Vec2{0, 1}));
    EXPECT_DOUBLE_EQ(bottom.distance, 7);
    EXPECT_EQ(ClassifyTriangle(kTile, {50, 107}), Edge(TriangleEdge::kBottom));
}

TEST(CollideTriangle, OffEachVertex) {
    const Contact top = Collide(Circle{{110, -10}, 10}, kTile);
    EXPECT_EQ(top.closest, (Vec2{100, 0}));
    EXPECT_EQ(top.feature, Feature::kCorner);
    EXPECT_NEAR(top.distance, std::sqrt(200.0), 1e-12);
    EXPECT_TRUE(Near(top.normal, {kHalfSqrt2, -kHalfSqrt2}, 1e-15));
    EXPECT_EQ(ClassifyTriangle(kTile, {110, -10}), Vertex(Corner::kTopRight));

    const Contact left = Collide(Circle{{-5, 110}, 10}, kTile);
    EXPECT_EQ(left.closest, (Vec2{0, 100}));
    EXPECT_NEAR(left.distance, std::sqrt(125.0), 1e-12);
    EXPECT_EQ(ClassifyTriangle(kTile, {-5, 110}), Vertex(Corner::kBottomLeft));

    const Contact rightAngle = Collide(Circle{{103, 104}, 10}, kTile);
    EXPECT_EQ(rightAngle.closest, (Vec2{100, 100}));
    EXPECT_DOUBLE_EQ(rightAngle.distance, 5);
    EXPECT_TRUE(Near(rightAngle.normal, {0.6, 0.8}, 1e-15));
    EXPECT_EQ(ClassifyTriangle(kTile, {103, 104}), Vertex(Corner::kBottomRight));
}

TEST(CollideTriangle, BeyondTheAcuteVertexAlongTheHypotenuseLine) {
    // (120, −20) lies on the hypotenuse's line but past its end: the vertex is nearest.
    EXPECT_EQ(ClassifyTriangle(kTile, {120, -20}), Vertex(Corner::kTopRight));
    // Above the tile's top-right vertex the hypotenuse is still nearer than the vertex:
    // from (60, −20) the foot is (90, 10), 60/√2 ≈ 42.4 away, the vertex √2000 ≈ 44.7.
    const Contact c = Collide(Circle{{60, -20}, 1}, kTile);
    EXPECT_TRUE(Near(c.closest, {90, 10}, 1e-12));
    EXPECT_EQ(ClassifyTriangle(kTile, {60, -20}), Edge(TriangleEdge::kHypotenuse));
}

TEST(CollideTriangle, InsideLeavesThroughTheNearestEdge) {
    const Contact nearRight = Collide(Circle{{95, 60}, 10}, kTile);
    EXPECT_TRUE(nearRight.inside);
    EXPECT_EQ(nearRight.closest, (Vec2{100, 60}));
    EXPECT_EQ(nearRight.normal, (Vec2{1, 0}));
    EXPECT_DOUBLE_EQ(nearRight.distance, -5);
    EXPECT_DOUBLE_EQ(nearRight.depth, 15);

    // (60, 60) is 20/√2 ≈ 14.1 inside the hypotenuse, 40 from either leg.
    const Contact nearHyp = Collide(Circle{{60, 60}, 10}, kTile);
    EXPECT_TRUE(nearHyp.inside);
    EXPECT_TRUE(Near(nearHyp.closest, {50, 50}, 1e-12));
    EXPECT_TRUE(Near(nearHyp.normal, {-kHalfSqrt2, -kHalfSqrt2}, 1e-15));
    EXPECT_NEAR(nearHyp.distance, -20 / std::sqrt(2.0), 1e-12);
    EXPECT_EQ(ClassifyTriangle(kTile, {60, 60}), kInside);
}

TEST(CollideTriangle, CentreOnTheHypotenuseAndOnAVertex) {
    const Contact onHyp = Collide(Circle{{50, 50}, 5}, kTile);
    EXPECT_EQ(onHyp.distance, 0.0);
    EXPECT_FALSE(onHyp.inside);
    EXPECT_TRUE(onHyp.hit);
    EXPECT_EQ(onHyp.feature, Feature::kEdge);
    EXPECT_TRUE(Near(onHyp.normal, {-kHalfSqrt2, -kHalfSqrt2}, 1e-15));

    const Contact onVertex = Collide(Circle{{100, 0}, 5}, kTile);
    EXPECT_EQ(onVertex.distance, 0.0);
    EXPECT_EQ(onVertex.feature, Feature::kCorner);
    // The normal bisects the hypotenuse's (−1, −1)/√2 and the right leg's (1, 0).
    const Vec2 bisector = NormalizeOr(Vec2{1 - kHalfSqrt2, -kHalfSqrt2}, kUp);
    EXPECT_TRUE(Near(onVertex.normal, bisector, 1e-12));
}

// For every missing corner: a centre 10 px from the tile's centre towards the missing corner is
// across the hypotenuse, whose midpoint (50, 50) is nearest; a centre beyond the opposite corner
// is nearest to the right-angle vertex.
class MissingCorner : public ::testing::TestWithParam<Corner> {};

TEST_P(MissingCorner, HypotenuseFacesTheMissingCorner) {
    const Corner missing = GetParam();
    const Triangle tile{{0, 0}, {100, 100}, missing};
    const Vec2 towards = BoxCorner({-1, -1}, {1, 1}, missing);  // (±1, ±1)
    const Vec2 p = Vec2{50, 50} + towards * 10;
    const Contact c = Collide(Circle{p, 20}, tile);
    EXPECT_TRUE(Near(c.closest, {50, 50}, 1e-12));
    EXPECT_NEAR(c.distance, std::sqrt(200.0), 1e-12);
    EXPECT_TRUE(Near(c.normal, towards * kHalfSqrt2, 1e-15));
    EXPECT_TRUE(c.hit);
    EXPECT_EQ(ClassifyTriangle(tile, p), Edge(TriangleEdge::kHypotenuse));

    const Corner rightAngle = Opposite(missing);
    const Vec2 corner = BoxCorner({0, 0}, {100, 100}, rightAngle);
    const Vec2 beyond = corner - towards * 3;
    const Contact r = Collide(Circle{beyond, 1}, tile);
    EXPECT_EQ(r.closest, corner);
    EXPECT_NEAR(r.distance, 3 * std::sqrt(2.0), 1e-12);
    EXPECT_EQ(ClassifyTriangle(tile, beyond), Vertex(rightAngle));

    // The missing corner itself is outside the tile, the opposite corner's neighbourhood inside.
    EXPECT_FALSE(Collide(Circle{BoxCorner({1, 1}, {99, 99}, missing), 0}, tile).inside);
    EXPECT_TRUE(Collide(Circle{BoxCorner({1, 1}, {99, 99}, rightAngle), 0}, tile).inside);
}

INSTANTIATE_TEST_SUITE_P(Worden, MissingCorner,
                         ::testing::Values(Corner::kTopLeft, Corner::kTopRight, Corner::kBottomLeft,
                                           Corner::kBottomRight),
                         [](const auto& info) {
                             std::string n(CornerName(info.param));
                             n.erase(n.find('-'), 1);
                             return n;
                         });

TEST(CollideTriangle, WordensLowerLeftInsideSlopeTest) {
    // Missing lower-left: the tile is the upper-right half; the centre is inside when
    // (X − Left) >= (Y − Top) for square tiles (Worden's case 5).
    const Triangle tile{{0, 0}, {100, 100}, Corner::kBottomLeft};
    EXPECT_TRUE(Collide(Circle{{70, 30}, 1}, tile).inside);
    EXPECT_FALSE(Collide(Circle{{30, 70}, 1}, tile).inside);
    EXPECT_EQ(ClassifyTriangle(tile, {30, 70}), Edge(TriangleEdge::kHypotenuse));
}

TEST(CollideTriangle, RotatedTileTurnsItsAnswer) {
    // The tile turned 90° clockwise about its centre (50, 50): local (x, y) -> (−y, x), so the
    // right angle at (100, 100) moves to (0, 100) and the hypotenuse becomes the line y = x.
    const Triangle turned{{0, 0}, {100, 100}, Corner::kTopLeft, 90};
    const auto v = Vertices(turned);
    EXPECT_TRUE(Near(v[0], {0, 100}));
    const Contact c = Collide(Circle{{60, 40}, 5}, turned);
    EXPECT_TRUE(Near(c.closest, {50, 50}, 1e-12));
    EXPECT_TRUE(Near(c.normal, {kHalfSqrt2, -kHalfSqrt2}, 1e-15));
    EXPECT_EQ(ClassifyTriangle(turned, {60, 40}), Edge(TriangleEdge::kHypotenuse));
}

TEST(TriangleRegionNames, ReadAsWords) {
    EXPECT_EQ(RegionName(Vertex(Corner::kTopRight)), "vertex top-right");
    EXPECT_EQ(RegionName(Edge(TriangleEdge::kHypotenuse)), "edge hypotenuse");
    EXPECT_EQ(RegionName(kInside), "inside");
    EXPECT_EQ(SideOf(Corner::kTopLeft, Corner::kBottomLeft), TriangleEdge::kLeft);
}

}  // namespace
}  // namespace circlelab
