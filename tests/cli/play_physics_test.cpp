// `circlelab play` of the physics as people use it: running, stepping back, throwing and holding
// balls, the mini-golf hole and the two response models side by side.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cli_run.h"
#include "play_lines.h"

namespace {

using circlelab::JsonRef;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;
using namespace circlelab::testing::play;

// A teacher presses Space and waits: the physics runs for the time waited, on the virtual clock.
TEST(PlayPhysics, SpaceRunsThePhysicsForTheTimeWaited) {
    const std::vector<JsonRef> lines = Play("space.json", Script(kData + "physics.json",
                                                                 "{\"wait\": 0.5}, {\"key\": \"Space\"}, {\"wait\": 2}, "
                                                                 "{\"key\": \"Space\"}, {\"wait\": 1}"));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_FALSE(Flag(lines[0], "running"));
    EXPECT_EQ(Num(lines[0], "simulated"), 0);
    EXPECT_TRUE(Flag(lines[1], "running"));
    EXPECT_TRUE(Flag(lines[2], "running"));
    EXPECT_NEAR(Num(lines[2], "simulated"), 2.0, 2.5 / 60);  // 2 s, give or take the key's frames
    const double y = Pair(lines[2], "circle").second;
    EXPECT_GT(y, 201);     // it fell under gravity
    EXPECT_LE(y, 580.01);  // and the floor (its top at 600, the ball's radius 20) held it
    EXPECT_FALSE(Flag(lines[3], "running"));  // Space again pauses
    EXPECT_EQ(Num(lines[4], "simulated"), Num(lines[3], "simulated"));
    EXPECT_NEAR(Num(lines[4], "time"), 0.5 + 2 + 1 + 4.0 / 60, 1e-9);  // two frames per key press
}

// A teacher pauses a falling ball, steps back ten steps with ',' and forward ten with '.': the ball
// is where it was, to the last digit, for going on from a kept step repeats the run.
TEST(PlayPhysics, SteppingBackAndOnAgainRepeatsTheRun) {
    std::string steps = "{\"key\": \"Space\"}, {\"wait\": 0.5}, {\"key\": \"Space\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \",\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \".\"}";
    const std::string script =
        WriteTempFile("back.json", Script(kData + "physics.json", steps));
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 23u);
    const auto paused = Pair(lines[2], "circle");
    EXPECT_GT(paused.second, 201);  // it fell
    // Each ',' shows the step before: the ball higher up, and ten steps back it is 10/120 s earlier.
    for (int i = 3; i < 13; ++i) EXPECT_LT(Pair(lines[i], "circle").second, Pair(lines[i - 1], "circle").second) << i;
    EXPECT_FALSE(Flag(lines[12], "running"));
    const auto back = Pair(lines[12], "circle");
    EXPECT_GT(paused.second - back.second, 1.0);
    // Ten steps on: the very same place.
    EXPECT_EQ(Pair(lines[22], "circle"), paused);
    EXPECT_FALSE(Flag(lines[22], "running"));
}

// The same in the stress pile as it lands, where every step starts from the impulses its resting
// contacts took in the step before: those are kept with each step, so ten steps back and ten on
// the pile's first ball is where it was, to the last digit.
TEST(PlayPhysics, SteppingBackAndOnInTheLandingPileRepeatsTheRun) {
    std::string steps = "{\"wait\": 2.5}, {\"key\": \"Space\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \",\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \".\"}";
    const std::vector<JsonRef> lines = Play("pile-back.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json",
                                                                     steps));
    ASSERT_EQ(lines.size(), 22u);
    EXPECT_FALSE(Flag(lines[1], "running"));
    const auto paused = Pair(lines[1], "circle");
    EXPECT_NE(Pair(lines[11], "circle"), paused);  // ten steps back it was elsewhere
    EXPECT_EQ(Pair(lines[21], "circle"), paused);
}

