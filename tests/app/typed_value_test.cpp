// A value typed into a panel knob is kept inside its valid range, and a value that was not kept as
// typed says so.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "app/base/typed_value.h"

namespace circlelab::app {
namespace {

TEST(TypedValue, InsideTheRangeIsKeptAsTypedWithoutANotice) {
    for (const double typed : {1e-6, 3.5, 1e9}) {
        const TypedValue v = KeepInRange("width", typed, kSizeRange, "px");
        EXPECT_EQ(v.kept, typed);
        EXPECT_TRUE(v.notice.empty()) << v.notice;
    }
}

TEST(TypedValue, BelowAboveAndNotANumberAreKeptAtTheRangesEndAndSaidSo) {
    const TypedValue zero = KeepInRange("width", 0, kSizeRange, "px");
    EXPECT_EQ(zero.kept, 1e-6);
    EXPECT_EQ(zero.notice, "width: 0 is outside its valid range 1e-06 to 1e+09 px; kept 1e-06 px");
    const TypedValue huge = KeepInRange("x", 1e300, kCoordinateRange, "px");
    EXPECT_EQ(huge.kept, 1e9);
    EXPECT_EQ(huge.notice, "x: 1e+300 is outside its valid range -1e+09 to 1e+09 px; kept 1e+09 px");
    const TypedValue nan = KeepInRange("elasticity", std::numeric_limits<double>::quiet_NaN(), kUnitRange, "");
    EXPECT_EQ(nan.kept, 0);
    EXPECT_EQ(nan.notice, "elasticity: not a number is outside its valid range 0 to 1; kept 0");
}

}  // namespace
}  // namespace circlelab::app
