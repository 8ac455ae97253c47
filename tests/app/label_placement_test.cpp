// Label placement, worked by hand in window pixels.
#include "app/lab/label_placement.h"

#include <gtest/gtest.h>

namespace circlelab::app {
namespace {

// A label alone where it asks to be stays there.
TEST(LabelPlacement, AFreeLabelStaysAtItsAnchor) {
    const LabelBox label{{100, 100}, {40, 20}};
    EXPECT_EQ(PlaceLabels({&label, 1}, {}, {})[0], Vec2(100, 100));
}

// Two labels asking for the same spot: the first keeps it, the second moves above it (the first
// candidate), clear of the first.
TEST(LabelPlacement, TheSecondOfTwoLabelsMovesOff) {
    const LabelBox labels[] = {{{100, 100}, {40, 20}}, {{100, 100}, {40, 20}}};
    const std::vector<Vec2> at = PlaceLabels(labels, {}, {});
    EXPECT_EQ(at[0], Vec2(100, 100));
    EXPECT_EQ(at[1], Vec2(100, 78));  // one height and 2 px up
}

// A label over the circle's centre, or across an arrow, moves until neither is under it.
TEST(LabelPlacement, LabelsKeepOffTheCentreAndArrows) {
    const LabelBox label{{100, 100}, {40, 20}};
    const Vec2 centre{100, 100};
    const std::vector<Vec2> offCentre = PlaceLabels({&label, 1}, {&centre, 1}, {});
    EXPECT_EQ(offCentre[0], Vec2(100, 78));
    // A horizontal arrow through y 100 and a vertical one through x 100: up and down are taken,
    // and so are left and right; the first diagonal, right and up, is free.
    const Segment arrows[] = {{{0, 100}, {200, 100}}, {{100, 0}, {100, 200}}};
    const std::vector<Vec2> offArrows = PlaceLabels({&label, 1}, {}, arrows);
    EXPECT_EQ(offArrows[0], Vec2(124, 78));
}

// Labels piling on one anchor take the spots around it in order: there, above, below, right, left.
TEST(LabelPlacement, APileSpreadsAroundItsAnchor) {
    const std::vector<LabelBox> labels(6, LabelBox{{100, 100}, {40, 20}});
    const std::vector<Vec2> at = PlaceLabels(labels, {}, {});
    ASSERT_EQ(at.size(), 6u);
    EXPECT_EQ(at[0], Vec2(100, 100));
    EXPECT_EQ(at[1], Vec2(100, 78));
    EXPECT_EQ(at[2], Vec2(100, 122));
    EXPECT_EQ(at[3], Vec2(148, 100));
    EXPECT_EQ(at[4], Vec2(52, 100));
    EXPECT_EQ(at[5], Vec2(100, 56));  // the diagonals touch the ones above and below; two up is free
}

// A label under the dragged circle is unreadable: it moves straight out of the disc, away from
// the centre, when none of the spots around its anchor clears the disc.
TEST(LabelPlacement, ALabelOnTheCircleMovesOutOfIt) {
    const LabelBox label{{120, 100}, {20, 16}};  // 20 px right of the centre, inside a radius of 60
    const LabelObstacles::Disc disc{{100, 100}, 60};
    const std::vector<Vec2> at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {&disc, 1}, {}, {}});
    // Out along +x: the radius, half the label's width and 4 px.
    EXPECT_EQ(at[0], Vec2(100 + 60 + 10 + 4, 100));
}

// A label past the viewport's edge is drawn whole inside it.
TEST(LabelPlacement, ALabelStaysInsideTheViewport) {
    const LabelBox label{{5, 300}, {40, 20}};  // half of it left of x = 0
    const std::vector<Vec2> at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {}, {0, 0}, {200, 400}});
    EXPECT_GE(at[0].x - 20, 0);
    EXPECT_LE(at[0].x + 20, 200);
    EXPECT_GE(at[0].y - 10, 0);
    EXPECT_LE(at[0].y + 10, 400);
}

}  // namespace
}  // namespace circlelab::app
