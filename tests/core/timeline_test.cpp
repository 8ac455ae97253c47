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

// A ball rests on a floor (shape 1; shape 0 is far away); its kept state carries that contact by
// the floor's index. Then shape 0 is deleted, so the floor is shape 0 and there is no shape 1, and
// the run is scrubbed back to the kept state and goes on: the stale contact must not name a shape
// that is gone (it read past the static world's end) nor push the ball against the wrong one.
TEST(Timeline, GoingOnFromAStateKeptBeforeAShapeWasDeletedIsSafe) {
    Scene scene;
    scene.settings.response = ResponseModel::kPhysical;
    scene.settings.gravity = {0, 600};
    scene.shapes.push_back(Rect({5000, 5000}, {10, 10}));
    scene.shapes.push_back(Rect({-200, 100}, {400, 20}));  // the floor, its top at y 100
    Body ball;
    ball.circle = {{0, 80}, 20};  // on it
    ball.elasticity = 0;          // resting, not hopping
    scene.bodies.push_back(ball);
    Simulation sim(scene);
    for (int i = 0; i < 30; ++i) sim.Step();  // a quarter of a second: resting, not yet asleep
    const SimulationState resting = sim.Save();
    ASSERT_FALSE(resting.contacts.empty());
    ASSERT_EQ(resting.contacts.front().shape, 1);
    scene.shapes.erase(scene.shapes.begin());
    ASSERT_TRUE(sim.SyncStatic());
    sim.Step();
    sim.Restore(resting);
    EXPECT_TRUE(sim.Save().contacts.empty());  // the old indices are not taken back
    for (int i = 0; i < 120; ++i) sim.Step();
    // The floor is still under it: the ball rests where it rested.
    EXPECT_NEAR(scene.bodies.front().circle.center.y, 80, 0.5);
    EXPECT_NEAR(scene.bodies.front().circle.center.x, 0, 1e-6);
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
