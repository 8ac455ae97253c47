// Hostile input and faults, run as a user meets them: output that cannot be written, files that
// are no files, lines too long to answer. Each must end with a clear message and a non-zero status.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/stat.h>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

using circlelab::testing::CliRun;
using circlelab::testing::RunCircleLab;

const std::string kScene = CIRCLELAB_SOURCE_ASSETS "/scenes/02_lazyfoo_dot.json";

// stderr to the test, stdout to /dev/full: the order of the redirections matters.
CliRun OnFullDisk(const std::string& args) { return RunCircleLab(args + " 2>&1 >/dev/full", false); }

// A command run from inside `dir`, its standard output kept (binary-safe).
CliRun RunShellIn(const fs::path& dir, const std::string& command) {
    return circlelab::testing::RunShell("cd " + dir.string() + " && " + command);
}

fs::path Folder(const std::string& name) {
    const fs::path dir = fs::path(::testing::TempDir()) / ("circlelab_hostile_" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

TEST(OutputChecked, QueryOnAFullDiskFails) {
    const std::string input = (Folder("full") / "in.jsonl").string();
    std::ofstream(input) << "{\"circle\":{\"x\":5,\"y\":5,\"r\":2},\"shape\":{\"type\":\"circle\",\"x\":0,\"y\":0,\"r\":1}}\n";
    const CliRun r = OnFullDisk("query < " + input);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("circlelab query: cannot write the output: No space left on device"), std::string::npos) << r.out;
}

TEST(OutputChecked, ReportSimulateAndCheckOnAFullDiskFail) {
    for (const std::string& command : {"report " + kScene, "simulate " + kScene + " --steps 3", "check " + kScene}) {
        const CliRun r = OnFullDisk(command);
        EXPECT_EQ(r.status, 1) << command;
        EXPECT_NE(r.out.find("cannot write the output: No space left on device"), std::string::npos) << command << r.out;
    }
}

TEST(OutputChecked, ShotToAFullDeviceFails) {
    const CliRun r = RunCircleLab("shot " + kScene + " -o /dev/full --size 64x48");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("No space left on device"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("wrote"), std::string::npos) << r.out;
}

TEST(OutputChecked, ShotReplacesThePictureWholeAndLeavesNoTemporaryFile) {
    const fs::path dir = Folder("shot");
    const std::string out = (dir / "p.png").string();
    std::ofstream(out) << "old";
    const CliRun r = RunCircleLab("shot " + kScene + " -o " + out + " --size 64x48");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_GT(fs::file_size(out), 100u);
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++entries;
    EXPECT_EQ(entries, 1u);
    // Into a folder that is not there: an error, and nothing written.
    const CliRun missing = RunCircleLab("shot " + kScene + " -o " + (dir / "no" / "p.png").string() + " --size 64x48");
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.out.find("the folder " + (dir / "no").string() + " does not exist"), std::string::npos) << missing.out;
}

TEST(OutputChecked, ShotNamesTheRealReasonAFileCannotBeReplaced) {
    // /proc/version exists and is a regular file, but its folder takes no new files.
    const CliRun r = RunCircleLab("shot " + kScene + " -o /proc/version --size 64x48");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("cannot write /proc/version: the folder /proc takes no new files"), std::string::npos) << r.out;
}

TEST(OutputChecked, ShotWithAnEmptyNameFailsAndWithADashWritesTheStandardOutput) {
    const CliRun empty = RunCircleLab("shot " + kScene + " -o '' --size 64x48");
    EXPECT_EQ(empty.status, 1);
    EXPECT_NE(empty.out.find("-o needs a file name"), std::string::npos) << empty.out;
    EXPECT_EQ(empty.out.find("wrote"), std::string::npos) << empty.out;

    const fs::path dir = Folder("dash");
    const std::string file = (dir / "file.png").string();
    ASSERT_EQ(RunCircleLab("shot " + kScene + " -o " + file + " --size 64x48").status, 0);
    // The PNG alone on the standard output, the same bytes as the file; no file named "-".
    const CliRun piped = RunShellIn(dir, std::string(CIRCLELAB_EXE) + " shot " + kScene + " -o - --size 64x48");
    EXPECT_EQ(piped.status, 0);
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(piped.out, bytes);
    EXPECT_FALSE(fs::exists(dir / "-"));
    // A full standard output is an error, as for the other commands.
    const CliRun full = OnFullDisk("shot " + kScene + " -o - --size 64x48");
    EXPECT_EQ(full.status, 1);
    EXPECT_NE(full.out.find("writing to the standard output failed: No space left on device"), std::string::npos) << full.out;
}

