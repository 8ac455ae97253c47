// The rule a distance label keeps (beside its own closest-point line), looked up in a grid: the same
// answer as looking at every line and shape, for work that grows with what lies near, not with
// every shape of the scene.
#include "app/frame/label_rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/collide/contact.h"

namespace circlelab::app {
namespace {

double ToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double l2 = LengthSquared(d);
    const double t = l2 > 0 ? std::clamp(Dot(p - a, d) / l2, 0.0, 1.0) : 0.0;
    return Length(p - (a + d * t));
}

// The rule as its definition says it, every line and every shape looked at (view: zoom 1, no pan).
bool BesideByDefinition(const Meaning& about, Vec2 p, const DrawList& list, const std::vector<Shape>& shapes) {
    const LineCmd* own = nullptr;
    for (const LineCmd& l : list.lines)
        if (l.meaning.means == "closest" && l.meaning.shape == about.shape && l.meaning.body == about.body) own = &l;
    if (!own) return false;
    const double mine = ToSegment(p, own->a, own->b);
    for (const LineCmd& l : list.lines)
        if (l.meaning.means == "closest" && &l != own && ToSegment(p, l.a, l.b) < mine) return false;
    for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
        if (i == about.shape) continue;
        const Contact c = Collide(Circle{p, 0}, shapes[i]);
        if (c.inside || std::abs(c.distance) < mine) return false;
    }
    return true;
}

LineCmd ClosestLine(int shape, Vec2 a, Vec2 b, int body = -1) {
    LineCmd l{a, b, {}, 1.0f, {}};
    l.meaning.means = "closest";
    l.meaning.shape = shape;
    l.meaning.body = body;
    return l;
}

// A dragged circle's centre at (400, 300) among boxes, circles and a tile, each with its closest-point
// line from that centre to its nearest point, and a second ball (body 1, Lazy Foo's) with its own.
struct Fan {
    DrawList list;
    Scene scene;
    FrameFacts facts;
};
Fan SomeShapes() {
    Fan f;
    const Vec2 centre{400, 300};
    Scene& scene = f.scene;
    scene.shapes = {Rect{{100, 80}, {120, 60}}, Rect{{560, 120}, {100, 90}, 30.0}, Circle{{250, 470}, 50},
                    Triangle{{600, 380}, {140, 120}, Corner::kTopLeft}, Circle{{420, 180}, 30}};
    f.facts = ComputeFacts(scene);
    for (int i = 0; i < static_cast<int>(scene.shapes.size()); ++i)
        f.list.lines.push_back(ClosestLine(i, centre, Collide(Circle{centre, 0}, scene.shapes[i]).closest));
    f.list.lines.push_back(ClosestLine(-1, centre, {330, 380}, 1));
    LineCmd decoration{{0, 0}, {800, 600}, {}, 1.0f, {}};  // not a closest-point line: not a rival
    f.list.lines.push_back(decoration);
    return f;
}

// Everywhere over the picture, and beyond it, the grid gives the definition's answer.
TEST(LabelRules, BesideItsLineAgreesWithLookingAtEveryLineAndShape) {
    const Fan f = SomeShapes();
    auto lines = std::make_shared<ClosestLines>(f.list, f.facts, View{}, grid::Box{{0, 0}, {800, 600}});
    std::mt19937 random(7);
    std::uniform_real_distribution<double> x(-100, 900), y(-100, 700);
    int beside = 0;
    for (int k = 0; k < 4000; ++k) {
        const Vec2 p{x(random), y(random)};
        for (const Meaning& about : {Meaning{.shape = 0}, Meaning{.shape = 1}, Meaning{.shape = 2}, Meaning{.shape = 3},
                                    Meaning{.shape = 4}, Meaning{.body = 1}}) {
            const bool want = BesideByDefinition(about, p, f.list, AllShapes(f.scene));
            ASSERT_EQ(lines->Beside(about, p), want)
                << "shape " << about.shape << " body " << about.body << " at " << p.x << ", " << p.y;
            beside += want;
        }
    }
    EXPECT_GT(beside, 1000);  // both answers were met many times
    EXPECT_LT(beside, 4000 * 6 - 1000);
}

