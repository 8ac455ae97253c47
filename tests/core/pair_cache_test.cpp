// The broad phase kept between steps against a brute-force comparison of all pairs, step after
// step: balls that tremble in place (kept filed), a few that roll away (refiled), most flung at
// once (found by the grid instead), balls leaving the step and coming back, the count changing,
// and boxes huge or not finite.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "core/physics/pair_cache.h"

namespace circlelab::physics {
namespace {

// Every pair of the step's boxes that overlaps, in the order of two nested loops.
std::vector<BoxPair> AllPairs(const std::vector<Aabb>& boxes) {
    std::vector<BoxPair> pairs;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
        for (int j = i + 1; j < static_cast<int>(boxes.size()); ++j)
            if (BoxesOverlap(boxes[i], boxes[j])) pairs.push_back({i, j});
    return pairs;
}

struct World {
    std::vector<Vec2> at;
    std::vector<double> radius;
    std::vector<char> away;  // not in this step (asleep)
};

// The step's balls (those not away) and their boxes.
void StepBoxes(const World& w, std::vector<int>& ids, std::vector<Aabb>& boxes) {
    ids.clear();
    boxes.clear();
    for (int i = 0; i < static_cast<int>(w.at.size()); ++i) {
        if (w.away[i]) continue;
        ids.push_back(i);
        const Vec2 r{w.radius[i], w.radius[i]};
        boxes.push_back({w.at[i] - r, w.at[i] + r});
    }
}

World Pile(int n, std::mt19937& rng) {
    std::uniform_real_distribution<double> jitter(-0.5, 0.5), size(4, 8);
    World w;
    for (int i = 0; i < n; ++i) {
        w.at.push_back({(i % 40) * 12.0 + jitter(rng), (i / 40) * 12.0 + jitter(rng)});
        w.radius.push_back(size(rng));
        w.away.push_back(0);
    }
    return w;
}

// Runs `steps` steps of `move` on the world, checking every step's pairs.
template <class Move>
void Check(World& w, PairCache& cache, int steps, Move move) {
    std::vector<int> ids;
    std::vector<Aabb> boxes;
    std::vector<BoxPair> pairs;
    for (int step = 0; step < steps; ++step) {
        move(w, step);
        StepBoxes(w, ids, boxes);
        cache.Pairs(ids, boxes, static_cast<int>(w.at.size()), pairs);
        ASSERT_EQ(pairs, AllPairs(boxes)) << "step " << step;
    }
}

TEST(PairCache, TremblingRollingAndFlungBallsPairAsBruteForce) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> tremble(-0.05, 0.05), fling(-60, 60), unit(0, 1);
    World w = Pile(400, rng);
    PairCache cache;
    // A pile that trembles: filed once, then no ball leaves its grown box.
    Check(w, cache, 20, [&](World& x, int) {
        for (Vec2& p : x.at) p = p + Vec2{tremble(rng), tremble(rng)};
    });
    // A few balls roll through the pile (refiled as they go), while the rest tremble.
    Check(w, cache, 60, [&](World& x, int) {
        for (int i = 0; i < static_cast<int>(x.at.size()); ++i)
            x.at[i] = x.at[i] + (i % 37 == 0 ? Vec2{1.7, 0.9} : Vec2{tremble(rng), tremble(rng)});
    });
    // Most balls flung at once (the grid answers), then settling again (filed afresh).
    Check(w, cache, 3, [&](World& x, int) {
        for (Vec2& p : x.at) p = p + Vec2{fling(rng), fling(rng)};
    });
    Check(w, cache, 10, [&](World& x, int) {
        for (Vec2& p : x.at) p = p + Vec2{tremble(rng), tremble(rng)};
    });
    // Balls leave the step (asleep) and come back where they were or elsewhere.
    Check(w, cache, 40, [&](World& x, int step) {
        for (int i = 0; i < static_cast<int>(x.at.size()); ++i) {
            if (unit(rng) < 0.03) x.away[i] = !x.away[i];
            if (step % 10 == 9 && i % 50 == 0) x.at[i] = {unit(rng) * 480, unit(rng) * 120};
        }
    });
}

TEST(PairCache, HugeAndNotFiniteBoxesPairAsBruteForce) {
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> tremble(-0.05, 0.05);
    World w = Pile(200, rng);
    PairCache cache;
    Check(w, cache, 30, [&](World& x, int step) {
        for (Vec2& p : x.at) p = p + Vec2{tremble(rng), tremble(rng)};
        x.radius[5] = step < 10 ? 6 : step < 20 ? 400 : 6;  // over many cells: a wide ball
        x.at[9] = step == 15 ? Vec2{std::numeric_limits<double>::quiet_NaN(), 0} : Vec2{108, 0};
        x.at[13] = step == 25 ? Vec2{std::numeric_limits<double>::infinity(), 0} : Vec2{156, 0};
    });
}

TEST(PairCache, ACountThatChangesStartsAfresh) {
    std::mt19937 rng(3);
    World w = Pile(100, rng);
    PairCache cache;
    Check(w, cache, 5, [](World&, int) {});
    // The same names now mean other balls: one removed at the front shifts every index.
    w.at.erase(w.at.begin());
    w.radius.erase(w.radius.begin());
    w.away.erase(w.away.begin());
    Check(w, cache, 5, [](World&, int) {});
    // More balls than before, the new ones among the old.
    for (int i = 0; i < 50; ++i) {
        w.at.push_back(w.at[i] + Vec2{3, 3});
        w.radius.push_back(5);
        w.away.push_back(0);
    }
    Check(w, cache, 5, [](World&, int) {});
}

}  // namespace
}  // namespace circlelab::physics
