// The window's language (docs/languages.md): --lang changes what a person reads in the window, and
// nothing a file, a pipe or a script reads.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "cli_run.h"
#include "play_lines.h"

namespace {

using circlelab::JsonRef;
using circlelab::testing::CliRun;
using circlelab::testing::RunCircleLab;
using circlelab::testing::RunShell;
using circlelab::testing::WriteTempFile;
using namespace circlelab::testing::play;

const std::string kScenes = CIRCLELAB_SOURCE_ASSETS "/scenes/";

std::string Script(const std::string& name, const std::string& click) {
    return WriteTempFile(name, "{\"scene\": \"" + kScenes + "05_godfrey_regions.json\", \"size\": [1024, 768], "
                               "\"steps\": [{\"wait\": 0.1}, {\"click\": \"" + click + "\"}]}");
}

TEST(LanguageCli, LangDeChangesTheWindowTitleAndThePanel) {
    // The File node of the panel, pressed by its German label: drawn in German, it is found.
    const CliRun german = RunCircleLab("play " + Script("de.json", "Datei öffnen oder speichern") + " --lang de");
    ASSERT_EQ(german.status, 0) << german.out;
    const auto lines = Lines(german.out);
    ASSERT_FALSE(lines.empty());
    EXPECT_NE(Str(lines.back(), "title").find("Kreis-Kollisionslabor - Godfrey: die Regionen I-VIII"), std::string::npos)
        << Str(lines.back(), "title");
    // The English label is not drawn in German: a script pressing it is told which labels there are.
    const CliRun english = RunCircleLab("play " + Script("de-en.json", "Open or save a file") + " --lang de");
    EXPECT_NE(english.status, 0);
    EXPECT_NE(english.out.find("Datei öffnen oder speichern"), std::string::npos) << english.out;
    // Without --lang, play is English whatever the environment says.
    const CliRun plain = RunShell("LANG=de_DE.UTF-8 LANGUAGE=de " CIRCLELAB_EXE " play " +
                                  Script("en.json", "Open or save a file") + " 2>&1");
    ASSERT_EQ(plain.status, 0) << plain.out;
    EXPECT_NE(Str(Lines(plain.out).back(), "title").find("Circle Collision Lab - Godfrey"), std::string::npos);
}

// A phone (412 x 915) with the panel open beside the scene, in every language: the numbers box's
// rows fit its room (German's reached 40 px past it, and a sideways scrollbar covered the last
// row), and no label of the panel runs past its edge (German's, French's and Spanish's section
// names and switches did, by up to 91 px). At 388 x 2200 the whole panel is in view at once, a
// little narrower still.
TEST(LanguageCli, APhonesOpenPanelAndNumbersBoxReadWholeInEveryLanguage) {
    for (const char* lang : {"en", "de", "es", "fr", "qps"}) {
        for (const char* size : {"[412, 915]", "[388, 2200]"}) {
            const std::string script =
                WriteTempFile("phone.json", "{\"size\": " + std::string(size) + ", \"claims\": true, \"steps\": [{\"wait\": 0.2}]}");
            const CliRun run = RunCircleLab("play " + script + " --lang " + lang, false);
            ASSERT_EQ(run.status, 0) << lang << " " << size << "\n" << run.out;
            const auto lines = Lines(run.out);
            ASSERT_EQ(lines.size(), 1u) << run.out;
            EXPECT_LT(At(lines[0], "viewport").Item(2).Number(), 300) << "the panel is open beside the scene";
            EXPECT_EQ(Num(lines[0], "numbersOverflow"), 0) << lang << " " << size;
            EXPECT_LE(Num(lines[0], "panelOverflow"), 1.5) << lang << " " << size;
            // The panel's title whole in its title bar ("Labo de collisions de c" was cut).
            int titles = 0;
            for (JsonRef c : At(At(lines[0], "claims"), "claims").Items()) {
                if (Str(c, "kind") != "title" || Str(c, "means") != "panel") continue;
                ++titles;
                EXPECT_LE(At(c, "box").Item(2).Number(), At(c, "within").Item(2).Number()) << lang << " " << Str(c, "text");
            }
            EXPECT_EQ(titles, 1) << lang;
        }
    }
}

// A word of plain English on screen in the pseudo-language is a string that escaped the catalogue.
// Units, roman region numbers, numbers and the tutorials' authors (their methods' names) are the same in
// every language.
std::set<std::string> EnglishWords(JsonRef line) {
    static const std::regex english("[A-Za-z]{2,}"), same("[IVX]+|px|px/s|px/s²|fps");
    // An author's name, whole or as far as a narrow column shows it ("migap"), also where a
    // pseudo-language's bracket or a comma touches it ("[godfrey,").
    const auto author = [](std::string word) {
        while (!word.empty() && (word.front() == '[' || word.front() == '(')) word.erase(0, 1);
        while (!word.empty() && (word.back() == ',' || word.back() == ':' || word.back() == ')')) word.pop_back();
        if (!word.empty() && word.back() == '*') word.pop_back();
        for (const std::string name : {"godfrey", "lazyfoo", "migapro", "worden"})
            if (word.size() >= 2 && name.compare(0, word.size(), word) == 0) return true;
        return false;
    };
    std::set<std::string> found;
    const JsonRef words = At(line, "words");
    for (std::size_t i = 0; i < words.Size(); ++i) {
        const std::string word(words.Item(i).String());
        if (std::regex_search(word, english) && !std::regex_match(word, same) && !author(word)) found.insert(word);
    }
    return found;
}

std::string Joined(const std::set<std::string>& words) {
    std::string all;
    for (const std::string& w : words) all += " \"" + w + "\"";
    return all;
}

TEST(LanguageCli, InThePseudoLanguageNoShippedSceneOrLessonStepShowsEnglish) {
    namespace fs = std::filesystem;
    for (const auto& entry : fs::directory_iterator(kScenes)) {
        const std::string scene = entry.path().string();
        // The scene, then the help (F1) over it.
        const std::string script = WriteTempFile("qps-scene.json", "{\"scene\": \"" + scene + "\", \"size\": [1024, 768], "
                                                 "\"classroom\": true, \"words\": true, \"steps\": [{\"wait\": 0.2}, "
                                                 "{\"key\": \"F1\"}, {\"wait\": 0.1}]}");
        const CliRun run = RunCircleLab("play " + script + " --lang qps", false);
        ASSERT_EQ(run.status, 0) << scene;
        for (const JsonRef line : Lines(run.out)) EXPECT_EQ(Joined(EnglishWords(line)), "") << scene;
        // The whole panel at once, every section in view (at 1024×768 the lower ones are scrolled
        // out of sight): a control drawn only there is read too.
        const std::string tall = WriteTempFile("qps-tall.json", "{\"scene\": \"" + scene + "\", \"size\": [1280, 2400], "
                                               "\"words\": true, \"steps\": [{\"wait\": 0.2}]}");
        const CliRun whole = RunCircleLab("play " + tall + " --lang qps", false);
        ASSERT_EQ(whole.status, 0) << scene << whole.out;
        for (const JsonRef line : Lines(whole.out)) EXPECT_EQ(Joined(EnglishWords(line)), "") << scene << " whole panel";
    }
    const std::string lessons = CIRCLELAB_SOURCE_ASSETS "/lessons/";
    for (const auto& entry : fs::directory_iterator(lessons)) {
        // Every step, its answer revealed (V), then the next (Right).
        std::string steps;
        for (int i = 0; i < 16; ++i) steps += std::string(i ? ", " : "") + "{\"wait\": 0.1}, {\"key\": \"V\"}, {\"wait\": 0.1}, {\"key\": \"Right\"}";
        const std::string script = WriteTempFile("qps-lesson.json", "{\"lesson\": \"" + entry.path().string() + "\", "
                                                 "\"size\": [1024, 768], \"classroom\": true, \"words\": true, \"steps\": [" + steps + "]}");
        const CliRun run = RunCircleLab("play " + script + " --lang qps", false);
        ASSERT_EQ(run.status, 0) << entry.path();
        for (const JsonRef line : Lines(run.out))
            EXPECT_EQ(Joined(EnglishWords(line)), "") << entry.path() << " step " << Num(line, "lessonStep");
    }
}

// The steps of every method in the tutorials comparison (T) are written by the core in English and
// translated where they are shown: in the pseudo-language, on every shipped scene, each method chosen
// in turn as a person chooses it (a click on its name in the verdicts), no word of them is plain
// English. One run per scene: the comparison opened, then each method clicked.
TEST(LanguageCli, InThePseudoLanguageNoMethodsStepShowsEnglish) {
    namespace fs = std::filesystem;
    // The names the verdicts show: the authors' own, "*" for the code as printed, and the box test's
    // in the pseudo-language.
    const std::vector<std::pair<std::string, std::string>> methods = {
        {"lazyfoo", "lazyfoo"}, {"lazyfoo*", "lazyfoo-published"}, {"worden", "worden"}, {"worden*", "worden-published"},
        {"godfrey", "godfrey"}, {"migapro", "migapro"}, {"[ƀöẋ ţéšţ ~]", "bounding-box"}};
    std::string steps = "{\"wait\": 0.2}, {\"key\": \"T\"}, {\"wait\": 0.1}";
    for (const auto& [label, name] : methods) steps += ", {\"click\": \"" + label + "\"}";
    int scenes = 0;
    for (const auto& entry : fs::directory_iterator(kScenes)) {
        const std::string scene = entry.path().string();
        const std::string script = WriteTempFile("qps-steps.json", "{\"scene\": \"" + scene + "\", \"size\": [1024, 768], "
                                                 "\"classroom\": true, \"words\": true, \"claims\": true, \"steps\": [" + steps + "]}");
        const CliRun run = RunCircleLab("play " + script + " --lang qps", false);
        ASSERT_EQ(run.status, 0) << scene << "\n" << run.out;
        const auto lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 3 + methods.size()) << scene;
        int shownSteps = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            EXPECT_EQ(Joined(EnglishWords(lines[i])), "") << scene << " step " << i;
            if (i < 3) continue;
            // The method clicked is the one whose steps show.
            std::string heading;
            const JsonRef claims = At(At(lines[i], "claims"), "claims");
            for (std::size_t c = 0; c < claims.Size(); ++c) {
                const std::string means(At(claims.Item(c), "means").String());
                if (means == "method-heading") heading = Str(claims.Item(c), "method");
                if (means == "method-step") ++shownSteps;
            }
            EXPECT_EQ(heading, methods[i - 3].second) << scene;
        }
        EXPECT_GT(shownSteps, 0) << scene << ": the comparison shows no method's steps";
        ++scenes;
    }
    EXPECT_GE(scenes, 10);
}

