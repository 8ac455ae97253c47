// `circlelab simulate` run as a user runs it: deterministic JSON Lines with the right numbers.
#include <gtest/gtest.h>

#include <sstream>

#include "cli_run.h"
#include "core/io/json.h"

namespace {

using circlelab::testing::RunCircleLab;

TEST(SimulateCli, SameInputSameBytesEveryKthStep) {
    const std::string scene = CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json";
    const auto a = RunCircleLab("simulate " + scene + " --steps 240 --every 60 --model physical", false);
    const auto b = RunCircleLab("simulate " + scene + " --steps 240 --every 60 --model physical", false);
    ASSERT_EQ(a.status, 0) << a.out;
    EXPECT_EQ(a.out, b.out);
    std::istringstream lines(a.out);
    std::string line;
    int count = 0;
    while (std::getline(lines, line)) {
        const circlelab::JsonParse p = circlelab::ParseJson(line);
        ASSERT_TRUE(p.value) << line;
        EXPECT_EQ(p.value->Find("step")->number, 60.0 * count);
        EXPECT_EQ(p.value->Find("bodies")->items.size(), 4u);
        ++count;
    }
    EXPECT_EQ(count, 5);  // steps 0, 60, 120, 180, 240
}

TEST(SimulateCli, BadArgumentsFail) {
    EXPECT_NE(RunCircleLab("simulate /nonexistent.json --steps 3").status, 0);
    EXPECT_NE(RunCircleLab("simulate " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json --steps 3 --model magic").status, 0);
}

}  // namespace
