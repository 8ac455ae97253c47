// The soft step's contact solver (Catto, "Solver2D" and "Soft Step"): friction within the Coulomb
// cone, warm starting from the impulses carried by body pair and shape, speculative contacts that
// close only their gap, overlaps pushed out at a bounded speed, restitution once a step, and a
// pyramid and a pile that settle the same way when restored midway.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>

#include "core/ball.h"
#include "core/physics/contact_solver.h"
#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

using testing::Ball;
using testing::FloorScene;

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

// A shallow overlap is pushed out softly, never faster than the push's bound, and the relax pass takes the
// push back: the ball is left with no speed out of the floor, only moved.
TEST(ContactSolver, AnOverlapIsPushedOutAtABoundedSpeedAndTheRelaxTakesThePushBack) {
    const double h = 1.0 / 240;
    const Softness soft = MakeSoftness(30, 10, h);
    std::vector<SolverBody> bodies = OneBall({0, 0});
    std::vector<SoftContact> contacts{FloorContact(-0.4)};  // shallower than kDeepOverlap: pushed with speed
    SolveContacts(bodies, contacts, MakeSoftness(80, 3, h), h, 120, true);
    EXPECT_LT(bodies[0].velocity.y, 0.0);       // out of the floor (up)
    EXPECT_GE(bodies[0].velocity.y, -120.0);    // no faster than the bound
    EXPECT_EQ(bodies[0].shove, (Vec2{0, 0}));
    bodies[0].moved = bodies[0].velocity * h;
    SolveContacts(bodies, contacts, soft, h, 120, false);
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-12);
    // Shallower than the slop, an overlap is held where it is, not pushed.
    bodies = OneBall({0, 0});
    contacts = {FloorContact(-0.5 * kSlop)};
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_EQ(bodies[0].velocity.y, 0.0);
}

// A deep overlap (a landing's) gives no speed at all: its contact holds the ball, which falls at
// 30 px/s, rigidly, and the ball is shoved out of the floor, at no more than the push's bound, by
// moving it; once the relax pass has run nothing is left to take back. Just past kDeepOverlap the
// overlap of a ball pressed into the floor (a heavy pile's bottom) is held without a shove; one
// with nothing pressing it is shoved on, out to the surface.
TEST(ContactSolver, ADeepOverlapIsShovedOutWithoutSpeed) {
    const double h = 1.0 / 240;
    const Softness soft = MakeSoftness(80, 3, h);
    std::vector<SolverBody> bodies = OneBall({0, 30});
    std::vector<SoftContact> contacts{FloorContact(-11.0)};
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-12);
    EXPECT_NEAR(contacts[0].normalImpulse, 30.0, 1e-9);  // what held it
    EXPECT_LT(bodies[0].shove.y, 0.0);     // out of the floor (up)
    EXPECT_GE(bodies[0].shove.y, -120.0);  // no faster than the bound
    EXPECT_EQ(bodies[0].shove.x, 0.0);
    bodies = OneBall({0, 30});
    contacts = {FloorContact(-(kDeepOverlap + 0.5 * kDeepHold))};
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_NEAR(bodies[0].velocity.y, 0.0, 1e-12);
    EXPECT_EQ(bodies[0].shove, (Vec2{0, 0}));
    bodies = OneBall({0, 0});
    contacts = {FloorContact(-(kDeepOverlap + 0.5 * kDeepHold))};
    SolveContacts(bodies, contacts, soft, h, 120, true);
    EXPECT_EQ(bodies[0].velocity.y, 0.0);
    EXPECT_LT(bodies[0].shove.y, 0.0);
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
    Scene s = FloorScene();
    s.settings.rolling = 60;
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
    Scene s = FloorScene();
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

// LastMix answers what its function would for every pair of numbers asked, bit for bit: asked
// again with the same two it gives the answer kept, and 0 and −0 (whose mixed masses are +∞ and
// −∞) or a NaN are never taken for another number.
TEST(ContactSolver, TheLastMixIsTheMixComputedAfresh) {
    const double values[] = {0.0, -0.0, 1.0, 0.25, 1.0 / 3, std::nan(""), 2.0};
    const auto mass = [](double x, double y) { return 1 / (x + y); };
    const auto friction = [](double x, double y) { return std::sqrt(x * y); };
    LastMix massMix, frictionMix;
    unsigned state = 1;
    int computed = 0;
    const auto counted = [&](double x, double y) { return ++computed, mass(x, y); };
    for (int i = 0; i < 2000; ++i) {
        state = state * 1103515245u + 12345u;
        const double x = values[(state >> 8) % 7], y = values[(state >> 16) % 7];
        const double again = i % 3 == 0 ? x : values[(state >> 20) % 7];  // often the same pair twice
        for (const double first : {x, again}) {
            const double m = massMix.Of(first, y, counted), f = frictionMix.Of(first, y, friction);
            ASSERT_EQ(std::bit_cast<std::uint64_t>(m), std::bit_cast<std::uint64_t>(mass(first, y))) << first << " " << y;
            ASSERT_EQ(std::bit_cast<std::uint64_t>(f), std::bit_cast<std::uint64_t>(friction(first, y))) << first << " " << y;
        }
    }
    EXPECT_LT(computed, 2 * 2000);  // the same pair twice was answered from what was kept
}

}  // namespace
}  // namespace circlelab::physics
