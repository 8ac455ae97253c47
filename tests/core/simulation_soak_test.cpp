// The simulation's long runs (10^6 steps, about 45 s): built into the soak tests with the CTest
// label `soak`, registered when asked for (-DCIRCLELAB_SOAK_TESTS=ON, tests/CMakeLists.txt), so a
// plain `ctest` stays quick. Under the sanitizers they run 10^5 steps (CIRCLELAB_SOAK_STEPS).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/physics/simulation.h"

#ifndef CIRCLELAB_SOAK_STEPS
#define CIRCLELAB_SOAK_STEPS 1000000
#endif

namespace circlelab::physics {
namespace {

TEST(SimulationSoak, EnergyNeverIncreasesInABusySceneAndNothingIsNaN) {
    // Ten balls bouncing in a box with a triangle and a disc, e <= 1, no gravity, 10^6 steps.
    Scene s;
    s.tiles = TileMap{{0, 0}, 40, {"##########", "#4......3#", "#...#....#", "#........#", "#2......1#", "##########"}};
    s.shapes.push_back(Circle{{250, 140}, 18});
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> v(-600, 600), e(0.3, 1.0);
    for (int i = 0; i < 10; ++i) {
        Body b;
        b.circle = {{80.0 + 25 * i, 70.0 + 9 * (i % 4)}, 7.0 + i % 3};
        b.velocity = {v(rng), v(rng)};
        b.elasticity = e(rng);
        b.mass = 1 + i % 4;
        s.bodies.push_back(b);
    }
    Simulation sim(s);
    double energy = sim.KineticEnergy();
    const long steps = CIRCLELAB_SOAK_STEPS;
    for (long i = 0; i < steps; ++i) {
        sim.Step();
        const double now = sim.KineticEnergy();
        ASSERT_TRUE(std::isfinite(now)) << "step " << i;
        ASSERT_LE(now, energy * (1 + 1e-12) + 1e-9) << "step " << i;
        energy = now;
    }
    for (const Body& b : sim.scene().bodies) {
        EXPECT_TRUE(IsFinite(b.circle.center) && IsFinite(b.velocity));
        EXPECT_TRUE(b.circle.center.x > 40 && b.circle.center.x < 360 && b.circle.center.y > 40 && b.circle.center.y < 200);
    }
}

}  // namespace
}  // namespace circlelab::physics
