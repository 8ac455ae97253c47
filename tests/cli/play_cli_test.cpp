// `circlelab play`: scripted runs of the real lab, run as a teacher or a test would run them, and
// checked through the JSON line each step prints.
#include <gif_lib.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "cli_run.h"
#include "core/io/json.h"
#include "core/io/play_script.h"

namespace {

using circlelab::JsonRef;
using circlelab::JsonType;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;
using circlelab::testing::ReadWholeFile;

const std::string kData = CIRCLELAB_TEST_DATA "/play/";

// Every output line, parsed. The documents live as long as the test program (a deque never moves
// them), so the views handed out stay valid.
std::vector<JsonRef> Lines(const std::string& out) {
    static std::deque<circlelab::JsonDocument> documents;
    std::vector<JsonRef> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        circlelab::JsonParse p = circlelab::ParseJson(line);
        EXPECT_TRUE(p.value) << line;
        if (!p.value) continue;
        documents.push_back(std::move(*p.value));
        lines.push_back(documents.back().Root());
    }
    return lines;
}

JsonRef At(JsonRef v, const char* key) {
    static const circlelab::JsonDocument kNull = *circlelab::ParseJson("null").value;
    const std::optional<JsonRef> found = v.Find(key);
    EXPECT_TRUE(found) << "no " << key;
    return found ? *found : kNull.Root();
}
double Num(JsonRef v, const char* key) { return At(v, key).Number(); }
std::string Str(JsonRef v, const char* key) { return std::string(At(v, key).String()); }
bool Flag(JsonRef v, const char* key) { return At(v, key).Bool(); }
std::pair<double, double> Pair(JsonRef v, const char* key) {
    JsonRef a = At(v, key);
    return a.Size() == 2 ? std::pair{a.Item(0).Number(), a.Item(1).Number()} : std::pair{double(NAN), double(NAN)};
}

std::string Drag(int fx, int fy, int tx, int ty) {
    return "{\"drag\": {\"from\": [" + std::to_string(fx) + ", " + std::to_string(fy) + "], \"to\": [" +
           std::to_string(tx) + ", " + std::to_string(ty) + "], \"seconds\": 0.1}}";
}

// The distance from (x, y) to the corner (cx, cy).
double c(double x, double y, double cx, double cy) { return std::hypot(x - cx, y - cy); }

// The circle dragged through Godfrey's eight regions and the inside of a box, then a tile's seven
// regions, pressing where the camera shows each scene point: each line names the region, and the
// distance is the hand-worked one for where the circle landed (a window pixel is not a scene pixel
// once the camera fits the scene, so the circle lands within a pixel of the point).
TEST(PlayCli, DraggingTheCircleThroughEveryRegionOfABoxAndATile) {
    using Distance = double (*)(double x, double y);
    struct Case { int x, y; const char* region; Distance distance; };
    // The box spans x 500–700, y 200–300.
    const std::vector<Case> box = {
        {470, 170, "I", [](double x, double y) { return c(x, y, 500, 200); }},
        {600, 170, "II", [](double, double y) { return 200 - y; }},
        {730, 170, "III", [](double x, double y) { return c(x, y, 700, 200); }},
        {470, 250, "IV", [](double x, double) { return 500 - x; }},
        {600, 260, "inside", [](double x, double y) { return -std::min({x - 500, 700 - x, y - 200, 300 - y}); }},
        {730, 250, "V", [](double x, double) { return x - 700; }},
        {470, 330, "VI", [](double x, double y) { return c(x, y, 500, 300); }},
        {600, 330, "VII", [](double, double y) { return y - 300; }},
        {730, 330, "VIII", [](double x, double y) { return c(x, y, 700, 300); }}};
    // The tile: x 500–700, y 500–700, top-left missing; the hypotenuse is x + y = 1200.
    const std::vector<Case> tile = {
        {720, 460, "vertex top-right", [](double x, double y) { return c(x, y, 700, 500); }},
        {730, 600, "edge right", [](double x, double) { return x - 700; }},
        {730, 730, "vertex bottom-right", [](double x, double y) { return c(x, y, 700, 700); }},
        {600, 730, "edge bottom", [](double, double y) { return y - 700; }},
        {470, 730, "vertex bottom-left", [](double x, double y) { return c(x, y, 500, 700); }},
        {580, 580, "edge hypotenuse", [](double x, double y) { return (1200 - x - y) / std::sqrt(2.0); }},
        {650, 650, "inside", [](double x, double y) { return -std::min({700 - x, 700 - y, (x + y - 1200) / std::sqrt(2.0)}); }}};
    std::string steps;
    int x = 480, y = 120;  // where the scene puts the circle
    for (const Case& k : box) steps += Drag(x, y, k.x, k.y) + ",", x = k.x, y = k.y;
    steps += "{\"key\": \"Tab\"},";
    for (const Case& k : tile) steps += Drag(x, y, k.x, k.y) + ",", x = k.x, y = k.y;
    steps.pop_back();
    const std::string script = WriteTempFile("regions.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"points\": \"scene\", "
                                                           "\"steps\": [" + steps + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), box.size() + 1 + tile.size());
    const auto check = [&](JsonRef line, const Case& k, int selected) {
        const auto [cx, cy] = Pair(line, "circle");
        EXPECT_LE(std::hypot(cx - k.x, cy - k.y), 1.5) << k.region;  // within a window pixel at this zoom
        EXPECT_EQ(Num(line, "selected"), selected);
        JsonRef contact = At(line, "contact");
        EXPECT_EQ(Str(contact, "region"), k.region) << k.x << "," << k.y;
        const double expected = k.distance(cx, cy);
        EXPECT_NEAR(Num(contact, "distance"), expected, 1e-9) << k.region;
        EXPECT_EQ(Flag(contact, "hit"), expected < 10) << k.region;  // the circle's radius is 10
        EXPECT_FALSE(Flag(line, "dirty")) << "moving the circle is exploring";
    };
    for (std::size_t i = 0; i < box.size(); ++i) check(lines[i], box[i], 0);
    EXPECT_EQ(Num(lines[box.size()], "selected"), 1);  // Tab selects the tile
    for (std::size_t i = 0; i < tile.size(); ++i) check(lines[box.size() + 1 + i], tile[i], 1);
}

