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

// A ball on a floor (normal up, y down) as the contact solver sees it: unit mass, radius 10,
// turning; the floor is B = -1.
SoftContact FloorContact(double gap = 0) {
    SoftContact c;
    c.a = 0;
    c.normal = {0, -1};
    c.gap = gap;
    c.normalMass = 1;
    c.tangentMass = 1.0 / 3;  // a turning disc's contact point weighs three times its inverse mass
    c.friction = 0.3;
    return c;
}

std::vector<SolverBody> OneBall(Vec2 velocity, double inverseMass = 1) {
    SolverBody b;
    b.velocity = velocity;
    b.inverseMass = inverseMass;
    b.rim = 10;
    b.spinGain = 2 * inverseMass / 10;
    return {b};
}

// The solver's accumulated friction never exceeds μ times the accumulated normal impulse.
TEST(ContactSolver, FrictionStaysWithinTheCoulombCone) {
    std::vector<SolverBody> bodies = OneBall({50, 30});
    std::vector<SoftContact> contacts{FloorContact()};
    SolveContacts(bodies, contacts, MakeSoftness(30, 10, 1.0 / 240), 1.0 / 240, 120, false);
    EXPECT_NEAR(contacts[0].normalImpulse, 30.0, 1e-9);  // the closing 30 px/s of a unit mass
    EXPECT_NEAR(std::abs(contacts[0].tangentImpulse), 0.3 * 30.0, 1e-9);  // sliding: on the cone
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-9);
    EXPECT_NEAR(bodies[0].velocity.x, 41.0, 1e-9);  // 50 − μ·30
}

// Warm starting: a ball on a floor that a sub-step of gravity set moving down at 5 px/s is held by
// the impulse its contact took before, applied before any solve.
TEST(ContactSolver, WarmStartingGivesTheImpulsesTakenBefore) {
    std::vector<SolverBody> bodies = OneBall({0, 5}, 0.5);  // mass 2
    std::vector<SoftContact> contacts{FloorContact()};
    contacts[0].normalImpulse = 10;
    WarmStart(bodies, contacts);
    EXPECT_EQ(bodies[0].velocity, (Vec2{0, 0}));
    EXPECT_EQ(contacts[0].pushed, 10);
}

// Only a contact of the last step (the same two bodies, or the same ball and shape) starts from its
// impulses, its friction cut to the cone; a new one starts from nothing.
TEST(ContactSolver, ImpulsesAreCarriedByBodyPairAndShape) {
    const std::vector<RestingContact> before{{0, -1, 2, 5, 1}, {0, 1, -1, 3, -1}, {4, 7, -1, 8, 100}};
    const std::vector<RestingContact> now{{0, -1, 2}, {0, -1, 3}, {1, 2, -1}, {4, 7, -1}};
    ASSERT_TRUE(std::is_sorted(before.begin(), before.end(), ComesBefore));
    ASSERT_TRUE(std::is_sorted(now.begin(), now.end(), ComesBefore));
    std::vector<SoftContact> contacts(now.size(), FloorContact());
    CarryImpulses(before, now, contacts);
    EXPECT_EQ(contacts[0].normalImpulse, 5);
    EXPECT_EQ(contacts[0].tangentImpulse, 1);
    EXPECT_EQ(contacts[1].normalImpulse, 0);  // the same ball on another shape
    EXPECT_EQ(contacts[2].normalImpulse, 0);  // a pair that did not touch
    EXPECT_EQ(contacts[3].normalImpulse, 8);
    EXPECT_NEAR(contacts[3].tangentImpulse, 0.3 * 8, 1e-12);  // 100 cut to μ times 8
}

// A speculative contact lets its gap close within the sub-step and no more: a ball 2 px above the
// floor falling at 1,000 px/s is slowed to the 2 px a sub-step of 1/240 s allows (480 px/s).
TEST(ContactSolver, ASpeculativeContactOnlyClosesItsGap) {
    std::vector<SolverBody> bodies = OneBall({0, 1000});
    std::vector<SoftContact> contacts{FloorContact(2.0)};
    SolveContacts(bodies, contacts, MakeSoftness(30, 10, 1.0 / 240), 1.0 / 240, 120, true);
    EXPECT_NEAR(bodies[0].velocity.y, 480.0, 1e-9);
    // A ball falling slower than the gap allows is left alone.
    bodies = OneBall({0, 100});
    contacts = {FloorContact(2.0)};
    SolveContacts(bodies, contacts, MakeSoftness(30, 10, 1.0 / 240), 1.0 / 240, 120, true);
    EXPECT_EQ(bodies[0].velocity.y, 100.0);
    EXPECT_EQ(contacts[0].pushed, 0.0);
}

