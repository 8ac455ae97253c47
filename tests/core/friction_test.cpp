// The physical model's friction, rolling and sleeping: a sliding ball turns into a rolling one at
// v = ωr, a ball rolls down a slope, a settled ball sleeps and wakes when hit, friction keeps the
// momentum of two balls and never adds energy.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/ball.h"
#include "core/physics/contact_solver.h"
#include "core/physics/response.h"
#include "core/physics/simulation.h"
#include "core/physics/sleep.h"

namespace circlelab::physics {
namespace {

using testing::Ball;

// A ball thrown along a floor without spin slides, friction turning it, until its rim's speed
// matches its centre's: a solid disc then rolls at 2/3 of the speed it started with
// (v0 − J/m = ωr with ω = J r / I, I = ½ m r², so J = m v0 / 3), and keeps rolling.
TEST(Friction, ASlidingBallStartsRollingAtTwoThirdsOfItsSpeed) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-100, 400}, {5000, 50}, 0});
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
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-100, 400}, {5000, 50}, 0});
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

// The solver's accumulated friction never exceeds μ times the accumulated normal impulse.
TEST(ContactSolver, FrictionStaysWithinTheCoulombCone) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {50, 30}, 0.0)};
    const std::vector<double> inverse{1.0};
    std::vector<RestingContact> contacts{{0, -1, 0, {0, -1}, true, 0.3}};
    SolveRestingContacts(bodies, inverse, contacts, 10, 20);
    EXPECT_NEAR(contacts[0].normalImpulse, 30.0, 1e-9);  // the closing 30 px/s of a unit mass
    EXPECT_NEAR(std::abs(contacts[0].tangentImpulse), 0.3 * 30.0, 1e-9);  // sliding: on the cone
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-9);
    EXPECT_NEAR(bodies[0].velocity.x, 41.0, 1e-9);  // 50 − μ·30
}

// Warm starting: a ball on a floor that a step of gravity set moving down at 5 px/s is held by the
// impulse its contact took in the step before, applied before any pass (here there are none).
TEST(ContactSolver, TheCarriedImpulseIsAppliedBeforeThePasses) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {0, 5}, 0.0)};
    const std::vector<double> inverse{0.5};  // mass 2
    std::vector<RestingContact> contacts{{0, -1, 0, {0, -1}, true, 0.3, 10.0, 0.0}};
    SolveRestingContacts(bodies, inverse, contacts, 10, 0);
    EXPECT_EQ(bodies[0].velocity, (Vec2{0, 0}));
    // A carried friction impulse beyond μ times the normal one is cut to the cone first.
    contacts[0].tangentImpulse = 100;
    SolveRestingContacts(bodies, inverse, contacts, 10, 0);
    EXPECT_EQ(contacts[0].tangentImpulse, 3.0);
}

// Only a contact of the last step (the same two bodies, or the same ball and shape) starts from its
// impulses; a new one starts from nothing.
TEST(ContactSolver, ImpulsesAreCarriedByBodyPairAndShape) {
    std::vector<RestingContact> before{{0, -1, 2, {0, -1}, true, 0.3, 5, 1}, {0, 1, -1, {1, 0}, true, 0.3, 3, -1},
                                       {4, 7, -1, {1, 0}, true, 0.3, 8, 2}};
    std::vector<RestingContact> now{{0, -1, 2, {0, -1}, true, 0.3}, {0, -1, 3, {0, -1}, true, 0.3},
                                    {1, 2, -1, {1, 0}, true, 0.3}, {4, 7, -1, {0, 1}, true, 0.3}};
    ASSERT_TRUE(std::is_sorted(before.begin(), before.end(), ComesBefore));
    ASSERT_TRUE(std::is_sorted(now.begin(), now.end(), ComesBefore));
    CarryImpulses(before, now);
    EXPECT_EQ(now[0].normalImpulse, 5);
    EXPECT_EQ(now[0].tangentImpulse, 1);
    EXPECT_EQ(now[1].normalImpulse, 0);  // the same ball on another shape
    EXPECT_EQ(now[2].normalImpulse, 0);  // a pair that did not touch
    EXPECT_EQ(now[3].normalImpulse, 8);
    EXPECT_EQ(now[3].tangentImpulse, 2);
}

// Three balls stacked as a pyramid on a floor (the top one in the groove of the two below) stay
// as they were put, up to the contact margin, and the three fall asleep within a second: the
// contacts' support is found before anything moves, so no ball sinks a step of gravity into
// another and is pushed out again.
TEST(ContactSolver, APyramidOfThreeBallsStaysAndSleeps) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.settings.rolling = 60;
    s.shapes.push_back(Rect{{-1000, 400}, {3000, 50}, 0});
    const double h = std::sqrt(3.0) * 10;  // the top centre above the line of the lower two
    s.bodies = {Ball({100, 390}, 10, {}, 0.0), Ball({120, 390}, 10, {}, 0.0), Ball({110, 390 - h}, 10, {}, 0.0)};
    const std::vector<Body> start = s.bodies;
    Simulation sim(s);
    int steps = 0;
    while (steps < 240 && !(s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep)) sim.Step(), ++steps;
    EXPECT_LE(steps, 120) << "not asleep within a second";
    for (int i = 0; i < 3; ++i) EXPECT_LT(Length(s.bodies[i].circle.center - start[i].circle.center), 0.1) << i;
}

