// The physical model's friction and rolling: a sliding ball turns into a rolling one at v = ωr,
// the floor takes μ g of its speed each second while it slides, a ball rolls down a slope, and
// friction keeps the momentum of two grazing balls and never adds energy.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/ball.h"
#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

using testing::Ball;
using testing::FloorScene;

// A ball thrown along a floor without spin slides, friction turning it, until its rim's speed
// matches its centre's: a solid disc then rolls at 2/3 of the speed it started with
// (v0 − J/m = ωr with ω = J r / I, I = ½ m r², so J = m v0 / 3), and keeps rolling.
TEST(Friction, ASlidingBallStartsRollingAtTwoThirdsOfItsSpeed) {
    Scene s = FloorScene(600, -100, 5000);
    s.bodies.push_back(Ball({0, 390}, 10, {300, 0}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 240; ++i) sim.Step();
    const Body& b = s.bodies[0];
    EXPECT_NEAR(b.velocity.x, 200.0, 1.0);
    EXPECT_NEAR(b.spin * b.circle.radius, b.velocity.x, 1e-6);  // rolling: no sliding at the contact
    EXPECT_GT(b.spin, 19.0);  // it turns clockwise at about 20 rad/s
    EXPECT_NE(b.angle, 0.0);
    // With friction 0 it slides on for ever and never turns.
    Scene frictionless = s;
    frictionless.bodies[0] = Ball({0, 390}, 10, {300, 0}, 0.0);
    frictionless.bodies[0].friction = 0;
    Simulation slide(frictionless);
    for (int i = 0; i < 240; ++i) slide.Step();
    EXPECT_NEAR(frictionless.bodies[0].velocity.x, 300.0, 1e-9);
    EXPECT_EQ(frictionless.bodies[0].spin, 0.0);
}

// Coulomb's law while it slides: the floor's friction takes μ g of its speed each second. From
// 300 px/s, μ = 0.3, g = 600: after 0.1 s it moves at 300 − 18 = 282 px/s and turns at
// ω = 2 μ g t / r = 3.6 rad/s.
TEST(Friction, WhileSlidingTheFloorTakesMuGEachSecond) {
    Scene s = FloorScene(600, -100, 5000);
    s.bodies.push_back(Ball({0, 390}, 10, {300, 0}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 12; ++i) sim.Step();
    EXPECT_NEAR(s.bodies[0].velocity.x, 282.0, 1.0);
    EXPECT_NEAR(s.bodies[0].spin, 3.6, 0.3);
}

// A ball let go on a slope of 30° rolls down it, turning as it goes: a solid disc rolling without
// sliding accelerates at (2/3) g sin θ (μ = 0.3 is more than the tan θ / 3 = 0.19 it needs), where
// without friction it would slide at g sin θ without turning.
TEST(Friction, ABallRollsDownASlope) {
    const double angle = 30.0, g = 600;
    const double rad = angle * std::numbers::pi / 180;
    Scene s;
    s.settings.gravity = {0, g};
    // A long plank turned 30° clockwise: its top face runs down to the right.
    s.shapes.push_back(Rect{{-500, 0}, {2000, 40}, angle});
    const Vec2 centre{500, 20};
    const Vec2 up{std::sin(rad), -std::cos(rad)};  // the top face's outward normal
    s.bodies.push_back(Ball(centre + up * 30.0, 10, {}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 120; ++i) sim.Step();  // 1 s
    const Body& b = s.bodies[0];
    const Vec2 down{std::cos(rad), std::sin(rad)};
    const double along = Dot(b.velocity, down);
    EXPECT_NEAR(along, 2.0 / 3.0 * g * std::sin(rad), 0.03 * g * std::sin(rad));
    EXPECT_NEAR(b.spin * b.circle.radius, along, 0.5);
    EXPECT_GT(b.spin, 0);  // rolling down to the right turns it clockwise on screen
    EXPECT_FALSE(b.asleep);
}

// Friction between two balls that graze each other: the momentum is kept exactly, the energy
// (with the spins' ½ I ω²) never grows, and both balls come away turning.
TEST(Friction, AGrazingHitTurnsBothBallsAndKeepsMomentum) {
    Scene s;
    s.bodies.push_back(Ball({0, 0}, 10, {400, 0}, 0.5));
    s.bodies.push_back(Ball({100, 15}, 12, {-100, 0}, 0.5));
    s.bodies[1].mass = 2;
    s.bodies[0].friction = s.bodies[1].friction = 0.8;
    Simulation sim(s);
    const Vec2 p0 = sim.Momentum();
    double energy = sim.KineticEnergy();
    for (int i = 0; i < 60; ++i) {
        sim.Step();
        ASSERT_NEAR(sim.Momentum().x, p0.x, 1e-9 * Length(p0));
        ASSERT_NEAR(sim.Momentum().y, p0.y, 1e-9 * Length(p0));
        ASSERT_LE(sim.KineticEnergy(), energy * (1 + 1e-12));
        energy = sim.KineticEnergy();
    }
    EXPECT_NE(s.bodies[0].spin, 0.0);
    EXPECT_NE(s.bodies[1].spin, 0.0);
    // Both contact points were dragged the same way: the balls turn the same way round.
    EXPECT_GT(s.bodies[0].spin * s.bodies[1].spin, 0.0);
}

}  // namespace
}  // namespace circlelab::physics
