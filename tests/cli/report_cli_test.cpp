// `circlelab report`, run as a user runs it: every contact it prints agrees with `query`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"
#include "core/io/json.h"

namespace {

namespace fs = std::filesystem;
using circlelab::testing::CliRun;
using circlelab::testing::FreshDir;
using circlelab::testing::RunCircleLab;

const std::string kAssets = CIRCLELAB_SOURCE_ASSETS;

TEST(ReportCli, AgreesWithQueryOnEveryContact) {
    const CliRun report = RunCircleLab("report " + kAssets + "/scenes/01_sandbox.json", false);
    ASSERT_EQ(report.status, 0);
    const circlelab::JsonParse p = circlelab::ParseJson(report.out);
    ASSERT_TRUE(p.value) << p.error.message;
    const circlelab::JsonRef contacts = *p.value->Root().Find("bodies")->Item(0).Find("contacts");
    ASSERT_EQ(contacts.Size(), 5u);
    // Shape 3 of the sandbox is the disc at (560, 540), r 85; the circle is at (800, 390), r 40.
    const std::string line = R"({"circle":{"x":800,"y":390,"r":40},"shape":{"type":"circle","x":560,"y":540,"r":85}})";
    const fs::path in = FreshDir("report_query") / "q.jsonl";
    std::ofstream(in) << line << "\n";
    const CliRun q = RunCircleLab("query < " + in.string(), false);
    const circlelab::JsonParse qp = circlelab::ParseJson(q.out);
    ASSERT_TRUE(qp.value);
    const circlelab::JsonRef c = contacts.Item(3);
    EXPECT_EQ(c.Find("type")->String(), "circle");
    EXPECT_EQ(c.Find("distance")->Number(), qp.value->Root().Find("distance")->Number());
    EXPECT_EQ(c.Find("closest")->Item(0).Number(), qp.value->Root().Find("closest")->Item(0).Number());
    EXPECT_EQ(c.Find("normal")->Item(1).Number(), qp.value->Root().Find("normal")->Item(1).Number());
}

}  // namespace
