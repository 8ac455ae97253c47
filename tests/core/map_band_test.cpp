// The fast disagreement map against the map as it is defined: every cell's centre evaluated by
// the method with its steps (Evaluate) and by Collide. And the band on its own: wherever it
// settles a block without looking, every point of the block (on the grid or not) bears it out.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/classic/disagreement.h"
#include "core/classic/map_band.h"
#include "core/collide/contact.h"
#include "shape_random.h"

namespace circlelab::classic {
namespace {

using testing::RandomShapes;

// Whether the method disagrees with the exact answer at a centre: the map's definition.
bool DiffersSlowly(Algorithm a, const Circle& c, const Shape& shape) {
    const Verdict v = Evaluate(a, c, shape);
    return v.hit && *v.hit != Collide(c, shape).hit;
}

// The map cell by cell, with the full Evaluate (text and all), on the grid StartDisagreement sizes.
DisagreementMap BruteForce(Algorithm a, const Shape& shape, double radius, double cell) {
    DisagreementMap map = StartDisagreement(a, shape, radius, cell);
    for (int row = 0; row < map.rows && map.applies; ++row) {
        for (int col = 0; col < map.columns; ++col) {
            const Circle c{map.origin + Vec2{(col + 0.5) * map.cell, (row + 0.5) * map.cell}, radius};
            if (DiffersSlowly(a, c, shape)) {
                map.differs[static_cast<std::size_t>(row) * map.columns + col] = 1;
                ++map.differing;
            }
        }
    }
    map.rowsDone = map.rows;
    if (map.applies) map.area = double(map.differing) * map.cell * map.cell;
    return map;
}

// A shape the tutorials all have something to say about: mostly axis-aligned (Lazy Foo',
// Worden and Godfrey only take those), at times on whole pixels (where int and Long rounding
// bite), small or large, and sometimes turned.
Shape TestShape(RandomShapes& random) {
    const int kind = random.Int(0, 2);
    const bool whole = random.Int(0, 2) == 0;
    const double small = random.Int(0, 3) == 0 ? 12.0 : 160.0;
    Vec2 topLeft{random.Uniform(-150, 150), random.Uniform(-150, 150)};
    Vec2 size{random.Uniform(0.5, small), random.Uniform(0.5, small)};
    if (whole) {
        topLeft = {std::round(topLeft.x), std::round(topLeft.y)};
        size = {std::max(1.0, std::round(size.x)), std::max(1.0, std::round(size.y))};
    }
    const double angle = random.Int(0, 4) == 0 ? random.Uniform(-180, 180) : 0.0;
    switch (kind) {
        case 0: return Circle{topLeft, size.x / 2};
        case 1: return Rect{topLeft, size, angle};
        default: return Triangle{topLeft, size, static_cast<Corner>(random.Int(0, 3)), angle};
    }
}

double TestRadius(RandomShapes& random) {
    switch (random.Int(0, 3)) {
        case 0: return random.Uniform(0, 6);  // below the rounding allowances
        case 1: return std::round(random.Uniform(1, 60));
        default: return random.Uniform(0.5, 60);
    }
}

TEST(MapBand, TheFastMapIsTheBruteForceMapCellForCell) {
    RandomShapes random(1515);
    int compared = 0, withDisagreement = 0;
    for (int trial = 0; trial < 36; ++trial) {
        const Shape shape = TestShape(random);
        const double radius = TestRadius(random);
        // Cells of odd sizes put the centres at every offset from the pixel grid.
        const double cell = random.Uniform(2.0, 4.5);
        for (Algorithm a : kAllAlgorithms) {
            const DisagreementMap fast = ComputeDisagreement(a, shape, radius, cell);
            const DisagreementMap slow = BruteForce(a, shape, radius, cell);
            ASSERT_EQ(fast.applies, slow.applies);
            ASSERT_EQ(fast.columns, slow.columns);
            ASSERT_EQ(fast.rows, slow.rows);
            for (std::size_t i = 0; i < slow.differs.size(); ++i) {
                ASSERT_EQ(fast.differs[i], slow.differs[i])
                    << Name(a) << " trial " << trial << " r " << radius << " cell (" << i % slow.columns << ", "
                    << i / slow.columns << ")";
            }
            EXPECT_EQ(fast.differing, slow.differing);
            EXPECT_EQ(fast.area, slow.area);
            ++compared;
            withDisagreement += slow.differing > 0;
        }
    }
    // The comparison means something: many maps, many of them with red in them.
    EXPECT_GT(compared, 150);
    EXPECT_GT(withDisagreement, 40);
}

TEST(MapBand, TheVerdictAloneIsEvaluatesVerdict) {
    // Hit runs the same code as Evaluate without the text: the same answer everywhere.
    RandomShapes random(77);
    for (int i = 0; i < 12000; ++i) {
        const Shape shape = TestShape(random);
        // Half of the centres close around the shape, where Worden walks his hypotenuse.
        const Aabb box = Bounds(shape);
        const Vec2 near{box.lo.x + (box.hi.x - box.lo.x) * random.Uniform(-0.4, 1.4),
                        box.lo.y + (box.hi.y - box.lo.y) * random.Uniform(-0.4, 1.4)};
        const Circle c{i % 2 ? near : random.Point() * 0.5, TestRadius(random)};
        for (Algorithm a : kAllAlgorithms) ASSERT_EQ(Hit(a, c, shape), Evaluate(a, c, shape).hit) << Name(a) << " case " << i;
    }
}

TEST(MapBand, EverySettledBlockHoldsAtEveryPointInIt) {
    // Blocks of every size anywhere around the shape, answered as the map answers them (one
    // Collide at the middle, the reach to the farthest corner); where the band settles a block,
    // random points of it, off the map's grid, must all agree (or all disagree).
    RandomShapes random(4242);
    int settled = 0, disagreeing = 0;
    for (int trial = 0; trial < 1500; ++trial) {
        const Shape shape = TestShape(random);
        const double radius = TestRadius(random);
        const Algorithm a = kAllAlgorithms[random.Int(0, static_cast<int>(kAllAlgorithms.size()) - 1)];
        const MapBand band(a, shape, radius, 1000);
        const Aabb box = Bounds(shape);
        for (int b = 0; b < 20; ++b) {
            const Vec2 lo{random.Uniform(box.lo.x - radius - 60, box.hi.x + radius + 40),
                          random.Uniform(box.lo.y - radius - 60, box.hi.y + radius + 40)};
            const double side = std::exp(random.Uniform(std::log(0.5), std::log(80.0)));
            const Vec2 hi = lo + Vec2{side, side * random.Uniform(0.3, 1.0)};
            const Vec2 middle = (lo + hi) * 0.5;
            const double reach = Length(hi - lo) * 0.5 + band.Slack();
            const double d = Collide(Circle{middle, radius}, shape).distance;
            const BlockAnswer answer = band.Classify({lo, hi, d - reach, d + reach});
            if (answer == BlockAnswer::kLook) continue;
            ++settled;
            disagreeing += answer == BlockAnswer::kDisagree;
            for (int p = 0; p < 60; ++p) {
                // Corners and edges of the block too, where the bounds are tightest.
                const double u = p < 4 ? (p & 1) : random.Uniform(0, 1), v = p < 4 ? (p >> 1) : random.Uniform(0, 1);
                const Circle c{{lo.x + u * (hi.x - lo.x), lo.y + v * (hi.y - lo.y)}, radius};
                const std::optional<bool> hit = Hit(a, c, shape);
                if (answer == BlockAnswer::kDisagree) {
                    ASSERT_TRUE(hit.has_value()) << Name(a);
                    ASSERT_NE(*hit, Collide(c, shape).hit) << Name(a) << " trial " << trial;
                } else {
                    ASSERT_FALSE(hit && *hit != Collide(c, shape).hit)
                        << Name(a) << " trial " << trial << " at (" << c.center.x << ", " << c.center.y << ") r " << radius;
                }
            }
        }
    }
    EXPECT_GT(settled, 8000) << settled;
    EXPECT_GT(disagreeing, 200) << disagreeing;
}

TEST(MapBand, AMethodThatIsRightEverywhereLooksOnlyNearTheBoundary) {
    // migapro's band is the exact boundary d = r: a block well inside or well outside is settled.
    const Shape box = Rect{{0, 0}, {200, 100}, 30};
    const MapBand band(Algorithm::kMigapro, box, 20, 1000);
    EXPECT_EQ(band.Classify({{90, 40}, {110, 60}, -50, -30}), BlockAnswer::kAgree);
    EXPECT_EQ(band.Classify({{400, 400}, {420, 420}, 100, 130}), BlockAnswer::kAgree);
    EXPECT_EQ(band.Classify({{0, 0}, {10, 10}, 15, 25}), BlockAnswer::kLook);
}

TEST(MapBand, TheBoundingBoxDisagreesEverywhereBetweenTheGrownShapeAndTheGrownBox) {
    // Off a corner of a box turned 45°, inside its grown bounding box but far from the shape.
    const Shape diamond = Rect{{0, 0}, {100, 100}, 45};  // bounding box about (-20.7, -20.7)..(120.7, 120.7)
    const MapBand band(Algorithm::kBoundingBox, diamond, 10, 1000);
    EXPECT_EQ(band.Classify({{-25, -25}, {-20, -20}, 40, 50}), BlockAnswer::kDisagree);
    EXPECT_EQ(band.Classify({{-60, -60}, {-50, -50}, 80, 95}), BlockAnswer::kAgree);
}

TEST(MapBand, SlicedAndWholeMapsAgreeForEveryMethod) {
    // The browser computes a few rows a frame; the strips must not change a cell.
    const Shape tile = Triangle{{3, 7}, {90, 60}, Corner::kTopRight, 0};
    for (Algorithm a : kAllAlgorithms) {
        const DisagreementMap whole = ComputeDisagreement(a, tile, 12, 2.0);
        DisagreementMap sliced = StartDisagreement(a, tile, 12, 2.0);
        while (!ContinueDisagreement(sliced, a, tile, 12, 3)) {
        }
        EXPECT_EQ(sliced.differs, whole.differs) << Name(a);
        EXPECT_EQ(sliced.differing, whole.differing) << Name(a);
    }
}

}  // namespace
}  // namespace circlelab::classic
