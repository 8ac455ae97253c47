// The timeline: stepping back to a kept state and going on gives the very same run again, and the
// trails are the bodies' recent centres.
#include <gtest/gtest.h>

#include <string>

#include "core/io/scene_json.h"
#include "core/physics/timeline.h"

namespace circlelab::physics {
namespace {

TEST(Timeline, GoingOnFromAKeptStateRepeatsTheRunExactly) {
    const SceneLoad load = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/10_stress_balls.json");
    ASSERT_TRUE(load.scene);
    Scene scene = *load.scene;
    Simulation sim(scene);
    Timeline timeline(10.0);
    for (int i = 0; i < 300; ++i) {
        sim.Step();
        timeline.Record(sim);
    }
    const std::vector<Body> first = scene.bodies;
    // Back to the state after step 100, then the same 200 steps again.
    sim.Restore(timeline.at(99));
    EXPECT_EQ(sim.steps(), 100);
    timeline.KeepUpTo(99);
    EXPECT_EQ(timeline.size(), 100u);
    for (int i = 0; i < 200; ++i) {
        sim.Step();
        timeline.Record(sim);
    }
    EXPECT_EQ(sim.steps(), 300);
    ASSERT_EQ(scene.bodies.size(), first.size());
    for (std::size_t b = 0; b < first.size(); ++b) EXPECT_EQ(scene.bodies[b], first[b]) << "body " << b;
}

TEST(Timeline, KeepsOnlyTheLastSeconds) {
    Scene scene;
    Body ball;
    ball.circle = {{0, 0}, 5};
    ball.velocity = {120, 0};
    scene.bodies.push_back(ball);
    Simulation sim(scene);
    Timeline timeline(1.0);  // 120 steps
    for (int i = 0; i < 500; ++i) {
        sim.Step();
        timeline.Record(sim);
    }
    EXPECT_EQ(timeline.size(), 120u);
    EXPECT_EQ(timeline.at(0).steps, 381);
    // The trail of the last half second: 61 centres 1 px apart (120 px/s at 120 steps a second).
    const auto trails = timeline.Trails(0.5, 8);
    ASSERT_EQ(trails.size(), 1u);
    ASSERT_EQ(trails[0].size(), 61u);
    EXPECT_NEAR(trails[0].back().x - trails[0].front().x, 60.0, 1e-9);
}

}  // namespace
}  // namespace circlelab::physics
