// The pictures of a lesson's handout and GIF (`circlelab lesson --handout/--gif`), drawn as the
// command draws them, checked by the claims checker: a handout is printed, and a class cannot
// scroll a sheet of paper to read the rest of an answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "app/frame/handout_step.h"
#include "app/shells/headless.h"
#include "app/lang/tr.h"
#include "claims/claims_checker.h"
#include "core/io/lesson.h"

namespace circlelab::app {
namespace {

const std::string kLessons = std::string(CIRCLELAB_SOURCE_ASSETS) + "/lessons/";

// Every lesson the lab ships, as the panel's Lessons section finds them.
std::vector<std::string> ShippedLessonFiles() {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(kLessons))
        if (entry.path().extension() == ".json") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// Step `index` of the lesson in `file` as its handout draws it at `width` x `height`: the claims
// checker's word on its prompt and answer ("" when both lie whole in the panel's view), and
// the handout's own (CutLessonText, which the command warns with), which must agree.
struct Drawn {
    std::string checker, handout;
    std::size_t prompts = 0, answers = 0;
};
Drawn DrawStep(const Lesson& lesson, const std::string& file, int index, bool revealed, bool classroom, int width, int height) {
    Drawn d;
    LabState state = HandoutStepState(lesson, file, index, revealed, classroom);
    if (!state.error.empty()) return {state.error, state.error};
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(width, height, problem);  // a lab a picture, as the handout
    if (!lab) return {problem, problem};
    // DrawShot's two frames, the last one not rasterized: a frame's claims are made as it is laid
    // out, before a pixel is drawn, and the pixels were most of this test's time.
    lab->Frame(state, {}, 0.0, true, false);
    lab->Frame(state, {}, 1.0 / 60.0, true, false);
    std::vector<claims::Contradiction> found = claims::CheckClaims(state.frame.claims, state.doc.scene());
    std::erase_if(found, [](const claims::Contradiction& c) {
        return c.rule != "visible" || (c.what.find("lesson-prompt") == std::string::npos &&
                                       c.what.find("lesson-answer") == std::string::npos);
    });
    d.checker = claims::Describe(found);
    d.handout = CutLessonText(state.frame.claims);
    for (const Claim& c : state.frame.claims.claims) {
        d.prompts += c.means == "lesson-prompt" && c.box && c.within;
        d.answers += c.means == "lesson-answer" && c.box && c.within && !c.hidden;
    }
    return d;
}

// Lesson 02 step 4's German answer ran below a 1280 x 720 handout's picture in classroom mode,
// and longer ones (the pseudo-language's 40 % more) further: every shipped lesson's every step,
// as it opens and revealed, shows its prompt and its answer whole, in every language, in both
// modes, at the handout's size and a projector's.
TEST(HandoutPictures, EveryLessonStepsPromptAndAnswerAreWhole) {
    const std::vector<std::string> files = ShippedLessonFiles();
    ASSERT_GE(files.size(), 6u);
    std::size_t answers = 0, pictures = 0;
    for (const char* language : {"en", "de", "es", "fr", "qps"}) {
        ASSERT_TRUE(SetLanguage(language));
        for (const std::string& file : files) {
            const LessonLoad load = LoadLessonFile(file);
            ASSERT_TRUE(load.lesson) << load.Format(file);
            for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1024, 768}})
                for (const bool classroom : {true, false})
                    for (int i = 0; i < static_cast<int>(load.lesson->steps.size()); ++i)
                        for (const bool revealed : {false, true}) {
                            const Drawn d = DrawStep(*load.lesson, file, i, revealed, classroom, w, h);
                            const std::string at = std::string(language) + " " + std::filesystem::path(file).filename().string() +
                                                   " step " + std::to_string(i + 1) + (revealed ? " revealed" : "") + " " +
                                                   std::to_string(w) + "x" + std::to_string(h) + (classroom ? " classroom" : "");
                            EXPECT_EQ(d.checker, "") << at;
                            EXPECT_EQ(d.handout, "") << at;
                            EXPECT_EQ(d.prompts, 1u) << at;
                            answers += d.answers;
                            ++pictures;
                        }
        }
    }
    ASSERT_TRUE(SetLanguage("en"));
    EXPECT_GE(answers, 200u) << "of " << pictures << " pictures";
}

// The handout's own word agrees with the checker where a picture does cut: a 640 x 360 picture
// has no room for lesson 06 step 3's answer, and the handout says so (its warning).
TEST(HandoutPictures, APictureTooSmallForTheAnswerSaysItCutsIt) {
    ASSERT_TRUE(SetLanguage("en"));
    const std::string file = kLessons + "06_configuration_space.json";
    const LessonLoad load = LoadLessonFile(file);
    ASSERT_TRUE(load.lesson);
    const Drawn d = DrawStep(*load.lesson, file, 2, true, true, 640, 360);
    EXPECT_NE(d.checker, "");
    EXPECT_NE(d.handout.find("the answer ends"), std::string::npos) << d.handout;
}

}  // namespace
}  // namespace circlelab::app
