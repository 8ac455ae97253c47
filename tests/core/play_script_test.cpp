// Reading scripted runs: every kind of step, and every kind of mistake reported at its place.
#include <gtest/gtest.h>

#include "core/io/play_script.h"

namespace circlelab {
namespace {

PlayScript Parse(std::string_view text) {
    PlayScriptLoad load = ParsePlayScript(text);
    EXPECT_TRUE(load.script) << load.Format("script.json");
    return load.script ? *load.script : PlayScript{};
}

// The one error of a script that should fail, as file:line:column: message (at /pointer).
std::string OnlyError(std::string_view text) {
    const PlayScriptLoad load = ParsePlayScript(text);
    EXPECT_FALSE(load.script);
    EXPECT_EQ(load.errors.size(), 1u) << load.Format("s.json");
    return load.errors.empty() ? "" : load.errors.front().Format("s.json");
}

TEST(PlayScript, ReadsEveryKindOfStep) {
    const PlayScript s = Parse(R"({"scene": "a.json", "size": [1280, 800], "classroom": true, "steps": [
        {"drag": {"from": [730, 240], "to": [600, 300.5], "seconds": 0.5}},
        {"mouse": {"down": [700, 200]}}, {"mouse": {"move": [720, 210], "wheel": -2}},
        {"mouse": {"up": [1, 2], "button": 3}},
        {"key": "Space"}, {"key": "Ctrl+Shift+Z"}, {"key": {"name": "Right", "hold": 0.25}},
        {"wait": 2}, {"shot": "out.png"}, {"size": [1024, 768]}, {"classroom": false}]})");
    EXPECT_EQ(s.scene, "a.json");
    EXPECT_EQ(s.width, 1280);
    EXPECT_EQ(s.height, 800);
    EXPECT_TRUE(s.classroom);
    ASSERT_EQ(s.steps.size(), 11u);
    const auto& drag = std::get<DragStep>(s.steps[0]);
    EXPECT_EQ(drag.from, (Vec2{730, 240}));
    EXPECT_EQ(drag.to, (Vec2{600, 300.5}));
    EXPECT_EQ(drag.seconds, 0.5);
    EXPECT_EQ(std::get<MouseStep>(s.steps[1]).kind, MouseStep::Kind::kDown);
    EXPECT_EQ(std::get<MouseStep>(s.steps[2]).kind, MouseStep::Kind::kWheel);
    EXPECT_EQ(std::get<MouseStep>(s.steps[2]).wheel, -2);
    EXPECT_EQ(std::get<MouseStep>(s.steps[3]).kind, MouseStep::Kind::kUp);
    EXPECT_EQ(std::get<MouseStep>(s.steps[3]).button, 3);
    EXPECT_EQ(std::get<KeyStep>(s.steps[4]).name, "Space");
    const auto& undo = std::get<KeyStep>(s.steps[5]);
    EXPECT_TRUE(undo.ctrl && undo.shift && !undo.alt);
    EXPECT_EQ(undo.name, "Z");
    EXPECT_EQ(undo.line, 5);  // where the name stands, for an unknown key found later
    EXPECT_EQ(std::get<KeyStep>(s.steps[6]).hold, 0.25);
    EXPECT_EQ(std::get<WaitStep>(s.steps[7]).seconds, 2);
    EXPECT_EQ(std::get<ShotStep>(s.steps[8]).path, "out.png");
    EXPECT_EQ(std::get<SizeStep>(s.steps[9]).width, 1024);
    EXPECT_FALSE(std::get<ClassroomStep>(s.steps[10]).on);
}

TEST(PlayScript, DefaultsAreTheDefaultSceneAtProjectorSize) {
    const PlayScript s = Parse(R"({"steps": []})");
    EXPECT_EQ(s.scene, "");
    EXPECT_EQ(s.width, 1024);
    EXPECT_EQ(s.height, 768);
    EXPECT_FALSE(s.classroom);
}

TEST(PlayScript, PlusAloneIsThePlusKey) {
    const PlayScript s = Parse(R"({"steps": [{"key": "+"}, {"key": "Ctrl++"}]})");
    EXPECT_EQ(std::get<KeyStep>(s.steps[0]).name, "+");
    EXPECT_EQ(std::get<KeyStep>(s.steps[1]).name, "+");
    EXPECT_TRUE(std::get<KeyStep>(s.steps[1]).ctrl);
}

