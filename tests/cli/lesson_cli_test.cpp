// Lessons as a teacher uses them: `check` validates them, `lesson --handout` writes a picture of
// every step and a page of prompts, and a scripted run steps through one with the arrow keys.
#include <gif_lib.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;
using circlelab::testing::CliRun;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;
using circlelab::testing::ReadWholeFile;

TEST(LessonCli, EveryShippedLessonChecksOk) {
    const CliRun r = RunCircleLab("check " CIRCLELAB_SOURCE_ASSETS "/lessons/*.json");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("02_worden_nine_cases.json: ok (lesson, 5 steps)"), std::string::npos) << r.out;
}

TEST(LessonCli, ABrokenLessonIsPrintedAsFileLineColumn) {
    const std::string scenes = CIRCLELAB_SOURCE_ASSETS "/scenes/";
    const std::string bad = WriteTempFile("lesson_bad.json", "{\"name\": \"L\", \"steps\": [\n"
                                                        "  {\"scene\": \"" + scenes + "03_worden_nine_cases.json\", \"prompt\": \"a\"},\n"
                                                        "  {\"set\": [\"bodies/0/r=-1\"], \"prompt\": \"b\", \"predict\": 1}]}\n");
    const CliRun r = RunCircleLab("check " + bad);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find(bad + ":3:56: predict must be"), std::string::npos) << r.out;
    const std::string wrongScene = WriteTempFile("lesson_scene.json", "{\"name\": \"L\", \"steps\": [\n"
                                                                 "  {\"scene\": \"" + scenes + "03_worden_nine_cases.json\", \"prompt\": \"a\"},\n"
                                                                 "  {\"set\": [\"bodies/0/r=-1\"], \"prompt\": \"b\"},\n"
                                                                 "  {\"prompt\": \"c\"}]}\n");
    const CliRun s = RunCircleLab("check " + wrongScene);
    EXPECT_EQ(s.status, 1);
    // At the change that wrote the wrong value, once, though the step after it carries it too.
    const std::string said = wrongScene + ":3:12: the change bodies/0/r=-1: r must be >= 0, not -1";
    EXPECT_NE(s.out.find(said), std::string::npos) << s.out;
    EXPECT_EQ(s.out.find(said, s.out.find(said) + 1), std::string::npos) << s.out;
    EXPECT_EQ(s.out.find(":4:"), std::string::npos) << s.out;
    // The handout refuses it the same way, and writes nothing.
    const std::string dir = ::testing::TempDir() + "handout_refused";
    fs::remove_all(dir);
    const CliRun h = RunCircleLab("lesson " + wrongScene + " --handout " + dir);
    EXPECT_EQ(h.status, 1);
    EXPECT_NE(h.out.find(wrongScene + ":3:12:"), std::string::npos) << h.out;
    EXPECT_FALSE(fs::exists(fs::path(dir) / "lesson.md"));
}

// Every shipped lesson's handout: a picture per step (two for a step with an answer: the answer
// hidden, then revealed), and a page with every prompt beside its picture.
TEST(LessonCli, EveryShippedLessonsHandoutRenders) {
    for (const auto& entry : fs::directory_iterator(CIRCLELAB_SOURCE_ASSETS "/lessons")) {
        const fs::path dir = fs::path(::testing::TempDir()) / ("handout-" + entry.path().stem().string());
        fs::remove_all(dir);
        const CliRun r = RunCircleLab("lesson " + entry.path().string() + " --handout " + dir.string() + " --size 800x600");
        ASSERT_EQ(r.status, 0) << r.out;
        const std::string page = ReadWholeFile(dir / "lesson.md");
        const std::string lesson = ReadWholeFile(entry.path());
        int steps = 0;
        for (std::size_t at = lesson.find("\"prompt\""); at != std::string::npos; at = lesson.find("\"prompt\"", at + 1)) ++steps;
        // Every shipped step that asks for a prediction has an answer; a step with an answer gets
        // its revealed picture, as its answer is hidden until asked for.
        int reveals = 0;
        for (std::size_t at = lesson.find("\"reveal\""); at != std::string::npos; at = lesson.find("\"reveal\"", at + 1)) ++reveals;
        int pictures = 0;
        std::uintmax_t firstSize = 0;
        bool allSame = true;
        for (const auto& f : fs::directory_iterator(dir)) {
            if (f.path().extension() != ".png") continue;
            ++pictures;
            EXPECT_NE(page.find("(" + f.path().filename().string() + ")"), std::string::npos) << f.path();
            EXPECT_EQ(ReadWholeFile(f.path()).substr(1, 3), "PNG") << f.path();
            if (firstSize == 0) firstSize = fs::file_size(f.path());
            else if (fs::file_size(f.path()) != firstSize) allSame = false;
        }
        EXPECT_EQ(pictures, steps + reveals) << entry.path();
        EXPECT_FALSE(allSame) << "every step looks the same in " << dir;
        for (int i = 1; i <= steps; ++i) EXPECT_NE(page.find("## Step " + std::to_string(i)), std::string::npos);
    }
}

