// docs/architecture.md's valid ranges: outside them the input is refused with a clear message; inside them every
// contact is finite with a unit normal, at the extremes too (1e9-pixel coordinates and sizes, tiny
// shapes, a million degrees).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/collide/contact.h"
#include "core/geometry/limits.h"
#include "core/geometry/validate.h"
#include "core/io/query.h"

namespace circlelab {
namespace {

// A number at one of the range's extremes or anywhere on a logarithmic scale in between.
double Extreme(std::mt19937_64& rng, double lo, double hi) {
    const double u = std::uniform_real_distribution<double>(0, 1)(rng);
    if (u < 0.2) return hi;
    if (u < 0.3) return lo;
    return std::exp(std::log(lo) + (std::log(hi) - std::log(lo)) * std::uniform_real_distribution<double>(0, 1)(rng));
}

double Signed(std::mt19937_64& rng, double v) { return std::uniform_int_distribution<int>(0, 1)(rng) ? v : -v; }

TEST(ValidRange, EveryContactInsideTheRangesIsFiniteWithAUnitNormal) {
    std::mt19937_64 rng(14);
    for (int i = 0; i < 200000; ++i) {
        const Vec2 topLeft{Signed(rng, Extreme(rng, 1e-3, kMaxCoordinate)), Signed(rng, Extreme(rng, 1e-3, kMaxCoordinate))};
        const Vec2 size{Extreme(rng, 1e-3, kMaxCoordinate), Extreme(rng, 1e-3, kMaxCoordinate)};
        const double angle = Signed(rng, Extreme(rng, 1e-3, kMaxAngleDeg));
        const int kind = i % 3;
        const Shape shape = kind == 0 ? Shape{Circle{topLeft, size.x}}
                          : kind == 1 ? Shape{Rect{topLeft, size, angle}}
                                      : Shape{Triangle{topLeft, size, static_cast<Corner>(i / 3 % 4), angle}};
        const Circle circle{{Signed(rng, Extreme(rng, 1e-3, kMaxCoordinate)), Signed(rng, Extreme(rng, 1e-3, kMaxCoordinate))},
                            Extreme(rng, 1e-3, kMaxCoordinate)};
        ASSERT_TRUE(Validate(shape).empty());
        ASSERT_TRUE(ValidateMovingCircle(circle).empty());
        const Contact c = Collide(circle, shape);
        ASSERT_TRUE(std::isfinite(c.distance) && std::isfinite(c.depth) && std::isfinite(c.closest.x) &&
                    std::isfinite(c.closest.y))
            << i << ": " << ContactToJson(c);
        ASSERT_NEAR(std::hypot(c.normal.x, c.normal.y), 1.0, 1e-9) << i << ": " << ContactToJson(c);
    }
}

TEST(ValidRange, QueryRefusesNumbersOutsideTheRanges) {
    // A 1e200 triangle once gave hit:true, distance 0 and a zero normal for a circle outside it.
    const QueryAnswer a = AnswerQueryLine(
        R"({"circle":{"x":0,"y":0,"r":1},"shape":{"type":"triangle","x":1e200,"y":0,"w":1e200,"h":1e200,"missing":"top-left"}})", 7);
    EXPECT_FALSE(a.ok);
    EXPECT_EQ(a.json, "{\"error\":\"line 7, column 62: x must be between -1e9 and 1e9 px, not 1e+200 (at /shape/x)\"}");
    const QueryAnswer r = AnswerQueryLine(
        R"({"circle":{"x":0,"y":0,"r":2e9},"shape":{"type":"circle","x":0,"y":0,"r":1}})", 1);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.json.find("r must be at most 1e9 px, not 2e+09 (at /circle/r)"), std::string::npos) << r.json;
}

TEST(ValidRange, ATypedValueIsKeptInsideItsRange) {
    EXPECT_EQ(ClampToRange(-5, kSizeRange), 1e-6);   // a width typed as -5 stays a width
    EXPECT_EQ(ClampToRange(0, kRadiusRange), 0.0);    // a body's radius may be 0
    EXPECT_EQ(ClampToRange(1e300, kCoordinateRange), 1e9);
    EXPECT_EQ(ClampToRange(-1e300, kCoordinateRange), -1e9);
    EXPECT_EQ(ClampToRange(std::nan(""), kUnitRange), 0.0);
    EXPECT_EQ(ClampToRange(1e-320, kMassRange), 1e-6);
    EXPECT_EQ(ClampToRange(2e6, kAngleRange), 1e6);
    EXPECT_EQ(ClampToRange(0.25, kUnitRange), 0.25);
}

}  // namespace
}  // namespace circlelab
