// `circlelab play`: scripted runs of the real lab, run as a teacher or a test would run them, and
// checked through the JSON line each step prints.
#include <gif_lib.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "cli_run.h"
#include "play_lines.h"
#include "core/io/json.h"
#include "core/io/play_script.h"

namespace {

using circlelab::JsonRef;
using circlelab::JsonType;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;
using circlelab::testing::ReadWholeFile;

using namespace circlelab::testing::play;

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
    const std::vector<JsonRef> lines = Play("regions.json", Script(kData + "box_and_tile.json",
                                                                   steps,
                                                                   "\"points\": \"scene\""));
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

// The panel by keyboard: Ctrl+Tab gives it the keys, the arrows and Space work it (the circle
// stays, the physics does not start); Esc gives the keys back and Space runs the physics again.
TEST(PlayCli, CtrlTabWorksThePanelByKeyboardAndEscGivesTheKeysBack) {
    const std::vector<JsonRef> lines = Play("nav.json", Script(kData + "physics.json",
                                                               "{\"wait\": 0.1}, {\"key\": \"Ctrl+Tab\"}, "
                                                               "{\"key\": \"Down\"}, {\"key\": \"Space\"}, "
                                                               "{\"key\": \"Escape\"}, {\"key\": \"Space\"}"));
    ASSERT_EQ(lines.size(), 6u);
    for (int i = 1; i <= 4; ++i) {
        EXPECT_EQ(Pair(lines[i], "circle"), Pair(lines[0], "circle")) << "step " << i;  // Down moved no circle
        EXPECT_FALSE(Flag(lines[i], "running")) << "step " << i;                        // Space ran nothing
    }
    EXPECT_TRUE(Flag(lines[5], "running"));  // the keys are the scene's again
}

// The control the keyboard has reached is reported (panelKeys: where it is and the words drawn
// there), so a script, and the page's test, can walk the panel by keyboard: after Ctrl+Tab each Down
// reaches a control further down with other words; without the keys, no panelKeys.
TEST(PlayCli, TheReportNamesTheControlTheKeyboardReached) {
    const std::vector<JsonRef> lines = Play("keys.json", Script(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json",
                                                                "{\"wait\": 0.1}, {\"key\": \"Ctrl+Tab\"}, "
                                                                "{\"key\": \"Down\"}, {\"key\": \"Down\"}, "
                                                                "{\"key\": \"Escape\"}"));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_FALSE(lines[0].Find("panelKeys"));
    const auto words = [](JsonRef line) {
        std::string all;
        JsonRef list = At(At(line, "panelKeys"), "words");
        for (std::size_t i = 0; i < list.Size(); ++i) all += std::string(i ? " " : "") + std::string(list.Item(i).String());
        return all;
    };
    const auto top = [](JsonRef line) { return At(At(line, "panelKeys"), "at").Item(1).Number(); };
    EXPECT_NE(words(lines[2]), "");
    EXPECT_NE(words(lines[3]), words(lines[2]));
    EXPECT_GT(top(lines[3]), top(lines[2]));  // Down went down
    EXPECT_FALSE(lines[4].Find("panelKeys"));  // Esc gave the keys back
}

// A value typed into a knob beyond its valid range is kept at the range's end, and the lab says so.
// By keyboard: Ctrl+Tab gives the panel the keys on the scene picker, Down three times reaches the
// circle's x (past "Open or save a file" and the Circle header), Return opens it for typing.
TEST(PlayCli, ATypedValueBeyondItsRangeIsKeptAtItsEndAndSaidSo) {
    const std::vector<JsonRef> lines = Play("typed.json", Script(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json",
                                                                 "{\"key\": \"Ctrl+Tab\"}, {\"key\": \"Down\"}, "
                                                                 "{\"key\": \"Down\"}, {\"key\": \"Down\"}, "
                                                                 "{\"key\": \"Return\"}, {\"text\": \"1e300\"}, "
                                                                 "{\"key\": \"Return\"}"));
    ASSERT_EQ(lines.size(), 7u);
    EXPECT_EQ(Str(lines[3], "status"), "");  // nothing typed yet
    EXPECT_EQ(Pair(lines[6], "circle"), std::make_pair(1e9, Pair(lines[0], "circle").second));
    EXPECT_EQ(Str(lines[6], "status"), "x: 1e+300 is outside its valid range -1e+09 to 1e+09 px; kept 1e+09 px");
}

// The circle's friction has its knob under elasticity's (Down eight times, as above), and a value
// typed there is one undo step like the other knobs'.
TEST(PlayCli, TheFrictionKnobSetsTheCirclesFrictionAndUndoTakesItBack) {
    std::string steps = "{\"key\": \"Ctrl+Tab\"}";
    for (int i = 0; i < 8; ++i) steps += ", {\"key\": \"Down\"}";
    steps += ", {\"key\": \"Return\"}, {\"text\": \"2.5\"}, {\"key\": \"Return\"}, {\"key\": \"Ctrl+Z\"}";
    const std::vector<JsonRef> lines = Play("friction.json", Script(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json",
                                                                    steps));
    ASSERT_EQ(lines.size(), 13u);
    EXPECT_EQ(Num(lines[0], "friction"), 0.3);
    EXPECT_FALSE(At(lines[0], "dirty").Bool());
    EXPECT_EQ(Num(lines[11], "friction"), 2.5) << Str(lines[11], "status");
    EXPECT_TRUE(At(lines[11], "dirty").Bool());
    EXPECT_EQ(Num(lines[12], "friction"), 0.3);
    EXPECT_FALSE(At(lines[12], "dirty").Bool());
}

// The response model picked from its combo box (clicked open, then its second row clicked) is an
// unsaved change that Ctrl+Z takes back: ImGui reports the pick a frame after the combo let go, with
// no widget step open, and the pick was neither undoable nor marked unsaved ("Nothing to undo").
TEST(PlayCli, AModelPickedFromItsComboIsAnUnsavedChangeUndoTakesBack) {
    const std::string scene = WriteTempFile("combo_scene.json",
                                            "{\"name\": \"combo\", \"bodies\": [{\"x\": 100, \"y\": 100, \"r\": 20}], "
                                            "\"shapes\": [{\"type\": \"rect\", \"x\": 300, \"y\": 300, \"w\": 100, \"h\": 50}]}");
    // At 1280 x 900 the panel's Physics header stands at y 558, its response combo at y 670 and,
    // opened, the combo's second row (the tutorial model) at y 719.
    const auto click = [](int x, int y) { return Drag(x, y, x, y); };
    const std::vector<JsonRef> lines =
        Play("combo.json", Script(scene, "{\"wait\": 0.1}, " + click(90, 558) + ", {\"wait\": 0.1}, " + click(90, 670) + ", {\"wait\": 0.1}, " +
                                             click(90, 719) + ", {\"wait\": 0.1}, {\"key\": \"Ctrl+Z\"}",
                                  "\"size\": [1280, 900]"));
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_FALSE(At(lines[4], "dirty").Bool()) << "opening the combo changes nothing";
    EXPECT_TRUE(At(lines[6], "dirty").Bool()) << "the pick is an unsaved change";
    EXPECT_EQ(Str(lines[7], "status"), "Undid response model");
    EXPECT_FALSE(At(lines[7], "dirty").Bool());
}

// While the physics moves the ball, opening the response combo and closing it (Esc) changes
// nothing a save keeps: the widget's step, which held the scene from before the ball moved on,
// made an unsaved change of it.
TEST(PlayCli, AComboOpenedAndClosedWhileThePhysicsRunsIsNoEdit) {
    const std::string scene = WriteTempFile("running_scene.json",
                                            "{\"name\": \"running\", \"settings\": {\"running\": true, \"gravity\": [0, 0]}, "
                                            "\"bodies\": [{\"x\": 100, \"y\": 100, \"r\": 20, \"vx\": 50}], "
                                            "\"shapes\": [{\"type\": \"rect\", \"x\": 300, \"y\": 300, \"w\": 100, \"h\": 50}]}");
    // Running, the Physics section opens by itself; at 1280 x 900 its response combo is at y 670.
    const std::vector<JsonRef> lines = Play("running.json", Script(scene, "{\"wait\": 0.1}, " + Drag(90, 670, 90, 670) +
                                                                              ", {\"wait\": 0.2}, {\"key\": \"Escape\"}, {\"wait\": 0.1}",
                                                                   "\"size\": [1280, 900]"));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_GT(Pair(lines[4], "circle").first, Pair(lines[0], "circle").first + 10) << "the ball moved on meanwhile";
    for (const JsonRef& line : lines) EXPECT_FALSE(At(line, "dirty").Bool()) << Num(line, "step");
}

// While editing, on a scene whose selected box has a corner handle under the circle, a press on
// the circle moves the circle and leaves the box alone.
TEST(PlayCli, APressOnTheCircleOverAHandleMovesTheCircle) {
    // The box's top-left corner handle is at (500, 200); put the circle's centre on it.
    const std::vector<JsonRef> lines = Play("handle.json", Script(kData + "box_and_tile.json",
                                                                  "{\"key\": \"E\"}, " + Drag(480, 120, 500, 200) + ", " +
                                                                  Drag(500, 200, 420, 180),
                                                                  "\"points\": \"scene\""));
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
    const std::vector<JsonRef> lines = Play("sweep_drag.json", Script(scene(true), steps, "\"points\": \"scene\""));
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
    const std::string off = WriteTempFile("sweep_off_drag.json", Script(scene(false),
                                                                        Drag(493, 120, 780, 220),
                                                                        "\"points\": \"scene\""));
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
    const std::vector<JsonRef> lines = Play("predict.json", Script(kData + "box_and_tile.json",
                                                                   "{\"key\": \"P\"}, {\"key\": \"N\"}, " +
                                                                   Drag(503, 204, 463, 44) + ", {\"key\": \"V\"}, " +
                                                                   Drag(480, 120, 470, 110),
                                                                   "\"points\": \"scene\""));
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
    const std::vector<JsonRef> lines = Play("bounce.json", Script(kData + "moving_circle.json",
                                                                  "{\"key\": \"P\"}, "
                                                                  "{\"mouse\": {\"down\": [600, 190], \"button\": 3}}, "
                                                                  "{\"mouse\": {\"move\": [615, 174]}}, "
                                                                  "{\"mouse\": {\"move\": [630, 158]}}, "
                                                                  "{\"mouse\": {\"up\": [630, 158], \"button\": 3}}, "
                                                                  "{\"key\": \"V\"}",
                                                                  "\"points\": \"scene\""));
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_EQ(Pair(lines[4], "circle"), Pair(lines[0], "circle"));  // the right button did not move the circle
    EXPECT_LT(Num(At(lines[5], "score"), "bounceDegrees"), 3.0);
    EXPECT_EQ(Num(At(lines[5], "tally"), "bounceCount"), 1);
}

// Moving a shape is an edit: it marks the scene unsaved, and Ctrl+Z gives the shape back.
TEST(PlayCli, CtrlZUndoesAnEdit) {
    const std::vector<JsonRef> lines = Play("undo.json", Script(kData + "box_and_tile.json",
                                                                Drag(650, 250, 690, 280) + ", {\"key\": \"E\"}, " +
                                                                Drag(650, 250, 690, 280) + ", {\"key\": \"Ctrl+Z\"}",
                                                                "\"points\": \"scene\""));
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
            Script(kData + "physics.json",
                   Drag(600, 200, 500, 150) + ", {\"key\": \"Space\"}, {\"wait\": 0.5}, {\"shot\": \"" + dir + "same-" + tag +
                   ".png\"}",
                   "\"size\": [640, 480]"));
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

// The panel's Edit section: "+ rect" puts a box on whole pixels, and the "edit shapes (E)" box
// does what E does: unticked, the banner says the lab is exploring again (it kept saying "Editing"
// while the handles had gone). Each is clicked where the panel shows it, as a person would.
TEST(PlayCli, TheEditBoxAndTheEKeyAgree) {
    const std::vector<JsonRef> lines = Play("edit_box.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json",
                                                                    "{\"key\": \"E\"}, {\"click\": \"Edit\"}, "
                                                                    "{\"click\": \"+ rect\"}, "
                                                                    "{\"click\": \"edit shapes (E)\"}, {\"wait\": 0.1}",
                                                                    "\"size\": [1024, 768]"));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(Str(lines[1], "status").rfind("Editing", 0), 0u) << Str(lines[1], "status");
    // "+ rect": a new box on whole pixels (it was 663.8999999999999).
    const JsonRef added = At(At(lines[2], "contact"), "shape");
    EXPECT_EQ(Num(lines[2], "selected"), 5);
    EXPECT_EQ(Num(added, "x"), std::round(Num(added, "x")));
    EXPECT_EQ(Num(added, "y"), std::round(Num(added, "y")));
    EXPECT_FALSE(Flag(lines[4], "editing"));
    EXPECT_EQ(Str(lines[4], "status"), "Exploring (E to edit)");
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
    const std::vector<JsonRef> lines = Play("panel-undo.json", Script(kData + "box_and_tile.json",
                                                                      Drag(100, 464, 180, 464) +
                                                                      ", {\"mouse\": {\"down\": [20, 716]}}, "
                                                                      "{\"mouse\": {\"up\": [20, 716]}}, "
                                                                      "{\"key\": \"Ctrl+Z\"}, {\"key\": \"Ctrl+Z\"}"));
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
