// `circlelab play` of the lab's layout as a class sees it: every shipped scene framed inside the
// free viewport at projector and desk sizes, the lesson buttons, the predict banner, the help.
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

// Predicting hides the answers but not the numbers box's place: the scene does not move at the
// reveal, as the class compares its prediction with the answer. (Predict mode itself fits the
// scene below the question's banner: ThePredictBannerLeavesTheSceneWholeBelowIt.)
TEST(PlayLayout, TheSceneStaysPutFromPredictionToReveal) {
    for (const char* classroom : {"false", "true"}) {
        const std::vector<JsonRef> lines = Play("still.json", Script(kData + "box_and_tile.json",
                                                                     "{\"wait\": 0.1}, {\"key\": \"P\"}, {\"key\": \"V\"}",
                                                                     "\"classroom\": " + std::string(classroom)));
        ASSERT_EQ(lines.size(), 3u);
        EXPECT_FALSE(Flag(lines[1], "revealed"));
        EXPECT_TRUE(Flag(lines[2], "revealed"));
        for (const char* key : {"viewport", "sceneOnScreen"}) {
            EXPECT_EQ(At(lines[1], key).Size(), 4u) << key;
            for (std::size_t i = 0; i < At(lines[1], key).Size(); ++i) {
                if (std::string(key) == "viewport") {
                    EXPECT_EQ(At(lines[0], key).Item(i).Number(), At(lines[1], key).Item(i).Number()) << key << classroom;
                }
                EXPECT_EQ(At(lines[1], key).Item(i).Number(), At(lines[2], key).Item(i).Number()) << key << classroom;
            }
        }
    }
}

// F1 on a projector-sized window (1024 x 736: what a 1024 x 768 display leaves a window below its
// panel): every gesture and shortcut readable at once, in classroom mode too (the help keeps the normal text size, for the person at the keyboard), and Esc
// closes it, as its title says.
TEST(PlayLayout, TheHelpFitsA1024By768WindowWithoutScrolling) {
    const std::vector<JsonRef> lines = Play("help.json", Script("",
                                                                "{\"key\": \"F1\"}, {\"wait\": 0.1}, {\"classroom\": true}, {\"wait\": 0.1}, "
                                                                "{\"key\": \"Escape\"}, {\"size\": [640, 480]}, {\"key\": \"F1\"}, {\"wait\": 0.5}",
                                                                "\"size\": [1024, 736]"));
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_FALSE(Flag(At(lines[1], "help"), "overflows"));
    EXPECT_FALSE(Flag(At(lines[3], "help"), "overflows"));
    EXPECT_FALSE(lines[4].Find("help"));  // Esc closed it
    // A smaller window than the lab is made for: one column that scrolls, and says it does.
    EXPECT_TRUE(Flag(At(lines[7], "help"), "overflows"));
}

// A teacher at a 1024 x 768 projector in classroom mode opens every shipped scene, shows the
// tutorials comparison, runs the physics and presses Ctrl+S: the scene is framed inside the free
// viewport, the viewport keeps at least 60 % of the window, running never marks the scene unsaved,
// and the shipped file is never written.
TEST(PlayLayout, EveryShippedSceneIsFramedOnAClassroomProjector) {
    int scenes = 0, withNumbers = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scenes")) {
        if (entry.path().extension() != ".json") continue;
        ++scenes;
        const std::string scene = entry.path().string(), before = ReadWholeFile(scene);
        const std::string script = WriteTempFile(
            "classroom.json", Script(scene,
                                     "{\"wait\": 0.1}, {\"key\": \"T\"}, {\"key\": \"Space\"}, {\"wait\": 1}, "
                                     "{\"key\": \"Ctrl+S\"}",
                                     "\"size\": [1024, 768], \"classroom\": true"));
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << scene << "\n" << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 5u) << scene;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            JsonRef line = lines[i];
            JsonRef viewport = At(line, "viewport");
            ASSERT_EQ(viewport.Size(), 4u);
            // With the comparison (from the second line on) its column takes a third of the width.
            EXPECT_GE(viewport.Item(2).Number() * viewport.Item(3).Number(), (i == 0 ? 0.6 : 0.38) * 1024 * 768) << scene;
            EXPECT_FALSE(Flag(line, "dirty")) << scene << ": running or looking is not editing";
            // No panel label cut off by the narrow panel (1 px is the rounding of full-width items).
            EXPECT_LE(Num(line, "panelOverflow"), 1.5) << scene;
        }
        // Framed once tutorials are shown; a running scene's balls may then leave the frame.
        EXPECT_TRUE(Inside(At(lines[0], "sceneOnScreen"), At(lines[0], "viewport"))) << scene;
        EXPECT_TRUE(Inside(At(lines[1], "sceneOnScreen"), At(lines[1], "viewport"))) << scene;
        // The numbers, where the scene shows them, in the strip below the scene, the comparison in
        // a column right of it, each whole inside the window and beside, not over, the viewport.
        const JsonRef numbers = At(lines[1], "numbersBox"), tutorials = At(lines[1], "tutorialsBox");
        ASSERT_EQ(tutorials.Size(), 4u) << scene;
        withNumbers += numbers.Size() == 4;
        for (const JsonRef box : {numbers, tutorials}) {
            if (box.Size() != 4) continue;
            EXPECT_GE(box.Item(0).Number(), 0) << scene;
            EXPECT_LE(box.Item(0).Number() + box.Item(2).Number(), 1024.5) << scene;
            EXPECT_LE(box.Item(1).Number() + box.Item(3).Number(), 768.5) << scene;
            const JsonRef view = At(lines[1], "viewport");
            if (box.Item(0).Number() < view.Item(0).Number() + view.Item(2).Number() - 0.5) {
                EXPECT_GE(box.Item(1).Number(), view.Item(3).Number() - 0.5) << scene << ": below the scene, or right of it";
            }
            EXPECT_GE(box.Item(3).Number(), 5 * 26) << scene << ": a title and four rows of classroom text";
        }
        EXPECT_NE(Str(lines[4], "status").find("Save as"), std::string::npos) << scene;
        EXPECT_EQ(ReadWholeFile(scene), before) << scene << " was overwritten";
    }
    EXPECT_GE(scenes, 10);
    EXPECT_GE(withNumbers, 7);  // the first seven scenes explain with the numbers box
}

