// The time of impact of two moving circles, worked out by hand, and against a brute-force search
// over time for random pairs.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/physics/circle_impact.h"

namespace circlelab::physics {
namespace {

TEST(CircleImpact, HeadOnMeetsWhenTheGapCloses) {
    // 100 px apart centre to centre, radii summing to 20, closing at 400 px/s: the 80 px gap closes
    // after 0.2 s.
    const std::optional<double> t = CircleTimeOfImpact({100, 0}, {-400, 0}, 20, 1.0);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 0.2, 1e-15);
}

TEST(CircleImpact, ObliqueMeetsAtTheSmallerRoot) {
    // B 12 px off A's line of approach: it touches when the gap along the line is √(20² − 12²) = 16.
    const std::optional<double> t = CircleTimeOfImpact({116, 12}, {-100, 0}, 20, 10.0);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 1.0, 1e-14);
}

TEST(CircleImpact, MissesSeparatesOrComesTooLate) {
    EXPECT_FALSE(CircleTimeOfImpact({100, 25}, {-400, 0}, 20, 1.0));   // passes 25 px from it
    EXPECT_FALSE(CircleTimeOfImpact({100, 0}, {400, 0}, 20, 1.0));     // moving apart
    EXPECT_FALSE(CircleTimeOfImpact({100, 0}, {0, 400}, 20, 1.0));     // moving sideways
    EXPECT_FALSE(CircleTimeOfImpact({100, 0}, {-40, 0}, 20, 1.0));     // would meet at 2 s
    EXPECT_FALSE(CircleTimeOfImpact({100, 0}, {}, 20, 1.0));           // standing still
}

TEST(CircleImpact, AlreadyTouchingAndClosingMeetsNow) {
    EXPECT_EQ(CircleTimeOfImpact({19.5, 0}, {-1, 0}, 20, 1.0), 0.0);
    EXPECT_FALSE(CircleTimeOfImpact({19.5, 0}, {1, 0}, 20, 1.0));      // touching but parting
}

TEST(CircleImpact, AgreesWithABruteForceSearch) {
    // The first of 50,000 instants at which the distance is below the sum, for random pairs at up
    // to 100,000 px/s: the exact time lies within one instant of it.
    std::mt19937_64 rng(13);
    std::uniform_real_distribution<double> pos(-200, 200), vel(-100000, 100000), rad(1, 40);
    const double span = 1.0 / 120, n = 50000, dt = span / n;
    int hits = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const Vec2 d{pos(rng), pos(rng)}, w{vel(rng), vel(rng)};
        const double reach = rad(rng) + rad(rng);
        if (Length(d) <= reach) continue;
        std::optional<double> brute;
        for (int i = 0; i <= n && !brute; ++i)
            if (Length(d + w * (i * dt)) <= reach) brute = i * dt;
        const std::optional<double> t = CircleTimeOfImpact(d, w, reach, span);
        ASSERT_EQ(t.has_value(), brute.has_value()) << "trial " << trial;
        if (!t) continue;
        ++hits;
        EXPECT_LE(*t, *brute + 1e-12) << "trial " << trial;
        EXPECT_GE(*t, *brute - dt - 1e-12) << "trial " << trial;
        EXPECT_NEAR(Length(d + w * *t), reach, 1e-6 * reach) << "trial " << trial;
    }
    EXPECT_GT(hits, 20);
}

}  // namespace
}  // namespace circlelab::physics
