// `circlelab play`: scripted runs of the real lab, run as a teacher or a test would run them, and
// checked through the JSON line each step prints.
#include <gif_lib.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "cli_run.h"
#include "core/io/json.h"
#include "core/io/play_script.h"

namespace {

using circlelab::JsonValue;
using circlelab::testing::RunCircleLab;

const std::string kData = CIRCLELAB_TEST_DATA "/play/";

std::string WriteScript(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path) << text;
    return path;
}

std::string ReadFile(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// Every output line, parsed.
std::vector<JsonValue> Lines(const std::string& out) {
    std::vector<JsonValue> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        circlelab::JsonParse p = circlelab::ParseJson(line);
        EXPECT_TRUE(p.value) << line;
        if (p.value) lines.push_back(std::move(*p.value));
    }
    return lines;
}

const JsonValue& At(const JsonValue& v, const char* key) {
    static const JsonValue kNull;
    const JsonValue* found = v.Find(key);
    EXPECT_TRUE(found) << "no " << key;
    return found ? *found : kNull;
}
double Num(const JsonValue& v, const char* key) { return At(v, key).number; }
std::string Str(const JsonValue& v, const char* key) { return At(v, key).string; }
bool Flag(const JsonValue& v, const char* key) { return At(v, key).boolean; }
std::pair<double, double> Pair(const JsonValue& v, const char* key) {
    const JsonValue& a = At(v, key);
    return a.items.size() == 2 ? std::pair{a.items[0].number, a.items[1].number} : std::pair{double(NAN), double(NAN)};
}

std::string Drag(int fx, int fy, int tx, int ty) {
    return "{\"drag\": {\"from\": [" + std::to_string(fx) + ", " + std::to_string(fy) + "], \"to\": [" +
           std::to_string(tx) + ", " + std::to_string(ty) + "], \"seconds\": 0.1}}";
}

