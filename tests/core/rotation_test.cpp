#include <gtest/gtest.h>

#include "core/geometry/rotation.h"

namespace circlelab {
namespace {

TEST(Rotation, QuarterTurnsAreExact) {
    EXPECT_EQ(MakeRotationDegrees(0), (Rotation{1, 0}));
    EXPECT_EQ(MakeRotationDegrees(90), (Rotation{0, 1}));
    EXPECT_EQ(MakeRotationDegrees(180), (Rotation{-1, 0}));
    EXPECT_EQ(MakeRotationDegrees(-90), (Rotation{0, -1}));
    EXPECT_EQ(MakeRotationDegrees(720), (Rotation{1, 0}));
    EXPECT_EQ(MakeRotation(kPi / 2), (Rotation{0, 1}));
}

TEST(Rotation, PositiveAngleTurnsClockwiseOnScreen) {
    // y down: right (1, 0) turned by +90° points down (0, 1).
    EXPECT_EQ(Rotate(MakeRotationDegrees(90), {1, 0}), (Vec2{0, 1}));
    const Rotation r = MakeRotationDegrees(30);
    const Vec2 v = Unrotate(r, Rotate(r, {3, -7}));
    EXPECT_NEAR(v.x, 3, 1e-15);
    EXPECT_NEAR(v.y, -7, 1e-15);
    EXPECT_NEAR(r.c, std::sqrt(3.0) / 2, 2e-16);
    EXPECT_NEAR(r.s, 0.5, 2e-16);
}

}  // namespace
}  // namespace circlelab
