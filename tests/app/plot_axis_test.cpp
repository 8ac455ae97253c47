// The plots' axes: the value axis ends at a round number, the time ticks leave room for their
// labels, values are written short.
#include "app/base/plot_axis.h"

#include <cmath>

#include <gtest/gtest.h>

namespace circlelab::app {
namespace {

TEST(PlotAxis, TheValueAxisEndsAtARoundNumberAboveTheLargestValue) {
    EXPECT_EQ(NiceCeiling(99690), 100000);
    EXPECT_EQ(NiceCeiling(152250), 200000);
    EXPECT_EQ(NiceCeiling(481), 500);
    EXPECT_EQ(NiceCeiling(501), 1000);
    EXPECT_EQ(NiceCeiling(2000), 2000);  // a round value is its own top
    EXPECT_EQ(NiceCeiling(0.3), 0.5);
    // Nothing to show (at rest, or not a number): an axis from 0 to 1.
    EXPECT_EQ(NiceCeiling(0), 1);
    EXPECT_EQ(NiceCeiling(-5), 1);
    EXPECT_EQ(NiceCeiling(std::nan("")), 1);
}

TEST(PlotAxis, TimeTicksAreAsCloseAsTheirLabelsAllow) {
    EXPECT_EQ(TickSeconds(100, 60), 1);  // a second is 100 px: every second has room
    EXPECT_EQ(TickSeconds(25, 60), 5);   // 2 s would be 50 px, too close for 60 px labels
    EXPECT_EQ(TickSeconds(2, 60), 10);   // never sparser than every 10 s
}

TEST(PlotAxis, AxisValuesAreWrittenShort) {
    EXPECT_EQ(AxisText(0), "0");
    EXPECT_EQ(AxisText(500), "500");
    EXPECT_EQ(AxisText(200000), "200k");
    EXPECT_EQ(AxisText(1500), "1.5k");
    EXPECT_EQ(AxisText(5e6), "5M");
}

}  // namespace
}  // namespace circlelab::app
