// The classic tutorials' algorithms on hand-worked cases from their tutorials, and on the cases
// where each is known to go wrong.
#include <gtest/gtest.h>

#include "core/classic/classic.h"
#include "core/collide/contact.h"
#include "core/collide/region.h"

namespace circlelab::classic {
namespace {

const Rect kBox{{0, 0}, {100, 50}, 0};

bool Hit(const Verdict& v) { return v.hit.value_or(false); }

// --- Lazy Foo', "Circular Collision Detection" ---------------------------------------------

TEST(LazyFoo, CirclesCompareTheDistanceWithTheSumOfRadii) {
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kLazyFoo, {{0, 0}, 10}, Circle{{15, 0}, 5})));  // 15 is not < 15
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kLazyFoo, {{0, 0}, 10}, Circle{{14, 0}, 5})));
}

TEST(LazyFoo, TheCrossCatchesAFace) {
    // The vertical bar of the cross, y from −15 to 5, reaches into the box's top.
    const Verdict v = Evaluate(Algorithm::kLazyFoo, {{50, -5}, 10}, kBox);
    EXPECT_TRUE(Hit(v));
    EXPECT_EQ(v.steps.at(2), "vertical bar of the cross overlaps the box: yes");
}

TEST(LazyFoo, ACornerInsideTheCircleAndThePublishedSlip) {
    // Off the top-left corner: corner 1 is 5 away, inside r = 10; the cross misses the box.
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kLazyFoo, {{-3, -4}, 10}, kBox)));
    // As printed, only corner 3 (bottom-left, (0, 50)) is tested: √(9 + 54²) ≈ 54.1 -> miss.
    const Verdict published = Evaluate(Algorithm::kLazyFooPublished, {{-3, -4}, 10}, kBox);
    EXPECT_FALSE(Hit(published));
    EXPECT_NE(published.steps.back().find("miss"), std::string::npos);
    // Near corner 3 both versions agree.
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kLazyFooPublished, {{-3, 54}, 10}, kBox)));
}

TEST(LazyFoo, IntegerTruncationTurnsAHitIntoAMiss) {
    // Exact: the box starts at x = 20, the centre is 9.1 away and r = 9.95 -> hit.
    const Circle c{{10.9, 5}, 9.95};
    const Rect box{{20, 0}, {10, 10}, 0};
    EXPECT_TRUE(Collide(c, box).hit);
    // As ints: centre (10, 5), r 9: the horizontal bar ends at 19, before the box; the nearest
    // corner is √125 ≈ 11.2 away.
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kLazyFoo, c, box)));
}

TEST(LazyFoo, SaysWhenItDoesNotApply) {
    EXPECT_FALSE(Evaluate(Algorithm::kLazyFoo, {{0, 0}, 5}, Rect{{0, 0}, {10, 10}, 30}).hit.has_value());
    const Verdict tile = Evaluate(Algorithm::kLazyFoo, {{0, 0}, 5}, Triangle{{0, 0}, {10, 10}, Corner::kTopLeft, 0});
    EXPECT_FALSE(tile.hit.has_value());
    EXPECT_NE(tile.notApplicable.find("no triangle"), std::string::npos);
}

// --- Worden, "Mixed Bounding Types" ---------------------------------------------------------

TEST(Worden, TheClampTest) {
    const Rect box{{0, 100}, {100, 50}, 0};
    const Verdict v = Evaluate(Algorithm::kWorden, {{40, 92}, 10}, box);  // clamp (40, 100), 8 away
    EXPECT_TRUE(Hit(v));
    EXPECT_EQ(v.steps.at(2), "clamp the centre into the rectangle: (40, 100)");
    // As printed the distance goes to (TestX, TextY) = (40, 0): 92 away -> miss.
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kWordenPublished, {{40, 92}, 10}, box)));
}

