// Sleeping: a resting ball sleeps and wakes when hit or given a velocity, an island sleeps only
// when all of it rests and wakes whole, and a ball held still against its speed never sleeps.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/ball.h"
#include "core/physics/simulation.h"
#include "core/physics/sleep.h"

namespace circlelab::physics {
namespace {

using testing::Ball;
using testing::FloorScene;

// A ball dropped on a floor comes to rest, and half a second later sleeps (no velocity, no longer
// integrated: it keeps its place exactly); hit by another ball it wakes and moves.
TEST(Sleep, ARestingBallSleepsAndWakesWhenHit) {
    Scene s = FloorScene();
    s.bodies.push_back(Ball({100, 380}, 10, {}, 0.0));
    Simulation sim(s);
    int steps = 0;
    while (!s.bodies[0].asleep && steps < 600) sim.Step(), ++steps;
    ASSERT_TRUE(s.bodies[0].asleep);
    EXPECT_GE(steps, 60);  // at rest for half a second first
    const Vec2 where = s.bodies[0].circle.center;
    for (int i = 0; i < 120; ++i) sim.Step();
    EXPECT_EQ(s.bodies[0].circle.center, where);
    EXPECT_EQ(s.bodies[0].velocity, (Vec2{}));
    s.bodies.push_back(Ball({60, 390}, 10, {400, 0}, 0.0));
    s.bodies[1].friction = 0;
    for (int i = 0; i < 60; ++i) sim.Step();
    EXPECT_FALSE(s.bodies[0].asleep);
    EXPECT_GT(s.bodies[0].circle.center.x, where.x + 20);  // knocked along the floor
}

// A sleeping column of three balls is one island: a ball that strikes its top wakes all three in
// the same step, not one layer a step, so the column meets the blow as a whole.
TEST(Sleep, AStruckIslandWakesWhole) {
    Scene s = FloorScene();
    for (int i = 0; i < 3; ++i) s.bodies.push_back(Ball({100, 390.0 - 20 * i}, 10));
    Simulation sim(s);
    for (int i = 0; i < 240 && !(s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep); ++i) sim.Step();
    ASSERT_TRUE(s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep);
    s.bodies.push_back(Ball({60, 350}, 10, {300, 0}));
    for (int i = 0; i < 60 && s.bodies[2].asleep; ++i) {
        sim.Step();
        EXPECT_EQ(s.bodies[0].asleep, s.bodies[2].asleep) << "step " << i << ": the island woke in part";
        EXPECT_EQ(s.bodies[1].asleep, s.bodies[2].asleep) << "step " << i << ": the island woke in part";
    }
    EXPECT_FALSE(s.bodies[2].asleep);
}

// A sleeping ball given a velocity (a putt, a throw) wakes and goes; the tutorial model never sleeps.
TEST(Sleep, ASleepingBallWakesWhenStruckAndTheTutorialModelNeverSleeps) {
    Scene s = FloorScene();
    s.bodies.push_back(Ball({100, 390}, 10, {}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 240; ++i) sim.Step();
    ASSERT_TRUE(s.bodies[0].asleep);
    s.bodies[0].velocity = {0, -300};
    sim.Step();
    EXPECT_FALSE(s.bodies[0].asleep);
    EXPECT_LT(s.bodies[0].circle.center.y, 388);

    s.settings.response = ResponseModel::kTutorial;
    for (int i = 0; i < 600; ++i) {
        sim.Step();
        ASSERT_FALSE(s.bodies[0].asleep) << "step " << i;
    }
}

// Two balls resting against each other form one island: neither sleeps while the other moves.
TEST(Sleep, AnIslandSleepsOnlyWhenAllOfItRests) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {}, 0.0), Ball({20, 0}, 10, {}, 0.0), Ball({100, 0}, 10, {}, 0.0)};
    const std::vector<std::pair<int, int>> touching{{0, 1}};
    std::vector<int> scratch;
    bodies[1].velocity = {12, 0};
    for (int i = 0; i < 70; ++i) {
        bodies[1].circle.center.x += 0.1;  // creeps 12 px/s
        UpdateSleep(bodies, touching, -1, 1.0 / 120, scratch);
    }
    bodies[1].velocity = {};
    EXPECT_FALSE(bodies[0].asleep);
    EXPECT_FALSE(bodies[1].asleep);
    EXPECT_TRUE(bodies[2].asleep);  // alone and still
    for (int i = 0; i < 70; ++i) UpdateSleep(bodies, touching, -1, 1.0 / 120, scratch);
    EXPECT_TRUE(bodies[0].asleep);
    EXPECT_TRUE(bodies[1].asleep);
}

// A ball that stays where it is while its speed would carry it off in a step (held up by a sweep
// that ran out) is not at rest: it never falls asleep, so it never loses its energy that way.
TEST(Sleep, ABallThatDoesNotMoveWithItsSpeedNeverSleeps) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {}, 0.0)};
    bodies[0].velocity = {100000, 0};
    std::vector<int> scratch;
    for (int i = 0; i < 240; ++i) UpdateSleep(bodies, {}, -1, 1.0 / 120, scratch);
    EXPECT_FALSE(bodies[0].asleep);
    EXPECT_EQ(bodies[0].velocity, (Vec2{100000, 0}));
}

