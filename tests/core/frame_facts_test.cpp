// A frame's facts look a tile map's tiles up round the circle instead of expanding the map: every
// shape, every contact, every hit and the selection are still what colliding the circle with each
// of AllShapes gives; and a click picks what it picked among AllShapes.
#include "core/scene/frame_facts.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <string>

#include "core/physics/held_move.h"
#include "core/scene/picking.h"

namespace circlelab {
namespace {

bool Same(const Contact& a, const Contact& b) {
    return a.hit == b.hit && a.inside == b.inside && a.distance == b.distance && a.closest == b.closest &&
           a.normal == b.normal && a.depth == b.depth && a.feature == b.feature;
}

// A side x side map of `size` px tiles (squares, the four triangles and open cells, rows of
// uneven length) at an origin that is not a whole number, under three listed shapes that
// overlap it.
Scene MapScene(int side, double size) {
    Scene scene;
    scene.shapes = {Rect{{20, 30}, {80, 40}, 25.0}, Circle{{60, 90}, 35}, Triangle{{5, 5}, {50, 30}, Corner::kBottomLeft, 0}};
    TileMap map;
    map.origin = {3.7, -2.1};
    map.size = size;
    for (int row = 0; row < side; ++row) {
        std::string line;
        for (int col = 0; col < side - row % 3; ++col) line += "#.1234##.#"[(row * 7 + col * 13 + row * col / 5) % 10];
        map.rows.push_back(line);
    }
    scene.tiles = map;
    return scene;
}

// The facts of `scene` against the map expanded: the shapes, their contacts, which are hit, and
// the selection. Returns how many contacts the facts computed.
std::size_t ExpectLikeTheExpandedMap(const Scene& scene) {
    const std::vector<Shape> shapes = AllShapes(scene);
    const Circle& circle = scene.bodies.front().circle;
    const FrameFacts facts = ComputeFacts(scene);
    EXPECT_EQ(facts.Count(), shapes.size());
    std::size_t next = 0, hits = 0;
    facts.ForEachShape([&](std::size_t i, const Shape& shape, const Contact* contact) {
        ASSERT_EQ(i, next++);
        ASSERT_EQ(shape, shapes[i]) << i;
        const Contact exact = Collide(circle, shapes[i]);
        if (contact) ASSERT_TRUE(Same(*contact, exact)) << i;
        else ASSERT_FALSE(exact.hit) << "shape " << i << " is hit but has no contact";
        hits += exact.hit;
    });
    EXPECT_EQ(next, shapes.size());
    std::size_t computed = 0, hitsAmongContacts = 0, last = 0;
    facts.ForEachContact([&](std::size_t i, const Shape& shape, const Contact& c) {
        if (computed++ > 0) {
            EXPECT_GT(i, last);  // in order, each once
        }
        last = i;
        EXPECT_EQ(shape, shapes[i]);
        EXPECT_TRUE(Same(c, Collide(circle, shapes[i]))) << i;
        hitsAmongContacts += c.hit;
    });
    EXPECT_EQ(hitsAmongContacts, hits);
    // Any shape's own shape and contact, near or far.
    std::mt19937 random(5);
    for (int k = 0; k < 300; ++k) {
        const std::size_t i = random() % shapes.size();
        EXPECT_EQ(facts.ShapeOf(i), shapes[i]) << i;
        EXPECT_TRUE(Same(facts.ContactOf(i), Collide(circle, shapes[i]))) << i;
    }
    const int s = scene.viewer.selected;
    if (s >= 0 && s < static_cast<int>(shapes.size())) {
        EXPECT_EQ(facts.selected, s);
        EXPECT_EQ(*facts.SelectedShape(), shapes[s]);
        EXPECT_TRUE(Same(*facts.SelectedContact(), Collide(circle, shapes[s])));
    } else {
        EXPECT_EQ(facts.selected, -1);
        EXPECT_EQ(facts.SelectedShape(), nullptr);
    }
    return computed;
}

// Circles of every size all over a small and a big map (and off them), on cell edges and corners
// too, with the selection on a listed shape, a near tile, a far tile, and out of range.
TEST(FrameFacts, MatchTheMapExpandedIntoShapes) {
    for (const auto& [side, size] : {std::pair{12, 9.0}, std::pair{150, 4.3}}) {
        Scene scene = MapScene(side, size);
        const double across = side * size;
        std::mt19937 random(side);
        std::uniform_real_distribution<double> at(-40, across + 40), radius(0, 60);
        int hitSome = 0;
        for (int k = 0; k < 60; ++k) {
            Vec2 centre{at(random), at(random)};
            if (k % 4 == 1) centre = scene.tiles->origin + Vec2{double(k % side), double(k / 2 % side)} * size;  // a corner
            const double r = k % 10 == 3 ? 0 : k == 7 ? across : radius(random);
            scene.bodies = {Body{}};
            scene.bodies.front().circle = {centre, r};
            const int count = static_cast<int>(AllShapes(scene).size());
            scene.viewer.selected = std::array{1, count - 1, count / 2, -1, count + 3, 3 + k}[k % 6];
            SCOPED_TRACE("side " + std::to_string(side) + ", circle " + std::to_string(k));
            ExpectLikeTheExpandedMap(scene);
            ComputeFacts(scene).ForEachContact([&](std::size_t i, const Shape&, const Contact& c) { hitSome += i >= 3 && c.hit; });
        }
        EXPECT_GT(hitSome, 60);  // tiles hit, many times over
    }
}

// The contacts a frame computes grow with the tiles round the circle, not with the map: a circle
// in a map of 250,000 tiles has a few dozen, where it had one a tile.
TEST(FrameFacts, ABigMapsContactsAreTheTilesRoundTheCircle) {
    Scene scene = MapScene(500, 16);
    scene.bodies = {Body{}};
    scene.bodies.front().circle = {{4000, 4000}, 30};
    scene.viewer.selected = 5;  // a listed shape's contact is there anyway
    const std::size_t computed = ExpectLikeTheExpandedMap(scene);
    EXPECT_GT(computed, 3u + 4);
    EXPECT_LT(computed, 3u + 100);
    // Without a circle, no contact at all.
    scene.bodies.clear();
    std::size_t none = 0;
    ComputeFacts(scene).ForEachContact([&](std::size_t, const Shape&, const Contact&) { ++none; });
    EXPECT_EQ(none, 0u);
    EXPECT_EQ(ComputeFacts(scene).SelectedContact(), nullptr);
}

// A click picks the shape it picked among AllShapes (a tile above a listed shape, the last tile
// of those within reach), from the scene and from the frame's facts, without expanding the map.
TEST(FrameFacts, AClickPicksWhatItPickedAmongEveryShape) {
    for (const auto& [side, size] : {std::pair{12, 9.0}, std::pair{150, 4.3}}) {
        const Scene scene = MapScene(side, size);
        const std::vector<Shape> shapes = AllShapes(scene);
        const FrameFacts facts = ComputeFacts(scene);
        std::mt19937 random(9);
        std::uniform_real_distribution<double> at(-20, side * size + 20);
        int onListed = 0, onTile = 0;
        for (int k = 0; k < 2000; ++k) {
            const Vec2 p{at(random), at(random)};
            const int want = ShapeAt(std::span<const Shape>(shapes), p);
            ASSERT_EQ(ShapeAt(scene, p), want) << p.x << ", " << p.y;
            ASSERT_EQ(ShapeAt(facts, p), want) << p.x << ", " << p.y;
            onListed += want >= 0 && want < 3;
            onTile += want >= 3;
        }
        EXPECT_GT(onTile, 100);
        if (side == 12) {
            EXPECT_GT(onListed, 5);
        }
    }
}

// A ball held and pulled while the physics runs meets the walls it met among every shape, and
// leaves the hand with the same velocity: the tiles round its move are all it can reach.
TEST(FrameFacts, AHeldBallMeetsTheWallsItMetAmongEveryShape) {
    const Scene scene = MapScene(40, 16);
    const std::vector<Shape> shapes = AllShapes(scene);
    const FrameFacts facts = ComputeFacts(scene);
    std::mt19937 random(13);
    std::uniform_real_distribution<double> at(-30, 40 * 16 + 30), step(-40, 40), radius(2, 30);
    int stopped = 0;
    for (int k = 0; k < 400; ++k) {
        const Circle ball{{at(random), at(random)}, radius(random)};
        const Vec2 target = ball.center + Vec2{step(random), step(random)};
        const Vec2 want = physics::HeldMove(ball, target, shapes);
        ASSERT_EQ(physics::HeldMove(ball, target, facts.ShapesNear(physics::HeldMoveReach(ball, target))), want) << k;
        stopped += want != target;
        const Aabb touch = Bounds(Shape{Circle{ball.center, 2 * ball.radius + 1}});
        const Vec2 velocity{step(random) * 10, step(random) * 10};
        ASSERT_EQ(physics::ReleaseVelocity(ball, velocity, facts.ShapesNear(touch)), physics::ReleaseVelocity(ball, velocity, shapes)) << k;
    }
    EXPECT_GT(stopped, 50);  // walls were met
}

}  // namespace
}  // namespace circlelab