// F1 at a 1024 x 768 projector in classroom mode, in every language the lab ships: German, Spanish,
// French and the pseudo-language need more lines than English, so the help's text shrinks (to no
// less than 70 %) until every row is read at once, without scrolling.
TEST(PlayLayout, TheHelpFitsWithoutScrollingInEveryLanguage) {
    const std::string script = WriteTempFile("help_lang.json", Script("", "{\"key\": \"F1\"}, {\"wait\": 1}",
                                                                      "\"size\": [1024, 736], \"classroom\": true"));
    for (const char* lang : {"en", "de", "es", "fr", "qps"}) {
        const auto run = RunCircleLab(std::string("play --lang ") + lang + " " + script, false);
        ASSERT_EQ(run.status, 0) << lang << "\n" << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 2u) << lang;
        EXPECT_FALSE(Flag(At(lines[1], "help"), "overflows")) << lang;
    }
}

// A new user opens every shipped scene in the normal lab at a school laptop's 1024 x 768, at
// 1280 x 800 and at 1920 x 1080: the scene is framed whole inside the viewport, and no panel
// label is cut off.
TEST(PlayLayout, EveryShippedSceneIsFramedAtEverySize) {
    int scenes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/scenes")) {
        if (entry.path().extension() != ".json") continue;
        ++scenes;
        const std::string scene = entry.path().string();
        for (const char* size : {"[1024, 768]", "[1280, 800]", "[1920, 1080]"}) {
            const auto run = RunCircleLab("play " + WriteTempFile("sizes.json", Script(scene, "{\"wait\": 0.1}",
                                                                                       "\"size\": " + std::string(size))),
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
TEST(PlayLayout, ALessonsNextButtonStaysInTheWindowAfterAReveal) {
    int lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/lessons")) {
        if (entry.path().extension() != ".json") continue;
        ++lessons;
        const std::string lesson = entry.path().string();
        const auto script = [&](const std::string& steps) {
            return Script("", steps, "\"lesson\": \"" + lesson + "\", \"size\": [1024, 768], \"classroom\": true");
        };
        std::string steps = "{\"wait\": 0.1}";
        for (int i = 0; i < 8; ++i) steps += ", {\"key\": \"V\"}, {\"key\": \"Right\"}";
        const auto walk = RunCircleLab("play " + WriteTempFile("walk.json", script(steps)), false);
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
        const auto click = RunCircleLab("play " + WriteTempFile("click.json", script("{\"wait\": 0.1}, {\"key\": \"V\"}, {\"mouse\": {\"down\": " + at +
                                                                                     "}}, {\"mouse\": {\"up\": " + at + "}}")),
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
TEST(PlayLayout, ThePredictBannerLeavesTheSceneWholeBelowIt) {
    const std::vector<JsonRef> lines = Play("banner.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json",
                                                                  "{\"wait\": 0.1}, {\"key\": \"P\"}, {\"key\": \"H\"}, "
                                                                  "{\"key\": \"V\"}",
                                                                  "\"size\": [1024, 768], \"classroom\": true"));
    ASSERT_EQ(lines.size(), 4u);
    const JsonRef asked = At(lines[1], "sceneOnScreen"), revealed = At(lines[3], "sceneOnScreen");
    ASSERT_EQ(asked.Size(), 4u);
    EXPECT_GE(asked.Item(1).Number(), 3 * 26 + 16) << "under the banner's three lines";
    EXPECT_TRUE(Inside(asked, At(lines[1], "viewport")));
    for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(asked.Item(i).Number(), revealed.Item(i).Number()) << i;
}

// Opening the next scene (Page Down) fits it again; zooming hands the camera to the user until Home.
TEST(PlayLayout, TheCameraFitsUntilTheUserTakesIt) {
    const std::vector<JsonRef> lines = Play("camera.json", Script(kData + "box_and_tile.json",
                                                                  "{\"mouse\": {\"move\": [700, 400], \"wheel\": 3}}, "
                                                                  "{\"key\": \"F2\"}, {\"key\": \"Home\"}"));
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_FALSE(Inside(At(lines[0], "sceneOnScreen"), At(lines[0], "viewport")));  // zoomed in past the edges
    EXPECT_FALSE(Inside(At(lines[1], "sceneOnScreen"), At(lines[1], "viewport")));  // the layout changed; the camera is the user's
    EXPECT_TRUE(Inside(At(lines[2], "sceneOnScreen"), At(lines[2], "viewport")));   // Home fits again
}

}  // namespace

namespace {

// Each banner over the scene (the status line at the bottom, the predict question and the golf
// line at the top) over a shape selected for editing at that very edge: the banner steps aside,
// and no line of the run says it covers a handle (play adds "covers" when anything does).
TEST(PlayLayout, BannersNeverCoverTheSelectedShapesHandles) {
    const std::string edges = kData + "handles_at_the_edges.json";
    // The same scene with a cup: the golf line stands at the top all along.
    std::string withCup = ReadWholeFile(edges);
    withCup.replace(withCup.find("\"settings\": {"), 13, "\"settings\": {\"cup\": {\"x\": 50, \"y\": 500, \"r\": 20}, ");
    const std::string cupScene = WriteTempFile("handles_with_cup.json", withCup);
    for (const char* classroom : {"false", "true"})
        for (const std::string& scene : {edges, cupScene}) {
            const std::vector<JsonRef> lines = Play("banners.json", Script(scene,
                                                                           "{\"wait\": 0.1}, {\"key\": \"E\"}, "
                                                                           "{\"wait\": 0.1}, {\"key\": \"Tab\"}, "
                                                                           "{\"wait\": 0.1}, {\"key\": \"P\"}, "
                                                                           "{\"wait\": 0.1}",
                                                                           "\"size\": [1024, 768], \"classroom\": " +
                                                                               std::string(classroom)));
            ASSERT_EQ(lines.size(), 7u);
            EXPECT_EQ(Str(lines[2], "status"), "Editing: drag shapes, their handles and balls (E to stop)");
            EXPECT_EQ(Num(lines[2], "selected"), 0);  // the box on the bottom edge, under the status line
            EXPECT_EQ(Num(lines[4], "selected"), 1);  // the tile hanging from the top edge
            for (std::size_t i = 0; i < lines.size(); ++i)
                if (const std::optional<JsonRef> covers = lines[i].Find("covers"))
                    ADD_FAILURE() << scene << " classroom " << classroom << ", line " << i << ": " << covers->Item(0).String();
        }
}

}  // namespace

namespace {

// The timeline's tooltip, shown while the pointer is on the slider (clicked, as a hand drags it),
// stands beside the slider and never over the time it shows: in classroom mode at 1280 x 800 the
// slider is near the window's bottom, and ImGui's own place for the tooltip covered the value.
TEST(PlayLayout, TheTimelinesTooltipNeverCoversItsValue) {
    for (const char* size : {"[1280, 800]"}) {
        const std::string script = WriteTempFile("timeline.json", Script(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json",
                                                                   "{\"wait\": 1}, {\"key\": \"Space\"}, {\"click\": \"rewind\"}, {\"wait\": 0.1}",
                                                                   "\"size\": " + std::string(size) + ", \"classroom\": true"));
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);  // Lines() fails any line that "covers"
        ASSERT_EQ(lines.size(), 4u);
        EXPECT_FALSE(Flag(lines[1], "running"));  // the scene runs as it opens; Space stopped it
        const std::optional<JsonRef> tips = lines[2].Find("tooltips");
        ASSERT_TRUE(tips) << size << ": no tooltip shown over the timeline";
        EXPECT_EQ(tips->Item(0).String(), "rewind");
    }
}

}  // namespace
