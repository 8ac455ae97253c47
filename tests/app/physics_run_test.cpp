// The physics run takes the scene's shapes and tiles again only when the document says they may
// have changed (its revision moved on): an edit, an undo, a shape dragged while the ball flies is
// met at once, and a frame without one costs no comparison of every shape and tile
// (app/model/physics_run.h, LabDocument::revision).
#include <gtest/gtest.h>

#include "app/input/gestures.h"
#include "app/model/physics_run.h"
#include "core/edit/commands.h"
#include "core/physics/simulation.h"

namespace circlelab::app {
namespace {

constexpr double kFrame = 1.0 / 60;

// A ball above a floor, falling under gravity, the physics running.
LabState FallingBall() {
    Scene scene;
    scene.name = "a ball over a floor";
    Body ball;
    ball.circle = {{200, 100}, 20};
    ball.elasticity = 0;  // lands and stays
    scene.bodies.push_back(ball);
    scene.shapes.push_back(Rect{{0, 300}, {400, 40}});
    scene.settings.gravity = {0, 980};
    LabState state;
    state.doc.Reset(scene);
    state.run.running = true;
    return state;
}

void RunFor(LabState& state, double seconds) {
    for (double t = 0; t < seconds; t += kFrame) AdvancePhysics(state, kFrame);
}

double BallY(const LabState& state) { return state.doc.scene().bodies.front().circle.center.y; }

TEST(PhysicsRun, WithoutAnEditTheStaticSceneIsNotTakenAgain) {
    LabState state = FallingBall();
    state.doc.viewer().overlays.compare = true;  // the comparison's copy too
    RunFor(state, 2.0);
    ASSERT_TRUE(state.run.sim);
    ASSERT_TRUE(state.run.otherSim);
    EXPECT_NEAR(BallY(state), 280, 2);  // resting on the floor
    EXPECT_EQ(state.run.synced.resyncs, 0);
}

TEST(PhysicsRun, AShapeEditedThroughTheDocumentIsWhatTheBallMeets) {
    LabState state = FallingBall();
    state.doc.viewer().overlays.compare = true;
    RunFor(state, 2.0);
    ASSERT_NEAR(BallY(state), 280, 2);
    // The floor goes: the ball falls on, in the run and in the comparison beside it.
    ASSERT_TRUE(state.doc.Edit("delete", [](Scene& s) { return edit::RemoveShape(s, 0); }));
    RunFor(state, 0.5);
    EXPECT_GT(BallY(state), 340);
    EXPECT_TRUE(state.run.otherScene->shapes.empty());
    EXPECT_GT(state.run.otherScene->bodies.front().circle.center.y, 340);
    EXPECT_EQ(state.run.synced.resyncs, 2);  // once for the run, once for the comparison
    // Undone, the floor and the ball are back as they were before the edit: the ball rests on it.
    state.doc.Undo();
    EXPECT_EQ(state.run.otherScene->shapes.size(), 0u);  // taken at the next frame, not before
    RunFor(state, 0.5);
    EXPECT_EQ(state.run.otherScene->shapes.size(), 1u);
    EXPECT_NEAR(BallY(state), 280, 2);
    // The floor moved 100 px down: the ball falls onto it where it is now.
    ASSERT_TRUE(state.doc.Edit("move", [](Scene& s) { return edit::PlaceShape(s, 0, {0, 400}); }));
    RunFor(state, 1.5);
    EXPECT_NEAR(BallY(state), 380, 2);
    EXPECT_EQ(state.run.synced.resyncs, 6);
}

// A shape dragged by the pointer while the physics runs changes the scene in place, frame by
// frame, within one undo step: each move is a change the run takes, before the drag ends.
TEST(PhysicsRun, AShapeDraggedWhileTheBallRunsIsMetWhereItIsNow) {
    LabState state = FallingBall();
    state.editor.editing = true;
    state.doc.viewer().selected = -1;  // no handles to grab: the press moves the shape
    RunFor(state, 2.0);
    ASSERT_NEAR(BallY(state), 280, 2);  // resting on the floor
    // Hold the floor and pull it 100 px down; the ball falls onto it while it is still held.
    BeginGesture(state, {300, 320}, 1, false, false);
    ContinueGesture(state, {300, 370});
    RunFor(state, 0.2);
    ContinueGesture(state, {300, 420});
    ASSERT_EQ(std::get<Rect>(state.doc.scene().shapes.front()).topLeft.y, 400);
    RunFor(state, 1.0);
    EXPECT_NEAR(BallY(state), 380, 2);  // on the floor where it is now, not where it was
    EndGesture(state, {300, 420}, 1);
    EXPECT_TRUE(state.doc.CanUndo());  // the drag is one undoable step
}

}  // namespace
}  // namespace circlelab::app