// A teacher opens Worden's lesson and steps with the arrow keys: Right goes to the next step (the
// circle is where that step puts it, and it does not slide), Left comes back, D still moves it.
TEST(LessonCli, TheArrowKeysStepThroughALesson) {
    const std::string script = WriteTempFile(
        "lesson_play.json", "{\"lesson\": \"" CIRCLELAB_SOURCE_ASSETS "/lessons/02_worden_nine_cases.json\", \"steps\": ["
                            "{\"wait\": 0.1}, {\"key\": {\"name\": \"Right\", \"hold\": 0.5}}, {\"wait\": 0.1}, {\"key\": \"Left\"}, "
                            "{\"key\": {\"name\": \"D\", \"hold\": 0.5}}]}");
    const CliRun r = RunCircleLab("play " + script, false);
    ASSERT_EQ(r.status, 0) << r.out;
    const auto line = [&](int n) {
        std::size_t at = 0;
        for (int i = 0; i < n; ++i) at = r.out.find('\n', at) + 1;
        return r.out.substr(at, r.out.find('\n', at) - at);
    };
    EXPECT_NE(line(0).find("\"lessonStep\":1"), std::string::npos) << line(0);
    EXPECT_NE(line(0).find("\"circle\":[560,160"), std::string::npos) << line(0);
    EXPECT_NE(line(1).find("\"lessonStep\":2"), std::string::npos) << line(1);
    EXPECT_NE(line(2).find("\"circle\":[800,220"), std::string::npos) << line(2);  // held Right moved nothing
    EXPECT_NE(line(3).find("\"lessonStep\":1"), std::string::npos) << line(3);
    EXPECT_NE(line(3).find("\"circle\":[560,160"), std::string::npos) << line(3);
    EXPECT_EQ(line(4).find("\"circle\":[560,160"), std::string::npos) << line(4);  // D moves the circle
    EXPECT_NE(line(4).find("\"dirty\":false"), std::string::npos) << line(4);
}

// `lesson --gif`: one picture per step and one more after each step that asks for a prediction
// (its reveal), each held for at least three seconds, in the order of the handout.
TEST(LessonCli, TheLessonGifHasAPicturePerStepAndReveal) {
    const std::string path = CIRCLELAB_SOURCE_ASSETS "/lessons/02_worden_nine_cases.json";
    const std::string lesson = ReadWholeFile(path);
    int steps = 0, predicts = 0;
    for (std::size_t at = lesson.find("\"prompt\""); at != std::string::npos; at = lesson.find("\"prompt\"", at + 1)) ++steps;
    for (std::size_t at = lesson.find("\"predict\": true"); at != std::string::npos; at = lesson.find("\"predict\": true", at + 1))
        ++predicts;
    ASSERT_GT(predicts, 0);
    const std::string out = ::testing::TempDir() + "lesson-worden.gif";
    std::remove(out.c_str());
    const CliRun r = RunCircleLab("lesson " + path + " --gif " + out + " --size 640x480 --classroom");
    ASSERT_EQ(r.status, 0) << r.out;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(out.c_str(), &error);
    ASSERT_NE(gif, nullptr);
    ASSERT_EQ(DGifSlurp(gif), GIF_OK);
    EXPECT_EQ(gif->SWidth, 640);
    EXPECT_EQ(gif->SHeight, 480);
    EXPECT_EQ(gif->ImageCount, steps + predicts);
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock gcb{};
        ASSERT_EQ(DGifSavedExtensionToGCB(gif, i, &gcb), GIF_OK) << i;
        EXPECT_GE(gcb.DelayTime, 300) << "picture " << i;
        if (i == 0) continue;  // every later picture changes something: a new step or its answers shown
        const GifImageDesc& d = gif->SavedImages[i].ImageDesc;
        EXPECT_GT(d.Width * d.Height, 1) << "picture " << i << " repeats the one before";
    }
    DGifCloseFile(gif, &error);
    // A GIF that cannot be written says so and leaves nothing behind.
    const std::string nowhere = ::testing::TempDir() + "no-such-folder/lesson.gif";
    const CliRun bad = RunCircleLab("lesson " + path + " --gif " + nowhere);
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find(nowhere), std::string::npos) << bad.out;
    EXPECT_FALSE(fs::exists(nowhere));
}

}  // namespace

