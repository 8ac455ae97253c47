// Properties of the simulation: a bounce rebounds to e² of its height, nothing tunnels at any
// speed up to 100,000 px/s, a ball rolls over tile joints without a bump, energy is never gained,
// nothing becomes NaN.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <random>

#include "core/ball.h"
#include "core/io/scene_json.h"
#include "core/physics/simulation.h"
#include "core/scene/minigolf.h"

namespace circlelab::physics {
namespace {

using testing::Ball;
using testing::FloorScene;

TEST(Simulation, ADroppedBallReboundsToESquaredOfItsHeight) {
    // From 400 px above a floor with e = 0.8 and g = 980 px/s²: back up to 0.64 · 400 = 256 px.
    Scene s;
    s.bodies.push_back(Ball({100, 0}, 10, {}, 0.8));
    s.shapes.push_back(Rect{{0, 410}, {200, 50}, 0});
    s.settings.gravity = {0, 980};
    Simulation sim(s);
    bool bounced = false;
    double apex = 1e9;
    for (int i = 0; i < 240 * 2; ++i) {
        sim.Step();
        const Body& b = sim.scene().bodies[0];
        if (!bounced && b.velocity.y < 0) bounced = true;
        if (bounced) apex = std::min(apex, b.circle.center.y);
        if (bounced && b.velocity.y > 0) break;
    }
    ASSERT_TRUE(bounced);
    const double height = 400.0 - apex;  // rebound height above the resting centre (y = 400)
    EXPECT_NEAR(height, 0.64 * 400, 0.64 * 400 * 0.02);  // within 2 %: a step's error
}

TEST(Simulation, NothingTunnelsThroughAOnePixelWall) {
    // A wall 1 px thick; balls thrown at it at up to 100,000 px/s from every angle must stay on
    // their side and never overlap it.
    std::mt19937_64 rng(9);
    std::uniform_real_distribution<double> speed(100, 100000), angle(-1.4, 1.4), radius(0.5, 20);
    for (int trial = 0; trial < 400; ++trial) {
        Scene s;
        s.shapes.push_back(Rect{{500, -100000}, {1, 200000}, 0});
        const double r = radius(rng), a = angle(rng), v = speed(rng);
        s.bodies.push_back(Ball({500 - r - 50, 0}, r, {v * std::cos(a), v * std::sin(a)}, 1.0));
        Simulation sim(s);
        for (int i = 0; i < 20; ++i) {
            sim.Step();
            const Circle& c = sim.scene().bodies[0].circle;
            ASSERT_LT(c.center.x, 500.0) << "trial " << trial << " step " << i;
            ASSERT_LE(c.center.x + r, 500.0 + 1e-6) << "trial " << trial << " step " << i;
        }
    }
}

TEST(Simulation, NothingTunnelsThroughTiles) {
    std::mt19937_64 rng(10);
    std::uniform_real_distribution<double> speed(1000, 100000), angle(0, 6.283185307179586), radius(1, 12);
    for (int trial = 0; trial < 200; ++trial) {
        Scene s;
        s.tiles = TileMap{{0, 0}, 32, {"##########", "#1......2#", "#........#", "#...##...#", "#3......4#", "##########"}};
        const double r = radius(rng), a = angle(rng), v = speed(rng);
        s.bodies.push_back(Ball({160, 80}, r, {v * std::cos(a), v * std::sin(a)}, 0.9));
        Simulation sim(s);
        for (int i = 0; i < 60; ++i) {
            sim.Step();
            const Vec2 p = sim.scene().bodies[0].circle.center;
            // Inside the hole's walls: x in (32, 288), y in (32, 160).
            ASSERT_TRUE(p.x > 32 && p.x < 288 && p.y > 32 && p.y < 160)
                << "trial " << trial << " step " << i << " at (" << p.x << ", " << p.y << ")";
        }
    }
}

TEST(Simulation, RollingAlongARowOfTilesHasNoBumps) {
    // A ball rolling on the top of "######" and over a triangle tile whose top is a leg ('3').
    Scene s;
    s.tiles = TileMap{{0, 100}, 20, {"#####3####"}};
    s.bodies.push_back(Ball({15, 90}, 10, {300, 0}, 0.0));
    s.bodies[0].spin = 30;  // rolling (v = ωr): friction has nothing to take
    s.settings.gravity = {0, 980};
    Simulation sim(s);
    for (int i = 0; i < 60; ++i) {
        sim.Step();
        const Body& b = sim.scene().bodies[0];
        ASSERT_NEAR(b.circle.center.y, 90.0, 1e-6) << "step " << i << " x " << b.circle.center.x;
        ASSERT_NEAR(b.velocity.x, 300.0, 1e-9) << "step " << i;
    }
    EXPECT_GT(sim.scene().bodies[0].circle.center.x, 160);  // it crossed several joints
}

TEST(Simulation, MomentumConservedInCircleCollisions) {
    Scene s;
    s.bodies.push_back(Ball({0, 0}, 10, {200, 30}, 0.7));
    s.bodies.push_back(Ball({100, 10}, 15, {-150, 0}, 0.9));
    s.bodies[1].mass = 3.5;
    Simulation sim(s);
    const Vec2 p0 = sim.Momentum();
    int contacts = 0;
    for (int i = 0; i < 120; ++i) {
        sim.Step();
        contacts += static_cast<int>(sim.contacts().size());
        const Vec2 p = sim.Momentum();
        ASSERT_NEAR(p.x, p0.x, 1e-9 * Length(p0));
        ASSERT_NEAR(p.y, p0.y, 1e-9 * Length(p0));
    }
    EXPECT_GT(contacts, 0);
}

// Two balls of radius 10 thrown at each other (or one at a `"fixed": true` ball) at 1,200, 1,800
// and 100,000 px/s, head-on and from random directions, off the centre line by up to half the sum
// of the radii, from a random gap so that they meet anywhere within a step: at no step's end do
// they overlap by more than the contact margin or stand in the wrong order along the line they
// approach on, and they do meet (the thrown ball loses speed along that line). Without the swept
// contact a pair at 1,200 px/s each closes 20 px in a step and passes through now and then; at
// 100,000 px/s it always does.
struct ThrownPair {
    double speed;
    bool fixedPartner;
    ResponseModel model;
};

void PrintTo(const ThrownPair& p, std::ostream* os) {
    *os << (p.model == ResponseModel::kTutorial ? "tutorial " : "physical ") << p.speed << " px/s" << (p.fixedPartner ? " at a fixed ball" : "");
}

class BallsNeverPassThrough : public ::testing::TestWithParam<ThrownPair> {};

TEST_P(BallsNeverPassThrough, FromAnyAngleAtAnySpeed) {
    const ThrownPair param = GetParam();
    std::mt19937_64 rng(static_cast<unsigned>(param.speed) * 7 + param.fixedPartner * 3 + static_cast<int>(param.model));
    std::uniform_real_distribution<double> angle(-M_PI, M_PI), offset(-10, 10), phase(0, 1);
    const double dt = 1.0 / 120;
    for (int trial = 0; trial < 40; ++trial) {
        // Trial 0 is exactly head-on along +x, the others from random directions.
        const double a = trial == 0 ? 0 : angle(rng), off = trial == 0 ? 0 : offset(rng);
        const Vec2 u{std::cos(a), std::sin(a)}, side{-u.y, u.x};
        const double closing = param.fixedPartner ? param.speed : 2 * param.speed;
        const double gap = 1 + phase(rng) * 2 * closing * dt;  // meets within the first two steps
        Scene s;
        s.settings.response = param.model;
        s.bodies.push_back(Ball(Vec2{1000, 1000} - u * 10, 10, u * param.speed, 0.8));
        Body b = Ball(Vec2{1000, 1000} + u * (10 + gap) + side * off, 10, param.fixedPartner ? Vec2{} : u * -param.speed, 0.8);
        b.fixed = param.fixedPartner;
        s.bodies.push_back(b);
        Simulation sim(s);
        for (int step = 0; step < 8; ++step) {
            sim.Step();
            const Vec2 pa = s.bodies[0].circle.center, pb = s.bodies[1].circle.center;
            ASSERT_GT(Dot(pb - pa, u), 0) << "trial " << trial << " step " << step << ": passed through";
            ASSERT_GE(Length(pb - pa), 20 - 0.01) << "trial " << trial << " step " << step << ": overlapping";
        }
        EXPECT_LT(Dot(s.bodies[0].velocity, u), param.speed * 0.99) << "trial " << trial << ": they never met";
        if (param.fixedPartner) {
            EXPECT_EQ(s.bodies[1].circle.center, b.circle.center);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Simulation, BallsNeverPassThrough,
                         ::testing::Values(ThrownPair{1200, false, ResponseModel::kPhysical}, ThrownPair{1800, false, ResponseModel::kPhysical},
                                           ThrownPair{100000, false, ResponseModel::kPhysical}, ThrownPair{1200, true, ResponseModel::kPhysical},
                                           ThrownPair{1800, true, ResponseModel::kPhysical}, ThrownPair{100000, true, ResponseModel::kPhysical},
                                           ThrownPair{1200, false, ResponseModel::kTutorial}, ThrownPair{1800, false, ResponseModel::kTutorial},
                                           ThrownPair{100000, false, ResponseModel::kTutorial}, ThrownPair{1200, true, ResponseModel::kTutorial},
                                           ThrownPair{1800, true, ResponseModel::kTutorial}, ThrownPair{100000, true, ResponseModel::kTutorial}),
                         [](const auto& info) {
                             return std::string(info.param.model == ResponseModel::kTutorial ? "Tutorial" : "Physical") +
                                    (info.param.fixedPartner ? "AtAFixedBall" : "AtEachOther") + std::to_string(static_cast<int>(info.param.speed)) +
                                    "PxPerS";
                         });

// A ball thrown at 5,000 px/s at a ball resting on a floor under gravity, from any direction above
// the floor and off the centre line by up to half the sum of the radii: up to the end of the step
// in which they meet it has not passed the resting ball along the line it was thrown on, nor
// pressed into it by a pixel, and neither is pressed a pixel into the floor. (After the meeting it
// may rightly fly on over the ball, off the floor.) The soft step's contacts are found once a step, so this is
// what its speculative contacts (on the normal the balls would meet along) must hold.
TEST(Simulation, ABallThrownAt5000PxPerSecondNeverPassesThroughARestingBall) {
    std::mt19937_64 rng(5000);
    std::uniform_real_distribution<double> angle(0.15, M_PI - 0.15), offset(-10, 10), phase(0, 1);
    double deepest = 0;
    for (const double rate : {60.0, 120.0})
    for (int trial = 0; trial < 60; ++trial) {
        Scene s;
        s.settings.gravity = {0, 700};
        s.shapes.push_back(Rect{{0, 400}, {1000, 40}, 0});
        s.bodies.push_back(Ball({500, 390}, 10, {}, 0.5));
        Simulation settle(s, rate);
        for (int i = 0; i < 30; ++i) settle.Step();  // resting
        const double a = angle(rng), off = offset(rng);
        const Vec2 u{-std::cos(a), std::sin(a)}, side{-u.y, u.x};  // thrown down-ish, towards the ball
        const Vec2 target = s.bodies[0].circle.center;
        const double gap = 1 + phase(rng) * 5000 / rate;
        s.bodies.push_back(Ball(target - u * (20 + gap) + side * off, 10, u * 5000, 0.5));
        Simulation sim(s, rate);
        bool met = false;
        for (int step = 0; step < 6 && !met; ++step) {
            sim.Step();
            const Vec2 pa = s.bodies[1].circle.center, pb = s.bodies[0].circle.center;
            met = Dot(s.bodies[1].velocity, u) < 0.99 * 5000;
            ASSERT_GT(Dot(pb - pa, u), 0) << rate << " Hz, trial " << trial << " step " << step << ": passed through";
            deepest = std::max(deepest, 20 - Length(pb - pa));
            ASSERT_LT(pa.y, 391) << rate << " Hz, trial " << trial << ": into the floor";
            ASSERT_LT(pb.y, 391) << rate << " Hz, trial " << trial << ": into the floor";
        }
        EXPECT_TRUE(met) << rate << " Hz, trial " << trial;
    }
    // Struck, the resting ball is driven into the floor, which stops it a sub-step before the blow
    // is passed back: the two press together for a moment, by less than a pixel.
    EXPECT_LT(deepest, 1.0);
}

// A head-on meeting of a fast pair conserves momentum exactly as a slow one does: the swept
// contact changes when the balls meet, not what the meeting does.
TEST(Simulation, MomentumConservedWhenFastBallsMeet) {
    Scene s;
    s.bodies.push_back(Ball({0, 0}, 10, {100000, 3000}, 0.7));
    s.bodies.push_back(Ball({1500, 40}, 12, {-80000, 0}, 0.9));
    s.bodies[1].mass = 2.5;
    Simulation sim(s);
    const Vec2 p0 = sim.Momentum();
    const double e0 = sim.KineticEnergy();
    int contacts = 0;
    for (int i = 0; i < 12; ++i) {
        sim.Step();
        contacts += static_cast<int>(sim.contacts().size());
        const Vec2 p = sim.Momentum();
        ASSERT_NEAR(p.x, p0.x, 1e-9 * Length(p0));
        ASSERT_NEAR(p.y, p0.y, 1e-9 * Length(p0));
        ASSERT_LE(sim.KineticEnergy(), e0 * (1 + 1e-12));
    }
    EXPECT_EQ(contacts, 1);
    EXPECT_LT(s.bodies[0].velocity.x, 0);  // it bounced back
}

// A column of five balls standing on a floor under gravity (the physical model): the floor's
// support reaches the top ball within each step, so once the column has settled every ball's
// speed at the end of every step is below 1 px/s, where one pass of pairwise impulses left the
// balls of the column closing on each other at tens of px/s, bouncing on the floor.
TEST(Simulation, AColumnOfBallsOnAFloorComesToRest) {
    Scene s = FloorScene(600, 0, 200);
    for (int i = 0; i < 5; ++i) s.bodies.push_back(Ball({100, 390.0 - 20 * i - 2 * i}, 10, {}, 0.6));
    Simulation sim(s);
    for (int step = 0; step < 240; ++step) {
        sim.Step();
        if (step < 120) continue;  // one second to land
        for (int i = 0; i < 5; ++i) ASSERT_LT(Length(s.bodies[i].velocity), 1.0) << "ball " << i << " step " << step;
    }
    // Standing where a column of touching balls stands (gravity presses each contact a fraction of a
    // pixel together between the steps' corrections).
    for (int i = 0; i < 5; ++i) EXPECT_NEAR(s.bodies[i].circle.center.y, 390.0 - 20 * i, 0.5) << "ball " << i;
}

// A fast ball between two walls 160 px apart meets them hundreds of times a step: it keeps moving
// the whole step at every speed up to the valid 1e7 px/s, stays between the walls, and keeps its
// energy (e = 1). A ball answering a contact does not spend a sweep on it.
TEST(Simulation, AFastBallBetweenTwoWallsKeepsMovingAndItsEnergy) {
    for (const double speed : {1e5, 1e6, 1e7}) {
        Scene s;
        s.shapes.push_back(Rect{{0, 0}, {40, 400}, 0});
        s.shapes.push_back(Rect{{200, 0}, {40, 400}, 0});
        s.bodies.push_back(Ball({120, 200}, 8, {speed, 0}, 1.0));
        s.bodies[0].friction = 0;
        Simulation sim(s);
        const double energy = sim.KineticEnergy();
        std::vector<double> seen;
        for (int step = 0; step < 120; ++step) {
            sim.Step();
            const Body& b = s.bodies[0];
            ASSERT_TRUE(b.circle.center.x > 40 && b.circle.center.x < 200) << speed << " px/s, step " << step;
            seen.push_back(b.circle.center.x);
        }
        EXPECT_FALSE(s.bodies[0].asleep) << speed << " px/s";
        EXPECT_NEAR(sim.KineticEnergy(), energy, energy * 1e-9) << speed << " px/s";
        std::sort(seen.begin(), seen.end());
        EXPECT_GT(seen.back() - seen.front(), 50) << speed << " px/s: the ball stood still";
    }
}

// The stress scene's closed tile box with its balls thrown near the valid range's end (1e7 px/s):
// all together at (5e6, 3e6) px/s, which pushed 3 (tutorial) and 7 (physical) balls through the
// box's walls within 200 steps when a sweep that touched spent its budget, and each at 5e6 or
// 9.99e6 px/s in a random direction. Under either model no ball ever leaves, and nothing is NaN.
TEST(Simulation, BallsThrownNearTheSpeedLimitNeverLeaveTheStressBox) {
    const SceneLoad load = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/10_stress_balls.json");
    ASSERT_TRUE(load.scene);
    ASSERT_TRUE(load.scene->tiles);
    const TileMap& box = *load.scene->tiles;
    const Vec2 lo = box.origin, hi = box.origin + Vec2{box.size * double(box.rows.front().size()), box.size * double(box.rows.size())};
    for (const ResponseModel model : {ResponseModel::kTutorial, ResponseModel::kPhysical})
    for (const bool together : {true, false}) {
        Scene scene = *load.scene;
        scene.settings.response = model;
        std::mt19937 random(27);
        std::uniform_real_distribution<double> turn(0, 2 * 3.14159265358979323846);
        for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
            const double speed = i % 2 ? 5e6 : 9.99e6, angle = turn(random);
            scene.bodies[i].velocity = together ? Vec2{5e6, 3e6} : Vec2{speed * std::cos(angle), speed * std::sin(angle)};
        }
        Simulation sim(scene);
        for (int step = 0; step < 200; ++step) {
            sim.Step();
            for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
                const Vec2 c = scene.bodies[i].circle.center;
                ASSERT_TRUE(IsFinite(c) && IsFinite(scene.bodies[i].velocity)) << "ball " << i << ", step " << step;
                ASSERT_TRUE(c.x > lo.x && c.x < hi.x && c.y > lo.y && c.y < hi.y)
                    << (model == ResponseModel::kTutorial ? "tutorial" : "physical") << ": ball " << i << " left the box at ("
                    << c.x << ", " << c.y << ") in step " << step << (together ? ", thrown together" : "");
            }
        }
    }
}

// A ball of r 200 dropped onto the stress scene's shelf among its 300 balls: the balls pressed under
// it are pushed apart, never through the tiles, so it stays on the shelf (it used to fall through
// the 40 px floor and out of the world).
TEST(Simulation, ABigBallOnAPileNeverPushesItThroughTheFloor) {
    const SceneLoad load = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/10_stress_balls.json");
    ASSERT_TRUE(load.scene);
    Scene scene = *load.scene;
    Body big = Ball({800, 260}, 200, {}, 0.6);
    scene.bodies.insert(scene.bodies.begin(), big);
    Simulation sim(scene);
    for (int step = 0; step < 10 * 120; ++step) {
        sim.Step();
        // The box's open space is x 400..1200, y 60..660 (tiles of 40 px from (360, 20)).
        for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
            const Vec2 p = scene.bodies[i].circle.center;
            ASSERT_TRUE(p.x > 400 && p.x < 1200 && p.y > 60 && p.y < 660) << "ball " << i << " at (" << p.x << ", " << p.y << "), step " << step;
        }
    }
}

TEST(Simulation, AccumulatorRunsWholeStepsOnly) {
    Scene s;
    s.bodies.push_back(Ball({0, 0}, 5, {120, 0}));
    Simulation sim(s);
    EXPECT_EQ(sim.Advance(1.0 / 240), 0);  // half a step: kept for later
    EXPECT_EQ(sim.Advance(1.0 / 240 + 1e-12), 1);
    EXPECT_NEAR(sim.scene().bodies[0].circle.center.x, 1.0, 1e-9);  // 120 px/s for 1/120 s
}

TEST(Simulation, FixedBodiesAndTheHeldBodyDoNotMove) {
    Scene s;
    Body wall = Ball({50, 0}, 10);
    wall.fixed = true;
    s.bodies.push_back(Ball({0, 0}, 10, {600, 0}, 1.0));
    s.bodies.push_back(wall);
    Simulation sim(s);
    for (int i = 0; i < 30; ++i) sim.Step();
    EXPECT_EQ(sim.scene().bodies[1].circle.center, (Vec2{50, 0}));
    EXPECT_LT(sim.scene().bodies[0].velocity.x, 0);  // bounced off the fixed one
}

// Rolling resistance slows a ball steadily: from 100 px/s at 60 px/s² it stops after 5/3 s, having
// rolled v² / 2a = 83.3 px, and stays stopped (damping alone would let it creep for ever).
TEST(Simulation, RollingResistanceStopsABallWithinMoments) {
    Scene s;
    s.settings.rolling = 60;
    s.bodies.push_back(Ball({0, 0}, 10, {100, 0}));
    Simulation sim(s);
    for (int i = 0; i < 204; ++i) sim.Step();  // 1.7 s
    EXPECT_EQ(s.bodies[0].velocity, (Vec2{}));
    EXPECT_NEAR(s.bodies[0].circle.center.x, 100.0 * 100.0 / (2 * 60), 1.0);
    const double stopped = s.bodies[0].circle.center.x;
    for (int i = 0; i < 120; ++i) sim.Step();
    EXPECT_EQ(s.bodies[0].circle.center.x, stopped);
}

// Worden's cup: a ball rolling over it slower than the capture speed drops in and stays; a faster
// one runs over it. Struck again, the ball leaves the cup.
TEST(Simulation, TheCupCapturesASlowBallAndLetsAFastOneRunOver) {
    const auto run = [](double speed) {
        Scene s;
        s.settings.cup = Circle{{200, 0}, 16};
        s.bodies.push_back(Ball({0, 0}, 8, {speed, 0}));
        Simulation sim(s);
        for (int i = 0; i < 240; ++i) sim.Step();
        return std::pair{sim.holed(), s.bodies[0]};
    };
    const auto [slowHoled, slow] = run(0.9 * kCaptureSpeed);
    EXPECT_TRUE(slowHoled);
    EXPECT_EQ(slow.circle.center, (Vec2{200, 0}));
    EXPECT_EQ(slow.velocity, (Vec2{}));
    const auto [fastHoled, fast] = run(2 * kCaptureSpeed);
    EXPECT_FALSE(fastHoled);
    EXPECT_GT(fast.circle.center.x, 1000);

    Scene s;
    s.settings.cup = Circle{{200, 0}, 16};
    s.bodies.push_back(Ball({190, 0}, 8, {10, 0}));
    Simulation sim(s);
    sim.Step();
    ASSERT_TRUE(sim.holed());
    s.bodies[0].velocity = {0, 500};  // a putt out of the cup
    for (int i = 0; i < 12; ++i) sim.Step();
    EXPECT_FALSE(sim.holed());
    EXPECT_GT(s.bodies[0].circle.center.y, 40);
}

// Every shipped scene, run for 20 s under both response models at 60 and at 120 steps a second:
// no ball is ever frozen, that is, keeps a speed above 1 px/s while it stays where it is for half a
// second (a ball that touches a wall within the contact margin is resolved like any other contact,
// never held in place), and nothing becomes NaN.
TEST(Simulation, NoBallOfAShippedSceneIsEverFrozenAt60Or120Hz) {
    int scenes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes")) {
        if (entry.path().extension() != ".json") continue;
        const SceneLoad load = LoadSceneFile(entry.path().string());
        ASSERT_TRUE(load.scene) << load.Format(entry.path().string());
        ++scenes;
        for (const double rate : {60.0, 120.0})
        for (const ResponseModel model : {ResponseModel::kTutorial, ResponseModel::kPhysical}) {
            Scene scene = *load.scene;
            scene.settings.response = model;
            Simulation sim(scene, rate);
            const std::size_t n = scene.bodies.size();
            std::vector<Vec2> last(n);
            std::vector<int> stillFor(n, 0);
            for (std::size_t i = 0; i < n; ++i) last[i] = scene.bodies[i].circle.center;
            const int halfSecond = static_cast<int>(rate / 2);
            for (int step = 0; step < 20 * static_cast<int>(rate); ++step) {
                sim.Step();
                for (std::size_t i = 0; i < n; ++i) {
                    const Body& b = scene.bodies[i];
                    const bool moved = LengthSquared(b.circle.center - last[i]) > 1e-18;
                    last[i] = b.circle.center;
                    stillFor[i] = moved || b.fixed || Length(b.velocity) <= 1.0 ? 0 : stillFor[i] + 1;
                    ASSERT_TRUE(IsFinite(b.circle.center) && IsFinite(b.velocity)) << entry.path().filename() << " ball " << i;
                    ASSERT_LT(stillFor[i], halfSecond)
                        << entry.path().filename() << (model == ResponseModel::kTutorial ? " tutorial" : " physical") << " at " << rate << " Hz"
                        << ": ball " << i << " frozen at (" << b.circle.center.x << ", " << b.circle.center.y
                        << ") with velocity (" << b.velocity.x << ", " << b.velocity.y << ") at t = " << sim.time();
                }
            }
        }
    }
    EXPECT_GE(scenes, 10);
}

}  // namespace
}  // namespace circlelab::physics
