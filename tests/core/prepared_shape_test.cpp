// The collision API's fast paths against the one contact definition: Overlaps is Collide's `hit`
// and CollideMany is Collide on each circle, bit for bit, on random shapes and on the positions
// where rounding decides (on an edge, on a corner, exactly touching, one ulp either side).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/collide/prepared_shape.h"
#include "shape_random.h"

namespace circlelab {
namespace {

bool SameBits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }
bool SameBits(Vec2 a, Vec2 b) { return SameBits(a.x, b.x) && SameBits(a.y, b.y); }
bool SameBits(const Contact& a, const Contact& b) {
    return a.hit == b.hit && a.inside == b.inside && SameBits(a.distance, b.distance) &&
           SameBits(a.closest, b.closest) && SameBits(a.normal, b.normal) && SameBits(a.depth, b.depth) &&
           a.feature == b.feature;
}

/// Circles where the answer is decided by rounding: centres on the shape's corners, on its edges'
/// midpoints, at its centre and one ulp off each; radii that exactly touch and one ulp either side.
std::vector<Circle> HardCircles(const Shape& shape, testing::RandomShapes& random) {
    std::vector<Vec2> points;
    if (const Box* box = BoxOf(shape)) {
        const auto corners = Corners(*box);
        for (int i = 0; i < 4; ++i) {
            points.push_back(corners[i]);
            points.push_back((corners[i] + corners[(i + 1) % 4]) * 0.5);
        }
        points.push_back(box->topLeft + box->size * 0.5);
        if (const auto* tri = std::get_if<Triangle>(&shape))
            for (Vec2 v : Vertices(*tri)) points.push_back(v);
    } else {
        const Circle& disc = std::get<Circle>(shape);
        points.push_back(disc.center);
        points.push_back(disc.center + Vec2{disc.radius, 0});
        points.push_back(disc.center + Vec2{0, -disc.radius});
    }
    std::vector<Circle> out;
    for (Vec2 p : points)
        for (double dx : {-1.0, 0.0, 1.0})
            for (double dy : {-1.0, 0.0, 1.0}) {
                const Vec2 q{std::nextafter(p.x, p.x + dx), std::nextafter(p.y, p.y + dy)};
                out.push_back({q, random.Uniform(0, 30)});
                out.push_back({q, 0.0});
                out.push_back({q + Vec2{1e-200 * dx, 1e-200 * dy}, 1e-150});
            }
    // Exactly touching, and one ulp in or out.
    for (int i = 0; i < 60; ++i) {
        const Vec2 c = random.Point();
        const double d = Collide(Circle{c, 0}, shape).distance;
        if (d <= 0) continue;
        out.push_back({c, d});
        out.push_back({c, std::nextafter(d, 0.0)});
        out.push_back({c, std::nextafter(d, 1e300)});
    }
    return out;
}

TEST(PreparedShape, OverlapsAndCollideManyAgreeWithCollideBitForBit) {
    testing::RandomShapes random(2024);
    long checked = 0;
    for (int trial = 0; trial < 600; ++trial) {
        const Shape shape = random.Make(trial % 3);
        const PreparedShape prepared = Prepare(shape);
        std::vector<Circle> circles = HardCircles(shape, random);
        for (int i = 0; i < 200; ++i) circles.push_back({random.Point(), random.Uniform(0, 120)});
        std::vector<Contact> many(circles.size());
        CollideMany(circles, prepared, many);
        for (std::size_t i = 0; i < circles.size(); ++i) {
            const Contact one = Collide(circles[i], prepared);
            ASSERT_TRUE(SameBits(one, Collide(circles[i], shape))) << "trial " << trial << " circle " << i;
            ASSERT_TRUE(SameBits(many[i], one)) << "trial " << trial << " circle " << i;
            ASSERT_EQ(Overlaps(circles[i], prepared), one.hit)
                << "trial " << trial << " circle " << i << " r " << circles[i].radius << " d " << one.distance;
            ++checked;
        }
    }
    EXPECT_GT(checked, 100000);
}

TEST(PreparedShape, CollideManyFillsEveryLengthOfBatch) {
    // Batches shorter than, equal to and longer than any internal block, and an output span
    // longer than the input: exactly the first circles.size() contacts are written.
    const PreparedShape tile = Prepare(Triangle{{0, 0}, {100, 60}, Corner::kBottomLeft, 17});
    testing::RandomShapes random(3);
    for (std::size_t n : {0u, 1u, 3u, 4u, 5u, 8u, 9u, 31u, 1027u}) {
        std::vector<Circle> circles;
        for (std::size_t i = 0; i < n; ++i) circles.push_back({random.Point(), random.Uniform(1, 50)});
        std::vector<Contact> out(n + 2);
        Contact marker;
        marker.distance = -12345;
        out[n] = out[n + 1] = marker;
        CollideMany(circles, tile, out);
        for (std::size_t i = 0; i < n; ++i) EXPECT_TRUE(SameBits(out[i], Collide(circles[i], tile)));
        EXPECT_EQ(out[n].distance, -12345);
        EXPECT_EQ(out[n + 1].distance, -12345);
    }
}

TEST(PreparedShape, KeepsTheRotationAndTheFrame) {
    // Worked by hand: a 100 × 60 rectangle at (0, 0) turned 30° about its centre (50, 30) is
    // solved centred, in [−50, 50] × [−30, 30], with cos 30° and sin 30°.
    const PreparedShape turned = Prepare(Rect{{0, 0}, {100, 60}, 30});
    EXPECT_EQ(turned.kind, PreparedShape::Kind::kBox);
    EXPECT_TRUE(turned.rotated);
    EXPECT_EQ(turned.center, (Vec2{50, 30}));
    EXPECT_DOUBLE_EQ(turned.rotation.c, std::sqrt(3.0) / 2);
    EXPECT_DOUBLE_EQ(turned.rotation.s, 0.5);
    EXPECT_EQ(turned.lo, (Vec2{-50, -30}));
    EXPECT_EQ(turned.hi, (Vec2{50, 30}));
    // Unrotated (and a whole turn is unrotated), the frame is the world: the tutorials' numbers.
    for (double angle : {0.0, 360.0, -720.0}) {
        const PreparedShape flat = Prepare(Rect{{10, 20}, {100, 60}, angle});
        EXPECT_FALSE(flat.rotated) << angle;
        EXPECT_EQ(flat.lo, (Vec2{10, 20}));
        EXPECT_EQ(flat.hi, (Vec2{110, 80}));
    }
    // The tile missing its top-left corner: right angle at the bottom-right (100, 60); going
    // clockwise on screen from there, the hypotenuse runs from the bottom-left (0, 60) to the
    // top-right (100, 0), and its normal points up-left, towards the missing corner.
    const PreparedShape tile = Prepare(Triangle{{0, 0}, {100, 60}, Corner::kTopLeft});
    EXPECT_EQ(tile.tile.rightAngle, (Vec2{100, 60}));
    EXPECT_EQ(tile.tile.a, (Vec2{0, 60}));
    EXPECT_EQ(tile.tile.b, (Vec2{100, 0}));
    EXPECT_EQ(tile.tile.hyp, (Vec2{100, -60}));
    EXPECT_DOUBLE_EQ(tile.tile.hypLength2, 100 * 100 + 60 * 60);
    const double len = std::sqrt(100.0 * 100 + 60 * 60);
    EXPECT_DOUBLE_EQ(tile.tile.hypNormal.x, -60 / len);
    EXPECT_DOUBLE_EQ(tile.tile.hypNormal.y, -100 / len);
    EXPECT_EQ(tile.tile.legNormalA, (Vec2{0, 1}));  // the bottom leg, from (100, 60) to (0, 60)
    EXPECT_EQ(tile.tile.legNormalB, (Vec2{1, 0}));  // the right leg, from (100, 0) to (100, 60)
}

TEST(PreparedShape, OverlapsAtTheTouchingDistance) {
    // Touching is not a hit (docs/architecture.md): a circle whose radius equals its distance to the shape
    // does not overlap; one ulp more does.
    const PreparedShape box = Prepare(Rect{{0, 0}, {100, 60}, 0});
    EXPECT_FALSE(Overlaps(Circle{{103, 64}, 5}, box));  // corner (100, 60) at distance 5
    EXPECT_TRUE(Overlaps(Circle{{103, 64}, std::nextafter(5.0, 6.0)}, box));
    EXPECT_TRUE(Overlaps(Circle{{50, 30}, 1e-9}, box));  // inside
    EXPECT_FALSE(Overlaps(Circle{{100, 30}, 0}, box));   // on the edge, radius 0
    EXPECT_TRUE(Overlaps(Circle{{99, 30}, 0}, box));     // strictly inside, radius 0
    const PreparedShape disc = Prepare(Circle{{0, 0}, 10});
    EXPECT_FALSE(Overlaps(Circle{{0, 15}, 5}, disc));
    EXPECT_TRUE(Overlaps(Circle{{0, 15}, std::nextafter(5.0, 6.0)}, disc));
}

}  // namespace
}  // namespace circlelab
