// Lessons, the editor and physics in the hand, through `circlelab play` as a teacher and a class
// use them: a lesson from the list opens at its top outside edit mode, the Edit section's buttons
// keep their places, a new shape lands in free space, a ball let go against a wall does not bounce
// off it, stepping back reaches the start, and the mini-golf hole reads from the back of a room.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cli_run.h"
#include "play_lines.h"
#include "core/io/json.h"

namespace {

using circlelab::JsonRef;
using namespace circlelab::testing::play;

// A teacher editing the sandbox on the projector scrolls down the panel to the Lessons list and
// picks one: it opens with the panel at its top (the step's prompt and Next in view) and edit mode
// off (no handles over the lesson's scene).
TEST(PlayLessons, ALessonFromTheListOpensAtItsTopOutsideEditMode) {
    const std::string wheel = "{\"mouse\": {\"move\": [120, 500], \"wheel\": -40}}";
    const std::vector<JsonRef> lines =
        Play("lesson_list.json", Script("", "{\"key\": \"E\"}, " + wheel + ", " + Click("Lessons") + ", " + wheel + ", " +
                                                 Click("Lazy Foo: when does the dot touch the box?") + ", {\"wait\": 0.1}",
                                             "\"size\": [1024, 768], \"classroom\": true"));
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_TRUE(Flag(lines[0], "editing"));
    EXPECT_GT(Num(lines[3], "panelScroll"), 0);  // scrolled down to the list
    const JsonRef last = lines[5];
    EXPECT_EQ(Num(last, "lessonStep"), 1);
    EXPECT_FALSE(Flag(last, "editing"));
    EXPECT_EQ(Num(last, "panelScroll"), 0);
    const JsonRef next = At(last, "lessonNext");
    ASSERT_EQ(next.Size(), 4u);
    EXPECT_GE(next.Item(1).Number(), 0);
    EXPECT_LE(next.Item(1).Number() + next.Item(3).Number(), 768);
}

// Page Down in a lesson opens the next shipped scene, and the lesson ends with it: the step's prompt
// ("the circle is in case 1 ... read the numbers box") stayed on the panel over a scene it does not
// speak of. Page Up the same way.
TEST(PlayLessons, OpeningAnotherSceneEndsTheLesson) {
    for (const char* key : {"PageDown", "PageUp"}) {
        const std::vector<JsonRef> lines =
            Play("lesson_then_scene.json",
                 Script("", "{\"wait\": 0.1}, {\"key\": \"" + std::string(key) + "\"}, {\"wait\": 0.1}",
                        "\"lesson\": \"assets/lessons/02_worden_nine_cases.json\", \"size\": [1024, 768], \"classroom\": true"));
        ASSERT_EQ(lines.size(), 3u) << key;
        EXPECT_EQ(Num(lines[0], "lessonStep"), 1) << key;
        EXPECT_NE(Str(lines[2], "file"), Str(lines[0], "file")) << key;
        EXPECT_FALSE(lines[2].Find("lessonStep")) << key << ": the lesson's panel stayed over another scene";
    }
}

// "+ circle" clicked with a box selected adds a circle and selects it; a second click where the
// first one was adds another circle (the button moved up when the selection's knobs shrank, and
// the second click landed on another button). The new circle stands in free space, not on the
// lab's circle.
TEST(PlayLessons, TheEditButtonsKeepTheirPlacesAndNewShapesLandInFreeSpace) {
    const std::string start = Click("Edit") + ", " + Click("+ circle"), size = "\"size\": [1280, 800]";
    const std::vector<JsonRef> first = Play("edit_first.json", Script("", start, size));
    ASSERT_EQ(first.size(), 2u);
    const JsonRef added = At(first[1], "contact");
    EXPECT_EQ(Str(At(added, "shape"), "type"), "circle");
    EXPECT_FALSE(Flag(added, "hit")) << "the new circle landed on the lab's circle";
    const auto [x, y] = Pair(first[1], "pointer");
    const std::string at = "[" + std::to_string(int(x)) + ", " + std::to_string(int(y)) + "]";
    const std::vector<JsonRef> again =
        Play("edit_again.json", Script("", start + ", {\"mouse\": {\"down\": " + at + "}}, {\"mouse\": {\"up\": " + at + "}}", size));
    ASSERT_EQ(again.size(), 4u);
    EXPECT_EQ(Num(again[3], "shapes"), Num(first[1], "shapes") + 1);
    EXPECT_EQ(Str(At(At(again[3], "contact"), "shape"), "type"), "circle");
    EXPECT_EQ(Num(again[3], "selected"), Num(first[1], "selected") + 1);
}

// The top ball of Godfrey's thrown circles, running, dragged fast into the left wall and let go
// there with the pointer still going: the ball was stopped by the wall, so it leaves with no speed
// into it, and does not fly back off it (it left at +1688 px/s after a −2110 px/s "throw").
TEST(PlayLessons, ABallLetGoAgainstAWallDoesNotBounceOffIt) {
    const std::vector<JsonRef> lines = Play(
        "wall_release.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json",
                                    "{\"wait\": 0.1}, "
                                    "{\"drag\": {\"from\": [512, 206], \"to\": [300, 206], \"seconds\": 0.1}}, "
                                    "{\"wait\": 0.1}",
                                    "\"points\": \"scene\""));
    ASSERT_EQ(lines.size(), 3u);
    // The wall's face is at x 380, the radius 40: the ball rests against it.
    EXPECT_NEAR(Pair(lines[1], "circle").first, 420, 1.0);
    EXPECT_GT(Pair(lines[1], "velocity").first, -1.0) << "thrown into the wall";
    EXPECT_LT(Pair(lines[2], "velocity").first, 100.0) << "bounced off the wall";
    EXPECT_LT(Pair(lines[2], "circle").first, 440.0);
}

