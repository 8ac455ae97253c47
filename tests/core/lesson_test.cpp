// Lesson files: their errors at file:line:column, each step's scene built from the last scene
// named and the changes since, and every shipped lesson reading and building.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/io/lesson.h"
#include "core/io/scene_json.h"

namespace circlelab {
namespace {

const std::string kAssets = CIRCLELAB_SOURCE_ASSETS;

LessonLoad Parse(const std::string& text) {
    JsonParse p = ParseJson(text);
    EXPECT_TRUE(p.value) << text;
    return p.value ? LessonFromJson(p.value->Root()) : LessonLoad{};
}

TEST(Lesson, ReadsItsStepsAndTheirChanges) {
    const LessonLoad load = Parse(R"({"name": "L", "steps": [
      {"scene": "a.json", "prompt": "look", "show": {"regions": true, "ghost": false}},
      {"set": ["bodies/0/x=310"], "prompt": "predict", "predict": true, "reveal": "so", "method": "worden-published"}]})");
    ASSERT_TRUE(load.lesson) << load.Format("l.json");
    const Lesson& l = *load.lesson;
    ASSERT_EQ(l.steps.size(), 2u);
    EXPECT_EQ(l.steps[0].scene, "a.json");
    EXPECT_EQ(l.steps[0].sets, (std::vector<std::string>{"viewer/overlays/regions=true", "viewer/overlays/ghost=false"}));
    EXPECT_FALSE(l.steps[0].predict);
    EXPECT_TRUE(l.steps[1].scene.empty());
    EXPECT_EQ(l.steps[1].sets, (std::vector<std::string>{"bodies/0/x=310"}));
    EXPECT_TRUE(l.steps[1].predict);
    EXPECT_EQ(l.steps[1].reveal, "so");
    EXPECT_FALSE(l.steps[0].method);
    EXPECT_EQ(l.steps[1].method, classic::Algorithm::kWordenPublished);
    EXPECT_EQ(l.steps[1].line, 3);
}

TEST(Lesson, EachMistakeIsNamedWhereItStands) {
    struct Case {
        const char* text;
        int line, column;
        const char* says;
    };
    const Case cases[] = {
        {R"({"name": "L", "steps": []})", 1, 24, "non-empty array"},
        {R"({"name": "L", "steps": [{"prompt": "p"}]})", 1, 25, "first step must name a scene"},
        {R"({"name": "L", "steps": [{"scene": "a.json"}]})", 1, 25, "prompt"},
        {"{\"name\": \"L\", \"steps\": [{\"scene\": \"a.json\", \"prompt\": \"p\",\n \"set\": [\"bodies/0/x\"]}]}", 2, 10, "PATH=VALUE"},
        {"{\"name\": \"L\", \"steps\": [{\"scene\": \"a.json\", \"prompt\": \"p\",\n \"show\": {\"regions\": 1}}]}", 2, 22, "true or false"},
        {R"({"name": "L", "steps": [{"scene": "a.json", "prompt": "p", "predcit": true}]})", 1, 60, "predcit"},
        {R"({"steps": [{"scene": "a.json", "prompt": "p"}]})", 1, 1, "name"},
        {R"({"name": "L", "steps": [{"scene": "a.json", "prompt": "p", "method": "worden*"}]})", 1, 70, "worden-published, godfrey"},
        {R"({"name": "L", "steps": [{"scene": "a.json", "prompt": "p", "method": 2}]})", 1, 70, "method"},
    };
    for (const Case& c : cases) {
        const LessonLoad load = Parse(c.text);
        ASSERT_FALSE(load.lesson) << c.text;
        ASSERT_FALSE(load.errors.empty()) << c.text;
        const SourceError& e = load.errors.front();
        EXPECT_EQ(e.line, c.line) << c.text << "\n" << load.Format("l.json");
        EXPECT_EQ(e.column, c.column) << c.text << "\n" << load.Format("l.json");
        EXPECT_NE(e.message.find(c.says), std::string::npos) << e.message;
    }
}

TEST(Lesson, AStepsSceneIsTheLastSceneNamedWithTheChangesSince) {
    const LessonLoad load = Parse(R"({"name": "L", "steps": [
      {"scene": "scenes/03_worden_nine_cases.json", "prompt": "a", "set": ["bodies/0/x=700"]},
      {"set": ["bodies/0/y=100"], "prompt": "b"},
      {"scene": "scenes/05_godfrey_regions.json", "prompt": "c"}]})");
    ASSERT_TRUE(load.lesson);
    std::vector<SourceError> errors;
    std::string path;
    const std::optional<Scene> second = LessonScene(*load.lesson, 1, kAssets, errors, &path);
    ASSERT_TRUE(second) << (errors.empty() ? "" : errors.front().message);
    EXPECT_EQ(second->bodies[0].circle.center, (Vec2{700, 100}));  // both steps' changes
    EXPECT_EQ(std::filesystem::path(path).filename(), "03_worden_nine_cases.json");
    const std::optional<Scene> third = LessonScene(*load.lesson, 2, kAssets, errors);
    ASSERT_TRUE(third);
    EXPECT_EQ(third->bodies[0].circle.center, (Vec2{730, 240}));  // a new scene starts afresh
}

TEST(Lesson, AStepWhoseSceneCannotBeBuiltIsAnErrorAtTheStep) {
    const LessonLoad load = Parse("{\"name\": \"L\", \"steps\": [\n"
                                  "  {\"scene\": \"scenes/03_worden_nine_cases.json\", \"prompt\": \"a\"},\n"
                                  "  {\"set\": [\"bodies/7/x=1\"], \"prompt\": \"b\"},\n"
                                  "  {\"set\": [\"bodies/0/r=-5\"], \"prompt\": \"c\"},\n"
                                  "  {\"scene\": \"scenes/no_such_scene.json\", \"prompt\": \"d\"}]}");
    ASSERT_TRUE(load.lesson);
    const std::vector<SourceError> errors = CheckLessonScenes(*load.lesson, kAssets);
    ASSERT_EQ(errors.size(), 3u);
    EXPECT_EQ(errors[0].line, 3);  // the change that names no body
    EXPECT_EQ(errors[0].column, 12);
    EXPECT_NE(errors[0].message.find("bodies/7/x"), std::string::npos) << errors[0].message;
    EXPECT_EQ(errors[1].line, 4);  // a negative radius, said at the step
    EXPECT_NE(errors[1].message.find("r"), std::string::npos);
    EXPECT_EQ(errors[2].line, 5);  // a missing file, said once
    EXPECT_NE(errors[2].message.find("no_such_scene.json"), std::string::npos) << errors[2].message;
}

TEST(Lesson, EveryShippedLessonReadsAndEveryStepBuilds) {
    int lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kAssets + "/lessons")) {
        if (entry.path().extension() != ".json") continue;
        ++lessons;
        const LessonLoad load = LoadLessonFile(entry.path().string());
        ASSERT_TRUE(load.lesson) << load.Format(entry.path().string());
        EXPECT_GE(load.lesson->steps.size(), 3u) << entry.path();
        const std::vector<SourceError> errors = CheckLessonScenes(*load.lesson, entry.path().parent_path().string());
        for (const SourceError& e : errors) ADD_FAILURE() << e.Format(entry.path().string());
    }
    EXPECT_GE(lessons, 5);  // one for each tutorial
}

}  // namespace
}  // namespace circlelab
