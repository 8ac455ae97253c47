// The static shapes' broad phase: a query lists every shape whose box it meets, whatever its size,
// and a far query lists none of the large shapes (they used to be listed for every query).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/physics/static_grid.h"

namespace circlelab::physics {
namespace {

bool Meets(const Aabb& a, Vec2 lo, Vec2 hi) { return !(a.hi.x < lo.x || hi.x < a.lo.x || a.hi.y < lo.y || hi.y < a.lo.y); }

TEST(StaticGrid, ListsEveryShapeAQueryMeetsWhateverItsSize) {
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> pos(-1e5, 1e5), size(0.5, 1);
    std::vector<Aabb> boxes;
    for (int i = 0; i < 600; ++i) {
        const Vec2 lo{pos(rng), pos(rng)};
        const double scale = std::pow(10.0, i % 6);  // 1 px to 100,000 px
        boxes.push_back({lo, lo + Vec2{size(rng) * scale, size(rng) * scale}});
    }
    StaticGrid grid;
    grid.Build(boxes, 16);
    EXPECT_GT(grid.Levels(), 1);
    std::vector<int> out;
    for (int q = 0; q < 2000; ++q) {
        const Vec2 lo{pos(rng), pos(rng)};
        const Vec2 hi = lo + Vec2{size(rng) * 100, size(rng) * 100};
        grid.Query(lo, hi, out);
        std::vector<int> sorted = out;
        std::sort(sorted.begin(), sorted.end());
        ASSERT_TRUE(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) << "a shape listed twice";
        for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
            if (Meets(boxes[i], lo, hi)) ASSERT_TRUE(std::binary_search(sorted.begin(), sorted.end(), i)) << "shape " << i;
    }
}

// 400 rectangles each wider than 64 tiles, far from a query among small tiles: the query lists only
// what is near it, as many as if the wide rectangles were not there.
TEST(StaticGrid, FarWideShapesAreNotListed) {
    std::vector<Aabb> boxes;
    for (int c = 0; c < 100; ++c) boxes.push_back({{c * 16.0, 0}, {c * 16.0 + 16, 16}});  // a row of tiles
    for (int k = 0; k < 400; ++k) boxes.push_back({{0, 10000.0 + 50 * k}, {5000, 10040.0 + 50 * k}});
    StaticGrid grid;
    grid.Build(boxes, 16);
    std::vector<int> out;
    grid.Query({500, 4}, {520, 12}, out);
    EXPECT_LE(out.size(), 4u);
    for (const int i : out) EXPECT_LT(i, 100);
}

}  // namespace
}  // namespace circlelab::physics