// The scene in words: what the circle touches, the selected shape's numbers, in the chosen language.
TEST(LanguageCli, DescribeSaysWhatTheCircleTouchesInTheChosenLanguage) {
    const auto scene = [](double x) {
        return WriteTempFile("describe.json", "{\"name\": \"Sandbox\", \"bodies\": [{\"x\": " + std::to_string(x) +
                                                  ", \"y\": 50, \"r\": 20}], \"shapes\": [{\"type\": \"rect\", \"x\": 0, "
                                                  "\"y\": 0, \"w\": 100, \"h\": 100}]}");
    };
    const CliRun touching = RunCircleLab("describe " + scene(110));
    ASSERT_EQ(touching.status, 0) << touching.out;
    EXPECT_EQ(touching.out, "Sandbox. The circle is at (110.0, 50.0) with radius 20.0 px. The circle touches shape 0 (rect). "
                            "Selected: shape 0 (rect), distance 10.0 px, region V, normal (1.000, 0.000), depth 10.0 px.\n");
    const CliRun apart = RunCircleLab("describe " + scene(300) + " --lang de");
    ASSERT_EQ(apart.status, 0) << apart.out;
    EXPECT_NE(apart.out.find("Sandkasten."), std::string::npos) << apart.out;  // the shipped name's translation
    EXPECT_NE(apart.out.find("Der Kreis berührt keine Form."), std::string::npos) << apart.out;
    EXPECT_NE(apart.out.find("Abstand 200.0 px"), std::string::npos) << apart.out;
}

