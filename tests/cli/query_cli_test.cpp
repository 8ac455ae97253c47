// `circlelab query` run as a user runs it: the real binary, input on stdin, output parsed.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.h"

#include "core/io/json.h"

namespace {

using circlelab::testing::CliRun;

CliRun RunQuery(const std::string& input) {
    // One file per test: ctest runs the tests of this binary in parallel processes.
    const std::string inPath =
        ::testing::TempDir() + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".jsonl";
    std::ofstream(inPath) << input;
    return circlelab::testing::RunCircleLab("query < " + inPath, false);
}

TEST(QueryCli, TheReadmeExample) {
    const CliRun r = RunQuery(R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})" "\n");
    EXPECT_EQ(r.status, 0);
    const circlelab::JsonParse p = circlelab::ParseJson(r.out);
    ASSERT_TRUE(p.value) << r.out;
    EXPECT_TRUE(p.value->Find("inside")->boolean);
    EXPECT_EQ(p.value->Find("distance")->number, -5.0);
    EXPECT_EQ(p.value->Find("depth")->number, 7.0);
}

TEST(QueryCli, BadLineIsReportedAndTheRestAnswered) {
    const CliRun r = RunQuery(
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"rect\",\"x\":0,\"y\":0,\"w\":0,\"h\":1}}\n"
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":0,\"y\":3,\"r\":1}}\n");
    EXPECT_EQ(r.status, 1);
    std::istringstream lines(r.out);
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_NE(first.find("\"error\":\"line 1, column"), std::string::npos) << first;
    EXPECT_NE(first.find("w must be > 0"), std::string::npos) << first;
    EXPECT_NE(second.find("\"distance\":2"), std::string::npos) << second;
}

TEST(QueryCli, TwentyThousandLinesAllAnswered) {
    std::string input;
    for (int i = 0; i < 20000; ++i)
        input += "{\"circle\":{\"x\":" + std::to_string(i % 200) +
                 ",\"y\":7,\"r\":3},\"shape\":{\"type\":\"triangle\",\"x\":50,\"y\":0,\"w\":100,\"h\":20,"
                 "\"missing\":\"top-left\",\"angle\":12}}\n";
    const CliRun r = RunQuery(input);
    EXPECT_EQ(r.status, 0);
    std::size_t lines = 0;
    for (char c : r.out) lines += c == '\n';
    EXPECT_EQ(lines, 20000u);
}

}  // namespace