TEST(Worden, LongRoundsHalfToEven) {
    // 20.5 rounds to 20 (even): the centre ends up 10 from the box edge at 30 -> not < 10.
    const Rect box{{30, 0}, {10, 10}, 0};
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kWorden, {{20.5, 5}, 10}, box)));
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kWorden, {{21.5, 5}, 10}, box)));  // 21.5 -> 22, 8 away
}

// His LowerLeft tile: the 100 x 100 tile missing its bottom-left corner is the triangle
// (0, 0), (100, 0), (100, 100); the hypotenuse is the line y = x.
const Triangle kLowerLeft{{0, 0}, {100, 100}, Corner::kBottomLeft, 0};

TEST(Worden, CaseFiveInsideBySlope) {
    const Verdict v = Evaluate(Algorithm::kWorden, {{70, 30}, 1}, kLowerLeft);
    EXPECT_TRUE(Hit(v));
    EXPECT_EQ(v.steps.back(), "centre inside the tile (case 5: Xcheck and Ycheck) -> hit");
}

TEST(Worden, RectangleCasesRightOfOrAboveTheTile) {
    const Verdict v = Evaluate(Algorithm::kWorden, {{105, 50}, 10}, kLowerLeft);
    EXPECT_TRUE(Hit(v));
    EXPECT_EQ(v.steps.at(2), "centre right of the tile or above it: the rectangle cases 1, 2, 3, 6, 7");
}

TEST(Worden, CaseFourWalksTheHypotenuse) {
    // (30, 70) is 40/√2 ≈ 28.3 from the line y = x; the walk passes (50, 50), 28.3 away.
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kWorden, {{30, 70}, 30}, kLowerLeft)));
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kWorden, {{30, 70}, 28}, kLowerLeft)));
    EXPECT_EQ(Collide(Circle{{30, 70}, 28}, kLowerLeft).hit, false);
}

// Beside the angled face is all case 4 to Worden, the ends of the face included; there the exact
// regions name a vertex, and the step says which partition its "case 4" is.
TEST(Worden, CaseFourPastAnEndOfTheFaceSaysItIsHisPartition) {
    // Left of the tile, level with the middle of the face: the exact region is case 4 too.
    const Verdict middle = Evaluate(Algorithm::kWorden, {{-10, 40}, 5}, kLowerLeft);
    EXPECT_EQ(RegionOf(kLowerLeft, {-10, 40}, RegionNaming::kWorden), "case 4");
    EXPECT_EQ(middle.steps.at(2), "centre beside the angled face: case 4");
    // Left of the face's end (0, 0) and past it: the exact region is its vertex, case 1. The
    // verdict is still the walk's: (1, 1) is √457 ≈ 21.4 from the centre, inside r = 25.
    const Verdict end = Evaluate(Algorithm::kWorden, {{-20, 5}, 25}, kLowerLeft);
    EXPECT_EQ(RegionOf(kLowerLeft, {-20, 5}, RegionNaming::kWorden), "case 1");
    EXPECT_EQ(end.steps.at(2),
              "centre beside the angled face: case 4 as Worden divides the tile (the exact regions call this "
              "centre case 1, the vertex at an end of the face)");
    EXPECT_TRUE(Hit(end));
    // A tile missing its top-right corner is mirrored onto his: past its corner (100, 100).
    const Triangle upperRight{{0, 0}, {100, 100}, Corner::kTopRight, 0};
    const Verdict mirrored = Evaluate(Algorithm::kWorden, {{120, 95}, 10}, upperRight);
    const std::string exact = RegionOf(upperRight, {120, 95}, RegionNaming::kWorden);
    EXPECT_TRUE(exact == "case 1" || exact == "case 7") << exact;
    EXPECT_EQ(mirrored.steps.at(3), "centre beside the angled face: case 4 as Worden divides the mirrored tile "
                                    "(the exact regions call this centre " + exact + ", the vertex at an end of the face)");
    EXPECT_FALSE(Hit(mirrored));  // 20.6 from the corner
}