TEST(LanguageCli, AnUnknownLanguageIsRefusedWithTheOnesThereAre) {
    const CliRun r = RunCircleLab("report " + kScenes + "01_sandbox.json --lang tlh");
    EXPECT_NE(r.status, 0);
    EXPECT_NE(r.out.find("--lang"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("de"), std::string::npos) << r.out;
}

// Files, the command line and report/query/simulate stay byte for byte the same in every language.
TEST(LanguageCli, ReportQuerySimulateAndShotAreTheSameInEveryLanguage) {
    const std::string scene = kScenes + "05_godfrey_regions.json";
    const std::string query = WriteTempFile("query.jsonl", "{\"circle\":{\"x\":10,\"y\":10,\"r\":5},"
                                                           "\"shape\":{\"type\":\"rect\",\"x\":0,\"y\":0,\"w\":8,\"h\":8}}\n");
    const std::string commands[] = {"report " + scene, "simulate " + kScenes + "08_godfrey_thrown_circles.json --steps 30",
                                    "query < " + query, "check " + scene};
    for (const std::string& command : commands) {
        const CliRun english = RunShell(std::string(CIRCLELAB_EXE) + " " + command + " 2>&1");
        ASSERT_EQ(english.status, 0) << command << "\n" << english.out;
        for (const char* lang : {"de", "qps"}) {
            const CliRun other = RunShell(std::string("LANG=de_DE.UTF-8 LANGUAGE=") + lang + " " + CIRCLELAB_EXE + " " +
                                          command + " --lang " + lang + " 2>&1");
            EXPECT_EQ(other.status, 0) << command;
            EXPECT_EQ(other.out, english.out) << command << " --lang " << lang;
        }
    }
}

}  // namespace