// A falling ball run for a moment, then stepped back with ',' more times than it ran: it stands
// exactly where it started, and the simulated time went back with it.
TEST(PlayLessons, SteppingBackReachesTheExactStartAndTheTimeFollows) {
    std::string steps = "{\"key\": \"Space\"}, {\"wait\": 0.25}, {\"key\": \"Space\"}";
    for (int i = 0; i < 45; ++i) steps += ", {\"key\": \",\"}";
    const std::vector<JsonRef> lines =
        Play("rewind.json", Script(kData + "physics.json", steps));
    ASSERT_EQ(lines.size(), 48u);
    EXPECT_GT(Num(lines[2], "simulated"), 0.2);
    EXPECT_LT(Num(lines[10], "simulated"), Num(lines[2], "simulated"));  // going back as it steps back
    EXPECT_EQ(Pair(lines[47], "circle"), std::make_pair(600.0, 200.0));
    EXPECT_NEAR(Num(lines[47], "simulated"), 0.0, 1e-12);
}

std::string ReadText(const std::string& path) {
    std::ifstream f(path);
    return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// Worden's triangle tiles soften corners: each one's cut corner faces open green (both tiles beside
// the cut are open), never a block, which would leave a pocket no ball reaches.
TEST(PlayLessons, TheMiniGolfTrianglesCutTheCornersTowardsTheGreen) {
    const circlelab::JsonParse parsed = circlelab::ParseJson(ReadText(CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json"));
    ASSERT_TRUE(parsed.value);
    const JsonRef rows = *parsed.value->Root().Find("tiles")->Find("rows");
    std::vector<std::string> map;
    for (JsonRef row : rows.Items()) map.emplace_back(row.String());
    const auto at = [&](int r, int c) {
        return r >= 0 && r < int(map.size()) && c >= 0 && c < int(map[r].size()) ? map[r][c] : '#';
    };
    int triangles = 0;
    for (int r = 0; r < int(map.size()); ++r)
        for (int c = 0; c < int(map[r].size()); ++c) {
            const char t = map[r][c];
            if (t < '1' || t > '4') continue;
            ++triangles;
            // 1: top-left cut, 2: top-right, 3: bottom-left, 4: bottom-right.
            const int dr = (t == '1' || t == '2') ? -1 : 1, dc = (t == '1' || t == '3') ? -1 : 1;
            EXPECT_EQ(at(r + dr, c), '.') << "tile " << t << " at row " << r << ", column " << c;
            EXPECT_EQ(at(r, c + dc), '.') << "tile " << t << " at row " << r << ", column " << c;
        }
    EXPECT_GE(triangles, 8);
}

// The golf ball on a 1024×768 projector in classroom mode is a ball a room can see: at least 16
// window pixels across (it was about 6).
TEST(PlayLessons, TheGolfBallIsBigEnoughForARoom) {
    const std::vector<JsonRef> lines =
        Play("golf_room.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json",
                                      "{\"wait\": 0.1}",
                                      "\"size\": [1024, 768], \"classroom\": true"));
    ASSERT_EQ(lines.size(), 1u);
    const circlelab::JsonParse scene = circlelab::ParseJson(ReadText(CIRCLELAB_SOURCE_ASSETS "/scenes/09_worden_minigolf.json"));
    ASSERT_TRUE(scene.value);
    const JsonRef tiles = *scene.value->Root().Find("tiles");
    const double width = tiles.Find("size")->Number() * double(tiles.Find("rows")->Item(0).String().size());
    const double radius = scene.value->Root().Find("bodies")->Item(0).Find("r")->Number();
    const double scale = At(lines[0], "sceneOnScreen").Item(2).Number() / width;
    EXPECT_GE(2 * radius * scale, 16.0) << "scale " << scale;
}

}  // namespace
