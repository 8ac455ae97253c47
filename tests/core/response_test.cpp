// The two response models on cases worked out by hand from Godfrey's formulas ("Circle Collisions")
// and from the impulse equations.
#include <gtest/gtest.h>

#include <random>

#include "core/classic/classic.h"
#include "core/collide/contact.h"
#include "core/physics/response.h"

namespace circlelab::physics {
namespace {

struct Mover {
    Vec2 p, v;
    double m = 1, e = 0;
    Side side(bool fixed = false) { return {&p, &v, m, e, fixed}; }
};

TEST(TutorialModel, EqualMassesHeadOnSwapVelocities) {
    // A at 10 px/s meets B at −10 px/s; A must move (−2, 0). e = max(0.5, 1) = 1.
    Mover a{{0, 0}, {10, 0}, 1, 0.5}, b{{5, 0}, {-10, 0}, 1, 1.0};
    const Vec2 resolution{-2, 0};
    const Vec2 impulse = TutorialImpulse(a.side(), b.side(), resolution, false);
    EXPECT_EQ(impulse, (Vec2{-20, 0}));  // along the resolution, |vB − vA| = 20 long
    ApplyTutorial(a.side(), b.side(), resolution, impulse);
    EXPECT_EQ(a.p, (Vec2{-1, 0}));  // half each: aRatio = mB/(mA+mB) = 1/2
    EXPECT_EQ(b.p, (Vec2{6, 0}));   // bRatio = −1/2 of the resolution
    EXPECT_EQ(a.v, (Vec2{-10, 0}));  // (1·1·(−20) + 10 − 10)/2
    EXPECT_EQ(b.v, (Vec2{10, 0}));   // (1·1·20 + 10 − 10)/2
}

TEST(TutorialModel, UnequalMassesInelastic) {
    // mA = 1 at 12 px/s into a resting mB = 3, e = 0: both go on at 12/4 = 3 px/s.
    Mover a{{0, 0}, {12, 0}, 1, 0}, b{{0, 0}, {0, 0}, 3, 0};
    const Vec2 resolution{-4, 0};
    const Vec2 impulse = TutorialImpulse(a.side(), b.side(), resolution, false);
    ApplyTutorial(a.side(), b.side(), resolution, impulse);
    EXPECT_EQ(a.v, (Vec2{3, 0}));
    EXPECT_EQ(b.v, (Vec2{3, 0}));
    EXPECT_EQ(a.p, (Vec2{-3, 0}));  // the lighter body takes 3/4 of the resolution
    EXPECT_EQ(b.p, (Vec2{1, 0}));
}

TEST(TutorialModel, StaticPartnerTakesNothingAndTheTangentIsLost) {
    // A at (3, 4) px/s hits the floor: impulse = (0, −1)·|vA| = (0, −5), new velocity e·impulse.
    Mover a{{0, 0}, {3, 4}, 1, 0.5};
    Side floor;  // a static shape
    const Vec2 resolution{0, -1};
    const Vec2 impulse = TutorialImpulse(a.side(), floor, resolution, false);
    EXPECT_EQ(impulse, (Vec2{0, -5}));
    ApplyTutorial(a.side(), floor, resolution, impulse);
    EXPECT_EQ(a.p, (Vec2{0, -1}));
    EXPECT_EQ(a.v, (Vec2{0, -2.5}));  // Godfrey's velocity update: the sideways 3 px/s is gone
}

TEST(TutorialModel, FaceOfABoxTakesOneAxis) {
    Mover a{{0, 0}, {3, 4}, 1, 1.0};
    Side floor;
    EXPECT_EQ(TutorialImpulse(a.side(), floor, {0, -1}, true), (Vec2{0, -4}));
}

TEST(TutorialModel, CircleIsAInversionMovesTheCircleOut) {
    // Godfrey computes his vectors from the circle to the rectangle and inverts them when the
    // circle is entity A: applied to the circle, the resolution leaves it exactly touching.
    const Rect box{{0, 0}, {100, 50}, 0};
    Mover a{{-3, -4}, {0, 0}, 1, 0};
    const classic::Verdict v = classic::Evaluate(classic::Algorithm::kGodfrey, {a.p, 10}, box);
    ASSERT_TRUE(v.resolution);
    Side wall;
    ApplyTutorial(a.side(), wall, *v.resolution, {});
    EXPECT_NEAR(Collide(Circle{a.p, 10}, box).distance, 10.0, 1e-12);
}

TEST(PhysicalModel, ElasticEqualMassesHeadOnSwapVelocities) {
    Mover a{{0, 0}, {10, 0}, 1, 1}, b{{19, 0}, {-4, 0}, 1, 1};
    ApplyPhysical(a.side(), b.side(), {-1, 0}, 1.0);  // normal from B to A
    EXPECT_DOUBLE_EQ(a.v.x, -4);
    EXPECT_DOUBLE_EQ(b.v.x, 10);
    EXPECT_DOUBLE_EQ(a.p.x, -0.5);  // the overlap split by inverse mass
    EXPECT_DOUBLE_EQ(b.p.x, 19.5);
}

TEST(PhysicalModel, KeepsTheTangentAndBouncesWithRestitution) {
    Mover a{{0, 0}, {3, 4}, 1, 0.5};
    Side floor;
    const Vec2 impulse = ApplyPhysical(a.side(), floor, {0, -1}, 0.0);
    EXPECT_EQ(a.v, (Vec2{3, -2}));  // −e · 4 = −2, tangent 3 kept
    EXPECT_EQ(impulse, (Vec2{0, -6}));
}

TEST(PhysicalModel, MomentumConservedAndEnergyNeverGained) {
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> u(-50, 50), m(0.1, 20), e(0, 1);
    for (int i = 0; i < 10000; ++i) {
        Mover a{{0, 0}, {u(rng), u(rng)}, m(rng), e(rng)}, b{{1, 1}, {u(rng), u(rng)}, m(rng), e(rng)};
        const Vec2 n = NormalizeOr({u(rng), u(rng)}, kUp);
        const Vec2 p0 = a.v * a.m + b.v * b.m;
        const double k0 = 0.5 * a.m * LengthSquared(a.v) + 0.5 * b.m * LengthSquared(b.v);
        ApplyPhysical(a.side(), b.side(), n, 0.5);
        const Vec2 p1 = a.v * a.m + b.v * b.m;
        const double k1 = 0.5 * a.m * LengthSquared(a.v) + 0.5 * b.m * LengthSquared(b.v);
        const double scale = std::max(1.0, Length(p0));
        ASSERT_NEAR(p1.x, p0.x, 1e-9 * scale);
        ASSERT_NEAR(p1.y, p0.y, 1e-9 * scale);
        ASSERT_LE(k1, k0 * (1 + 1e-12) + 1e-12);
    }
}

}  // namespace
}  // namespace circlelab::physics