// The circle dragged through Godfrey's eight regions and the inside of a box, then a tile's seven
// regions: each line names the region and gives the distance worked out by hand.
TEST(PlayCli, DraggingTheCircleThroughEveryRegionOfABoxAndATile) {
    struct Case { int x, y; const char* region; double distance; };
    const double corner = std::sqrt(30.0 * 30.0 * 2);  // 30 px beyond both edges of a corner
    // The box spans x 500–700, y 200–300.
    const std::vector<Case> box = {{470, 170, "I", corner},   {600, 170, "II", 30},  {730, 170, "III", corner},
                                   {470, 250, "IV", 30},      {600, 260, "inside", -40}, {730, 250, "V", 30},
                                   {470, 330, "VI", corner},  {600, 330, "VII", 30}, {730, 330, "VIII", corner}};
    // The tile: x 500–700, y 500–700, top-left missing; the hypotenuse is x + y = 1200.
    const std::vector<Case> tile = {{720, 460, "vertex top-right", std::sqrt(20.0 * 20 + 40 * 40)},
                                    {730, 600, "edge right", 30},
                                    {730, 730, "vertex bottom-right", corner},
                                    {600, 730, "edge bottom", 30},
                                    {470, 730, "vertex bottom-left", corner},
                                    {580, 580, "edge hypotenuse", 40 / std::sqrt(2.0)},
                                    {650, 650, "inside", -50}};
    std::string steps;
    int x = 480, y = 120;  // where the scene puts the circle
    for (const Case& c : box) steps += Drag(x, y, c.x, c.y) + ",", x = c.x, y = c.y;
    steps += "{\"key\": \"Tab\"},";
    for (const Case& c : tile) steps += Drag(x, y, c.x, c.y) + ",", x = c.x, y = c.y;
    steps.pop_back();
    const std::string script = WriteScript("regions.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": [" + steps + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonValue> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), box.size() + 1 + tile.size());
    const auto check = [&](const JsonValue& line, const Case& c, int selected) {
        EXPECT_EQ(Pair(line, "circle"), std::pair(double(c.x), double(c.y)));
        EXPECT_EQ(Num(line, "selected"), selected);
        const JsonValue& contact = At(line, "contact");
        EXPECT_EQ(Str(contact, "region"), c.region) << c.x << "," << c.y;
        EXPECT_NEAR(Num(contact, "distance"), c.distance, 1e-9) << c.region;
        EXPECT_EQ(Flag(contact, "hit"), c.distance < 10) << c.region;  // the circle's radius is 10
    };
    for (std::size_t i = 0; i < box.size(); ++i) check(lines[i], box[i], 0);
    EXPECT_EQ(Num(lines[box.size()], "selected"), 1);  // Tab selects the tile
    for (std::size_t i = 0; i < tile.size(); ++i) check(lines[box.size() + 1 + i], tile[i], 1);
}

// A teacher presses Space and waits: the physics runs for the time waited, on the virtual clock.
TEST(PlayCli, SpaceRunsThePhysicsForTheTimeWaited) {
    const std::string script = WriteScript(
        "space.json", "{\"scene\": \"" + kData + "physics.json\", \"steps\": [{\"wait\": 0.5}, {\"key\": \"Space\"}, "
                      "{\"wait\": 2}, {\"key\": \"Space\"}, {\"wait\": 1}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonValue> lines = Lines(run.out);
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

// On a scene whose selected box has a corner handle under the circle, a press on the circle
// moves the circle and leaves the box alone.
TEST(PlayCli, APressOnTheCircleOverAHandleMovesTheCircle) {
    // The box's top-left corner handle is at (500, 200); put the circle's centre on it.
    const std::string script = WriteScript(
        "handle.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": [" + Drag(480, 120, 500, 200) + ", " +
                           Drag(500, 200, 420, 180) + "]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonValue> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(Pair(lines[1], "circle"), std::pair(420.0, 180.0));
    const JsonValue& box = At(At(lines[1], "contact"), "shape");
    EXPECT_EQ(Num(box, "x"), 500);
    EXPECT_EQ(Num(box, "y"), 200);
    EXPECT_EQ(Num(box, "w"), 200);
    EXPECT_EQ(Num(box, "h"), 100);
}

// Moving a shape is an edit: it marks the scene unsaved, and Ctrl+Z gives the shape back.
TEST(PlayCli, CtrlZUndoesAnEdit) {
    const std::string script = WriteScript(
        "undo.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": [" + Drag(650, 250, 690, 280) +
                         ", {\"key\": \"Ctrl+Z\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonValue> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 2u);
    const JsonValue& moved = At(At(lines[0], "contact"), "shape");
    EXPECT_EQ(Num(moved, "x"), 540);
    EXPECT_EQ(Num(moved, "y"), 230);
    EXPECT_TRUE(Flag(lines[0], "dirty"));
    EXPECT_NE(Str(lines[0], "title").find(" *"), std::string::npos);
    const JsonValue& back = At(At(lines[1], "contact"), "shape");
    EXPECT_EQ(Num(back, "x"), 500);
    EXPECT_EQ(Num(back, "y"), 200);
    EXPECT_FALSE(Flag(lines[1], "dirty"));
    EXPECT_EQ(Pair(lines[1], "circle"), std::pair(480.0, 120.0));  // the circle never moved
}

// The same script gives the same lines, the same pictures and the same GIF every time.
TEST(PlayCli, TheSameScriptGivesTheSameBytes) {
    const std::string dir = ::testing::TempDir();
    const auto runOnce = [&](const std::string& tag) {
        const std::string script = WriteScript(
            "same-" + tag + ".json",
            "{\"scene\": \"" + kData + "physics.json\", \"size\": [640, 480], \"steps\": [" + Drag(600, 200, 500, 150) +
                ", {\"key\": \"Space\"}, {\"wait\": 0.5}, {\"shot\": \"" + dir + "same-" + tag + ".png\"}]}");
        return RunCircleLab("play " + script + " --gif " + dir + "same-" + tag + ".gif", false);
    };
    const auto a = runOnce("a"), b = runOnce("b");
    ASSERT_EQ(a.status, 0) << a.out;
    ASSERT_EQ(b.status, 0) << b.out;
    EXPECT_EQ(a.out, b.out);
    const std::string pngA = ReadFile(dir + "same-a.png"), pngB = ReadFile(dir + "same-b.png");
    EXPECT_GT(pngA.size(), 1000u);
    EXPECT_EQ(pngA, pngB);
    const std::string gifA = ReadFile(dir + "same-a.gif"), gifB = ReadFile(dir + "same-b.gif");
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
    const std::string script = WriteScript("frames.json", "{\"steps\": [{\"wait\": 0.1}]}");
    const auto run = RunCircleLab("play " + script + " --frames-dir " + dir, false);
    ASSERT_EQ(run.status, 0) << run.out;
    EXPECT_GT(ReadFile(dir + "/frame-00006.png").size(), 1000u);  // 0.1 s is six frames
    EXPECT_TRUE(ReadFile(dir + "/frame-00007.png").empty());
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
        const std::string script = WriteScript("bad.json", c.text);
        const auto run = RunCircleLab("play " + script);
        EXPECT_EQ(run.status, 1) << c.text;
        if (c.expected[0] == ':') {  // the place is known: file:line:column: message
            EXPECT_NE(run.out.find(script + c.expected), std::string::npos) << run.out;
        } else {
            EXPECT_EQ(run.out.rfind(script + ":1:", 0), 0u) << run.out;
            EXPECT_NE(run.out.find(c.expected), std::string::npos) << run.out;
        }
        EXPECT_TRUE(ReadFile(shot).empty()) << "a step ran for " << c.text;
    }
}

TEST(PlayCli, AShotThatCannotBeWrittenFailsTheRun) {
    const std::string script = WriteScript("unwritable.json", "{\"steps\": [{\"shot\": \"/nonexistent-folder/a.png\"}]}");
    const auto run = RunCircleLab("play " + script);
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.out.find("step 0: cannot write /nonexistent-folder/a.png"), std::string::npos) << run.out;
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

// A slider dragged in the panel is one undo step, however far it went; a box ticked is another.
TEST(PlayCli, PanelEditsAreOneUndoStepEach) {
    // At 1024 x 768 the selected box's width slider is at y 426 and the "regions" box at y 706.
    const std::string script = WriteScript(
        "panel-undo.json", "{\"scene\": \"" + kData + "box_and_tile.json\", \"steps\": [" + Drag(120, 426, 200, 426) +
                               ", {\"mouse\": {\"down\": [32, 706]}}, {\"mouse\": {\"up\": [32, 706]}},"
                               " {\"key\": \"Ctrl+Z\"}, {\"key\": \"Ctrl+Z\"}]}");
    const auto run = RunCircleLab("play " + script, false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::vector<JsonValue> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 5u);
    const auto width = [&](std::size_t i) { return Num(At(At(lines[i], "contact"), "shape"), "w"); };
    EXPECT_GT(width(0), 200);  // the slider widened the box
    EXPECT_TRUE(Flag(lines[0], "dirty"));
    EXPECT_EQ(width(3), width(0));  // the first Ctrl+Z takes back the tick, not the width
    EXPECT_TRUE(Flag(lines[3], "dirty"));
    EXPECT_EQ(width(4), 200);  // the second takes back the whole drag
    EXPECT_FALSE(Flag(lines[4], "dirty"));
}

}  // namespace
