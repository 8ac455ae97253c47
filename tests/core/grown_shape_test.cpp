// The configuration space: the shape grown by r, checked against a brute-force reference built
// from dense samples of the shape's outline, independent of the collision code.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

#include "core/geometry/grown_shape.h"

namespace circlelab {
namespace {

// The shape's outline as many points (edges sampled every 0.05 px, a circle every 0.002 rad).
std::vector<Vec2> OutlineSamples(const Shape& shape) {
    std::vector<Vec2> corners;
    if (const auto* c = std::get_if<Circle>(&shape)) {
        std::vector<Vec2> out;
        for (double t = 0; t < 2 * std::numbers::pi; t += 0.002)
            out.push_back(c->center + Vec2{std::cos(t), std::sin(t)} * c->radius);
        return out;
    }
    if (const auto* t = std::get_if<Triangle>(&shape)) {
        const auto v = Vertices(*t);
        corners.assign(v.begin(), v.end());
    } else {
        const auto v = Corners(*BoxOf(shape));
        corners.assign(v.begin(), v.end());
    }
    std::vector<Vec2> out;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i], b = corners[(i + 1) % corners.size()];
        const int n = static_cast<int>(Length(b - a) / 0.05) + 1;
        for (int k = 0; k < n; ++k) out.push_back(a + (b - a) * (double(k) / n));
    }
    return out;
}

double BruteDistance(const std::vector<Vec2>& samples, Vec2 p) {
    double best = INFINITY;
    for (Vec2 s : samples) best = std::min(best, Length(p - s));
    return best;
}

// Even-odd rule over a closed polyline.
bool InsidePolyline(const std::vector<Vec2>& poly, Vec2 p) {
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Vec2 a = poly[i], b = poly[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
    }
    return inside;
}

// Trial k's shape about the origin: a circle, a box or a tile (its missing corner by k), in turn.
Shape ShapeOfKind(int k, Vec2 size, double angle) {
    const Corner corners[] = {Corner::kTopLeft, Corner::kTopRight, Corner::kBottomLeft, Corner::kBottomRight};
    if (k % 3 == 0) return Circle{{0, 0}, size.x / 2};
    if (k % 3 == 1) return Rect({-size.x / 2, -size.y / 2}, size, angle);
    return Triangle({-size.x / 2, -size.y / 2}, size, corners[k % 4], angle);
}

TEST(GrownShape, AnUprightBoxGrowsIntoARoundedBox) {
    const GrownShape g = Grow(Rect({100, 50}, {300, 200}), 40);
    ASSERT_EQ(g.edges.size(), 4u);
    ASSERT_EQ(g.arcs.size(), 4u);
    // Every edge moved out by 40 and every arc a quarter turn of radius 40 about a corner.
    double top = INFINITY, bottom = -INFINITY, left = INFINITY, right = -INFINITY;
    for (const GrownEdge& e : g.edges)
        for (Vec2 p : {e.a, e.b}) top = std::min(top, p.y), bottom = std::max(bottom, p.y), left = std::min(left, p.x), right = std::max(right, p.x);
    EXPECT_DOUBLE_EQ(top, 10);
    EXPECT_DOUBLE_EQ(bottom, 290);
    EXPECT_DOUBLE_EQ(left, 60);
    EXPECT_DOUBLE_EQ(right, 440);
    for (const GrownArc& a : g.arcs) {
        EXPECT_DOUBLE_EQ(a.radius, 40);
        EXPECT_NEAR(std::abs(a.sweep), std::numbers::pi / 2, 1e-12);
    }
}

TEST(GrownShape, ACircleGrowsIntoABiggerCircle) {
    const GrownShape g = Grow(Circle{{5, 5}, 30}, 12);
    EXPECT_TRUE(g.edges.empty());
    ASSERT_EQ(g.arcs.size(), 1u);
    EXPECT_DOUBLE_EQ(g.arcs[0].radius, 42);
}

