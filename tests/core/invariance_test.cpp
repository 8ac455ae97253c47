// Invariances of the exact contact: a rect at 0° is the box; turning the whole configuration
// turns closest point and normal and keeps the distance; 360° is 0°; a triangle tile's
// contact never differs from that of its three vertices as a polygon.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "shape_random.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::Near;

// Turns a shape about `pivot` by `deg` degrees: its centre moves, its angle adds.
Shape TurnAbout(const Shape& s, Vec2 pivot, double deg) {
    const Rotation r = MakeRotationDegrees(deg);
    const auto turnPoint = [&](Vec2 p) { return pivot + Rotate(r, p - pivot); };
    struct Visitor {
        decltype(turnPoint)& turn;
        double deg;
        Shape operator()(const Circle& c) const { return Circle{turn(c.center), c.radius}; }
        Shape operator()(const Rect& b) const {
            const Vec2 centre = turn(b.topLeft + b.size * 0.5);
            return Rect{centre - b.size * 0.5, b.size, b.angleDeg + deg};
        }
        Shape operator()(const Triangle& t) const {
            const Vec2 centre = turn(t.topLeft + t.size * 0.5);
            return Triangle{centre - t.size * 0.5, t.size, t.missing, t.angleDeg + deg};
        }
    };
    return std::visit(Visitor{turnPoint, deg}, s);
}

TEST(Invariance, RectAtZeroDegreesIsTheBox) {
    // Unturned, a rectangle's contact is the axis-aligned box's, written here from its definition:
    // outside, the closest point is the centre clamped to the box; inside, the distance is minus the
    // nearest edge's. (Full turns are FullTurnsGiveTheSameAnswer's.)
    testing::RandomShapes random(11);
    for (int i = 0; i < 2000; ++i) {
        Rect box = std::get<Rect>(random.Make(1));
        box.angleDeg = 0;
        const Vec2 lo = box.topLeft, hi = box.topLeft + box.size;
        const Circle c{random.Point(), random.Uniform(0, 50)};
        const Contact contact = Collide(c, box);
        const bool inside = c.center.x > lo.x && c.center.x < hi.x && c.center.y > lo.y && c.center.y < hi.y;
        EXPECT_EQ(contact.inside, inside);
        if (inside) {
            const double nearest = std::min({c.center.x - lo.x, hi.x - c.center.x, c.center.y - lo.y, hi.y - c.center.y});
            EXPECT_NEAR(contact.distance, -nearest, 1e-9);
        } else {
            const Vec2 clamped{std::clamp(c.center.x, lo.x, hi.x), std::clamp(c.center.y, lo.y, hi.y)};
            EXPECT_TRUE(Near(contact.closest, clamped, 1e-9));
            EXPECT_NEAR(contact.distance, std::hypot(c.center.x - clamped.x, c.center.y - clamped.y), 1e-9);
        }
        EXPECT_EQ(contact.hit, contact.distance < c.radius);
    }
}

TEST(Invariance, FullTurnsGiveTheSameAnswer) {
    testing::RandomShapes random(12);
    for (int i = 0; i < 2000; ++i) {
        const Circle c{random.Point(), random.Uniform(0, 50)};
        const Triangle t = std::get<Triangle>(random.Make(2));
        Triangle t2 = t;
        t2.angleDeg += 360 * random.Int(-3, 3);
        const Contact a = Collide(c, t), b = Collide(c, t2);
        EXPECT_TRUE(Near(a.closest, b.closest, 1e-9));
        EXPECT_NEAR(a.distance, b.distance, 1e-9);
    }
}

TEST(Invariance, TurningTheWholeConfigurationTurnsTheAnswer) {
    testing::RandomShapes random(13);
    for (int i = 0; i < 3000; ++i) {
        const Shape s = random.Make(i % 3);
        const Circle c{random.Point(), random.Uniform(0, 50)};
        const Vec2 pivot = random.Point();
        const double deg = random.Uniform(-360, 360);
        const Rotation r = MakeRotationDegrees(deg);
        const Contact a = Collide(c, s);
        const Contact b = Collide(Circle{pivot + Rotate(r, c.center - pivot), c.radius}, TurnAbout(s, pivot, deg));
        ASSERT_NEAR(a.distance, b.distance, 1e-8) << "case " << i;
        if (std::abs(a.distance) > 1e-6) {  // exactly on the boundary the normal may pick another edge
            EXPECT_TRUE(Near(pivot + Rotate(r, a.closest - pivot), b.closest, 1e-7)) << "case " << i;
            EXPECT_TRUE(Near(Rotate(r, a.normal), b.normal, 1e-7)) << "case " << i;
        }
        EXPECT_EQ(a.hit, b.hit) << "case " << i;
    }
}

TEST(Invariance, QuarterTurnOfAnAxisAlignedCaseIsExact) {
    // About the rect's own centre a 90° turn maps the grid onto itself with no rounding.
    const Rect box{{0, 0}, {100, 60}};
    const Contact a = Collide(Circle{{130, 20}, 40}, box);
    const Rect turned{{0, 0}, {100, 60}, 90};
    // (130, 20) relative to the centre (50, 30) is (80, −10); turned: (10, 80) -> (60, 110).
    const Contact b = Collide(Circle{{60, 110}, 40}, turned);
    EXPECT_EQ(a.distance, b.distance);
    EXPECT_EQ(b.normal, (Vec2{0, 1}));
    EXPECT_EQ(a.normal, (Vec2{1, 0}));
}

}  // namespace
}  // namespace circlelab
