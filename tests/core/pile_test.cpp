// Deep piles in the physical model: 8,000 and 32,000 balls thrown into a closed tile box. Every
// ball stays inside the box (a pile 47 rows deep used to push thousands through the floor), and
// once landed no two balls overlap by a pixel (the 8,000-ball pile at 60 Hz kept balls inside
// each other); the goal beyond it, the whole pile asleep within 8 s of simulated time, is written
// down as a disabled test until it holds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/physics/simulation.h"
#include "pile_scene.h"

namespace circlelab::physics {
namespace {

struct PileCase {
    int balls;
    double rate;
};

class DeepPile : public ::testing::TestWithParam<PileCase> {};

// Runs the pile for 8 s of simulated time, looking four times a second that every ball is inside
// the box; returns the pile as it ends.
testing::Pile RunPile(int balls, double rate) {
    testing::Pile pile = testing::MakePile(balls);
    Simulation sim(pile.scene, rate);
    const Aabb& box = pile.inside;
    const int steps = static_cast<int>(std::lround(8 * rate));
    for (int step = 1; step <= steps; ++step) {
        sim.Step();
        if (step % static_cast<int>(rate / 4) != 0 && step != steps) continue;
        for (std::size_t i = 0; i < pile.scene.bodies.size(); ++i) {
            const Vec2 p = pile.scene.bodies[i].circle.center;
            EXPECT_TRUE(p.x > box.lo.x && p.x < box.hi.x && p.y > box.lo.y && p.y < box.hi.y)
                << "ball " << i << " left the box at (" << p.x << ", " << p.y << "), t = " << sim.time();
            if (::testing::Test::HasFailure()) return pile;
        }
    }
    return pile;
}

TEST_P(DeepPile, NeverLeavesItsBox) {
    const auto [balls, rate] = GetParam();
    RunPile(balls, rate);
}

// After 8 s the pile has landed (the last balls reach the floor after 2–4 s): no two balls press
// into each other by a pixel, measured independently of the step's grids.
TEST_P(DeepPile, PressesLessThanAPixelOnceLanded) {
    const auto [balls, rate] = GetParam();
    const testing::Pile pile = RunPile(balls, rate);
    EXPECT_LT(testing::DeepestOverlap(pile.scene.bodies), 1.0) << "of " << balls << " balls after 8 s at " << rate << " Hz";
}

// The goal of docs/physics.md not met yet: run with --gtest_also_run_disabled_tests. The 8,000-ball
// piles pass it; the 32,000-ball pile sleeps at 10.5 s: its landing presses balls 11 px together
// and, springing back, throws balls up that land again at 5–6 s (docs/physics.md, "Why the
// 32,000-ball pile misses 8 s").
TEST_P(DeepPile, DISABLED_SleepsWithinEightSeconds) {
    const auto [balls, rate] = GetParam();
    const testing::Pile pile = RunPile(balls, rate);
    const auto awake = std::count_if(pile.scene.bodies.begin(), pile.scene.bodies.end(), [](const Body& b) { return !b.asleep; });
    EXPECT_EQ(awake, 0) << "of " << balls << " balls after 8 s at " << rate << " Hz";
}

INSTANTIATE_TEST_SUITE_P(Piles, DeepPile,
                         ::testing::Values(PileCase{8000, 60}, PileCase{8000, 120}, PileCase{32000, 60}),
                         [](const auto& info) {
                             return std::to_string(info.param.balls) + "BallsAt" + std::to_string(static_cast<int>(info.param.rate)) + "Hz";
                         });

}  // namespace
}  // namespace circlelab::physics
