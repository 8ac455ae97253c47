// Sweeps against a brute-force reference: thousands of random circles and shapes (rotated
// ones included), each compared with a dense sampling of the shape's boundary and an
// independent inside test (ray crossing), plus the property Godfrey's resolution vector
// promises ("Circle-Rectangle Collisions"): moving the circle by it leaves it exactly touching.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <optional>
#include <utility>
#include <vector>

#include "core/collide/contact.h"
#include "shape_random.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::IsUnit;

// The outline of a rect or a tile, built here from the definitions (docs/architecture.md, Shapes and
// Conventions) rather than by the code under test: the unrotated rectangle's corners clockwise on
// screen, the tile without its missing corner, each turned about the centre by
// world = centre + R(θ)·(p − centre), R = [[cos θ, −sin θ], [sin θ, cos θ]], θ from degrees here.
std::vector<Vec2> Outline(const Shape& s) {
    const auto* rect = std::get_if<Rect>(&s);
    const auto* tile = std::get_if<Triangle>(&s);
    const Vec2 topLeft = rect ? rect->topLeft : tile->topLeft;
    const Vec2 size = rect ? rect->size : tile->size;
    const double degrees = rect ? rect->angleDeg : tile->angleDeg;
    const std::optional<Corner> missing = rect ? std::nullopt : std::optional<Corner>(tile->missing);

    const double left = topLeft.x, top = topLeft.y, right = left + size.x, bottom = top + size.y;
    const std::pair<Corner, Vec2> clockwise[] = {{Corner::kTopLeft, {left, top}},
                                                 {Corner::kTopRight, {right, top}},
                                                 {Corner::kBottomRight, {right, bottom}},
                                                 {Corner::kBottomLeft, {left, bottom}}};
    const double theta = degrees * std::numbers::pi / 180.0;
    const double cosT = std::cos(theta), sinT = std::sin(theta);
    const Vec2 centre{(left + right) / 2, (top + bottom) / 2};
    std::vector<Vec2> outline;
    for (const auto& [corner, p] : clockwise) {
        if (corner == missing) continue;
        const Vec2 d = p - centre;
        outline.push_back({centre.x + cosT * d.x - sinT * d.y, centre.y + sinT * d.x + cosT * d.y});
    }
    return outline;
}

struct Reference {
    double unsignedDistance;  // to the sampled boundary
    double spacing;           // the sampling step: the reference is within spacing/2
    bool inside;
};

// Crossing-number point-in-polygon (Haines), an inside test independent of the solver's.
bool InsidePolygon(const std::vector<Vec2>& poly, Vec2 p) {
    bool in = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Vec2 a = poly[i], b = poly[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
    }
    return in;
}

Reference BruteForce(const Shape& s, Vec2 p) {
    constexpr int kSamples = 4000;
    double best = 1e300, spacing = 0;
    if (const auto* c = std::get_if<Circle>(&s)) {
        for (int i = 0; i < kSamples; ++i) {
            const double t = 2 * std::numbers::pi * i / kSamples;
            best = std::min(best, Length(p - (c->center + Vec2{std::cos(t), std::sin(t)} * c->radius)));
        }
        return {best, 2 * std::numbers::pi * c->radius / kSamples, Length(p - c->center) < c->radius};
    }
    const std::vector<Vec2> poly = Outline(s);
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
        spacing = std::max(spacing, Length(b - a) / kSamples);
        for (int k = 0; k <= kSamples; ++k) {
            best = std::min(best, Length(p - (a + (b - a) * (double(k) / kSamples))));
        }
    }
    return {best, spacing, InsidePolygon(poly, p)};
}

class Sweep : public ::testing::TestWithParam<int> {};

TEST_P(Sweep, AgreesWithBruteForce) {
    const int kind = GetParam();
    testing::RandomShapes random(100 + kind);
    for (int i = 0; i < 1500; ++i) {
        const Shape s = random.Make(kind);
        const Circle c{random.Point(), random.Uniform(0, 60)};
        const Contact got = Collide(c, s);
        const Reference ref = BruteForce(s, c.center);
        const double tol = ref.spacing / 2 + 1e-9;
        ASSERT_LE(std::abs(std::abs(got.distance) - ref.unsignedDistance), tol) << "case " << i;
        if (ref.unsignedDistance > tol) {
            EXPECT_EQ(got.inside, ref.inside) << "case " << i;
        }
        EXPECT_TRUE(IsUnit(got.normal)) << "case " << i;
        // The closest point is |distance| from the centre and on the boundary.
        EXPECT_NEAR(Length(c.center - got.closest), std::abs(got.distance), 1e-9) << "case " << i;
        EXPECT_LE(BruteForce(s, got.closest).unsignedDistance, tol) << "case " << i;
        EXPECT_EQ(got.hit, got.distance < c.radius);
        // Moving by the resolution vector leaves the circle exactly touching.
        if (got.hit) {
            const Contact after = Collide(Circle{c.center + got.Resolution(), c.radius}, s);
            EXPECT_NEAR(after.distance, c.radius, 1e-7) << "case " << i;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(ShapeKinds, Sweep, ::testing::Values(0, 1, 2), [](const auto& info) {
    return std::string(info.param == 0 ? "Circle" : info.param == 1 ? "Rect" : "Triangle");
});

}  // namespace
}  // namespace circlelab
