// `circlelab check` run as a user runs it.
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

}  // namespace
