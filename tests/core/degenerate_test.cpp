// The degenerate cases of issue #2: tiny and huge shapes, far coordinates, radius 0; every
// answer defined, every normal unit and finite.
#include <gtest/gtest.h>

#include "core/collide/contact.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::IsUnit;
using testing::Near;

TEST(Degenerate, MicroPixelRect) {
    const Rect tiny{{0, 0}, {1e-6, 1e-6}};
    const Contact in = Collide(Circle{{0.5e-6, 0.25e-6}, 1}, tiny);
    EXPECT_TRUE(in.inside);
    EXPECT_NEAR(in.distance, -0.25e-6, 1e-20);
    EXPECT_EQ(in.normal, (Vec2{0, -1}));
    const Contact out = Collide(Circle{{3, 4}, 1}, tiny);
    EXPECT_NEAR(out.distance, 5.0, 1e-5);
    EXPECT_EQ(out.closest, (Vec2{1e-6, 1e-6}));
    EXPECT_TRUE(IsUnit(out.normal));
}

TEST(Degenerate, MegaPixelRectAndTriangle) {
    const Rect huge{{0, 0}, {1e6, 1e6}};
    const Contact c = Collide(Circle{{5e5, 4e5}, 1}, huge);
    EXPECT_DOUBLE_EQ(c.distance, -4e5);
    EXPECT_EQ(c.closest, (Vec2{5e5, 0}));
    const Triangle tile{{0, 0}, {1e6, 1e6}, Corner::kBottomRight};
    const Contact t = Collide(Circle{{1e6, 1e6}, 1}, tile);  // the missing corner
    EXPECT_NEAR(t.distance, 1e6 / std::sqrt(2.0), 1e-6);
    EXPECT_TRUE(IsUnit(t.normal));
}

TEST(Degenerate, FarCoordinatesStayExactWhenAxisAligned) {
    const Rect far{{1e7, 1e7}, {10, 10}};
    const Contact c = Collide(Circle{{1e7 + 15, 1e7 + 5}, 6}, far);
    EXPECT_EQ(c.closest, (Vec2{1e7 + 10, 1e7 + 5}));
    EXPECT_EQ(c.distance, 5.0);
    EXPECT_EQ(c.normal, (Vec2{1, 0}));
    EXPECT_TRUE(c.hit);
}

TEST(Degenerate, FarRotatedShapesKeepMicroPixelAccuracy) {
    const Rect far{{1e7, 1e7}, {10, 10}, 45};
    const Vec2 centre{1e7 + 5, 1e7 + 5};
    // A 10×10 square at 45° reaches 5√2 from its centre along the axes.
    const Contact c = Collide(Circle{centre + Vec2{20, 0}, 1}, far);
    EXPECT_NEAR(c.distance, 20 - 5 * std::sqrt(2.0), 1e-6);
    EXPECT_TRUE(Near(c.normal, {1, 0}, 1e-9));
}

TEST(Degenerate, RadiusZeroCircle) {
    const Contact c = Collide(Circle{{0, 0}, 0}, Circle{{0, 0}, 5});
    EXPECT_TRUE(c.hit);  // centre strictly inside
    EXPECT_TRUE(IsUnit(c.normal));
    EXPECT_FALSE(Collide(Circle{{10, 0}, 0}, Shape{Circle{{0, 0}, 5}}).hit);
}

TEST(Degenerate, CentreOfEveryShapeHasAUnitNormal) {
    const Shape shapes[] = {Circle{{50, 50}, 5}, Rect{{0, 0}, {100, 100}}, Rect{{0, 0}, {100, 100}, 30},
                            Triangle{{0, 0}, {100, 100}, Corner::kTopLeft}, Triangle{{0, 0}, {100, 100}, Corner::kBottomLeft, 77}};
    for (const Shape& s : shapes) {
        const Contact c = Collide(Circle{{50, 50}, 1}, s);
        EXPECT_TRUE(IsUnit(c.normal)) << TypeName(s);
        EXPECT_TRUE(std::isfinite(c.distance));
    }
}

TEST(Degenerate, SubnormalOffsetsStillGiveADirection) {
    // 1e-300 px right of the box [−1, 0]²: the offset's square underflows to 0.
    const Rect box{{-1, -1}, {1, 1}};
    const Contact c = Collide(Circle{{1e-300, -0.5}, 1}, box);
    EXPECT_DOUBLE_EQ(c.distance, 1e-300);
    EXPECT_GT(c.distance, 0.0);
    EXPECT_EQ(c.normal, (Vec2{1, 0}));
}

}  // namespace
}  // namespace circlelab