TEST(InputRefused, FolderDeviceFifoAndSymlinkLoop) {
    const fs::path dir = Folder("input");
    ASSERT_EQ(mkfifo((dir / "fifo").c_str(), 0600), 0);
    fs::create_symlink(dir / "b", dir / "a");
    fs::create_symlink(dir / "a", dir / "b");
    const CliRun r = RunCircleLab("check " + dir.string() + " /dev/zero " + (dir / "fifo").string() + " " +
                                  (dir / "a").string());
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find(dir.string() + ":1:1: is a folder, not a file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("/dev/zero:1:1: is not a regular file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find((dir / "fifo").string() + ":1:1: is not a regular file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find((dir / "a").string() + ":1:1: cannot read the file: Too many levels of symbolic links"),
              std::string::npos)
        << r.out;
}

TEST(InputRefused, QueryFromAFolderFails) {
    const CliRun r = RunCircleLab("query < " + Folder("stdin").string());
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("circlelab query: standard input is a folder"), std::string::npos) << r.out;
}

TEST(InputRefused, OverlongQueryLineIsAnErrorAndTheNextLineIsAnswered) {
    const fs::path dir = Folder("long");
    const std::string input = (dir / "in.jsonl").string();
    {
        std::ofstream f(input);
        f << "[" << std::string((1 << 20) + 10, ' ') << "]\n";
        f << "{\"circle\":{\"x\":5,\"y\":5,\"r\":2},\"shape\":{\"type\":\"circle\",\"x\":0,\"y\":0,\"r\":1}}\n";
    }
    const CliRun r = RunCircleLab("query < " + input, false);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("{\"error\":\"line 1, column 1048577: the line is longer than 1 MiB"), std::string::npos)
        << r.out.substr(0, 300);
    EXPECT_NE(r.out.find("\n{\"hit\":false"), std::string::npos) << r.out.substr(0, 300);
}

TEST(InputRefused, NonUtf8BytesInAnErrorAreEscaped) {
    const fs::path dir = Folder("utf8");
    const std::string scene = (dir / "s.json").string();
    std::ofstream(scene) << "{\"name\": \"x\", \"bodies\": [], \"\xff\xfe\": 1}";
    const CliRun r = RunCircleLab("check " + scene);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out.find('\xff'), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\\xFF\\xFE"), std::string::npos) << r.out;
}

}  // namespace

namespace {

TEST(InputRefused, ShotSizeMustBeWholeAndWithinTheLimit) {
    for (const char* size : {"100x100junk", "4294967297x1", "8193x10", "+5x5", "0x10", "10x"}) {
        const CliRun r = RunCircleLab("shot " + kScene + " -o /tmp/never.png --size " + size);
        EXPECT_EQ(r.status, 1) << size;
        EXPECT_NE(r.out.find("--size must be WIDTHxHEIGHT, each from 1 to 8192"), std::string::npos) << size << r.out;
    }
}

}  // namespace

namespace {

// Once a segfault in SDL's software renderer (a body of radius 200,000 px filling the view), and a
// 2^62-cell disagreement map (a static circle of radius 9e307, now refused: 1e9 is the limit).
TEST(HugeButValid, ShapesAtTheLimitsDrawWithoutCrashing) {
    const fs::path dir = Folder("huge");
    const std::string scene = (dir / "s.json").string();
    std::ofstream(scene) << "{\"name\":\"huge\",\"bodies\":[{\"x\":400,\"y\":300,\"r\":1e9},{\"x\":400,\"y\":300,\"r\":200000}],"
                            "\"shapes\":[{\"type\":\"circle\",\"x\":-1e9,\"y\":1e9,\"r\":1e9},"
                            "{\"type\":\"triangle\",\"x\":-1e9,\"y\":-1e9,\"w\":1e9,\"h\":1e9,\"missing\":\"top-left\",\"angle\":33}],"
                            "\"settings\":{\"view\":[0,0,800,600]}}";
    const std::string out = (dir / "p.png").string();
    const CliRun r = RunCircleLab("shot " + scene + " -o " + out + " --size 320x200 --tutorials worden --map");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(fs::exists(out));
    const CliRun report = RunCircleLab("report " + scene, false);
    EXPECT_EQ(report.status, 0);
    // (A classic method that does not apply to a shape says null; a number never does.)
    for (const char* broken : {"\"distance\":null", "\"depth\":null", "[null", "null]", "nan", "inf"})
        EXPECT_EQ(report.out.find(broken), std::string::npos) << broken << report.out.substr(0, 400);
    const CliRun sim = RunCircleLab("simulate " + scene + " --steps 20", false);
    EXPECT_EQ(sim.status, 0);
    EXPECT_EQ(sim.out.find("null"), std::string::npos) << sim.out.substr(0, 400);
}

}  // namespace