// A shape without a closest-point line has no distance to place: no rule, and never beside.
TEST(LabelRules, AShapeWithoutALineHasNoRule) {
    Fan f = SomeShapes();
    f.list.lines.erase(f.list.lines.begin() + 2);  // shape 2's line
    auto lines = std::make_shared<ClosestLines>(f.list, f.facts, View{}, grid::Box{{0, 0}, {800, 600}});
    EXPECT_FALSE(BesideItsLine({.shape = 2}, lines));
    EXPECT_FALSE(lines->Beside({.shape = 2}, {250, 410}));
    EXPECT_FALSE(BesideItsLine({.shape = 99}, lines));
    EXPECT_FALSE(BesideItsLine({.body = 2}, lines));
    ASSERT_TRUE(BesideItsLine({.shape = 0}, lines));
    EXPECT_TRUE(BesideItsLine({.shape = 0}, lines)(Vec2{236, 150}));  // just beside shape 0's line, near the box
    ASSERT_TRUE(BesideItsLine({.body = 1}, lines));
    EXPECT_TRUE(BesideItsLine({.body = 1}, lines)(Vec2{372, 350}));  // beside the second ball's line
}

// n small circles 40 px apart in rows, each with a short closest-point line, every label asking at
// its line's middle: how many lines and shapes the rules look at in all.
std::size_t RowsWork(int n) {
    DrawList list;
    Scene scene;
    const int columns = static_cast<int>(std::ceil(std::sqrt(n)));
    for (int i = 0; i < n; ++i) {
        const Vec2 c{20.0 + 40 * (i % columns), 20.0 + 40 * (i / columns)};
        scene.shapes.push_back(Circle{c, 6});
        list.lines.push_back(ClosestLine(i, c + Vec2{6, 0}, c + Vec2{24, 8}));
    }
    const FrameFacts facts = ComputeFacts(scene);
    const double side = 40.0 * columns;
    ClosestLines lines(list, facts, View{}, grid::Box{{0, 0}, {side, side}});
    int beside = 0;
    for (int i = 0; i < n; ++i) {
        const LineCmd& l = list.lines[i];
        beside += lines.Beside({.shape = i}, (l.a + l.b) * 0.5 + Vec2{0, -4});
    }
    EXPECT_EQ(beside, n);  // each label's spot is beside its own line
    return lines.Tests();
}

// Before the grid, every label's rule looked at every line and every shape: 64 times the work for
// 8 times the shapes (a thousand shapes' first frame took seconds). Now it looks at what lies near.
TEST(LabelRules, WorkGrowsWithTheShapesNotTheirSquare) {
    const std::size_t small = RowsWork(125), large = RowsWork(1000);
    EXPECT_GT(small, 0u);
    EXPECT_LT(large, small * 8 * 2) << small << " lines and shapes looked at for 125 shapes, " << large << " for 1000";
    EXPECT_LT(large, std::size_t(1000) * 20);  // a few neighbours each, not a thousand
}

// A tile map's tiles, looked up by row and column round each spot instead of filed in the grid (a
// million of them took a fifth of a second to file): the same answers as looking at every tile,
// and looking at a few tiles a spot, not the map.
TEST(LabelRules, TilesOfAMapAreLookedUpRoundTheSpot) {
    TileMap map;
    map.origin = {50, 40};
    map.size = 8;
    for (int row = 0; row < 60; ++row) {
        std::string line;
        for (int col = 0; col < 80; ++col) line += "#.....1...2.....3.4...."[(row * 7 + col * 13 + row * col / 5) % 23];
        map.rows.push_back(line);
    }
    DrawList list;
    Scene scene;
    scene.shapes = {Circle{{300, 250}, 20}};
    scene.tiles = map;
    const FrameFacts facts = ComputeFacts(scene);
    const std::vector<Shape> shapes = AllShapes(scene);
    const Vec2 centre{420, 330};
    list.lines.push_back(ClosestLine(0, centre, Collide(Circle{centre, 0}, shapes[0]).closest));
    const int tile = 17;  // a tile of the map with its own line
    list.lines.push_back(ClosestLine(1 + tile, centre, Collide(Circle{centre, 0}, shapes[1 + tile]).closest));
    ClosestLines lines(list, facts, View{}, grid::Box{{0, 0}, {800, 600}}, &map, 1);
    std::mt19937 random(11);
    std::uniform_real_distribution<double> x(0, 800), y(0, 600);
    int beside = 0;
    for (int k = 0; k < 3000; ++k) {
        const Vec2 p{x(random), y(random)};
        for (const Meaning& about : {Meaning{.shape = 0}, Meaning{.shape = 1 + tile}}) {
            const bool want = BesideByDefinition(about, p, list, shapes);
            ASSERT_EQ(lines.Beside(about, p), want) << "shape " << about.shape << " at " << p.x << ", " << p.y;
            beside += want;
        }
    }
    EXPECT_GT(beside, 20);
    EXPECT_LT(lines.Tests(), std::size_t(3000) * 2 * 40);  // tens of tiles a spot, of the map's 1,500
}

}  // namespace
}  // namespace circlelab::app
