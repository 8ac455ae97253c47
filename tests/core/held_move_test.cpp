// A ball held by the pointer while the physics runs: pulled at walls of any thickness from any
// side, it stays on its own side, touching the wall at most, and slides along it.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/collide/contact.h"
#include "core/physics/held_move.h"

namespace circlelab::physics {
namespace {

TEST(HeldMove, NothingInTheWayGoesStraightToThePointer) {
    const std::vector<Shape> none;
    EXPECT_EQ(HeldMove(Circle{{0, 0}, 10}, {300, -40}, none), (Vec2{300, -40}));
    const std::vector<Shape> far{Rect({1000, 1000}, {50, 50})};
    EXPECT_EQ(HeldMove(Circle{{0, 0}, 10}, {300, -40}, far), (Vec2{300, -40}));
}

// Pulled straight down through a wall half a pixel thick: it stops on top, touching it.
TEST(HeldMove, AThinWallStopsIt) {
    const std::vector<Shape> wall{Rect({0, 100}, {400, 0.5})};
    const Vec2 at = HeldMove(Circle{{200, 50}, 20}, {200, 300}, wall);
    EXPECT_NEAR(at.x, 200, 1e-9);
    EXPECT_NEAR(at.y, 80, 1e-9);  // its bottom on the wall's top face
}

// Pulled down and to the right into a floor: it slides along the floor to below the pointer's x.
TEST(HeldMove, ItSlidesAlongAWall) {
    const std::vector<Shape> floor{Rect({-1000, 100}, {3000, 40})};
    const Vec2 at = HeldMove(Circle{{0, 50}, 20}, {300, 200}, floor);
    EXPECT_NEAR(at.x, 300, 1e-6);
    EXPECT_NEAR(at.y, 80, 1e-9);
}

// Random pulls against the definition. Across a long wall of any thickness at any angle: the
// circle ends touching it at most, on the side it began on. Against tiles and discs, which it may
// slide round: it ends touching them at most.
TEST(HeldMove, NoPullCrossesAWallOrEndsInsideAShape) {
    std::mt19937 random(20261126);
    std::uniform_real_distribution<double> u(0, 1);
    int blocked = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const double thick = 0.2 + 40 * u(random) * u(random);
        const double angle = 360 * u(random);
        const double r = 2 + 40 * u(random);
        std::vector<Shape> shapes;
        switch (trial % 3) {
            case 0: shapes.push_back(Rect({-5000, -thick / 2}, {10000, thick}, angle)); break;
            case 1: shapes.push_back(Triangle({-100, -100}, {200, 200}, Corner(trial % 4), angle)); break;
            default: shapes.push_back(Circle{{0, 0}, 5 + 60 * u(random)}); break;
        }
        const double a = 6.2831853 * u(random);
        const Vec2 dir{std::cos(a), std::sin(a)};
        const Circle start{dir * -(260 + r), r};
        if (Collide(start, shapes[0]).hit) continue;
        const Vec2 target = dir * (260 + r) + Vec2{u(random) - 0.5, u(random) - 0.5} * 20;
        const Vec2 at = HeldMove(start, target, shapes);
        EXPECT_GE(Collide(Circle{at, r}, shapes[0]).distance, r - 1e-6) << trial;  // touching at most
        if (trial % 3 == 0) {
            // The wall's normal: its side of the start and of the end agree.
            const double turn = angle * 3.14159265358979 / 180;
            const Vec2 n{-std::sin(turn), std::cos(turn)};
            EXPECT_GT(Dot(start.center, n) * Dot(at, n), 0) << trial;
        }
        if (Length(at - target) > 1) ++blocked;
    }
    EXPECT_GT(blocked, 1000);  // the pulls did meet their shapes
}

}  // namespace
}  // namespace circlelab::physics

#include "core/io/scene_json.h"

namespace circlelab::physics {
namespace {

// The stress scene's box of tiles, with triangle tiles in its corners and on its platform: a
// ball held inside and pulled hard towards any place outside (a new user pulled one out through
// the bottom corner) stays inside the box, clear of every tile.
TEST(HeldMove, APullNeverTakesABallOutOfATileBox) {
    const SceneLoad load = LoadSceneFile(CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json");
    ASSERT_TRUE(load.scene);
    const std::vector<Shape> tiles = AllShapes(*load.scene);
    const TileMap& map = *load.scene->tiles;
    const Vec2 lo = map.origin + Vec2{map.size, map.size};
    const Vec2 hi = map.origin + Vec2{double(map.rows.front().size()) - 1, double(map.rows.size()) - 1} * map.size;
    std::mt19937 random(7);
    std::uniform_real_distribution<double> u(0, 1);
    for (int trial = 0; trial < 400; ++trial) {
        const double r = 4 + 20 * u(random);
        Circle ball{{lo.x + r + (hi.x - lo.x - 2 * r) * u(random), lo.y + r + 40 * u(random)}, r};
        bool clear = true;
        for (const Shape& s : tiles) clear = clear && !Collide(ball, s).hit;
        if (!clear) continue;
        const double a = 6.2831853 * u(random);
        const Vec2 target = ball.center + Vec2{std::cos(a), std::sin(a)} * (300 + 900 * u(random));
        const Vec2 at = HeldMove(ball, target, tiles);
        EXPECT_TRUE(at.x > lo.x && at.x < hi.x && at.y > lo.y && at.y < hi.y) << trial << ": " << at.x << ", " << at.y;
        for (const Shape& s : tiles) EXPECT_GE(Collide(Circle{at, r}, s).distance, r - 1e-6) << trial;
    }
}

// Let go against a wall (a box whose right face is at x 100): what went into the wall is dropped,
// the motion along it and away from it stays; away from every wall, the velocity is kept whole.
TEST(ReleaseVelocity, AWallTakesOnlyTheMotionIntoIt) {
    const std::vector<Shape> wall{Rect({0, 0}, {100, 400})};
    const Circle against{{130, 200}, 30};  // touching the face
    EXPECT_EQ(ReleaseVelocity(against, {-2110, 50}, wall), (Vec2{0, 50}));
    EXPECT_EQ(ReleaseVelocity(against, {300, 50}, wall), (Vec2{300, 50}));  // away from it: a throw
    const Circle clear{{200, 200}, 30};
    EXPECT_EQ(ReleaseVelocity(clear, {-2110, 50}, wall), (Vec2{-2110, 50}));
}

}  // namespace
}  // namespace circlelab::physics
