// The savings of the physical model's step give the answers the step gave without them: the
// contact arrows made when the lab asks for them, the look at a sleeping pile that writes nothing,
// and the turn that divides only past a half turn.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <numbers>
#include <vector>

#include "core/ball.h"
#include "core/physics/rolling.h"
#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

using testing::Ball;
using testing::FloorScene;

bool SameBits(double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; }

bool SameEvents(const std::vector<ContactEvent>& x, const std::vector<ContactEvent>& y) {
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (x[i].body != y[i].body || !(x[i].resolution == y[i].resolution) || !(x[i].impulse == y[i].impulse)) return false;
    return true;
}

// Three balls dropped onto a floor and onto each other: contacts that push in every step.
Scene Stack() {
    Scene s = FloorScene();
    for (int i = 0; i < 3; ++i) s.bodies.push_back(Ball({100 + 3.0 * i, 370.0 - 21 * i}, 10, {0, 50}, 0.3));
    return s;
}

// The arrows are the step's own whenever they are read: a run that reads them every step and one
// that reads them only now and then see the same arrows for the same step, read once or twice.
TEST(StepSavings, TheArrowsAreTheLastStepsWhenEverTheyAreRead) {
    Scene a = Stack(), b = Stack();
    Simulation every(a), sometimes(b);
    int compared = 0;
    for (int step = 0; step < 120; ++step) {
        every.Step();
        sometimes.Step();
        const std::vector<ContactEvent> seen = every.contacts();
        if (step % 7 != 3) continue;
        EXPECT_TRUE(SameEvents(sometimes.contacts(), seen)) << "step " << step;
        EXPECT_TRUE(SameEvents(sometimes.contacts(), seen)) << "step " << step << ", read again";
        compared += seen.empty() ? 0 : 1;
    }
    EXPECT_GT(compared, 10);  // the balls pushed on what they touched
}

// A step in which nothing may move has no arrows, though the step before had some, unread; nor
// has a run put back to where it was (Restore).
TEST(StepSavings, AStepOfASleepingPileAndARestoredRunHaveNoArrows) {
    Scene s = FloorScene();
    for (int i = 0; i < 3; ++i) s.bodies.push_back(Ball({100.0 + 40 * i, 380.0 + 2 * i}, 10, {}, 0.0));
    Simulation sim(s);
    // Put back after a step whose contacts pushed, its arrows unread: none are left to read.
    int pushing = 0;
    while (pushing < 240) {
        sim.Step();
        ++pushing;
        if (!sim.contacts().empty()) break;
    }
    ASSERT_LT(pushing, 240) << "the balls never pushed on the floor";
    const SimulationState before = sim.Save();
    sim.Step();
    sim.Restore(before);
    EXPECT_TRUE(sim.contacts().empty());
    bool pushed = false;
    for (int step = 0; step < 600; ++step) {
        const bool asleep = s.bodies[0].asleep && s.bodies[1].asleep && s.bodies[2].asleep;
        sim.Step();
        if (asleep) {
            ASSERT_TRUE(pushed);
            EXPECT_TRUE(sim.contacts().empty());
            return;
        }
        pushed = true;  // its arrows left unread
    }
    FAIL() << "the balls never slept";
}

// A sleeping pile's look at each ball: a sleeper whose velocity or spin is −0 stays asleep and
// is left with +0, as the step always left it; one given any other number, the smallest there
// is or a NaN spin, wakes.
TEST(StepSavings, ASleeperWakesForAnyVelocityButZeroAndIsLeftWithPlusZero) {
    const double tiny = std::numeric_limits<double>::denorm_min();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (int which = 0; which < 3; ++which) {
        for (const double v : {-0.0, tiny, -tiny, nan}) {
            if (std::isnan(v) && which < 2) continue;  // a NaN spin only: a NaN velocity has no path to look along
            Scene s = FloorScene();
            s.bodies.push_back(Ball({100, 390}, 10, {}, 0.0));
            s.bodies.push_back(Ball({300, 390}, 10, {}, 0.0));
            Simulation sim(s);
            for (int i = 0; i < 600 && !(s.bodies[0].asleep && s.bodies[1].asleep); ++i) sim.Step();
            ASSERT_TRUE(s.bodies[0].asleep && s.bodies[1].asleep);
            double& number = which == 0 ? s.bodies[1].velocity.x : which == 1 ? s.bodies[1].velocity.y : s.bodies[1].spin;
            number = v;
            sim.Step();
            const bool zero = v == 0;
            EXPECT_EQ(s.bodies[1].asleep, zero) << "number " << which << " = " << v;
            EXPECT_TRUE(s.bodies[0].asleep);
            if (zero) {
                EXPECT_FALSE(std::signbit(s.bodies[1].velocity.x) || std::signbit(s.bodies[1].velocity.y) ||
                             std::signbit(s.bodies[1].spin))
                    << "number " << which;
            }
        }
    }
}

// A ball's angle after a turn is the remainder of its old angle and the turn by a whole turn,
// bit for bit, within a half turn (where no division is needed) and past it.
TEST(StepSavings, ATurnGivesTheRemainderOfAWholeTurn) {
    const double pi = std::numbers::pi;
    std::vector<double> angles{1e-300, -1e-300, 1.0, -1.0, std::nextafter(pi, 0.0), pi, -pi, std::nextafter(pi, 4.0),
                               std::nextafter(-pi, -4.0), 3 * pi / 2, -3 * pi / 2, 2 * pi, 5.0, -7.5, 1e6,
                               std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()};
    for (const double angle : angles) {
        Body b = Ball({0, 0}, 10);
        b.angle = 0;
        b.spin = angle;  // over 1 s: the angle turned to is `angle`
        Turn(b, 1.0);
        const double expected = std::remainder(angle, 2 * pi);
        EXPECT_TRUE(SameBits(b.angle, expected) || (std::isnan(b.angle) && std::isnan(expected)))
            << angle << ": " << b.angle << " against " << expected;
    }
}

}  // namespace
}  // namespace circlelab::physics