namespace circlelab {
namespace {

// Worden's lesson asks for the published code's disagreement map in its last step: the step
// names the method, so M there shades worden-published (the scene's own tutorial is the prose
// method, whose map is nearly empty); one step back the scene's method is chosen again. In
// classroom mode at 1024×768, as a teacher projects it.
TEST(LessonCli, AStepThatNamesAMethodMapsThatMethod) {
    const std::string script = WriteTempFile(
        "lesson_map.json", "{\"lesson\": \"" CIRCLELAB_SOURCE_ASSETS "/lessons/02_worden_nine_cases.json\", "
                           "\"size\": [1024, 768], \"classroom\": true, \"steps\": ["
                           "{\"key\": \"Right\"}, {\"key\": \"Right\"}, {\"key\": \"Right\"}, {\"key\": \"Right\"}, "
                           "{\"key\": \"T\"}, {\"key\": \"M\"}, {\"wait\": 0.1}, {\"key\": \"Left\"}, {\"wait\": 0.1}]}");
    const CliRun r = RunCircleLab("play " + script, false);
    ASSERT_EQ(r.status, 0) << r.out;
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < r.out.size();) {
        const std::size_t end = r.out.find('\n', at);
        lines.push_back(r.out.substr(at, end - at));
        at = end == std::string::npos ? r.out.size() : end + 1;
    }
    ASSERT_EQ(lines.size(), 9u) << r.out;
    const std::string& mapped = lines[6];
    EXPECT_NE(mapped.find("\"lessonStep\":5"), std::string::npos) << mapped;
    EXPECT_NE(mapped.find("\"map\":{\"method\":\"worden-published\""), std::string::npos) << mapped;
    EXPECT_NE(mapped.find("where worden-published disagrees"), std::string::npos) << mapped;
    const std::string& back = lines[8];
    EXPECT_NE(back.find("\"lessonStep\":4"), std::string::npos) << back;
    EXPECT_NE(back.find("\"map\":{\"method\":\"worden\""), std::string::npos) << back;
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// The window's options may follow the lesson as they follow a scene (`circlelab lesson FILE
// --seconds 2 --stats`): they reach the lesson command, which then says what is wrong with the file.
TEST(LessonCli, TheWindowsOptionsMayFollowTheLesson) {
    const CliRun r = RunCircleLab("lesson /no/such/lesson.json --seconds 2 --stats");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out.find("not expected"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("/no/such/lesson.json:1:1: no such file"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// A step naming a scene file that is itself wrong: the message gives the scene file's own
// file:line:column, once, where the lesson names the file (not "with the changes up to here").
TEST(LessonCli, AStepsBrokenSceneFileIsNamedAtItsOwnPlace) {
    const std::string scene = WriteTempFile("broken_scene.json", "{\"name\": \"b\", \"bodies\": [{\"x\": 1, \"y\": 2, \"r\": 3}],\n"
                                                                 " \"shapes\": [{\"type\": \"rect\", \"x\": 0, \"y\": 0, \"w\": -4, \"h\": 5}]}\n");
    const std::string lesson = WriteTempFile(
        "lesson_broken_scene.json", "{\"name\": \"L\", \"steps\": [\n"
                                    "  {\"scene\": \"" CIRCLELAB_SOURCE_ASSETS "/scenes/03_worden_nine_cases.json\", \"prompt\": \"a\"},\n"
                                    "  {\"scene\": \"" + scene + "\", \"prompt\": \"b\"},\n  {\"prompt\": \"c\"}]}\n");
    const CliRun r = RunCircleLab("check " + lesson);
    EXPECT_EQ(r.status, 1);
    const std::string said = lesson + ":3:3: the scene " + scene + ":2:51: w must be > 0, not -4";
    EXPECT_NE(r.out.find(said), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(said, r.out.find(said) + 1), std::string::npos) << r.out;  // once, not again for step 3
    EXPECT_EQ(r.out.find("changes up to here"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace circlelab
