// The ball–ball broad phase against a brute-force comparison of all pairs: hand-made cases for
// the closed-box rule, then random balls of mixed radii, huge ones and ones far outside, up to the
// valid ranges of docs/architecture.md (coordinates and sizes up to 1e9 px).
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "core/physics/body_grid.h"

namespace circlelab::physics {
namespace {

// Every pair i < j whose boxes share a point, in the order of two nested loops.
std::vector<BoxPair> AllPairs(const std::vector<Aabb>& boxes) {
    std::vector<BoxPair> pairs;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
        for (int j = i + 1; j < static_cast<int>(boxes.size()); ++j) {
            const Aabb& p = boxes[i];
            const Aabb& q = boxes[j];
            const bool apartX = p.hi.x < q.lo.x || q.hi.x < p.lo.x;
            const bool apartY = p.hi.y < q.lo.y || q.hi.y < p.lo.y;
            if (!apartX && !apartY) pairs.push_back({i, j});
        }
    return pairs;
}

Aabb BallBox(double x, double y, double r) { return {{x - r, y - r}, {x + r, y + r}}; }

std::vector<BoxPair> GridPairs(const std::vector<Aabb>& boxes) {
    BodyGrid grid;
    std::vector<BoxPair> pairs;
    grid.Pairs(boxes, pairs);
    return pairs;
}

TEST(BodyGrid, OverlappingAndTouchingBoxesPairApartOnesDoNot) {
    const std::vector<Aabb> boxes = {
        BallBox(0, 0, 10),     // 0
        BallBox(15, 0, 10),    // 1: overlaps 0
        BallBox(35, 0, 10),    // 2: touches 1 edge to edge (x = 25), apart from 0
        BallBox(200, 200, 5),  // 3: alone
        BallBox(-20, 20, 10),  // 4: touches 0 at the corner (-10, 10)
    };
    EXPECT_EQ(GridPairs(boxes), (std::vector<BoxPair>{{0, 1}, {0, 4}, {1, 2}}));
}

TEST(BodyGrid, FewerThanTwoBoxesHaveNoPairs) {
    EXPECT_TRUE(GridPairs({}).empty());
    EXPECT_TRUE(GridPairs({BallBox(0, 0, 1)}).empty());
}

TEST(BodyGrid, BallsAtOnePointAllPair) {
    // Every box in the same cells: all n(n - 1)/2 pairs, each once.
    const std::vector<Aabb> boxes(40, BallBox(3, 4, 2));
    const std::vector<BoxPair> pairs = GridPairs(boxes);
    EXPECT_EQ(pairs.size(), 40u * 39u / 2u);
    EXPECT_EQ(pairs, AllPairs(boxes));
}

TEST(BodyGrid, AHugeBallMeetsEverySmallOneItCovers) {
    // One ball of r 1e9 over a field of small ones (the median cell stays small): it pairs with each.
    std::vector<Aabb> boxes;
    for (int i = 0; i < 300; ++i) boxes.push_back(BallBox(i % 20 * 30.0, i / 20 * 30.0, 5));
    boxes.push_back(BallBox(0, 0, 1e9));
    const std::vector<BoxPair> pairs = GridPairs(boxes);
    EXPECT_EQ(pairs, AllPairs(boxes));
    int withHuge = 0;
    for (const BoxPair& p : pairs) withHuge += p.b == 300;
    EXPECT_EQ(withHuge, 300);
}

// Random scenes of `count` balls: most of radius 1–20 in a square whose side keeps the density,
// some of mixed radii up to 500, a few huge (up to 1e9) and a few far outside (at up to ±1e9).
std::vector<Aabb> RandomBalls(std::mt19937_64& rng, int count, double huge, double farOut) {
    const double side = 30.0 * std::sqrt(static_cast<double>(count));
    std::uniform_real_distribution<double> pos(-side / 2, side / 2), unit(0, 1);
    std::vector<Aabb> boxes;
    for (int i = 0; i < count; ++i) {
        const double kind = unit(rng);
        double x = pos(rng), y = pos(rng), r = 1 + 19 * unit(rng);
        if (kind < huge) r = std::pow(10.0, 3 + 6 * unit(rng));             // 1e3 .. 1e9
        else if (kind < huge + farOut) {                                     // far outside
            x = (unit(rng) < 0.5 ? -1 : 1) * std::pow(10.0, 4 + 5 * unit(rng));
            y = (unit(rng) < 0.5 ? -1 : 1) * std::pow(10.0, 4 + 5 * unit(rng));
        } else if (kind < huge + farOut + 0.1) r = 20 + 480 * unit(rng);     // large
        else if (kind < huge + farOut + 0.15) r = 1e-6;                      // tiny
        boxes.push_back(BallBox(x, y, r));
    }
    return boxes;
}

TEST(BodyGrid, RandomBallsMatchAllPairs) {
    std::mt19937_64 rng(13);
    BodyGrid grid;  // one grid for every case: its kept storage must not leak between calls
    std::vector<BoxPair> pairs;
    long checked = 0;
    for (int round = 0; round < 60; ++round) {
        const int count = 2 + static_cast<int>(rng() % 700);
        const double huge = (round % 3 == 0) ? 0.0 : 0.01, farOut = (round % 4 == 0) ? 0.0 : 0.05;
        const std::vector<Aabb> boxes = RandomBalls(rng, count, huge, farOut);
        grid.Pairs(boxes, pairs);
        const std::vector<BoxPair> expected = AllPairs(boxes);
        ASSERT_EQ(pairs, expected) << "round " << round << ", " << count << " balls";
        checked += static_cast<long>(expected.size());
    }
    EXPECT_GT(checked, 10000);  // the cases do overlap: the comparison says something
}

TEST(BodyGrid, BoxesOnCellBordersAndAtTheValidLimits) {
    // Whole-number boxes that share edges exactly (every one lies on cell borders), and balls at
    // the corners of the valid range, ±1e9, some of size up to 1e9.
    std::mt19937_64 rng(7);
    for (int round = 0; round < 20; ++round) {
        std::vector<Aabb> boxes;
        for (int i = 0; i < 400; ++i) {
            const double x = static_cast<double>(rng() % 60), y = static_cast<double>(rng() % 60);
            const double w = static_cast<double>(1 + rng() % 4);
            boxes.push_back({{x, y}, {x + w, y + w}});
        }
        for (const double cx : {-1e9, 1e9})
            for (const double cy : {-1e9, 1e9}) {
                boxes.push_back(BallBox(cx, cy, 1));
                boxes.push_back(BallBox(cx, cy, static_cast<double>(1 + rng() % 1000000000)));
            }
        boxes.push_back(BallBox(0, 0, 1e9));
        ASSERT_EQ(GridPairs(boxes), AllPairs(boxes)) << "round " << round;
    }
}

TEST(BodyGrid, MostlyWideBoxesMatchAllPairs) {
    // When most boxes are many cells wide (the median is small but half are large), the wide ones
    // are looked up cell by cell or compared with all: the answer is the same.
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> pos(0, 3000), unit(0, 1);
    std::vector<Aabb> boxes;
    for (int i = 0; i < 600; ++i) boxes.push_back(BallBox(pos(rng), pos(rng), i % 2 ? 2 : 20 + 400 * unit(rng)));
    EXPECT_EQ(GridPairs(boxes), AllPairs(boxes));
}

}  // namespace
}  // namespace circlelab::physics