TEST(PlayScriptErrors, UnknownStepPointsAtItsKey) {
    EXPECT_EQ(OnlyError("{\"steps\": [\n  {\"jump\": 3}]}"),
              "s.json:2:4: unknown step \"jump\" (drag, mouse, key, text, click, wait, shot, size or classroom) (at /steps/0/jump)");
}

TEST(PlayScriptErrors, WrongTypeSaysWhatWasFound) {
    EXPECT_EQ(OnlyError(R"({"steps": [{"wait": "2"}]})"),
              "s.json:1:21: wait must be a number of seconds, not a string (at /steps/0/wait)");
    EXPECT_EQ(OnlyError(R"({"steps": {}})"), "s.json:1:11: steps must be an array, not an object (at /steps)");
    EXPECT_EQ(OnlyError(R"({"steps": [{"classroom": 1}]})"),
              "s.json:1:26: classroom must be true or false, not a number (at /steps/0/classroom)");
}

TEST(PlayScriptErrors, PointsAndSizesAreChecked) {
    EXPECT_EQ(OnlyError(R"({"steps": [{"mouse": {"down": [1]}}]})"),
              "s.json:1:31: down must be [x, y] in window pixels, not an array of 1 items (at /steps/0/mouse/down)");
    EXPECT_EQ(OnlyError(R"({"size": [100, 768], "steps": []})"),
              "s.json:1:10: size must be [width, height], whole numbers of pixels from 200 to 8192 (at /size)");
    EXPECT_EQ(OnlyError(R"({"steps": [{"drag": {"from": [0, 0], "to": [1, 1], "seconds": -1}}]})"),
              "s.json:1:63: seconds must be between 0 and 3600 seconds, not -1 (at /steps/0/drag/seconds)");
}

TEST(PlayScriptErrors, MouseStepHasExactlyOneAction) {
    EXPECT_EQ(OnlyError(R"({"steps": [{"mouse": {"down": [1, 1], "up": [1, 1]}}]})"),
              "s.json:1:22: a mouse step has exactly one of \"down\", \"move\" or \"up\" (at /steps/0/mouse)");
    EXPECT_EQ(OnlyError(R"({"steps": [{"mouse": {"move": [1, 1], "button": 4}}]})"),
              "s.json:1:49: button must be 1 (left), 2 (middle) or 3 (right) (at /steps/0/mouse/button)");
}

TEST(PlayScriptErrors, KeyModifiersAreChecked) {
    EXPECT_EQ(OnlyError(R"({"steps": [{"key": "Cmd+Z"}]})"),
              "s.json:1:20: unknown modifier \"Cmd\" (Ctrl, Shift or Alt) (at /steps/0/key)");
    EXPECT_EQ(OnlyError(R"({"steps": [{"key": 5}]})"),
              "s.json:1:20: key must be a key name such as \"Space\" or \"Ctrl+Z\", not a number (at /steps/0/key)");
}

TEST(PlayScriptErrors, UnknownTopLevelKeyAndMissingSteps) {
    const PlayScriptLoad load = ParsePlayScript(R"({"scenes": "a.json"})");
    ASSERT_EQ(load.errors.size(), 2u);
    EXPECT_EQ(load.errors[0].Format("s.json"), "s.json:1:1: missing required key \"steps\"");
    EXPECT_EQ(load.errors[1].Format("s.json"),
              "s.json:1:2: unknown key \"scenes\" (allowed here: scene, size, classroom, claims, words, lesson, points, steps) (at /scenes)");
}

TEST(PlayScriptErrors, BrokenJsonIsOneError) {
    const std::string e = OnlyError("{\"steps\": [\n}");
    EXPECT_EQ(e.rfind("s.json:2:1: ", 0), 0u) << e;
}

TEST(PlayScriptErrors, MissingFileIsReported) {
    const PlayScriptLoad load = LoadPlayScriptFile("/nonexistent/script.json");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].Format("x.json"), "x.json:1:1: no such file");
}

}  // namespace
}  // namespace circlelab