// A teacher presses Space and waits: the physics runs for the time waited, on the virtual clock.
TEST(PlayCli, SpaceRunsThePhysicsForTheTimeWaited) {
    const std::string script = WriteTempFile(
        "space.json", "{\"scene\": \"" + kData + "physics.json\", \"steps\": [{\"wait\": 0.5}, {\"key\": \"Space\"}, "
                      "{\"wait\": 2}, {\"key\": \"Space\"}, {\"wait\": 1}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
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
TEST(PlayCli, SteppingBackAndOnAgainRepeatsTheRun) {
    std::string steps = "{\"key\": \"Space\"}, {\"wait\": 0.5}, {\"key\": \"Space\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \",\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \".\"}";
    const std::string script =
        WriteTempFile("back.json", "{\"scene\": \"" + kData + "physics.json\", \"steps\": [" + steps + "]}");
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
TEST(PlayCli, SteppingBackAndOnInTheLandingPileRepeatsTheRun) {
    std::string steps = "{\"wait\": 2.5}, {\"key\": \"Space\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \",\"}";
    for (int i = 0; i < 10; ++i) steps += ", {\"key\": \".\"}";
    const std::string script = WriteTempFile(
        "pile-back.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json\", \"steps\": [" + steps + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 22u);
    EXPECT_FALSE(Flag(lines[1], "running"));
    const auto paused = Pair(lines[1], "circle");
    EXPECT_NE(Pair(lines[11], "circle"), paused);  // ten steps back it was elsewhere
    EXPECT_EQ(Pair(lines[21], "circle"), paused);
}

// The panel by keyboard: Ctrl+Tab gives it the keys, the arrows and Space work it (the circle
// stays, the physics does not start); Esc gives the keys back and Space runs the physics again.
TEST(PlayCli, CtrlTabWorksThePanelByKeyboardAndEscGivesTheKeysBack) {
    const std::string script = WriteTempFile(
        "nav.json", "{\"scene\": \"" + kData + "physics.json\", \"steps\": [{\"wait\": 0.1}, {\"key\": \"Ctrl+Tab\"}, "
                    "{\"key\": \"Down\"}, {\"key\": \"Space\"}, {\"key\": \"Escape\"}, {\"key\": \"Space\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 6u);
    for (int i = 1; i <= 4; ++i) {
        EXPECT_EQ(Pair(lines[i], "circle"), Pair(lines[0], "circle")) << "step " << i;  // Down moved no circle
        EXPECT_FALSE(Flag(lines[i], "running")) << "step " << i;                        // Space ran nothing
    }
    EXPECT_TRUE(Flag(lines[5], "running"));  // the keys are the scene's again
}

// A value typed into a knob beyond its valid range is kept at the range's end, and the lab says so.
// By keyboard: Ctrl+Tab gives the panel the keys, Down four times reaches the circle's x (after the
// scene picker, "Open or save a file" and the Circle header), Return opens it for typing.
TEST(PlayCli, ATypedValueBeyondItsRangeIsKeptAtItsEndAndSaidSo) {
    const std::string script = WriteTempFile(
        "typed.json", "{\"scene\": \"" + std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json\", \"steps\": ["
                      "{\"key\": \"Ctrl+Tab\"}, {\"key\": \"Down\"}, {\"key\": \"Down\"}, {\"key\": \"Down\"}, "
                      "{\"key\": \"Down\"}, {\"key\": \"Return\"}, {\"text\": \"1e300\"}, {\"key\": \"Return\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_EQ(Str(lines[4], "status"), "");  // nothing typed yet
    EXPECT_EQ(Pair(lines[7], "circle"), std::make_pair(1e9, Pair(lines[0], "circle").second));
    EXPECT_EQ(Str(lines[7], "status"), "x: 1e+300 is outside its valid range -1e+09 to 1e+09 px; kept 1e+09 px");
}

// The circle's friction has its knob under elasticity's (Down nine times, as above), and a value
// typed there is one undo step like the other knobs'.
TEST(PlayCli, TheFrictionKnobSetsTheCirclesFrictionAndUndoTakesItBack) {
    std::string steps = "{\"key\": \"Ctrl+Tab\"}";
    for (int i = 0; i < 9; ++i) steps += ", {\"key\": \"Down\"}";
    steps += ", {\"key\": \"Return\"}, {\"text\": \"2.5\"}, {\"key\": \"Return\"}, {\"key\": \"Ctrl+Z\"}";
    const std::string script = WriteTempFile(
        "friction.json", "{\"scene\": \"" + std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json\", \"steps\": [" + steps + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 14u);
    EXPECT_EQ(Num(lines[0], "friction"), 0.3);
    EXPECT_FALSE(At(lines[0], "dirty").Bool());
    EXPECT_EQ(Num(lines[12], "friction"), 2.5) << Str(lines[12], "status");
    EXPECT_TRUE(At(lines[12], "dirty").Bool());
    EXPECT_EQ(Num(lines[13], "friction"), 0.3);
    EXPECT_FALSE(At(lines[13], "dirty").Bool());
}

// While editing, on a scene whose selected box has a corner handle under the circle, a press on
// the circle moves the circle and leaves the box alone.
TEST(PlayCli, APressOnTheCircleOverAHandleMovesTheCircle) {
    // The box's top-left corner handle is at (500, 200); put the circle's centre on it.
    const std::string script = WriteTempFile(
        "handle.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"points\": \"scene\", \"steps\": [{\"key\": \"E\"}, " +
                           Drag(480, 120, 500, 200) + ", " + Drag(500, 200, 420, 180) + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    const auto [x, y] = Pair(lines[2], "circle");
    EXPECT_LE(std::hypot(x - 420, y - 180), 1.5);  // within a window pixel of where it was dragged
    JsonRef box = At(At(lines[1], "contact"), "shape");
    EXPECT_EQ(Num(box, "x"), 500);
    EXPECT_EQ(Num(box, "y"), 200);
    EXPECT_EQ(Num(box, "w"), 200);
    EXPECT_EQ(Num(box, "h"), 100);
}

// With the swept path shown, the velocity is dragged out in the scene: out from just outside the
// circle's rim, then by the path's end (where the circle will be in a second). Neither marks the
// scene unsaved (exploring), a press on the circle still moves the circle and keeps the velocity,
// and undo takes back the circle's move, then the velocity's. Without the path shown the same
// press beside the rim moves the circle there.
TEST(PlayCli, DraggingTheSweptPathsEndSetsTheVelocityWithoutEditing) {
    const auto scene = [](bool sweep) {
        return WriteTempFile(sweep ? "sweep_on.json" : "sweep_off.json",
                             std::string("{\"name\": \"S\", \"bodies\": [{\"x\": 480, \"y\": 120, \"r\": 10, \"vx\": 50}],\n"
                                         " \"shapes\": [{\"type\": \"rect\", \"x\": 500, \"y\": 200, \"w\": 200, \"h\": 100}],\n"
                                         " \"settings\": {\"view\": [400, 50, 500, 400], \"overlays\": {\"sweep\": ") +
                                 (sweep ? "true" : "false") + "}}}\n");
    };
    const std::string steps = Drag(493, 120, 780, 220) + ", " + Drag(780, 220, 580, 320) + ", " + Drag(480, 120, 450, 100) +
                              ", {\"key\": \"Ctrl+Z\"}, {\"key\": \"Ctrl+Z\"}";
    const std::string script = WriteTempFile("sweep_drag.json", "{\"scene\": \"" + scene(true) +
                                                                    "\", \"points\": \"scene\", \"steps\": [" + steps + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 5u);
    const auto near = [](std::pair<double, double> got, double x, double y) { return std::hypot(got.first - x, got.second - y) <= 1.5; };
    // Out of the rim: the velocity points from the centre to the release, the circle stays.
    EXPECT_TRUE(near(Pair(lines[0], "velocity"), 300, 100)) << Pair(lines[0], "velocity").first;
    EXPECT_TRUE(near(Pair(lines[0], "circle"), 480, 120));
    // The path's end, dragged: it follows the pointer.
    EXPECT_TRUE(near(Pair(lines[1], "velocity"), 100, 200)) << Pair(lines[1], "velocity").first;
    EXPECT_TRUE(near(Pair(lines[1], "circle"), 480, 120));
    // A press on the circle moves it, and its velocity stays.
    EXPECT_TRUE(near(Pair(lines[2], "circle"), 450, 100));
    EXPECT_TRUE(near(Pair(lines[2], "velocity"), 100, 200));
    for (int i = 0; i < 3; ++i) {
        EXPECT_FALSE(Flag(lines[i], "dirty")) << "setting the velocity by dragging is exploring, line " << i;
        EXPECT_EQ(Str(lines[i], "gesture"), "idle");
    }
    EXPECT_TRUE(near(Pair(lines[3], "circle"), 480, 120));  // undo: the circle back
    EXPECT_TRUE(near(Pair(lines[3], "velocity"), 100, 200));
    EXPECT_TRUE(near(Pair(lines[4], "velocity"), 300, 100));  // undo: the velocity one drag back
    // The path hidden: the same press beside the rim moves the circle, not the velocity.
    const std::string off = WriteTempFile("sweep_off_drag.json", "{\"scene\": \"" + scene(false) +
                                                                     "\", \"points\": \"scene\", \"steps\": [" + Drag(493, 120, 780, 220) + "]}");
    const auto plain = RunCircleLab("play " + off, false);
    ASSERT_EQ(plain.status, 0) << plain.out;
    const std::vector<JsonRef> plainLines = Lines(plain.out);
    ASSERT_EQ(plainLines.size(), 1u);
    EXPECT_TRUE(near(Pair(plainLines[0], "circle"), 780, 220));
    EXPECT_TRUE(near(Pair(plainLines[0], "velocity"), 50, 0));
}

// Predict, then reveal, scored: with the answers hidden a student says "miss" (N), clicks near the
// closest point and drags out the normal, then V scores both; moving the circle asks a new
// question. The box's corner (500, 200) is the exact closest point of the circle at (480, 120).
TEST(PlayCli, APredictionIsScoredWhenRevealed) {
    const std::string script = WriteTempFile(
        "predict.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"points\": \"scene\", \"steps\": ["
                        "{\"key\": \"P\"}, {\"key\": \"N\"}, " + Drag(503, 204, 463, 44) + ", {\"key\": \"V\"}, " +
                        Drag(480, 120, 470, 110) + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_FALSE(Flag(lines[2], "revealed"));
    JsonRef predicted = At(lines[2], "prediction");
    EXPECT_FALSE(Flag(predicted, "hit"));
    EXPECT_NEAR(Pair(predicted, "closest").first, 503, 1.5);  // within a window pixel of the press
    EXPECT_EQ(At(lines[2], "score").Type(), JsonType::kNull);  // nothing scored before the reveal
    // Revealed: "miss" was right, the point 5 px off (give or take a window pixel), the normal
    // dragged along (−40, −160) is the exact normal's direction (−20, −80).
    EXPECT_TRUE(Flag(lines[3], "revealed"));
    JsonRef score = At(lines[3], "score");
    EXPECT_TRUE(Flag(score, "hitRight"));
    EXPECT_NEAR(Num(score, "closestPixels"), 5.0, 2.0);
    EXPECT_LT(Num(score, "normalDegrees"), 2.0);
    EXPECT_EQ(Num(At(lines[3], "tally"), "questions"), 1);
    EXPECT_EQ(Num(At(lines[3], "tally"), "hitRight"), 1);
    // The circle moved: a new question, the prediction forgotten, the tally kept; exploring only.
    EXPECT_FALSE(Flag(lines[4], "revealed"));
    EXPECT_EQ(At(lines[4], "prediction").Size(), 0u);
    EXPECT_EQ(Num(At(lines[4], "tally"), "questions"), 1);
    for (JsonRef line : lines) EXPECT_FALSE(Flag(line, "dirty"));
}

// The bounce of a moving circle, predicted with the right button out of its centre: the circle at
// (600, 190) moves at (30, 40) into the top of the box (normal (0, −1)) with e = 0.8, so it leaves
// at (30, −32); a drag along that direction is scored about 0° off.
TEST(PlayCli, ABouncePredictionIsScoredByItsAngle) {
    const std::string script = WriteTempFile(
        "bounce.json", "{\"scene\": \"" + kData + "moving_circle.json\", \"points\": \"scene\", \"steps\": ["
                       "{\"key\": \"P\"}, {\"mouse\": {\"down\": [600, 190], \"button\": 3}}, "
                       "{\"mouse\": {\"move\": [615, 174]}}, {\"mouse\": {\"move\": [630, 158]}}, "
                       "{\"mouse\": {\"up\": [630, 158], \"button\": 3}}, {\"key\": \"V\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_EQ(Pair(lines[4], "circle"), Pair(lines[0], "circle"));  // the right button did not move the circle
    EXPECT_LT(Num(At(lines[5], "score"), "bounceDegrees"), 3.0);
    EXPECT_EQ(Num(At(lines[5], "tally"), "bounceCount"), 1);
}

// A student plays Worden's hole: a putt straight up the left of the island, then one across to
// the cup; the second rolls over the cup slowly enough to drop in. Two strokes on a par 3.
TEST(PlayCli, TheMiniGolfHoleIsPuttedInTwo) {
    const std::string script = WriteTempFile(
        "golf.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json\", \"points\": \"scene\", "
                     "\"size\": [1280, 800], \"steps\": [{\"wait\": 0.2}, " + Drag(590, 530, 590, 595) + ", {\"wait\": 5}, " +
                     Drag(591, 164, 557, 174) + ", {\"wait\": 3}, {\"key\": \"R\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
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
TEST(PlayCli, AThrowAtAThinWallBouncesBackUnderBothModels) {
    std::ifstream in(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json");
    const std::string tutorial((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string physical = tutorial;
    const std::string model = "\"response\": \"tutorial\"";
    const std::size_t at = physical.find(model);
    ASSERT_NE(at, std::string::npos);
    physical.replace(at, model.size(), "\"response\": \"physical\"");
    for (const std::string* scene : {&tutorial, static_cast<const std::string*>(&physical)}) {
        const std::string path = WriteTempFile("thrown.json", *scene);
        std::string steps = "{\"wait\": 0.1}, {\"drag\": {\"from\": [512, 206], \"to\": [512, 340], \"seconds\": 0.034}}";
        for (int i = 0; i < 12; ++i) steps += ", {\"wait\": 0.05}";
        const std::string script = WriteTempFile(
            "throw.json", "{\"scene\": \"" + path + "\", \"points\": \"scene\", \"steps\": [" + steps + "]}");
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
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
TEST(PlayCli, ACircleInTheHandIsAwakePausedOrNot) {
    const std::string script = WriteTempFile(
        "wake.json", "{\"steps\": [{\"key\": \"Space\"}, {\"wait\": 1.0}, {\"key\": \"Space\"}, "
                     "{\"mouse\": {\"down\": [800, 390]}}, {\"mouse\": {\"move\": [760, 420]}}], \"points\": \"scene\"}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_TRUE(Flag(lines[2], "asleep"));   // at rest for a second: asleep
    EXPECT_FALSE(Flag(lines[2], "running"));
    EXPECT_FALSE(Flag(lines[4], "asleep"));  // in the hand
}

// P on a running scene pauses it: the class predicts one moment, and V scores that moment (it
// scored a later one, while the balls had moved on). In a lesson the banner leaves the question to
// the step's prompt, which may ask for the push or the closest point rather than hit or miss.
TEST(PlayCli, PredictingPausesTheRunAndALessonsBannerDefersToItsStep) {
    const std::string running = WriteTempFile(
        "predict_running.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json\", "
                                "\"steps\": [{\"wait\": 0.2}, {\"key\": \"P\"}, {\"wait\": 0.5}]}");
    const auto run = RunCircleLab("play " + running, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_TRUE(Flag(lines[0], "running"));
    EXPECT_FALSE(Flag(lines[1], "running"));
    EXPECT_EQ(Pair(lines[2], "circle"), Pair(lines[1], "circle"));  // still while the class predicts
    EXPECT_EQ(Str(lines[1], "banner").rfind("Predict: does the circle hit", 0), 0u) << Str(lines[1], "banner");

    const std::string lesson = WriteTempFile(
        "predict_lesson.json", "{\"lesson\": \"" CIRCLELAB_SOURCE_ASSETS "/lessons/04_godfrey_regions.json\", "
                               "\"steps\": [{\"key\": \"Right\"}]}");
    const auto step = RunCircleLab("play " + lesson, false);
    ASSERT_EQ(step.status, 0) << step.out;
    const std::vector<JsonRef> stepLines = Lines(step.out);
    ASSERT_EQ(stepLines.size(), 1u);
    EXPECT_EQ(Str(stepLines[0], "banner").rfind("Predict: answer the step's question", 0), 0u) << Str(stepLines[0], "banner");
}

// A person drags the running top ball of Godfrey's thrown circles down across the wall between
// the halves: the ball stays in its half, on the wall, and slides along it after the pointer (it
// used to follow the pointer through the wall and sit in the other half).
TEST(PlayCli, AHeldBallIsNotPulledThroughAWall) {
    const std::string script = WriteTempFile(
        "pull.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json\", \"points\": \"scene\", "
                     "\"steps\": [{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}, "
                     "{\"drag\": {\"from\": [512, 206], \"to\": [560, 470], \"seconds\": 0.5}}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
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
TEST(PlayCli, AThrowKeepsThePointersSpeedAndAStillReleaseThrowsNothing) {
    const std::string scene = CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json";
    std::string moves;
    for (int i = 1; i <= 6; ++i) moves += ", {\"mouse\": {\"move\": [" + std::to_string(512 + 10 * i) + ", 206]}}";
    const std::string flick = WriteTempFile(
        "flick.json", "{\"scene\": \"" + scene + "\", \"steps\": [{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}" +
                          moves + ", {\"mouse\": {\"up\": [572, 206]}}]}");
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
        "held.json", "{\"scene\": \"" + scene + "\", \"steps\": [{\"wait\": 0.1}, {\"mouse\": {\"down\": [512, 206]}}" +
                         moves + ", {\"wait\": 0.2}, {\"mouse\": {\"up\": [572, 206]}}]}");
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
TEST(PlayCli, TheGolfBallCannotBeCarriedIntoTheCup) {
    const std::string script = WriteTempFile(
        "carry.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json\", \"points\": \"scene\", "
                      "\"steps\": [{\"wait\": 0.2}, " + Drag(800, 450, 710, 130) + ", {\"wait\": 1}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(Pair(lines[2], "circle"), Pair(lines[0], "circle"));  // still on the tee
    EXPECT_NE(Str(lines[2], "status").find("press on the ball, drag back and release to putt"), std::string::npos)
        << Str(lines[2], "status");
}

// Both response models at once: C runs the same scene under the other model beside this one, its
// balls ghosted over the scene. Godfrey's thrown circles run under his tutorial model, so the ghost
// is the physical model's run: the two start together and part where the models differ (the
// tutorial model's wall and circle responses); C again ends the comparison.
TEST(PlayCli, CompareRunsTheOtherModelBesideTheSceneAndTheRunsPart) {
    const std::string script = WriteTempFile(
        "compare.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json\", "
                        "\"steps\": [{\"key\": \"C\"}, {\"wait\": 0.05}, {\"wait\": 4}, {\"key\": \"C\"}]}");
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

// Predicting hides the answers but not the numbers box's place: the scene does not move at the
// reveal, as the class compares its prediction with the answer. (Predict mode itself fits the
// scene below the question's banner: ThePredictBannerLeavesTheSceneWholeBelowIt.)
TEST(PlayCli, TheSceneStaysPutFromPredictionToReveal) {
    for (const char* classroom : {"false", "true"}) {
        const std::string script = WriteTempFile(
            "still.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"classroom\": " + classroom +
                              ", \"steps\": [{\"wait\": 0.1}, {\"key\": \"P\"}, {\"key\": \"V\"}]}");
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 3u);
        EXPECT_FALSE(Flag(lines[1], "revealed"));
        EXPECT_TRUE(Flag(lines[2], "revealed"));
        for (const char* key : {"viewport", "sceneOnScreen"}) {
            EXPECT_EQ(At(lines[1], key).Size(), 4u) << key;
            for (std::size_t i = 0; i < At(lines[1], key).Size(); ++i) {
                if (std::string(key) == "viewport")
                    EXPECT_EQ(At(lines[0], key).Item(i).Number(), At(lines[1], key).Item(i).Number()) << key << classroom;
                EXPECT_EQ(At(lines[1], key).Item(i).Number(), At(lines[2], key).Item(i).Number()) << key << classroom;
            }
        }
    }
}

// Moving a shape is an edit: it marks the scene unsaved, and Ctrl+Z gives the shape back.
TEST(PlayCli, CtrlZUndoesAnEdit) {
    const std::string script = WriteTempFile(
        "undo.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"points\": \"scene\", \"steps\": [" +
                         Drag(650, 250, 690, 280) + ", {\"key\": \"E\"}, " + Drag(650, 250, 690, 280) +
                         ", {\"key\": \"Ctrl+Z\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 4u);
    // Exploring, a drag on the box only selects it: nothing moves, nothing is unsaved.
    JsonRef still = At(At(lines[0], "contact"), "shape");
    EXPECT_EQ(Num(still, "x"), 500);
    EXPECT_FALSE(Flag(lines[0], "dirty"));
    // Editing (E), the same drag moves it by about (40, 30).
    JsonRef moved = At(At(lines[2], "contact"), "shape");
    EXPECT_NEAR(Num(moved, "x"), 540, 1.5);
    EXPECT_NEAR(Num(moved, "y"), 230, 1.5);
    // At this window's zoom a screen pixel is not a scene pixel; the shape lands on a tenth of a
    // pixel all the same, as the panel shows it and the file will keep it (not 540.2795899347624).
    EXPECT_EQ(Num(moved, "x") * 10, std::round(Num(moved, "x") * 10));
    EXPECT_EQ(Num(moved, "y") * 10, std::round(Num(moved, "y") * 10));
    EXPECT_NE(Num(moved, "x"), std::round(Num(moved, "x")));  // the zoom did make it fractional
    EXPECT_TRUE(Flag(lines[2], "dirty"));
    EXPECT_NE(Str(lines[2], "title").find(" *"), std::string::npos);
    JsonRef back = At(At(lines[3], "contact"), "shape");
    EXPECT_EQ(Num(back, "x"), 500);
    EXPECT_EQ(Num(back, "y"), 200);
    EXPECT_FALSE(Flag(lines[3], "dirty"));
    EXPECT_EQ(Pair(lines[3], "circle"), std::pair(480.0, 120.0));  // the circle never moved
}

// The same script gives the same lines, the same pictures and the same GIF every time.
TEST(PlayCli, TheSameScriptGivesTheSameBytes) {
    const std::string dir = ::testing::TempDir();
    const auto runOnce = [&](const std::string& tag) {
        const std::string script = WriteTempFile(
            "same-" + tag + ".json",
            "{\"scene\": \"" + kData + "physics.json\", \"size\": [640, 480], \"steps\": [" + Drag(600, 200, 500, 150) +
                ", {\"key\": \"Space\"}, {\"wait\": 0.5}, {\"shot\": \"" + dir + "same-" + tag + ".png\"}]}");
        return RunCircleLab("play " + script + " --gif " + dir + "same-" + tag + ".gif", false);
    };
    const auto a = runOnce("a"), b = runOnce("b");
    ASSERT_EQ(a.status, 0) << a.out;
    ASSERT_EQ(b.status, 0) << b.out;
    EXPECT_EQ(a.out, b.out);
    const std::string pngA = ReadWholeFile(dir + "same-a.png"), pngB = ReadWholeFile(dir + "same-b.png");
    EXPECT_GT(pngA.size(), 1000u);
    EXPECT_EQ(pngA, pngB);
    const std::string gifA = ReadWholeFile(dir + "same-a.gif"), gifB = ReadWholeFile(dir + "same-b.gif");
    EXPECT_GT(gifA.size(), 1000u);
    EXPECT_EQ(gifA, gifB);
    int error = 0;
    GifFileType* gif = DGifOpenFileName((dir + "same-a.gif").c_str(), &error);
    ASSERT_NE(gif, nullptr);
    ASSERT_EQ(DGifSlurp(gif), GIF_OK);
    EXPECT_EQ(gif->SWidth, 640);
    EXPECT_EQ(gif->SHeight, 480);
    EXPECT_GE(gif->ImageCount, 10);  // 0.5 s and more at 20 pictures a second
    DGifCloseFile(gif, &error);
}

TEST(PlayCli, FramesDirKeepsEveryFrame) {
    const std::string dir = ::testing::TempDir() + "play-frames";
    const std::string script = WriteTempFile("frames.json", "{\"steps\": [{\"wait\": 0.1}]}");
    const auto run = RunCircleLab("play " + script + " --frames-dir " + dir, false);
    ASSERT_EQ(run.status, 0) << run.out;
    EXPECT_GT(ReadWholeFile(dir + "/frame-00006.png").size(), 1000u);  // 0.1 s is six frames
    EXPECT_TRUE(ReadWholeFile(dir + "/frame-00007.png").empty());
}

// Every kind of mistake is reported at its line and column, and nothing runs.
TEST(PlayCli, BadScriptsAreRejectedAtTheirPlaceBeforeAnythingRuns) {
    const std::string shot = ::testing::TempDir() + "never-written.png";
    std::remove(shot.c_str());
    struct Case { std::string text, expected; };
    const std::vector<Case> cases = {
        {"{\"steps\": [{\"shot\": \"" + shot + "\"},\n  {\"jump\": 1}]}", ":2:4: unknown step \"jump\""},
        {"{\"steps\": [{\"shot\": \"" + shot + "\"}, {\"wait\": true}]}", "wait must be a number of seconds, not a boolean"},
        {"{\"steps\": [{\"shot\": \"" + shot + "\"},\n {\"key\": \"Ctrl+Frobnicate\"}]}",
         ":2:10: unknown key \"Frobnicate\""},
        {"{\"scene\": \"" + kData + "no-such-scene.json\",\n \"steps\": [{\"shot\": \"" + shot + "\"}]}",
         ":1:11: the scene does not load"},
        {"{\"steps\": [{\"shot\": \"" + shot + "\"}], \"size\": \"big\"}", "size must be [width, height]"},
    };
    for (const Case& c : cases) {
        const std::string script = WriteTempFile("bad.json", c.text);
        const auto run = RunCircleLab("play " + script);
        EXPECT_EQ(run.status, 1) << c.text;
        if (c.expected[0] == ':') {  // the place is known: file:line:column: message
            EXPECT_NE(run.out.find(script + c.expected), std::string::npos) << run.out;
        } else {
            EXPECT_EQ(run.out.rfind(script + ":1:", 0), 0u) << run.out;
            EXPECT_NE(run.out.find(c.expected), std::string::npos) << run.out;
        }
        EXPECT_TRUE(ReadWholeFile(shot).empty()) << "a step ran for " << c.text;
    }
}

TEST(PlayCli, AShotThatCannotBeWrittenFailsTheRun) {
    const std::string script = WriteTempFile("unwritable.json", "{\"steps\": [{\"shot\": \"/nonexistent-folder/a.png\"}]}");
    const auto run = RunCircleLab("play " + script);
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.out.find("step 0: cannot write /nonexistent-folder/a.png: the folder /nonexistent-folder does not exist"),
              std::string::npos) << run.out;
}

// F1 on a projector-sized window (1024 x 736: what a 1024 x 768 display leaves a window below its
// panel): every gesture and shortcut readable at once, in classroom mode too (the help keeps the normal text size, for the person at the keyboard), and Esc
// closes it, as its title says.
TEST(PlayCli, TheHelpFitsA1024By768WindowWithoutScrolling) {
    const std::string script = WriteTempFile(
        "help.json", "{\"size\": [1024, 736], \"steps\": [{\"key\": \"F1\"}, {\"wait\": 0.1}, {\"classroom\": true}, "
                     "{\"wait\": 0.1}, {\"key\": \"Escape\"}, {\"size\": [800, 600]}, {\"key\": \"F1\"}, {\"wait\": 0.1}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_FALSE(Flag(At(lines[1], "help"), "overflows"));
    EXPECT_FALSE(Flag(At(lines[3], "help"), "overflows"));
    EXPECT_FALSE(lines[4].Find("help"));  // Esc closed it
    // A smaller window than the lab is made for: one column that scrolls, and says it does.
    EXPECT_TRUE(Flag(At(lines[7], "help"), "overflows"));
}

// The panel's Edit section: "+ rect" puts a box on whole pixels, and the "edit shapes (E)" box
// does what E does: unticked, the banner says the lab is exploring again (it kept saying "Editing" while the handles had gone). The panel is scrolled
// to its Edit section as a person would; a change of the panel's layout moves the box and fails
// this test on its first check, not silently.
TEST(PlayCli, TheEditBoxAndTheEKeyAgree) {
    const std::string script = WriteTempFile(
        "edit_box.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json\", \"size\": [1024, 768], \"steps\": ["
                         "{\"key\": \"E\"}, {\"mouse\": {\"down\": [50, 656]}}, {\"mouse\": {\"up\": [50, 656]}}, "
                         "{\"mouse\": {\"move\": [150, 500], \"wheel\": -10}}, {\"wait\": 0.3}, "
                         "{\"mouse\": {\"down\": [112, 138]}}, {\"mouse\": {\"up\": [112, 138]}}, "
                         "{\"mouse\": {\"down\": [20, 110]}}, {\"mouse\": {\"up\": [20, 110]}}, {\"wait\": 0.1}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 10u);
    EXPECT_EQ(Str(lines[4], "status").rfind("Editing", 0), 0u) << Str(lines[4], "status");
    // "+ rect": a new box in the middle of the view, on whole pixels (it was 663.8999999999999).
    const JsonRef added = At(At(lines[6], "contact"), "shape");
    EXPECT_EQ(Num(lines[6], "selected"), 5);
    EXPECT_EQ(Num(added, "x"), std::round(Num(added, "x")));
    EXPECT_EQ(Num(added, "y"), std::round(Num(added, "y")));
    EXPECT_EQ(Str(lines[9], "status"), "Exploring (E to edit)");
}

// A lesson that does not open is a mistake in the script, said where the script names it.
TEST(PlayCli, ALessonThatDoesNotOpenIsNamedAtItsPlaceInTheScript) {
    const std::string script = WriteTempFile("no_lesson.json", "{\"steps\": [{\"wait\": 1}],\n \"lesson\": \"no-such-lesson.json\"}");
    const auto run = RunCircleLab("play " + script);
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.out.find(script + ":2:12: the lesson does not open (at /lesson)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("no such file"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("\"step\""), std::string::npos) << run.out;  // nothing ran
}

}  // namespace

namespace {

// Every script shipped for teachers runs to its end: one line per step, exit 0.
TEST(PlayCli, EveryShippedScriptRuns) {
    int scripts = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scripts")) {
        if (entry.path().extension() != ".json") continue;
        ++scripts;
        const circlelab::PlayScriptLoad load = circlelab::LoadPlayScriptFile(entry.path().string());
        ASSERT_TRUE(load.script) << load.Format(entry.path().string());
        const auto run = RunCircleLab("play " + entry.path().string(), false);
        EXPECT_EQ(run.status, 0) << entry.path() << "\n" << run.out;
        EXPECT_EQ(Lines(run.out).size(), load.script->steps.size()) << entry.path();
    }
    EXPECT_GE(scripts, 3);
}

}  // namespace

namespace {

// A slider dragged in the panel is one undo step, however far it went; ticking what is shown is
// exploring, no step at all.
TEST(PlayCli, PanelEditsAreOneUndoStepEach) {
    // At 1024 x 768 the selected box's width slider is at y 464 and the "unrotated frame" box at y 716.
    const std::string script = WriteTempFile(
        "panel-undo.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": [" + Drag(100, 464, 180, 464) +
                               ", {\"mouse\": {\"down\": [20, 716]}}, {\"mouse\": {\"up\": [20, 716]}},"
                               " {\"key\": \"Ctrl+Z\"}, {\"key\": \"Ctrl+Z\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 5u);
    const auto width = [&](std::size_t i) { return Num(At(At(lines[i], "contact"), "shape"), "w"); };
    EXPECT_GT(width(0), 200);  // the slider widened the box
    EXPECT_TRUE(Flag(lines[0], "dirty"));
    EXPECT_TRUE(Flag(lines[2], "dirty"));  // the tick is looking, not editing: it adds nothing
    EXPECT_EQ(width(3), 200);  // so the first Ctrl+Z takes back the whole drag
    EXPECT_FALSE(Flag(lines[3], "dirty"));
    EXPECT_EQ(width(4), 200);  // and the second finds nothing more to undo
}

}  // namespace

namespace {

bool Inside(JsonRef inner, JsonRef outer) {
    if (inner.Size() != 4 || outer.Size() != 4) return false;
    const double x = inner.Item(0).Number(), y = inner.Item(1).Number(), w = inner.Item(2).Number(), h = inner.Item(3).Number();
    const double X = outer.Item(0).Number(), Y = outer.Item(1).Number(), W = outer.Item(2).Number(), H = outer.Item(3).Number();
    return x >= X - 0.5 && y >= Y - 0.5 && x + w <= X + W + 0.5 && y + h <= Y + H + 0.5;
}

// A teacher at a 1024 x 768 projector in classroom mode opens every shipped scene, shows the
// tutorials comparison, runs the physics and presses Ctrl+S: the scene is framed inside the free
// viewport, the viewport keeps at least 60 % of the window, running never marks the scene unsaved,
// and the shipped file is never written.
TEST(PlayCli, EveryShippedSceneIsFramedOnAClassroomProjector) {
    int scenes = 0, withNumbers = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scenes")) {
        if (entry.path().extension() != ".json") continue;
        ++scenes;
        const std::string scene = entry.path().string(), before = ReadWholeFile(scene);
        const std::string script = WriteTempFile(
            "classroom.json", "{\"scene\": \"" + scene + "\", \"size\": [1024, 768], \"classroom\": true, \"steps\": ["
                              "{\"wait\": 0.1}, {\"key\": \"T\"}, {\"key\": \"Space\"}, {\"wait\": 1}, {\"key\": \"Ctrl+S\"}]}");
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << scene << "\n" << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 5u) << scene;
        for (JsonRef line : lines) {
            JsonRef viewport = At(line, "viewport");
            ASSERT_EQ(viewport.Size(), 4u);
            EXPECT_GE(viewport.Item(2).Number() * viewport.Item(3).Number(), 0.6 * 1024 * 768) << scene;
            EXPECT_FALSE(Flag(line, "dirty")) << scene << ": running or looking is not editing";
            // No panel label cut off by the narrow panel (1 px is the rounding of full-width items).
            EXPECT_LE(Num(line, "panelOverflow"), 1.5) << scene;
        }
        // Framed once tutorials are shown; a running scene's balls may then leave the frame.
        EXPECT_TRUE(Inside(At(lines[0], "sceneOnScreen"), At(lines[0], "viewport"))) << scene;
        EXPECT_TRUE(Inside(At(lines[1], "sceneOnScreen"), At(lines[1], "viewport"))) << scene;
        // The comparison, and the numbers where the scene shows them, in the strip below the
        // scene, whole inside the window and beside, not over, the viewport.
        const JsonRef numbers = At(lines[1], "numbersBox"), tutorials = At(lines[1], "tutorialsBox");
        ASSERT_EQ(tutorials.Size(), 4u) << scene;
        withNumbers += numbers.Size() == 4;
        for (const JsonRef box : {numbers, tutorials}) {
            if (box.Size() != 4) continue;
            EXPECT_GE(box.Item(0).Number(), 0) << scene;
            EXPECT_LE(box.Item(0).Number() + box.Item(2).Number(), 1024.5) << scene;
            EXPECT_LE(box.Item(1).Number() + box.Item(3).Number(), 768.5) << scene;
            EXPECT_GE(box.Item(1).Number(), At(lines[1], "viewport").Item(3).Number() - 0.5) << scene << ": below the scene";
            EXPECT_GE(box.Item(3).Number(), 5 * 26) << scene << ": a title and four rows of classroom text";
        }
        EXPECT_NE(Str(lines[4], "status").find("Save as"), std::string::npos) << scene;
        EXPECT_EQ(ReadWholeFile(scene), before) << scene << " was overwritten";
    }
    EXPECT_GE(scenes, 10);
    EXPECT_GE(withNumbers, 7);  // the first seven scenes explain with the numbers box
}

// A new user opens every shipped scene in the normal lab at a school laptop's 1024 x 768, at
// 1280 x 800 and at 1920 x 1080: the scene is framed whole inside the viewport, and no panel
// label is cut off.
TEST(PlayCli, EveryShippedSceneIsFramedAtEverySize) {
    int scenes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scenes")) {
        if (entry.path().extension() != ".json") continue;
        ++scenes;
        const std::string scene = entry.path().string();
        for (const char* size : {"[1024, 768]", "[1280, 800]", "[1920, 1080]"}) {
            const auto run = RunCircleLab("play " + WriteTempFile("sizes.json", "{\"scene\": \"" + scene + "\", \"size\": " +
                                                                                 size + ", \"steps\": [{\"wait\": 0.1}]}"),
                                          false);
            ASSERT_EQ(run.status, 0) << scene << "\n" << run.out;
            const std::vector<JsonRef> lines = Lines(run.out);
            ASSERT_EQ(lines.size(), 1u);
            EXPECT_TRUE(Inside(At(lines[0], "sceneOnScreen"), At(lines[0], "viewport"))) << scene << " " << size;
            EXPECT_LE(Num(lines[0], "panelOverflow"), 1.5) << scene << " " << size;
        }
    }
    EXPECT_GE(scenes, 10);
}

// A teacher walks every shipped lesson at a 1024 x 768 projector in classroom mode, revealing each
// step (V): the Next button stays inside the window however long the revealed answer, no panel
// label is cut off, and a click on Next goes to the next step.
TEST(PlayCli, ALessonsNextButtonStaysInTheWindowAfterAReveal) {
    int lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/lessons")) {
        if (entry.path().extension() != ".json") continue;
        ++lessons;
        const std::string lesson = entry.path().string(), head = "{\"lesson\": \"" + lesson +
                                                                   "\", \"size\": [1024, 768], \"classroom\": true, \"steps\": [";
        std::string steps = "{\"wait\": 0.1}";
        for (int i = 0; i < 8; ++i) steps += ", {\"key\": \"V\"}, {\"key\": \"Right\"}";
        const auto walk = RunCircleLab("play " + WriteTempFile("walk.json", head + steps + "]}"), false);
        ASSERT_EQ(walk.status, 0) << lesson << "\n" << walk.out;
        const std::vector<JsonRef> lines = Lines(walk.out);
        ASSERT_FALSE(lines.empty());
        for (std::size_t i = 1; i < lines.size(); i += 2) {  // each step, revealed
            const JsonRef next = At(lines[i], "lessonNext");
            ASSERT_EQ(next.Size(), 4u) << lesson << " line " << i;
            EXPECT_LE(next.Item(1).Number() + next.Item(3).Number(), 768) << lesson << " step " << Num(lines[i], "lessonStep");
            EXPECT_GE(next.Item(1).Number(), 0) << lesson;
            EXPECT_LE(Num(lines[i], "panelOverflow"), 1.5) << lesson << " step " << Num(lines[i], "lessonStep");
        }
        // The first step revealed, then Next clicked where the report says it is.
        const JsonRef next = At(lines[1], "lessonNext");
        const int x = int(next.Item(0).Number() + next.Item(2).Number() / 2), y = int(next.Item(1).Number() + next.Item(3).Number() / 2);
        const std::string at = "[" + std::to_string(x) + ", " + std::to_string(y) + "]";
        const auto click = RunCircleLab("play " + WriteTempFile("click.json", head + "{\"wait\": 0.1}, {\"key\": \"V\"}, "
                                                                              "{\"mouse\": {\"down\": " + at + "}}, {\"mouse\": {\"up\": " + at + "}}]}"),
                                        false);
        ASSERT_EQ(click.status, 0) << lesson << "\n" << click.out;
        const std::vector<JsonRef> clicked = Lines(click.out);
        ASSERT_EQ(clicked.size(), 4u);
        EXPECT_EQ(Num(clicked[1], "lessonStep"), 1) << lesson;
        EXPECT_EQ(Num(clicked[3], "lessonStep"), 2) << lesson << ": Next clicked at " << at;
    }
    EXPECT_GE(lessons, 6);
}

// Predict mode on a 1024 x 768 projector: the question's banner (three lines of classroom text
// across the viewport's top) covers none of the scene, which is fitted below it, and the reveal
// does not move it.
TEST(PlayCli, ThePredictBannerLeavesTheSceneWholeBelowIt) {
    const std::string script = WriteTempFile(
        "banner.json", "{\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json\", \"size\": [1024, 768], "
                       "\"classroom\": true, \"steps\": [{\"wait\": 0.1}, {\"key\": \"P\"}, {\"key\": \"H\"}, {\"key\": \"V\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 4u);
    const JsonRef asked = At(lines[1], "sceneOnScreen"), revealed = At(lines[3], "sceneOnScreen");
    ASSERT_EQ(asked.Size(), 4u);
    EXPECT_GE(asked.Item(1).Number(), 3 * 26 + 16) << "under the banner's three lines";
    EXPECT_TRUE(Inside(asked, At(lines[1], "viewport")));
    for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(asked.Item(i).Number(), revealed.Item(i).Number()) << i;
}

// Opening the next scene (Page Down) fits it again; zooming hands the camera to the user until Home.
TEST(PlayCli, TheCameraFitsUntilTheUserTakesIt) {
    const std::string script = WriteTempFile(
        "camera.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": ["
                       "{\"mouse\": {\"move\": [700, 400], \"wheel\": 3}}, {\"key\": \"F2\"}, {\"key\": \"Home\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonRef> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_FALSE(Inside(At(lines[0], "sceneOnScreen"), At(lines[0], "viewport")));  // zoomed in past the edges
    EXPECT_FALSE(Inside(At(lines[1], "sceneOnScreen"), At(lines[1], "viewport")));  // the layout changed; the camera is the user's
    EXPECT_TRUE(Inside(At(lines[2], "sceneOnScreen"), At(lines[2], "viewport")));   // Home fits again
}

}  // namespace