// The islands of UpdateSleep against the rule found afresh by a flood fill: balls joined by
// touching pairs (fixed balls join none) make an island, awake when one of its balls is held or is
// awake and has not rested kSleepAfter; an awake island wakes its sleepers (their velocity kept),
// any other sleeps whole, still. Random groups with and without a ball ready to sleep, sleepers
// touching balls awake, fixed balls, and a held ball asleep or awake: the update skips the islands
// when no ball is ready, and must come to the same.
TEST(Sleep, TheIslandsAreThoseAFloodFillFinds) {
    std::mt19937 rng(7);
    constexpr double dt = 1.0 / 120;
    std::vector<int> scratch;
    for (int trial = 0; trial < 4000; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 9);
        std::vector<Body> bodies;
        for (int i = 0; i < n; ++i) {
            Body b = Ball({20.0 * i, 0}, 10, {}, 0.0);
            b.restsAt = b.circle.center;
            b.fixed = rng() % 8 == 0;
            b.asleep = rng() % 3 == 0;
            if (b.asleep) {
                b.velocity = rng() % 2 ? Vec2{3, 0} : Vec2{};  // zeroed if it sleeps on, kept if woken
            } else {
                b.velocity = rng() % 3 == 0 ? Vec2{500, 0} : Vec2{};  // moving, or at rest
                b.still = rng() % 4 == 0 ? kSleepAfter : (rng() % 2 ? kSleepAfter - dt / 2 : 0.0);
            }
            bodies.push_back(b);
        }
        std::vector<std::pair<int, int>> touching;
        for (int p = static_cast<int>(rng() % (2 * n)); p > 0; --p) {
            const int a = static_cast<int>(rng() % n), b = static_cast<int>(rng() % n);
            if (a != b) touching.push_back({std::min(a, b), std::max(a, b)});
        }
        const int held = rng() % 4 == 0 ? static_cast<int>(rng() % n) : -1;
        // The rule, by hand: each ball's rest time after the step, then its island by flood fill.
        std::vector<double> still(n);
        std::vector<int> island(n, -1);
        for (int i = 0; i < n; ++i) {
            const Body& b = bodies[i];
            if (!b.fixed && !b.asleep) still[i] = i != held && b.velocity == Vec2{} ? std::min(b.still + dt, kSleepAfter) : 0.0;
        }
        std::vector<char> islandAwake;
        for (int i = 0; i < n; ++i) {
            if (bodies[i].fixed || island[i] >= 0) continue;
            const int id = static_cast<int>(islandAwake.size());
            islandAwake.push_back(0);
            std::vector<int> stack{i};
            island[i] = id;
            while (!stack.empty()) {
                const int at = stack.back();
                stack.pop_back();
                const Body& b = bodies[at];
                if (at == held || (!b.asleep && still[at] < kSleepAfter)) islandAwake[id] = 1;
                for (const auto& [x, y] : touching) {
                    const int other = x == at ? y : y == at ? x : -1;
                    if (other < 0 || bodies[other].fixed || island[other] >= 0) continue;
                    island[other] = id;
                    stack.push_back(other);
                }
            }
        }
        std::vector<Body> after = bodies;
        UpdateSleep(after, touching, held, dt, scratch);
        for (int i = 0; i < n; ++i) {
            const Body& b = bodies[i];
            if (b.fixed) continue;
            const bool awake = islandAwake[island[i]];
            ASSERT_EQ(after[i].asleep, !awake) << "trial " << trial << ", ball " << i;
            const Vec2 velocity = awake ? b.velocity : Vec2{};
            ASSERT_EQ(after[i].velocity, velocity) << "trial " << trial << ", ball " << i;
            if (!b.asleep) {
                ASSERT_EQ(after[i].still, still[i]) << "trial " << trial << ", ball " << i;
            }
        }
    }
}

// A held ball the user drags, even a fixed one, wakes the sleeping ball it is carried into,
// though no ball of the scene is awake: a step with nothing awake is skipped only when none is held.
TEST(Sleep, ABallHeldAndCarriedIntoASleeperWakesIt) {
    Scene s = FloorScene();
    s.bodies.push_back(Ball({100, 390}, 10, {}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 240; ++i) sim.Step();
    ASSERT_TRUE(s.bodies[0].asleep);
    Body hand = Ball({60, 390}, 10);
    hand.fixed = true;
    s.bodies.push_back(hand);
    sim.held = 1;
    for (int i = 0; i < 30 && s.bodies[0].asleep; ++i) {
        s.bodies[1].velocity = {600, 0};  // the pointer carries it on, as the lab does
        s.bodies[1].circle.center.x += 600.0 / 120;
        sim.Step();
    }
    EXPECT_FALSE(s.bodies[0].asleep);
}

}  // namespace
}  // namespace circlelab::physics
