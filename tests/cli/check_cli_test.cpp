// `circlelab check` and `circlelab shot` run as a user runs them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

using circlelab::testing::CliRun;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;

TEST(CheckCli, EveryShippedSceneIsValid) {
    const CliRun r = RunCircleLab("check " CIRCLELAB_SOURCE_ASSETS "/scenes/*.json");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("01_sandbox.json: ok"), std::string::npos) << r.out;
}

TEST(CheckCli, BrokenFilesArePrintedAsFileLineColumn) {
    const std::string bad = WriteTempFile("check_bad.json",
                                     "{\"name\": \"broken\",\n"
                                     " \"bodies\": [{\"x\": 0, \"y\": 0, \"r\": 5}],\n"
                                     " \"shapes\": [{\"type\": \"rect\", \"x\": 0, \"y\": 0, \"w\": -4, \"h\": 2}]}\n");
    const std::string good = WriteTempFile("check_good.json", "{\"name\":\"g\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}");
    const CliRun r = RunCircleLab("check " + good + " " + bad);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find(bad + ":3:51: w must be > 0, not -4 (at /shapes/0/w)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(good + ": ok"), std::string::npos) << r.out;
}

TEST(CheckCli, MissingFileIsReported) {
    const CliRun r = RunCircleLab("check /nonexistent/x.json");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("/nonexistent/x.json:1:1: no such file"), std::string::npos) << r.out;
}

TEST(ShotCli, WritesAPngOfTheRequestedSize) {
    const std::string out = ::testing::TempDir() + "shot_test.png";
    fs::remove(out);
    const CliRun r = RunCircleLab("shot " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json -o " + out + " --size 320x200");
    ASSERT_EQ(r.status, 0) << r.out;
    std::ifstream png(out, std::ios::binary);
    unsigned char header[24] = {};
    png.read(reinterpret_cast<char*>(header), sizeof header);
    EXPECT_EQ(header[1], 'P');
    EXPECT_EQ(header[2], 'N');
    EXPECT_EQ(header[3], 'G');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    EXPECT_EQ((header[16] << 24) | (header[17] << 16) | (header[18] << 8) | header[19], 320);
    EXPECT_EQ((header[20] << 24) | (header[21] << 16) | (header[22] << 8) | header[23], 200);
}

TEST(ShotCli, BadSceneOrSizeFailsWithAMessage) {
    const CliRun bad = RunCircleLab("shot /nonexistent/x.json -o /tmp/never.png");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("no such file"), std::string::npos) << bad.out;
    const CliRun size = RunCircleLab("shot " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json -o /tmp/never.png --size huge");
    EXPECT_EQ(size.status, 1);
    EXPECT_NE(size.out.find("--size must be WIDTHxHEIGHT"), std::string::npos) << size.out;
}

}  // namespace
