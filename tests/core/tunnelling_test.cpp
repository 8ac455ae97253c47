// The tunnelling map against hand-worked moves through a thin wall and against brute force: the
// per-frame verdict from the collision test itself at every frame, the swept verdict from fine
// stepping along the path.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/collide/contact.h"
#include "core/geometry/rotation.h"
#include "core/physics/tunnelling.h"

namespace circlelab::physics {
namespace {

// A wall 4 px thick (x from 400 to 404), 300 tall, and a circle of radius 10 at x = 300 in front
// of it. Moving right, its centre's chord through the wall grown by 10 runs from 90 to 114 px.
const Shape kWall = Rect{{400, 100}, {4, 300}};
const Circle kBall{{300, 250}, 10};

TEST(Tunnelling, HandWorkedMovesThroughAThinWall) {
    // 3000 px/s at 60 frames a second: frames at 50, 100, ... px; 100 lies in (90, 114).
    EXPECT_EQ(PassageOf(kBall, {3000, 0}, kWall, 1.0 / 60, 1.0), Passage::kCaught);
    // 5000 px/s: frames at 83.3 and 166.7 px, on either side of the wall.
    EXPECT_EQ(PassageOf(kBall, {5000, 0}, kWall, 1.0 / 60, 1.0), Passage::kTunnelled);
    // ... which 240 frames a second catch: 5000/240 = 20.8 px apart, the fifth at 104.2.
    EXPECT_EQ(PassageOf(kBall, {5000, 0}, kWall, 1.0 / 240, 1.0), Passage::kCaught);
    // 50 px/s reaches the wall after 1.8 s: beyond a horizon of 1 s, both tests say no.
    EXPECT_EQ(PassageOf(kBall, {50, 0}, kWall, 1.0 / 60, 1.0), Passage::kMissed);
    EXPECT_EQ(PassageOf(kBall, {50, 0}, kWall, 1.0 / 60, 2.0), Passage::kCaught);
    // Away from the wall, or past its end.
    EXPECT_EQ(PassageOf(kBall, {-5000, 0}, kWall, 1.0 / 60, 1.0), Passage::kMissed);
    EXPECT_EQ(PassageOf(kBall, {1000, -5000}, kWall, 1.0 / 60, 1.0), Passage::kMissed);  // over its top end
    // Overlapping already: the frame now sees it, whatever the velocity.
    EXPECT_EQ(PassageOf(Circle{{395, 250}, 10}, {-5000, 0}, kWall, 1.0 / 60, 1.0), Passage::kCaught);
    // The speed a map reaches: four times (2r + thickness) per frame, or more for a faster circle.
    EXPECT_DOUBLE_EQ(TunnellingTopSpeed(kBall, kWall, 1.0 / 60, 0), 4 * 24 * 60.0);
    EXPECT_DOUBLE_EQ(TunnellingTopSpeed(kBall, kWall, 1.0 / 60, 10000), 12500);
}

enum class Verdict { kMissed, kCaught, kTunnelled, kUnsure };

// Brute force: the collision test (distance < r) at every frame k·h up to the horizon, and for
// the swept test steps along the path, each as long as the circle's clearance from the shape (it
// cannot touch the shape sooner; Hart, "Sphere Tracing") and at least 0.05 px. A cell is unsure
// where a frame comes within a hair of touching, or the path passes the shape closer than 0.05 px
// without a step landing on a hit.
Verdict BruteForce(const Circle& circle, Vec2 velocity, const Shape& shape, double h, double horizon) {
    const int frames = static_cast<int>(std::floor(horizon / h + 1e-9));
    bool frameHit = Collide(circle, shape).hit;
    bool unsure = false;
    for (int k = 1; k <= frames; ++k) {
        const Contact c = Collide(Circle{circle.center + velocity * (k * h), circle.radius}, shape);
        frameHit = frameHit || c.hit;
        unsure = unsure || std::abs(c.distance - circle.radius) < 1e-6;
    }
    constexpr double kFinest = 0.05;
    const double speed = Length(velocity);
    bool sweptHit = false;
    double nearest = 1e300;
    for (double t = 0; t <= horizon && !sweptHit;) {
        const Contact c = Collide(Circle{circle.center + velocity * t, circle.radius}, shape);
        sweptHit = c.hit;
        const double clearance = c.distance - circle.radius;
        nearest = std::min(nearest, clearance);
        t += std::max(clearance, kFinest) / speed;
    }
    if (unsure || (!sweptHit && nearest < kFinest)) return Verdict::kUnsure;
    if (frameHit) return Verdict::kCaught;
    return sweptHit ? Verdict::kTunnelled : Verdict::kMissed;
}

Verdict Of(Passage p) {
    return p == Passage::kMissed ? Verdict::kMissed : p == Passage::kCaught ? Verdict::kCaught : Verdict::kTunnelled;
}

TEST(Tunnelling, MapAgreesWithBruteForceOnEveryCellOfACoarseGrid) {
    struct Case {
        const char* name;
        Circle circle;
        Shape shape;
    };
    const std::vector<Case> cases = {
        {"thin wall", kBall, kWall},
        {"rotated thin wall", kBall, Rect{{400, 100}, {3, 300}, 30}},
        {"tile", Circle{{250, 300}, 12}, Triangle{{380, 200}, {40, 40}, Corner::kBottomRight, 15}},
        {"small disc", Circle{{300, 300}, 8}, Circle{{420, 330}, 6}},
    };
    for (const Case& c : cases) {
        for (const double h : {1.0 / 30, 1.0 / 240}) {
            const double top = TunnellingTopSpeed(c.circle, c.shape, h, 0);
            const TunnellingMap map = ComputeTunnellingMap(c.circle, c.shape, h, 1.0, top, 8, 36);
            int compared = 0, tunnelled = 0;
            for (int i = 0; i < map.speeds; ++i) {
                for (int j = 0; j < map.directions; ++j) {
                    const double a = DegToRad(map.Direction(j));
                    const Vec2 v = Vec2{std::cos(a), std::sin(a)} * map.Speed(i);
                    EXPECT_EQ(map.At(i, j), PassageOf(c.circle, v, c.shape, h, 1.0)) << c.name;
                    const Verdict expected = BruteForce(c.circle, v, c.shape, h, 1.0);
                    if (expected == Verdict::kUnsure) continue;
                    ++compared;
                    tunnelled += expected == Verdict::kTunnelled;
                    EXPECT_EQ(Of(map.At(i, j)), expected) << c.name << " h=" << h << " speed " << map.Speed(i)
                                                          << " direction " << map.Direction(j);
                }
            }
            EXPECT_GT(compared, map.speeds * map.directions * 9 / 10) << c.name;
            if (h > 0.02) {
                EXPECT_GT(tunnelled, 0) << c.name << ": the coarse frames should miss somewhere";
            }
        }
    }
}

// Frames 1/240 s apart include every frame 1/30 s apart: whatever the coarse frames catch, the
// fine ones catch too, and the fine frames miss less.
TEST(Tunnelling, FinerFramesTunnelLess) {
    const double top = TunnellingTopSpeed(kBall, kWall, 1.0 / 30, 0);
    const TunnellingMap coarse = ComputeTunnellingMap(kBall, kWall, 1.0 / 30, 1.0, top, 24, 72);
    const TunnellingMap fine = ComputeTunnellingMap(kBall, kWall, 1.0 / 240, 1.0, top, 24, 72);
    int coarseCount = 0, fineCount = 0;
    for (std::size_t k = 0; k < coarse.cells.size(); ++k) {
        if (fine.cells[k] == Passage::kTunnelled) {
            EXPECT_EQ(coarse.cells[k], Passage::kTunnelled) << k;
        }
        EXPECT_EQ(fine.cells[k] == Passage::kMissed, coarse.cells[k] == Passage::kMissed) << k;  // the sweep is the same
        coarseCount += coarse.cells[k] == Passage::kTunnelled;
        fineCount += fine.cells[k] == Passage::kTunnelled;
    }
    EXPECT_LT(fineCount, coarseCount);
    EXPECT_FALSE(coarse.touching);
}

}  // namespace
}  // namespace circlelab::physics
