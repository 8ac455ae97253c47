// Files and flows a teacher can trust, through `circlelab play` as a person works the lab: Save as
// asks before replacing a different file, Ctrl+S on a shipped scene opens the chooser in a folder
// of the user's, the unsaved-changes question's Save on a scene with no file saves and then does
// what was asked, a red error clears after a save, and the title names the file that is open.
// The chooser starts in $HOME/Documents when the scene has no file of its own: each test gives the
// lab a home of its own.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "cli_run.h"
#include "play_lines.h"
#include "core/io/json.h"

namespace {

namespace fs = std::filesystem;
using circlelab::JsonRef;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::RunShell;
using circlelab::testing::WriteTempFile;
using namespace circlelab::testing::play;

const std::string kSandbox = CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json";
const std::string kGodfrey = CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json";

// A home folder with an empty Documents folder in it, made afresh.
std::string FreshHome(const std::string& name) {
    const fs::path home = fs::path(::testing::TempDir()) / (name + "-" + std::to_string(getpid()));
    fs::remove_all(home);
    fs::create_directories(home / "Documents");
    return home.string();
}

// `circlelab play` of these steps on `scene` ("" for the built-in one) with HOME set to `home`.
std::vector<JsonRef> Play(const std::string& home, const std::string& scene, const std::string& steps, int* status = nullptr) {
    const std::string script = WriteTempFile(fs::path(home).filename().string() + "-script.json", Script(scene, steps));
    const auto run = RunShell("HOME=" + home + " " CIRCLELAB_EXE " play " + script + " 2>&1");
    if (status) *status = run.status;
    EXPECT_EQ(run.status, 0) << run.out;
    return Lines(run.out);
}

std::size_t ShapesIn(const std::string& path) {
    const circlelab::JsonParse parsed = circlelab::ParseJson(ReadWholeFile(path));
    const std::optional<JsonRef> shapes = parsed.value ? parsed.value->Root().Find("shapes") : std::nullopt;
    return shapes ? shapes->Size() : 0;
}

// Saved the sandbox as mine.json beside another.json (another scene): Save as onto another.json
// asks first, "Keep it" leaves it as it was, and only "Replace" writes it. Saving under the
// scene's own name asks nothing. The title and the file field follow the file that is open.
TEST(PlayFiles, SaveAsAsksBeforeReplacingADifferentFile) {
    const std::string home = FreshHome("replace");
    const std::string mine = home + "/mine.json", another = home + "/another.json";
    fs::copy_file(kSandbox, mine);
    fs::copy_file(kGodfrey, another);
    const std::string before = ReadWholeFile(another);
    // Asked, kept, cancelled: another.json is as it was, and the edit is still unsaved.
    const std::vector<JsonRef> asked =
        Play(home, mine, "{\"key\": \"Ctrl+D\"}, " + Click("Open or save a file") + ", " + Click("Save as...") + ", " +
                             Click("another.json") + ", " + Click("Save") + ", " + Click("Keep it") + ", " + Click("Cancel"));
    ASSERT_EQ(asked.size(), 7u);
    EXPECT_EQ(Str(At(asked[2], "chooser"), "folder"), home);
    EXPECT_EQ(Str(At(asked[2], "chooser"), "name"), "mine.json");  // the open scene's own file
    EXPECT_EQ(Str(At(asked[4], "chooser"), "replacing"), another);
    EXPECT_EQ(Str(At(asked[5], "chooser"), "replacing"), "");
    EXPECT_FALSE(asked[6].Find("chooser").has_value());
    EXPECT_TRUE(Flag(asked[6], "dirty"));
    EXPECT_EQ(ReadWholeFile(another), before);
    EXPECT_EQ(ReadWholeFile(mine), ReadWholeFile(kSandbox));
    // Save as under its own name asks nothing; then Save as onto another.json, Replace: written,
    // and now the open file, named in the title.
    const std::vector<JsonRef> lines =
        Play(home, mine, "{\"key\": \"Ctrl+D\"}, " + Click("Open or save a file") + ", " + Click("Save as...") + ", " +
                             Click("Save") + ", {\"key\": \"Ctrl+D\"}, " + Click("Save as...") + ", " + Click("another.json") + ", " +
                             Click("Save") + ", " + Click("Replace"));
    ASSERT_EQ(lines.size(), 9u);
    EXPECT_FALSE(lines[3].Find("chooser").has_value());
    EXPECT_FALSE(Flag(lines[3], "dirty"));
    EXPECT_EQ(ShapesIn(mine), ShapesIn(kSandbox) + 1);
    EXPECT_EQ(Str(At(lines[7], "chooser"), "replacing"), another);
    EXPECT_FALSE(lines[8].Find("chooser").has_value());
    EXPECT_EQ(ShapesIn(another), ShapesIn(kSandbox) + 2);
    EXPECT_EQ(Str(lines[8], "file"), another);
    EXPECT_FALSE(Flag(lines[8], "dirty"));
    EXPECT_EQ(Str(lines[8], "title"), "Circle Collision Lab - another.json - Sandbox");
}

// Ctrl+S on a shipped scene keeps it as it is and opens Save as in the user's Documents with a
// name of its own; Save there writes the copy, which becomes the open file, and is listed as recent.
TEST(PlayFiles, CtrlSOnAShippedSceneSavesACopyWhereTheUserChooses) {
    const std::string home = FreshHome("shipped");
    const std::string original = ReadWholeFile(kGodfrey);
    const std::vector<JsonRef> lines =
        Play(home, kGodfrey, "{\"key\": \"Ctrl+D\"}, {\"key\": \"Ctrl+S\"}, " + Click("Save") + ", " + Click("Open or save a file") +
                                 ", " + Click("05_godfrey_regions-copy.json"));
    ASSERT_EQ(lines.size(), 5u);
    const JsonRef chooser = At(lines[1], "chooser");
    EXPECT_EQ(Str(chooser, "mode"), "save");
    EXPECT_EQ(Str(chooser, "folder"), home + "/Documents");
    EXPECT_EQ(Str(chooser, "name"), "05_godfrey_regions-copy.json");
    const std::string copy = home + "/Documents/05_godfrey_regions-copy.json";
    EXPECT_EQ(Str(lines[2], "file"), copy);
    EXPECT_FALSE(Flag(lines[2], "dirty"));
    EXPECT_EQ(ShapesIn(copy), ShapesIn(kGodfrey) + 1);
    EXPECT_EQ(ReadWholeFile(kGodfrey), original);
    // The recent list names the copy; a click on it opens it (the same file, nothing to ask).
    EXPECT_EQ(Str(lines[4], "file"), copy);
    EXPECT_FALSE(lines[4].Find("asking").has_value());
}

// The built-in scene edited, then Ctrl+N: the question's Save has no file to write, so it opens
// Save as, and once the file is written the new scene opens, as was asked.
TEST(PlayFiles, TheUnsavedQuestionsSaveOnAFilelessSceneSavesAsThenGoesOn) {
    const std::string home = FreshHome("fileless");
    const std::vector<JsonRef> lines =
        Play(home, "", "{\"key\": \"Ctrl+D\"}, {\"key\": \"Ctrl+N\"}, " + Click("Save") + ", " + Click("Save"));
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(Str(lines[1], "asking"), "unsaved changes");
    const JsonRef chooser = At(lines[2], "chooser");
    EXPECT_EQ(Str(chooser, "mode"), "save");
    EXPECT_EQ(Str(chooser, "folder"), home + "/Documents");
    EXPECT_EQ(Str(chooser, "name"), "sandbox-copy.json");
    EXPECT_EQ(ShapesIn(home + "/Documents/sandbox-copy.json"), ShapesIn(kSandbox) + 1);
    EXPECT_NE(Str(lines[3], "title").find("Untitled"), std::string::npos) << Str(lines[3], "title");  // then the new scene
    EXPECT_FALSE(Flag(lines[3], "dirty"));
    EXPECT_FALSE(lines[3].Find("chooser").has_value());
}

// A broken file opened through the chooser leaves its file:line:column message in red; a save
// that succeeds afterwards clears it.
TEST(PlayFiles, ARedErrorClearsAfterASuccessfulSave) {
    const std::string home = FreshHome("error");
    const std::string mine = home + "/mine.json";
    fs::copy_file(kSandbox, mine);
    {
        std::ofstream out(home + "/broken.json");
        out << "{\n  \"name\": 3\n}\n";
    }
    const std::vector<JsonRef> lines =
        Play(home, mine, Click("Open or save a file") + ", " + Click("Open...") + ", " + Click("broken.json") + ", " + Click("Open") +
                             ", {\"key\": \"Ctrl+D\"}, {\"key\": \"Ctrl+S\"}");
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_NE(Str(lines[3], "error").find(home + "/broken.json:2:"), std::string::npos) << Str(lines[3], "error");
    EXPECT_EQ(Str(lines[3], "file"), mine);  // the scene open before is kept
    EXPECT_FALSE(Flag(lines[5], "dirty"));
    EXPECT_EQ(Str(lines[5], "error"), "");
}

// Page Down from the built-in scene (the sandbox, scene 1) goes to scene 2, not to scene 1's file.
TEST(PlayFiles, PageDownFromTheBuiltInSandboxGoesToTheSecondScene) {
    const std::string home = FreshHome("pagedown");
    const std::vector<JsonRef> lines = Play(home, "", "{\"key\": \"PageDown\"}");
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(fs::path(Str(lines[0], "file")).filename(), "02_lazyfoo_dot.json");
}

}  // namespace