TEST(Worden, QuickRejectionByTheHypotenuseLength) {
    // Hyp = √(10² + (100√2)²) ≈ 141.8; (−150, 250) is farther than that from both ends.
    const Verdict v = Evaluate(Algorithm::kWorden, {{-150, 250}, 10}, kLowerLeft);
    EXPECT_FALSE(Hit(v));
    EXPECT_NE(v.steps.back().find("quick rejection"), std::string::npos);
}

TEST(Worden, TheUnitWalkMissesATouchOnATallThinTile) {
    // Tile 4 x 100 missing its bottom-left: hypotenuse from (0, 0) to (4, 100). At y = 13 the
    // line is at x = 0.52, so the centre (0, 13) is 0.52 · cos(2.3°) ≈ 0.52 away: a hit for r = 1.
    const Triangle tall{{0, 0}, {4, 100}, Corner::kBottomLeft, 0};
    const Circle c{{0, 13}, 1};
    EXPECT_TRUE(Collide(c, tall).hit);
    // The walk's points are rounded to whole pixels: (1, 13) is exactly 1 away (not < 1), and
    // the next, (1, 14), is √2 away: the distance grew, so the walk gives up.
    const Verdict v = Evaluate(Algorithm::kWorden, c, tall);
    EXPECT_FALSE(Hit(v));
    EXPECT_EQ(v.steps.back(), "step 14: the distance grows again (1.4 > 1.0) -> miss");
}

TEST(Worden, OtherTileTypesAreMirroredOntoLowerLeft) {
    // Missing top-right: the tile is the lower-left half, the hypotenuse y = x seen from above.
    const Triangle upperRight{{0, 0}, {100, 100}, Corner::kTopRight, 0};
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kWorden, {{30, 70}, 1}, upperRight)));   // inside
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kWorden, {{70, 30}, 20}, upperRight)));  // 28.3 from the slope
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kWorden, {{70, 30}, 30}, upperRight)));
}

// --- Godfrey, "Circle-Rectangle Collisions" and "Circle Collisions" ------------------------

TEST(Godfrey, CornerRegionTreatsTheCornerAsARadiusZeroCircle) {
    // Region I: the corner (0, 0) is 5 from (−3, −4); resolution −dist·(r/|dist| − 1) = (−3, −4).
    const Verdict v = Evaluate(Algorithm::kGodfrey, {{-3, -4}, 10}, kBox);
    EXPECT_TRUE(Hit(v));
    ASSERT_TRUE(v.resolution);
    EXPECT_NEAR(v.resolution->x, -3, 1e-12);
    EXPECT_NEAR(v.resolution->y, -4, 1e-12);
    // Off the corner but within the bounding square's reach: the broad phase passes, the
    // corner test says miss (11.3 > 10).
    EXPECT_FALSE(Hit(Evaluate(Algorithm::kGodfrey, {{-8, -8}, 10}, kBox)));
}

TEST(Godfrey, FaceRegionTreatsTheCircleAsItsBoundingSquare) {
    // Region II, 8 above the top: the square overlaps by 2 in y, −70 in x -> resolution (0, −2).
    const Verdict v = Evaluate(Algorithm::kGodfrey, {{40, -8}, 10}, kBox);
    EXPECT_TRUE(Hit(v));
    ASSERT_TRUE(v.resolution);
    EXPECT_EQ(*v.resolution, (Vec2{0, -2}));
    EXPECT_EQ(Collide(Circle{{40, -8}, 10}, kBox).Resolution(), (Vec2{0, -2}));
}

TEST(Godfrey, InsideNearAnEdgeTheSquarePushesTheWrongWay) {
    // Centre (12, 25) inside, 12 from the left edge: the exact resolution is (−22, 0). Godfrey's
    // face case compares the square's left (2) with the rectangle's left (0) and so measures
    // the overlap against the right edge (−98) and the bottom (−35): it pushes down by 35.
    const Verdict v = Evaluate(Algorithm::kGodfrey, {{12, 25}, 10}, kBox);
    ASSERT_TRUE(v.resolution);
    EXPECT_EQ(*v.resolution, (Vec2{0, 35}));
    EXPECT_EQ(Collide(Circle{{12, 25}, 10}, kBox).Resolution(), (Vec2{-22, 0}));
}