// Every point of the drawn outline is r from the shape, and a centre is inside the outline exactly
// when the brute-force distance to the shape (or being inside it) says the circle touches, for
// boxes and tiles at many angles and sizes.
TEST(GrownShape, TheOutlineIsWhereTheCircleJustTouchesAtAnyAngle) {
    std::mt19937 rng(20261125);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int trial = 0; trial < 24; ++trial) {
        const Vec2 size{40 + 200 * unit(rng), 40 + 200 * unit(rng)};
        const double angle = 360 * unit(rng);
        const Shape shape = ShapeOfKind(trial, size, angle);
        const double r = 5 + 60 * unit(rng);
        const std::vector<Vec2> samples = OutlineSamples(shape);
        const std::vector<Vec2> outline = GrownOutline(Grow(shape, r), 0.002);
        for (std::size_t i = 0; i < outline.size(); i += 7)
            EXPECT_NEAR(BruteDistance(samples, outline[i]), r, 0.06) << "trial " << trial << " point " << i;
        const std::vector<Vec2> shapeOutline = GrownOutline(Grow(shape, 0), 0.002);
        for (int k = 0; k < 300; ++k) {
            const Vec2 p{(unit(rng) - 0.5) * (size.x + 2 * r + 80), (unit(rng) - 0.5) * (size.y + 2 * r + 80)};
            const double d = InsidePolyline(shapeOutline, p) ? 0.0 : BruteDistance(samples, p);
            if (std::abs(d - r) < 0.1) continue;  // too close to the outline for the samples to say
            EXPECT_EQ(InsidePolyline(outline, p), d < r) << "trial " << trial << " at " << p.x << ", " << p.y << " d " << d;
        }
    }
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// The exact distance from p to the shape's outline, from its corners (or its circle) alone: the
// nearest point of each edge segment (a brute-force reference, independent of the grown shape).
double EdgeDistance(const Shape& shape, Vec2 p) {
    if (const auto* c = std::get_if<Circle>(&shape)) return std::abs(Length(p - c->center) - c->radius);
    std::vector<Vec2> v;
    if (const auto* t = std::get_if<Triangle>(&shape)) {
        const auto a = Vertices(*t);
        v.assign(a.begin(), a.end());
    } else {
        const auto a = Corners(*BoxOf(shape));
        v.assign(a.begin(), a.end());
    }
    double best = INFINITY;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const Vec2 a = v[i], b = v[(i + 1) % v.size()];
        const double s = std::clamp(Dot(p - a, b - a) / LengthSquared(b - a), 0.0, 1.0);
        best = std::min(best, Length(p - (a + (b - a) * s)));
    }
    return best;
}

// The sweep's first touch against stepping the move in 2,000 steps and then halving the step
// where the circle first touches, the touch decided by EdgeDistance (the start is far outside).
TEST(GrownShape, TheSweptCircleFirstTouchesWhereFineSteppingDoes) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> unit(0, 1);
    int touched = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Vec2 size{40 + 150 * unit(rng), 40 + 150 * unit(rng)};
        const double angle = 360 * unit(rng);
        const Shape shape = ShapeOfKind(trial, size, angle);
        const double r = 5 + 40 * unit(rng);
        const double a = 2 * std::numbers::pi * unit(rng);
        const Vec2 start = Vec2{std::cos(a), std::sin(a)} * (250 + 50 * unit(rng));
        // Aimed near the shape's centre, give or take, so some moves hit and some pass by.
        const Vec2 aim = Vec2{(unit(rng) - 0.5) * 300, (unit(rng) - 0.5) * 300};
        const Vec2 move = (aim - start) * (0.6 + unit(rng));
        const auto touches = [&](double t) { return EdgeDistance(shape, start + move * t) <= r; };
        std::optional<double> first;
        for (int k = 1; k <= 2000 && !first; ++k) {
            if (!touches(k / 2000.0)) continue;
            double lo = (k - 1) / 2000.0, hi = k / 2000.0;
            for (int i = 0; i < 50; ++i) (touches((lo + hi) / 2) ? hi : lo) = (lo + hi) / 2;
            first = hi;
        }
        const std::optional<Impact> impact = Sweep(Circle{start, r}, move, shape);
        // A move that only grazes the shape, touching it for less than a step, is left out.
        if (impact && !first && impact->t < 1 - 1.0 / 2000 && !touches(impact->t + 1.0 / 2000)) continue;
        ASSERT_EQ(impact.has_value(), first.has_value()) << "trial " << trial;
        if (!impact) continue;
        ++touched;
        EXPECT_NEAR(impact->t, *first, 1e-9 * Length(move) + 1e-9) << "trial " << trial;
        EXPECT_NEAR(EdgeDistance(shape, impact->point), 0, 1e-7) << "the point touched is on the shape, trial " << trial;
        EXPECT_NEAR(Length(impact->normal), 1, 1e-12);
        EXPECT_NEAR(Length(impact->centre - impact->point), r, 1e-9);
    }
    EXPECT_GT(touched, 60);
    EXPECT_LT(touched, 280);
}

TEST(GrownShape, AHandWorkedSweepIntoABoxFace) {
    // A circle of radius 10 at (50, -100) moving straight down 200 px onto the top of a box at y 0:
    // it touches when its centre is at y −10, 90 px into the move of 200.
    const std::optional<Impact> i = Sweep(Circle{{50, -100}, 10}, {0, 200}, Rect({0, 0}, {100, 50}));
    ASSERT_TRUE(i);
    EXPECT_DOUBLE_EQ(i->t, 0.45);
    EXPECT_EQ(i->normal, (Vec2{0, -1}));
    EXPECT_EQ(i->point, (Vec2{50, 0}));
    // Moving away, or passing beside it, it never touches; starting on it, it touches at once.
    EXPECT_FALSE(Sweep(Circle{{50, -100}, 10}, {0, -200}, Rect({0, 0}, {100, 50})));
    EXPECT_FALSE(Sweep(Circle{{150, -100}, 10}, {0, 200}, Rect({0, 0}, {100, 50})));
    EXPECT_EQ(Sweep(Circle{{50, -5}, 10}, {0, -200}, Rect({0, 0}, {100, 50}))->t, 0);
}

}  // namespace
}  // namespace circlelab
