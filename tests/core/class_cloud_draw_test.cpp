// The class's answers drawn after a reveal: one faint ring per closest point, one faint stroke per
// normal, the exact answer over them, all sized on screen whatever the zoom.
#include <gtest/gtest.h>

#include "core/draw/class_cloud_draw.h"
#include "core/draw/palette.h"

namespace circlelab {
namespace {

TEST(ClassCloud, EachAnswerIsAFaintRingAndStrokeUnderTheExactAnswer) {
    Contact exact{};
    exact.closest = {100, 100};
    exact.normal = {1, 0};
    const Prediction answers[] = {
        {std::nullopt, Vec2{100, 97}, Vec2{2, 0}, std::nullopt},  // a point and a normal
        {true, std::nullopt, Vec2{0, -3}, std::nullopt},            // a normal without a point
        {false, std::nullopt, std::nullopt, std::nullopt},          // hit or miss only: nothing drawn
    };
    DrawList list;
    DrawClassCloud(answers, exact, 0, 0.5, list);
    ASSERT_EQ(list.circles.size(), 2u);  // Ann's ring, then the exact closest point's
    EXPECT_EQ(list.circles[0].center, (Vec2{100, 97}));
    EXPECT_DOUBLE_EQ(list.circles[0].radius, 12.0);  // 6 screen px at half zoom
    EXPECT_LT(list.circles[0].paint.outline.a, 128);  // faint
    EXPECT_EQ(list.circles[1].center, exact.closest);
    EXPECT_EQ(list.circles[1].paint.outline, palette::kClosest);
    ASSERT_EQ(list.lines.size(), 2u);
    EXPECT_EQ(list.lines[0].a, (Vec2{100, 97}));
    EXPECT_EQ(list.lines[0].b, (Vec2{200, 97}));  // 50 screen px along the normal
    EXPECT_EQ(list.lines[1].a, exact.closest);    // a normal without its point starts at the exact one
    EXPECT_EQ(list.lines[1].b, (Vec2{100, 0}));
    ASSERT_EQ(list.arrows.size(), 1u);
    EXPECT_EQ(list.arrows[0].from, exact.closest);
}

}  // namespace
}  // namespace circlelab