// A student plays Worden's hole: a putt straight up the left of the island, then one across to
// the cup; the second rolls over the cup slowly enough to drop in. Two strokes on a par 3.
TEST(PlayPhysics, TheMiniGolfHoleIsPuttedInTwo) {
    const std::vector<JsonRef> lines = Play("golf.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json",
                                                                "{\"wait\": 0.2}, " + Drag(590, 530, 590, 595) +
                                                                ", {\"wait\": 5}, " + Drag(591, 164, 557, 174) +
                                                                ", {\"wait\": 3}, {\"key\": \"R\"}",
                                                                "\"points\": \"scene\", \"size\": [1280, 800]"));
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_EQ(Str(lines[2], "status"), "");  // the first putt stops short, on the green
    EXPECT_EQ(Str(lines[2], "golf"), "Stroke 1 \u00b7 par 3");  // the banner counts it
    EXPECT_GT(Pair(lines[2], "circle").second, 140);
    EXPECT_EQ(Pair(lines[4], "circle"), (std::pair{710.0, 130.0}));  // in the cup, at its centre
    EXPECT_EQ(Str(lines[4], "status"), "Holed in 2, under par. R plays the hole again.");
    EXPECT_EQ(Str(lines[4], "golf"), "Holed in 2, under par");  // and the banner says it too
    EXPECT_FALSE(Flag(lines[4], "dirty"));
    // R: the hole again, from the tee, and the last round's message gone.
    EXPECT_EQ(Str(lines[5], "status"), "");
    EXPECT_EQ(Str(lines[5], "golf"), "Par 3 \u00b7 drag back from the ball and release to putt");
    EXPECT_GT(Pair(lines[5], "circle").second, 500);
}

