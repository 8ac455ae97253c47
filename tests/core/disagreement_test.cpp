// Disagreement maps against areas worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

#include "core/classic/disagreement.h"
#include "core/draw/map_draw.h"
#include "core/io/query.h"
#include "core/io/report.h"
#include "core/io/scene_json.h"
#include "core/io/shape_json.h"

namespace circlelab::classic {
namespace {

constexpr double kPiValue = 3.14159265358979323846;
const Rect kBox{{0, 0}, {200, 100}, 0};

TEST(Disagreement, BoundingBoxIsWrongInTheFourCornerPieces) {
    // Off each corner the grown box claims the r × r square, the circle only a quarter disc:
    // 4 (r² − πr²/4) = 4 · 400 · (1 − π/4) ≈ 343.4 px² for r = 20.
    const DisagreementMap map = ComputeDisagreement(Algorithm::kBoundingBox, kBox, 20, 1.0);
    EXPECT_NEAR(map.area, 4 * 400 * (1 - kPiValue / 4), 20.0);
    EXPECT_TRUE(map.applies);
}

TEST(Disagreement, PublishedLazyFooMissesThreeQuarterDiscs) {
    // Corners 1, 2 and 4 are never tested: a quarter disc of radius r each is missed,
    // 3πr²/4 ≈ 942 px² for r = 20. On top of that, a bar of the cross has zero width and does not
    // count when the truncated centre lies exactly on the line of a box edge (a.x == leftB), so
    // next to each corner's two edge lines a strip at most 2 px wide and r long is missed too:
    // at most 8 · 2 · r = 320 px² more.
    const DisagreementMap map = ComputeDisagreement(Algorithm::kLazyFooPublished, kBox, 20, 1.0);
    const double quarterDiscs = 3 * kPiValue * 400 / 4;
    EXPECT_GE(map.area, quarterDiscs - 20);
    EXPECT_LE(map.area, quarterDiscs + 8 * 2 * 20);
    // The prose version misses only those strips.
    const DisagreementMap prose = ComputeDisagreement(Algorithm::kLazyFoo, kBox, 20, 1.0);
    EXPECT_LE(prose.area, 8 * 2 * 20);
    EXPECT_LT(prose.area, map.area - quarterDiscs + 20);
}

TEST(Disagreement, MigaproAgreesEverywhere) {
    const DisagreementMap map = ComputeDisagreement(Algorithm::kMigapro, Rect{{0, 0}, {200, 100}, 30}, 20, 2.0);
    EXPECT_EQ(map.differing, 0);
}

TEST(Disagreement, SaysWhenTheMethodDoesNotApply) {
    const DisagreementMap map = ComputeDisagreement(Algorithm::kMigapro, Circle{{0, 0}, 10}, 20, 2.0);
    EXPECT_FALSE(map.applies);
}

// Cancelled while it runs (a newer request came), the map stops at the next strip of rows: the
// rows done are the whole map's rows so far, and no row after them is computed.
TEST(Disagreement, StopsAtTheNextStripWhenCancelledDuringTheRun) {
    const DisagreementMap whole = ComputeDisagreement(Algorithm::kBoundingBox, kBox, 20, 1.0);
    int looks = 0;
    const DisagreementMap stopped = ComputeDisagreementUntil(Algorithm::kBoundingBox, kBox, 20, 1.0,
                                                             [&](const DisagreementMap&) { return ++looks == 3; });
    // Cancelled at the third look, after two strips: down to the corner pieces above the box.
    EXPECT_TRUE(stopped.cancelled);
    EXPECT_EQ(looks, 3);
    ASSERT_GT(stopped.rowsDone, 0);
    ASSERT_LT(stopped.rowsDone, whole.rows);
    const std::size_t done = std::size_t(stopped.rowsDone) * whole.columns;
    ASSERT_EQ(stopped.differs.size(), whole.differs.size());
    EXPECT_TRUE(std::equal(whole.differs.begin(), whole.differs.begin() + done, stopped.differs.begin()));
    EXPECT_TRUE(std::all_of(stopped.differs.begin() + done, stopped.differs.end(), [](std::uint8_t d) { return d == 0; }));
    EXPECT_GT(std::count(stopped.differs.begin(), stopped.differs.begin() + done, 1), 0);  // the strips had marked cells
}

// Cancelled before it starts (the request was already moot), it computes no row.
TEST(Disagreement, ACancelledRequestComputesNoRow) {
    std::atomic<bool> cancel{true};
    const DisagreementMap map = ComputeDisagreement(Algorithm::kWorden, kBox, 20, 1.0, &cancel);
    EXPECT_TRUE(map.cancelled);
    EXPECT_EQ(map.rowsDone, 0);
    EXPECT_EQ(map.differing, 0);
}

TEST(Disagreement, DrawsOneRectanglePerRunOfCells) {
    DisagreementMap map;
    map.columns = 4;
    map.rows = 1;
    map.cell = 2;
    map.differs = {1, 1, 0, 1};
    DrawList d;
    DrawDisagreement(map, d);
    ASSERT_EQ(d.polygons.size(), 2u);
    EXPECT_EQ(d.polygons[0].points[1], (Vec2{4, 0}));
}

TEST(Disagreement, SlicesAcrossFramesGiveTheSameMapAsOneRun) {
    // The browser has no worker thread: it computes a few rows a frame.
    const Shape tile = Triangle{{0, 0}, {120, 80}, Corner::kBottomLeft, 30};
    const DisagreementMap whole = ComputeDisagreement(Algorithm::kBoundingBox, tile, 15, 2.0);
    DisagreementMap sliced = StartDisagreement(Algorithm::kBoundingBox, tile, 15, 2.0);
    EXPECT_EQ(sliced.rowsDone, 0);
    int frames = 0;
    while (!ContinueDisagreement(sliced, Algorithm::kBoundingBox, tile, 15, 7)) ++frames;
    EXPECT_EQ(frames, (whole.rows + 6) / 7 - 1);
    EXPECT_EQ(sliced.differs, whole.differs);
    EXPECT_EQ(sliced.differing, whole.differing);
    EXPECT_GT(sliced.differing, 0);
    EXPECT_EQ(sliced.area, whole.area);
}

}  // namespace
}  // namespace circlelab::classic