TEST(Godfrey, CirclesBySquaredDistance) {
    // |(−12, −16)| = 20 < 21: resolution (−12, −16) · (21/20 − 1) = (−0.6, −0.8).
    const Verdict v = Evaluate(Algorithm::kGodfrey, {{0, 0}, 10}, Circle{{12, 16}, 11});
    EXPECT_TRUE(Hit(v));
    ASSERT_TRUE(v.resolution);
    EXPECT_NEAR(v.resolution->x, -0.6, 1e-12);
    EXPECT_NEAR(v.resolution->y, -0.8, 1e-12);
    // Coincident centres: a hit whose resolution his formula cannot give (division by zero).
    const Verdict same = Evaluate(Algorithm::kGodfrey, {{5, 5}, 10}, Circle{{5, 5}, 11});
    EXPECT_TRUE(Hit(same));
    EXPECT_FALSE(same.resolution);
}

// --- migapro, "Circle and Rotated Rectangle Collision Detection", and the bounding box -------

TEST(Migapro, RotatesBackClampsAndCompares) {
    // [0,100]×[0,50] at 90° covers [25, 75] × [−25, 75]; (80, 25) is 5 right of it.
    const Verdict v = Evaluate(Algorithm::kMigapro, {{80, 25}, 10}, Rect{{0, 0}, {100, 50}, 90});
    EXPECT_TRUE(Hit(v));
    EXPECT_EQ(v.steps.at(0), "rotate the centre into the rect's frame: (80.0, 25.0) -> (50.0, -5.0)");
    EXPECT_EQ(v.steps.at(1), "clamp: (50.0, 0.0)");
    EXPECT_EQ(v.steps.at(2), "distance 5.0 < r 10.0 -> hit");
    EXPECT_FALSE(Evaluate(Algorithm::kMigapro, {{0, 0}, 5}, Circle{{0, 0}, 5}).hit.has_value());
}

TEST(BoundingBox, TheGrownBoxFalseHitOffACorner) {
    // (−8, −8) is 11.3 from the corner: a miss, but the bounding square reaches the box.
    EXPECT_FALSE(Collide(Circle{{-8, -8}, 10}, kBox).hit);
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kBoundingBox, {{-8, -8}, 10}, kBox)));
    // And off a slanted edge: the tile's bounding box is its whole rectangle.
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kBoundingBox, {{30, 70}, 5}, kLowerLeft)));
}

TEST(Classic, EveryAlgorithmHasANameAndASource) {
    for (Algorithm a : kAllAlgorithms) {
        EXPECT_FALSE(Name(a).empty());
        EXPECT_FALSE(Source(a).empty());
    }
    EXPECT_EQ(Name(Algorithm::kWordenPublished), "worden-published");
}

TEST(Classic, AgreeWithTheExactAnswerFarFromEveryEdge) {
    // Deep inside and far outside every applicable algorithm agrees with Collide.
    const Shape shapes[] = {kBox, Circle{{50, 25}, 20}, kLowerLeft, Rect{{0, 0}, {100, 50}, 30}};
    for (const Shape& s : shapes)
        for (Algorithm a : kAllAlgorithms) {
            const Verdict far = Evaluate(a, {{900, 900}, 10}, s);
            if (far.hit) {
                EXPECT_FALSE(*far.hit) << Name(a) << " " << TypeName(s);
            }
        }
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kWorden, {{90, 10}, 3}, kLowerLeft)));
    EXPECT_TRUE(Hit(Evaluate(Algorithm::kGodfrey, {{50, 25}, 3}, kBox)));
}

}  // namespace
}  // namespace circlelab::classic
