// Hostile input and faults, round two: paths that cannot even be looked at, files that are no
// regular files, pictures written over links, devices and FIFOs, and output that cannot be
// written. Each must end with a clear message and exit 1, never an abort or a hang; the files
// around must be as they were.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

using circlelab::testing::CliRun;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::RunCircleLab;
using circlelab::testing::RunShell;

const std::string kScene = CIRCLELAB_SOURCE_ASSETS "/scenes/02_lazyfoo_dot.json";

fs::path Folder(const std::string& name) {
    const fs::path dir = fs::path(::testing::TempDir()) / ("circlelab_paths_" + name + "-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::string Script(const fs::path& dir, const std::string& key, const std::string& value) {
    const std::string path = (dir / "script.json").string();
    std::ofstream(path) << "{\"" << key << "\": \"" << value << "\", \"size\": [320, 240],\n \"steps\": [{\"wait\": 0.05}]}\n";
    return path;
}

// A scene named by a symlink loop, or by a name longer than NAME_MAX: the script's line and
// column and the system's reason, not an uncaught filesystem_error (SIGABRT).
TEST(PathsRefused, PlayWithASceneThatIsASymlinkLoop) {
    const fs::path dir = Folder("loop");
    fs::create_symlink("loop.json", dir / "loop.json");
    const CliRun r = RunCircleLab("play " + Script(dir, "scene", "loop.json"));
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("script.json:1:11: the scene does not load"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Too many levels of symbolic links"), std::string::npos) << r.out;
}

TEST(PathsRefused, PlayWithASceneNameLongerThanTheSystemAllows) {
    const fs::path dir = Folder("long");
    const CliRun r = RunCircleLab("play " + Script(dir, "scene", std::string(300, 'a') + ".json"));
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("File name too long"), std::string::npos) << r.out;
}

TEST(PathsRefused, PlayWithALessonThatIsASymlinkLoop) {
    const fs::path dir = Folder("lessonloop");
    fs::create_symlink("l.json", dir / "l.json");
    const CliRun r = RunCircleLab("play " + Script(dir, "lesson", "l.json"));
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("the lesson does not open"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Too many levels of symbolic links"), std::string::npos) << r.out;
}

TEST(PathsRefused, ScreenshotsWithAReferencePictureThatIsASymlinkLoop) {
    const fs::path dir = Folder("refloop");
    fs::create_directories(dir / "scenes");
    fs::create_directories(dir / "refs");
    fs::copy_file(kScene, dir / "scenes" / "a.json");
    fs::create_symlink("a.png", dir / "refs" / "a.png");
    const CliRun r = RunCircleLab("screenshots --scenes " + (dir / "scenes").string() + " --references " +
                                  (dir / "refs").string() + " --out " + (dir / "out").string());
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("cannot read the reference"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Too many levels of symbolic links"), std::string::npos) << r.out;
}

// --gif goes through the one safe writer: a link is followed and kept, a private file stays
// private, a device is written in place (and a full one named), a FIFO nobody reads is refused.
TEST(GifWritten, ThroughALinkKeepingTheLinkAndThePermissions) {
    const fs::path dir = Folder("giflink");
    std::ofstream(dir / "real.gif") << "old";
    fs::permissions(dir / "real.gif", fs::perms::owner_read | fs::perms::owner_write);
    fs::create_symlink("real.gif", dir / "link.gif");
    const CliRun r = RunCircleLab("play " + Script(dir, "scene", kScene) + " --gif " + (dir / "link.gif").string() + " 2>&1 >/dev/null", false);
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(fs::is_symlink(dir / "link.gif"));
    EXPECT_EQ(ReadWholeFile((dir / "real.gif").string()).substr(0, 6), "GIF89a");
    struct stat st {};
    ASSERT_EQ(::stat((dir / "real.gif").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
}

TEST(GifWritten, ToAFullDeviceNamesTheReason) {
    const CliRun r = RunCircleLab("play " + Script(Folder("giffull"), "scene", kScene) + " --gif /dev/full 2>&1 >/dev/null", false);
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("No space left on device"), std::string::npos) << r.out;
    struct stat st {};
    ASSERT_EQ(::stat("/dev/full", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << "the device was replaced";
}

TEST(GifWritten, ToAFifoWithoutAReaderIsRefusedAtOnce) {
    const fs::path dir = Folder("giffifo");
    const std::string fifo = (dir / "pipe.gif").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    // `timeout` only bounds a failure of this test: the command must not wait for a reader.
    const CliRun r = RunShell("timeout 60 " + std::string(CIRCLELAB_EXE) + " play " + Script(dir, "scene", kScene) +
                              " --gif " + fifo + " 2>&1 >/dev/null");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("no program is reading that FIFO"), std::string::npos) << r.out;
    struct stat st {};
    ASSERT_EQ(::stat(fifo.c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "the FIFO was replaced by a file";
}

TEST(GifWritten, ToAFifoWithAReaderArrivesWhole) {
    const fs::path dir = Folder("gifreader");
    const std::string fifo = (dir / "pipe.gif").string(), copy = (dir / "copy.gif").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    const CliRun r = RunShell("(timeout 60 cat " + fifo + " > " + copy + " &) ; sleep 0.3; timeout 60 " +
                              std::string(CIRCLELAB_EXE) + " play " + Script(dir, "scene", kScene) + " --gif " + fifo +
                              " 2>&1 >/dev/null; sleep 0.3");
    EXPECT_EQ(r.status, 0) << r.out;
    const std::string gif = ReadWholeFile(copy);
    EXPECT_EQ(gif.substr(0, 6), "GIF89a");
    EXPECT_EQ(gif.back(), ';');  // the trailer: the whole file came through
}

TEST(PicturesWritten, ShotToAFifoWithoutAReaderDoesNotWait) {
    const fs::path dir = Folder("shotfifo");
    const std::string fifo = (dir / "pipe.png").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    const CliRun r = RunShell("timeout 60 " + std::string(CIRCLELAB_EXE) + " shot " + kScene + " -o " + fifo + " --size 64x48 2>&1");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("no program is reading that FIFO"), std::string::npos) << r.out;
}

TEST(PicturesWritten, AReadOnlyFileIsNotReplacedSilently) {
    const fs::path dir = Folder("readonly");
    const fs::path png = dir / "kept.png";
    std::ofstream(png) << "mine";
    fs::permissions(png, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    const CliRun r = RunCircleLab("shot " + kScene + " -o " + png.string() + " --size 64x48");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("read-only (permissions 0444)"), std::string::npos) << r.out;
    EXPECT_EQ(ReadWholeFile(png.string()), "mine");
}

// A handout folder that is a device: the reason, not only "cannot make the folder".
TEST(PathsRefused, HandoutIntoADeviceSaysWhy) {
    const CliRun r = RunCircleLab("lesson " CIRCLELAB_SOURCE_ASSETS "/lessons/01_lazyfoo_dot.json --handout /dev/full");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("cannot make the folder /dev/full: "), std::string::npos) << r.out;
}

// play on a full disk: it stops at the first line that cannot be written, and says so once.
TEST(OutputOnce, PlayOnAFullDiskSaysSoOnce) {
    const CliRun r = RunCircleLab("play " + Script(Folder("playfull"), "scene", kScene) + " 2>&1 >/dev/full", false);
    EXPECT_EQ(r.status, 1) << r.out;
    const std::string said = "cannot write the output: No space left on device";
    const std::size_t first = r.out.find(said);
    ASSERT_NE(first, std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(said, first + 1), std::string::npos) << r.out;
}

// Text in a scene is UTF-8: other bytes in its name are refused where they are, and a UTF-16 file
// is named as such.
TEST(TextRefused, ANameThatIsNotUtf8IsRefusedAtItsPlace) {
    const fs::path dir = Folder("utf8");
    std::ofstream(dir / "s.json") << "{\n  \"name\": \"caf\xe9\",\n  \"bodies\": []\n}\n";
    const CliRun r = RunCircleLab("check " + (dir / "s.json").string());
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("s.json:2:15: bytes that are not UTF-8 in a string (\\xE9)"), std::string::npos) << r.out;
}

TEST(TextRefused, AUtf16SceneIsNamedAsSuch) {
    const fs::path dir = Folder("utf16");
    std::ofstream(dir / "s.json", std::ios::binary) << std::string("\xFF\xFE{\0}\0", 6);
    const CliRun r = RunCircleLab("check " + (dir / "s.json").string());
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("s.json:1:1: the text is UTF-16 or UTF-32; JSON text must be UTF-8"), std::string::npos) << r.out;
}

// A count is read as a person writes it: 1e3 is 1000; 1.5 is "a whole number", not a conversion error.
TEST(CountsRead, SimulateStepsWrittenWithAnExponent) {
    const CliRun ok = RunCircleLab("simulate " + kScene + " --steps 1e3 --every 1e3", false);
    EXPECT_EQ(ok.status, 0) << ok.out;
    EXPECT_EQ(std::count(ok.out.begin(), ok.out.end(), '\n'), 2) << ok.out;  // steps 0 and 1000
    const CliRun bad = RunCircleLab("simulate " + kScene + " --steps 1.5");
    EXPECT_NE(bad.status, 0);
    EXPECT_NE(bad.out.find("must be a whole number"), std::string::npos) << bad.out;
}

}  // namespace
