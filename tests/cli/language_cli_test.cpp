// The window's language (docs/languages.md): --lang changes what a person reads in the window, and
// nothing a file, a pipe or a script reads.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"
#include "play_lines.h"

namespace {

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