// A person grabs the top circle of Godfrey's thrown circles and throws it hard (thousands of px/s)
// down at the 12 px wall between the two halves, under either response model: it bounces back and
// never gets into the bottom half.
TEST(PlayPhysics, AThrowAtAThinWallBouncesBackUnderBothModels) {
    std::ifstream in(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json");
    const std::string tutorial((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string physical = tutorial;
    const std::string model = "\"response\": \"tutorial\"";
    const std::size_t at = physical.find(model);
    ASSERT_NE(at, std::string::npos);
    physical.replace(at, model.size(), "\"response\": \"physical\"");
    for (const std::string* scene : {&tutorial, static_cast<const std::string*>(&physical)}) {
        const std::string path = WriteTempFile("thrown.json", *scene);
        // Let go short of the wall (y 288: 22 px above touching it), still going at about 2,500 px/s:
        // a ball let go against the wall leaves with no speed into it (PlayLessons).
        std::string steps = "{\"wait\": 0.1}, {\"drag\": {\"from\": [512, 206], \"to\": [512, 290], \"seconds\": 0.034}}";
        for (int i = 0; i < 12; ++i) steps += ", {\"wait\": 0.05}";
        const std::vector<JsonRef> lines = Play("throw.json", Script(path, steps, "\"points\": \"scene\""));
        ASSERT_EQ(lines.size(), 14u);
        double fastest = 0;
        for (std::size_t i = 1; i < lines.size(); ++i) {
            fastest = std::max(fastest, std::abs(At(lines[i], "velocity").Item(1).Number()));
            // The wall's top face is at y 350; the circle's radius is 40.
            EXPECT_LE(Pair(lines[i], "circle").second, 310 + 0.01) << i << (scene == &tutorial ? " tutorial" : " physical");
        }
        EXPECT_GT(fastest, 1500) << "the throw was not hard";
    }
}

// The sandbox's circle at rest under a running physics falls asleep (drawn a little faded); a
// person who pauses and then drags it holds an awake ball, not a sleeping one carried about.
TEST(PlayPhysics, ACircleInTheHandIsAwakePausedOrNot) {
    const std::vector<JsonRef> lines = Play("wake.json", Script("",
                                                                "{\"key\": \"Space\"}, {\"wait\": 1.0}, {\"key\": \"Space\"}, "
                                                                "{\"mouse\": {\"down\": [800, 390]}}, {\"mouse\": {\"move\": [760, 420]}}",
                                                                "\"points\": \"scene\""));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_TRUE(Flag(lines[2], "asleep"));   // at rest for a second: asleep
    EXPECT_FALSE(Flag(lines[2], "running"));
    EXPECT_FALSE(Flag(lines[4], "asleep"));  // in the hand
}

// P on a running scene pauses it: the class predicts one moment, and V scores that moment (it
// scored a later one, while the balls had moved on). In a lesson the banner leaves the question to
// the step's prompt, which may ask for the push or the closest point rather than hit or miss.
TEST(PlayPhysics, PredictingPausesTheRunAndALessonsBannerDefersToItsStep) {
    const std::string running = WriteTempFile(
        "predict_running.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json",
                                       "{\"wait\": 0.2}, {\"key\": \"P\"}, {\"wait\": 0.5}"));
    const auto run = RunCircleLab("play " + running, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_TRUE(Flag(lines[0], "running"));
    EXPECT_FALSE(Flag(lines[1], "running"));
    EXPECT_EQ(Pair(lines[2], "circle"), Pair(lines[1], "circle"));  // still while the class predicts
    EXPECT_EQ(Str(lines[1], "banner").rfind("Predict: does the circle hit", 0), 0u) << Str(lines[1], "banner");

    const std::string lesson = WriteTempFile(
        "predict_lesson.json", Script("", "{\"key\": \"Right\"}", "\"lesson\": \"" CIRCLELAB_SOURCE_ASSETS "/lessons/04_godfrey_regions.json\""));
    const auto step = RunCircleLab("play " + lesson, false);
    ASSERT_EQ(step.status, 0) << step.out;
    const std::vector<JsonRef> stepLines = Lines(step.out);
    ASSERT_EQ(stepLines.size(), 1u);
    EXPECT_EQ(Str(stepLines[0], "banner").rfind("Predict: answer the step's question", 0), 0u) << Str(stepLines[0], "banner");
}

// A person drags the running top ball of Godfrey's thrown circles down across the wall between
// the halves: the ball stays in its half, on the wall, and slides along it after the pointer (it
// used to follow the pointer through the wall and sit in the other half).
TEST(PlayPhysics, AHeldBallIsNotPulledThroughAWall) {
    const std::vector<JsonRef> lines = Play("pull.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json",
                                                                "{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}, "
                                                                "{\"drag\": {\"from\": [512, 206], \"to\": [560, 470], \"seconds\": 0.5}}",
                                                                "\"points\": \"scene\""));
    ASSERT_EQ(lines.size(), 3u);
    const auto [x, y] = Pair(lines[2], "circle");
    EXPECT_LE(y, 310 + 1e-6);  // the wall's top face is at y 350, the radius 40
    EXPECT_GT(y, 300);         // pulled down onto it
    EXPECT_GT(x, 520);         // and along it after the pointer
}

// A throw keeps the pointer's own speed: a flick at 600 px/s leaves at about 600 px/s (the
// smoothing there was kept the slow start of the drag, 316 px/s), and a ball held still before it is
// let go drops with no speed at all (a press without a move threw it at 1,500 px/s, the speed of the
// pointer's way to the ball).
TEST(PlayPhysics, AThrowKeepsThePointersSpeedAndAStillReleaseThrowsNothing) {
    const std::string scene = CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json";
    std::string moves;
    for (int i = 1; i <= 6; ++i) moves += ", {\"mouse\": {\"move\": [" + std::to_string(512 + 10 * i) + ", 206]}}";
    const std::string flick = WriteTempFile(
        "flick.json", Script(scene,
                             "{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}" + moves +
                             ", {\"mouse\": {\"up\": [572, 206]}}"));
    const auto run = RunCircleLab("play " + flick, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 9u);
    // 10 window pixels a frame of 1/60 s; at this window's zoom a window pixel is `scale` scene px.
    const double scale = (Pair(lines[7], "circle").first - Pair(lines[2], "circle").first) / 50.0;
    const JsonRef thrown = At(lines[8], "velocity");
    EXPECT_NEAR(thrown.Item(0).Number(), 600 * scale, 60 * scale);
    EXPECT_NEAR(thrown.Item(1).Number(), 0, 1e-9);

    const std::string held = WriteTempFile(
        "held.json", Script(scene,
                            "{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}" + moves +
                            ", {\"wait\": 0.2}, {\"mouse\": {\"up\": [572, 206]}}"));
    const auto still = RunCircleLab("play " + held, false);
    ASSERT_EQ(still.status, 0) << still.out;
    const std::vector<JsonRef> stillLines = Lines(still.out);
    ASSERT_EQ(stillLines.size(), 10u);
    EXPECT_EQ(Pair(stillLines[8], "velocity"), std::pair(0.0, 0.0));  // held still: at rest, not the flick
    EXPECT_EQ(Pair(stillLines[9], "velocity"), std::pair(0.0, 0.0));
}

// A new player presses on the green beside the ball and drags to the cup, as the lab's other scenes
// let the circle be carried: in mini-golf the ball moves by putts alone (it was carried into the
// cup and "Holed in 0"), and the lab says how to putt.
TEST(PlayPhysics, TheGolfBallCannotBeCarriedIntoTheCup) {
    const std::vector<JsonRef> lines = Play("carry.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json",
                                                                 "{\"wait\": 0.2}, " + Drag(800, 450, 710, 130) +
                                                                 ", {\"wait\": 1}",
                                                                 "\"points\": \"scene\""));
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(Pair(lines[2], "circle"), Pair(lines[0], "circle"));  // still on the tee
    EXPECT_NE(Str(lines[2], "status").find("press on the ball, drag back and release to putt"), std::string::npos)
        << Str(lines[2], "status");
}

// Both response models at once: C runs the same scene under the other model beside this one, its
// balls ghosted over the scene. Godfrey's thrown circles run under his tutorial model, so the ghost
// is the physical model's run: the two start together and part where the models differ (the
// tutorial model's wall and circle responses); C again ends the comparison.
TEST(PlayPhysics, CompareRunsTheOtherModelBesideTheSceneAndTheRunsPart) {
    const std::string script = WriteTempFile(
        "compare.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json",
                               "{\"key\": \"C\"}, {\"wait\": 0.05}, {\"wait\": 4}, {\"key\": \"C\"}"));
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 4u);
    const auto apart = [&](JsonRef line) {
        const auto a = Pair(line, "circle"), b = Pair(At(line, "compare"), "circle");
        return std::hypot(a.first - b.first, a.second - b.second);
    };
    ASSERT_TRUE(lines[1].Find("compare"));
    EXPECT_EQ(Str(At(lines[1], "compare"), "model"), "physical");
    EXPECT_LT(apart(lines[1]), 1.0);  // branched from the run: together at first
    ASSERT_TRUE(lines[2].Find("compare"));
    // Four seconds on, the models have taken them apart, and their energies differ.
    EXPECT_GT(apart(lines[2]), 5.0);
    const double ghost = Num(At(lines[2], "compare"), "energy"), own = Num(At(lines[2], "compare"), "runEnergy");
    EXPECT_GT(std::abs(ghost - own), 0.05 * own);
    EXPECT_FALSE(lines[3].Find("compare"));  // C again: no comparison
    EXPECT_FALSE(Flag(lines[3], "dirty"));   // comparing is exploring, not editing
}

