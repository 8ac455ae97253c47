// Circle against a solid disc (Lazy Foo', "Circular Collision Detection"; Godfrey, "Circle Collisions").
#include <gtest/gtest.h>

#include "core/collide/contact.h"
#include "test_util.h"

namespace circlelab {
namespace {

using testing::Near;

const Circle kDisc{{0, 0}, 10};

TEST(CollideCircle, ApartOverlappingAndTouching) {
    // |(12, 16)| = 20: 10 beyond the rim; a radius of 10 just touches, 11 overlaps by 1.
    const Contact apart = Collide(Circle{{12, 16}, 10}, kDisc);
    EXPECT_DOUBLE_EQ(apart.distance, 10);
    EXPECT_FALSE(apart.hit);
    EXPECT_TRUE(Near(apart.closest, {6, 8}, 1e-12));
    EXPECT_TRUE(Near(apart.normal, {0.6, 0.8}, 1e-15));
    EXPECT_EQ(apart.feature, Feature::kEdge);

    const Contact over = Collide(Circle{{12, 16}, 11}, kDisc);
    EXPECT_TRUE(over.hit);
    EXPECT_DOUBLE_EQ(over.depth, 1);
    EXPECT_TRUE(Near(over.Resolution(), {0.6, 0.8}, 1e-15));
}

TEST(CollideCircle, CentreInsideAndOnTheRim) {
    const Contact inside = Collide(Circle{{3, 4}, 1}, kDisc);
    EXPECT_TRUE(inside.inside);
    EXPECT_DOUBLE_EQ(inside.distance, -5);
    EXPECT_TRUE(Near(inside.closest, {6, 8}, 1e-12));
    EXPECT_TRUE(Near(inside.normal, {0.6, 0.8}, 1e-15));
    EXPECT_DOUBLE_EQ(inside.depth, 6);

    const Contact rim = Collide(Circle{{6, 8}, 1}, kDisc);
    EXPECT_EQ(rim.distance, 0.0);
    EXPECT_FALSE(rim.inside);
    EXPECT_TRUE(rim.hit);
}

TEST(CollideCircle, CoincidentCentresLeaveUpward) {
    const Contact c = Collide(Circle{{0, 0}, 4}, kDisc);
    EXPECT_TRUE(c.inside);
    EXPECT_EQ(c.normal, kUp);
    EXPECT_EQ(c.closest, (Vec2{0, -10}));
    EXPECT_DOUBLE_EQ(c.distance, -10);
    EXPECT_DOUBLE_EQ(c.depth, 14);
}

}  // namespace
}  // namespace circlelab
