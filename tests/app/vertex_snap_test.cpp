// Two processors' RSQRTSS put a window border's edge a few ten-thousandths of a pixel apart;
// snapped to 1/64 px, both draw the same whole pixels (SDL's software renderer truncates).
#include <gtest/gtest.h>

#include "app/base/vertex_snap.h"

namespace circlelab::app {
namespace {

ImVector<ImDrawVert> Edge(float x, float y) {
    ImVector<ImDrawVert> v;
    ImDrawVert a{};
    a.pos = {x, y};
    v.push_back(a);
    return v;
}

TEST(VertexSnap, EdgesAFewTenThousandthsApartLandOnTheSamePixel) {
    // The outer edge of a 1-px border at x = 1010.5 (1009.0 exactly), as two machines computed it.
    ImVector<ImDrawVert> low = Edge(1008.9998f, 0.9997f), high = Edge(1009.0002f, 1.0003f);
    ASSERT_NE(int(low[0].pos.x), int(high[0].pos.x));  // unsnapped: a pixel apart
    SnapToSixtyFourths(low);
    SnapToSixtyFourths(high);
    EXPECT_EQ(int(low[0].pos.x), int(high[0].pos.x));
    EXPECT_EQ(int(low[0].pos.y), int(high[0].pos.y));
    EXPECT_EQ(low[0].pos.x, 1009.0f);
    // A vertex meant to be off the grid keeps its place within half of 1/64 px.
    ImVector<ImDrawVert> text = Edge(300.37f, 12.71f);
    SnapToSixtyFourths(text);
    EXPECT_NEAR(text[0].pos.x, 300.37f, 1.0f / 128);
    EXPECT_NEAR(text[0].pos.y, 12.71f, 1.0f / 128);
}

}  // namespace
}  // namespace circlelab::app
