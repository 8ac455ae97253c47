// `circlelab simulate` run as a user runs it: deterministic JSON Lines with the right numbers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

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
        EXPECT_EQ(p.value->Root().Find("step")->Number(), 60.0 * count);
        EXPECT_EQ(p.value->Root().Find("bodies")->Size(), 4u);
        ++count;
    }
    EXPECT_EQ(count, 5);  // steps 0, 60, 120, 180, 240
}

// Balls thrown at each other and at a fixed ball at 100,000 px/s, as `simulate` writes them under
// both response models: every line keeps each pair in its order along x (a ball that passed through
// would be on the far side), and each thrown ball comes back.
TEST(SimulateCli, FastBallsBounceOffEachOtherInsteadOfPassingThrough) {
    for (const char* model : {"physical", "tutorial"}) {
        const auto run = RunCircleLab(std::string("simulate " CIRCLELAB_TEST_DATA "/simulate/fast_balls.json --steps 6 --model ") + model, false);
        ASSERT_EQ(run.status, 0) << run.out;
        std::istringstream lines(run.out);
        std::string line;
        int count = 0;
        double lastVx0 = 0, lastVx2 = 0;
        while (std::getline(lines, line)) {
            const circlelab::JsonParse p = circlelab::ParseJson(line);
            ASSERT_TRUE(p.value) << line;
            const circlelab::JsonRef bodies = *p.value->Root().Find("bodies");
            ASSERT_EQ(bodies.Size(), 4u);
            const auto x = [&](int i) { return bodies.Item(i).Find("x")->Number(); };
            EXPECT_LT(x(0), x(1)) << model << ": " << line;
            EXPECT_LT(x(2), x(3)) << model << ": " << line;
            EXPECT_EQ(x(3), 1000) << model << ": the fixed ball moved";
            lastVx0 = bodies.Item(0).Find("vx")->Number();
            lastVx2 = bodies.Item(2).Find("vx")->Number();
            ++count;
        }
        EXPECT_EQ(count, 7);
        EXPECT_LT(lastVx0, 0) << model;
        EXPECT_LT(lastVx2, 0) << model;
    }
}

// The stress pile of three hundred balls, as `simulate` runs it under the physical model: after
// 20 s of simulated time the pile has come to rest, every ball of it asleep (so with no speed at
// all; before the contact solver was warm started and ran before the motion, a tremble of 1–2 px/s
// kept the pile awake), and every ball is still inside its box.
TEST(SimulateCli, TheStressPileComesToRestWithinTwentySeconds) {
    const auto run = RunCircleLab("simulate " CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json --steps 2400 --every 2400 --model physical", false);
    ASSERT_EQ(run.status, 0) << run.out;
    const std::string last = run.out.substr(run.out.rfind('\n', run.out.size() - 2) + 1);
    const circlelab::JsonParse p = circlelab::ParseJson(last);
    ASSERT_TRUE(p.value) << last;
    EXPECT_EQ(p.value->Root().Find("step")->Number(), 2400);
    std::vector<double> speeds;
    for (const circlelab::JsonRef b : p.value->Root().Find("bodies")->Items()) {
        speeds.push_back(std::hypot(b.Find("vx")->Number(), b.Find("vy")->Number()));
        const auto asleep = b.Find("asleep");
        EXPECT_TRUE(asleep && asleep->Bool()) << "awake at (" << b.Find("x")->Number() << ", " << b.Find("y")->Number() << ")";
        // The tile box: x from 400 to 1200, y from 60 to 660 (inside the walls of 40 px tiles).
        EXPECT_GT(b.Find("x")->Number(), 400);
        EXPECT_LT(b.Find("x")->Number(), 1200);
        EXPECT_GT(b.Find("y")->Number(), 60);
        EXPECT_LT(b.Find("y")->Number(), 660);
    }
    ASSERT_EQ(speeds.size(), 300u);
    std::nth_element(speeds.begin(), speeds.begin() + 150, speeds.end());
    EXPECT_LT(speeds[150], 1.0);
    EXPECT_EQ(*std::max_element(speeds.begin(), speeds.end()), 0.0) << "a sleeping ball has no velocity";
}

TEST(SimulateCli, BadArgumentsFail) {
    EXPECT_NE(RunCircleLab("simulate /nonexistent.json --steps 3").status, 0);
    EXPECT_NE(RunCircleLab("simulate " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json --steps 3 --model magic").status, 0);
}

}  // namespace