// An overlap is pushed out softly, never faster than the push's bound, and the relax pass takes the
// push back: the ball is left with no speed out of the floor, only moved.
TEST(ContactSolver, AnOverlapIsPushedOutAtABoundedSpeedAndTheRelaxTakesThePushBack) {
    const double h = 1.0 / 240;
    const Softness soft = MakeSoftness(30, 10, h);
    std::vector<SolverBody> bodies = OneBall({0, 0});
    std::vector<SoftContact> contacts{FloorContact(-50.0)};  // deep: the bound holds the push
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_LT(bodies[0].velocity.y, 0.0);       // out of the floor (up)
    EXPECT_GE(bodies[0].velocity.y, -120.0);    // no faster than the bound
    bodies[0].moved = bodies[0].velocity * h;
    SolveContacts(bodies, contacts, soft, h, 120, false);
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-12);
    // Shallower than the slop, an overlap is held where it is, not pushed.
    bodies = OneBall({0, 0});
    contacts = {FloorContact(-0.5 * kSlop)};
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_EQ(bodies[0].velocity.y, 0.0);
}

// Restitution comes once, at the end of the step, from the speed the contact closed at before it
// first pushed: a ball that met the floor at 300 px/s with e = 0.5 leaves at 150 px/s; one that met it
// slower than the threshold does not bounce, nor does a contact that never pushed.
TEST(ContactSolver, RestitutionBouncesAtETimesTheClosingSpeed) {
    const double h = 1.0 / 240;
    for (const double speed : {300.0, 4.0}) {
        std::vector<SolverBody> bodies = OneBall({0, speed});
        std::vector<SoftContact> contacts{FloorContact(0.0)};
        contacts[0].restitution = 0.5;
        SolveContacts(bodies, contacts, MakeSoftness(30, 10, h), h, 120, true);
        EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-12);
        ApplyRestitution(bodies, contacts, 10);
        EXPECT_NEAR(bodies[0].velocity.y, speed > 10 ? -0.5 * speed : 0.0, 1e-9) << speed;
        EXPECT_NEAR(contacts[0].normalImpulse, speed, 1e-9) << "the bounce is not carried on to warm start with";
    }
}

// Three balls stacked as a pyramid on a floor (the top one in the groove of the two below) stay
// as they were put, up to the contact margin, and the three fall asleep within a second: warm
// started, the contacts carry the pyramid's weight from the first sub-step, so no ball sinks a
// step of gravity into another and is pushed out again.
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

// A sleeping column of three balls is one island: a ball that strikes its top wakes all three in
// the same step, not one layer a step, so the column meets the blow as a whole.
TEST(Sleep, AStruckIslandWakesWhole) {
    Scene s;
    s.settings.gravity = {0, 600};
    s.shapes.push_back(Rect{{-1000, 400}, {3000, 50}, 0});
    for (int i = 0; i < 3; ++i) s.bodies.push_back(Ball({100, 390.0 - 20 * i}, 10));
    Simulation sim(s);
    for (int i = 0; i < 240 && !(s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep); ++i) sim.Step();
    ASSERT_TRUE(s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep);
    s.bodies.push_back(Ball({60, 350}, 10, {300, 0}));
    for (int i = 0; i < 60 && s.bodies[2].asleep; ++i) {
        sim.Step();
        EXPECT_EQ(s.bodies[0].asleep, s.bodies[2].asleep) << "step " << i << ": the island woke in part";
        EXPECT_EQ(s.bodies[1].asleep, s.bodies[2].asleep) << "step " << i << ": the island woke in part";
    }
    EXPECT_FALSE(s.bodies[2].asleep);
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