// The carried impulses are part of the state: restored in the middle of a pile's settling, the
// steps after are the same as the first time.
TEST(ContactSolver, RestoringMidwayRepeatsTheSettlingExactly) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-1000, 400}, {3000, 50}, 0});
    for (int i = 0; i < 12; ++i) s.bodies.push_back(Ball({100 + 21.0 * (i % 4) + 3 * (i / 4), 300 - 22.0 * (i / 4)}, 10, {}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 100; ++i) sim.Step();  // the lowest row has landed, the others are landing
    const SimulationState midway = sim.Save();
    ASSERT_FALSE(midway.contacts.empty());
    for (int i = 0; i < 30; ++i) sim.Step();
    const std::vector<Body> first = s.bodies;
    sim.Restore(midway);
    for (int i = 0; i < 30; ++i) sim.Step();
    EXPECT_EQ(s.bodies, first);
}

// A ball dropped on a floor comes to rest, and half a second later sleeps (no velocity, no longer
// integrated: it keeps its place exactly); hit by another ball it wakes and moves.
TEST(Sleep, ARestingBallSleepsAndWakesWhenHit) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-1000, 400}, {3000, 50}, 0});
    s.bodies.push_back(Ball({100, 380}, 10, {}, 0.0));
    Simulation sim(s);
    int steps = 0;
    while (!s.bodies[0].asleep && steps < 600) sim.Step(), ++steps;
    ASSERT_TRUE(s.bodies[0].asleep);
    EXPECT_GE(steps, 60);  // at rest for half a second first
    const Vec2 where = s.bodies[0].circle.center;
    for (int i = 0; i < 120; ++i) sim.Step();
    EXPECT_EQ(s.bodies[0].circle.center, where);
    EXPECT_EQ(s.bodies[0].velocity, (Vec2{}));
    s.bodies.push_back(Ball({60, 390}, 10, {400, 0}, 0.0));
    s.bodies[1].friction = 0;
    for (int i = 0; i < 60; ++i) sim.Step();
    EXPECT_FALSE(s.bodies[0].asleep);
    EXPECT_GT(s.bodies[0].circle.center.x, where.x + 20);  // knocked along the floor
}

// A sleeping ball given a velocity (a putt, a throw) wakes and goes; the tutorial model never sleeps.
TEST(Sleep, ASleepingBallWakesWhenStruckAndTheTutorialModelNeverSleeps) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-1000, 400}, {3000, 50}, 0});
    s.bodies.push_back(Ball({100, 390}, 10, {}, 0.0));
    Simulation sim(s);
    for (int i = 0; i < 240; ++i) sim.Step();
    ASSERT_TRUE(s.bodies[0].asleep);
    s.bodies[0].velocity = {0, -300};
    sim.Step();
    EXPECT_FALSE(s.bodies[0].asleep);
    EXPECT_LT(s.bodies[0].circle.center.y, 388);

    s.settings.response = ResponseModel::kTutorial;
    for (int i = 0; i < 600; ++i) {
        sim.Step();
        ASSERT_FALSE(s.bodies[0].asleep) << "step " << i;
    }
}

// Two balls resting against each other form one island: neither sleeps while the other moves.
TEST(Sleep, AnIslandSleepsOnlyWhenAllOfItRests) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {}, 0.0), Ball({20, 0}, 10, {}, 0.0), Ball({100, 0}, 10, {}, 0.0)};
    const std::vector<std::pair<int, int>> touching{{0, 1}};
    std::vector<int> scratch;
    bodies[1].velocity = {12, 0};
    for (int i = 0; i < 70; ++i) {
        bodies[1].circle.center.x += 0.1;  // creeps 12 px/s
        UpdateSleep(bodies, touching, -1, 1.0 / 120, scratch);
    }
    bodies[1].velocity = {};
    EXPECT_FALSE(bodies[0].asleep);
    EXPECT_FALSE(bodies[1].asleep);
    EXPECT_TRUE(bodies[2].asleep);  // alone and still
    for (int i = 0; i < 70; ++i) UpdateSleep(bodies, touching, -1, 1.0 / 120, scratch);
    EXPECT_TRUE(bodies[0].asleep);
    EXPECT_TRUE(bodies[1].asleep);
}

// A ball that stays where it is while its speed would carry it off in a step (held up by a sweep
// that ran out) is not at rest: it never falls asleep, so it never loses its energy that way.
TEST(Sleep, ABallThatDoesNotMoveWithItsSpeedNeverSleeps) {
    std::vector<Body> bodies{Ball({0, 0}, 10, {}, 0.0)};
    bodies[0].velocity = {100000, 0};
    std::vector<int> scratch;
    for (int i = 0; i < 240; ++i) UpdateSleep(bodies, {}, -1, 1.0 / 120, scratch);
    EXPECT_FALSE(bodies[0].asleep);
    EXPECT_EQ(bodies[0].velocity, (Vec2{100000, 0}));
}

}  // namespace
}  // namespace circlelab::physics