// The floor's "top" slider dragged while a ball rests on it and the physics runs: the ball falls
// onto the floor where it is now while the slider is still held, not only once it is let go (each
// change a widget makes tells the document, and the run takes the shapes again then).
TEST(PlayPhysics, AShapeMovedByItsSliderIsMetWhileTheSliderIsHeld) {
    const std::string scene = WriteTempFile(
        "slider_floor.json",
        "{\"name\": \"a ball on a floor\", \"description\": \"\", \"bodies\": [{\"x\": 400, \"y\": 250, \"r\": 30, "
        "\"elasticity\": 0}], \"shapes\": [{\"type\": \"rect\", \"x\": 100, \"y\": 400, \"w\": 700, \"h\": 60, \"angle\": 0}], "
        "\"settings\": {\"gravity\": [0, 980], \"running\": true, \"selected\": 0}}");
    // In the panel at 1280 x 800, the selected shape's "top" slider stands at (85, 418).
    const std::vector<JsonRef> lines = Play(
        "slider_floor_play.json",
        Script(scene, "{\"wait\": 1.5}, {\"mouse\": {\"down\": [85, 418]}}, {\"mouse\": {\"move\": [90, 418]}}, "
                      "{\"mouse\": {\"move\": [95, 418]}}, {\"wait\": 0.6}, {\"mouse\": {\"up\": [95, 418]}}",
               "\"size\": [1280, 800]"));
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_NEAR(Pair(lines[0], "circle").second, 370, 1);  // at rest on the floor's top at 400
    const double top = Num(At(At(lines[4], "contact"), "shape"), "y");
    ASSERT_GT(top, 440) << "the slider did not move the floor: has the panel's layout changed?";
    EXPECT_FALSE(Flag(lines[4], "dirty"));  // still held: the undo step is not closed yet
    EXPECT_NEAR(Pair(lines[4], "circle").second, top - 30, 1);
}

}  // namespace
