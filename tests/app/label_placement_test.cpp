// Label placement, worked in window pixels: what each label keeps off, and that it stays near what
// it names.
#include "app/frame/label_placement.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace circlelab::app {
namespace {

struct Rect {
    Vec2 lo, hi;
};
Rect BoxAt(Vec2 centre, Vec2 size) { return {centre - size * 0.5, centre + size * 0.5}; }
bool Overlap(const Rect& a, const Rect& b) { return a.lo.x < b.hi.x && b.lo.x < a.hi.x && a.lo.y < b.hi.y && b.lo.y < a.hi.y; }
bool Inside(const Rect& r, Vec2 p) { return p.x >= r.lo.x && p.x <= r.hi.x && p.y >= r.lo.y && p.y <= r.hi.y; }
// Sampled finely enough for these boxes: whether the segment passes through the box.
bool Crosses(const Rect& r, Vec2 a, Vec2 b) {
    for (int i = 0; i <= 400; ++i)
        if (Inside(r, a + (b - a) * (i / 400.0))) return true;
    return false;
}
// How far the box lies from the segment (0 when they meet), sampled along the segment.
double Gap(const Rect& r, Vec2 a, Vec2 b) {
    double gap = 1e9;
    for (int i = 0; i <= 400; ++i) {
        const Vec2 p = a + (b - a) * (i / 400.0);
        gap = std::min(gap, Length(p - Vec2{std::clamp(p.x, r.lo.x, r.hi.x), std::clamp(p.y, r.lo.y, r.hi.y)}));
    }
    return gap;
}

// A label alone where it asks to be stays there.
TEST(LabelPlacement, AFreeLabelStaysAtItsAnchor) {
    const LabelBox label{{100, 100}, {40, 20}};
    EXPECT_EQ(PlaceLabels({&label, 1}, {}, {})[0], Vec2(100, 100));
}

// Two labels asking for the same spot: the first keeps it, the second moves just clear of it.
TEST(LabelPlacement, TheSecondOfTwoLabelsMovesOff) {
    const LabelBox labels[] = {{{100, 100}, {40, 20}}, {{100, 100}, {40, 20}}};
    const std::vector<Vec2> at = PlaceLabels(labels, {}, {});
    EXPECT_EQ(at[0], Vec2(100, 100));
    EXPECT_FALSE(Overlap(BoxAt(at[0], {40, 20}), BoxAt(at[1], {40, 20})));
    EXPECT_LE(Length(at[1] - at[0]), 30);  // one height and a small gap, not across the picture
}

// A label over the circle's centre, or across an arrow, moves until neither is under it, and no
// further than it must.
TEST(LabelPlacement, LabelsKeepOffTheCentreAndArrows) {
    const LabelBox label{{100, 100}, {40, 20}};
    const Vec2 centre{100, 100};
    const Vec2 offCentre = PlaceLabels({&label, 1}, {&centre, 1}, {})[0];
    EXPECT_FALSE(Inside(BoxAt(offCentre, {40, 20}), centre));
    EXPECT_LE(Length(offCentre - centre), 30);
    // A horizontal arrow through y 100 and a vertical one through x 100: the label goes into a
    // quarter between them.
    const Segment arrows[] = {{{0, 100}, {200, 100}}, {{100, 0}, {100, 200}}};
    const Vec2 offArrows = PlaceLabels({&label, 1}, {}, arrows)[0];
    const Rect box = BoxAt(offArrows, {40, 20});
    for (const Segment& s : arrows) EXPECT_FALSE(Crosses(box, s.a, s.b));
    EXPECT_LE(Length(offArrows - centre), 40);
}

// Labels piling on one anchor spread around it, none over another.
TEST(LabelPlacement, APileSpreadsAroundItsAnchor) {
    const std::vector<LabelBox> labels(6, LabelBox{{100, 100}, {40, 20}});
    const std::vector<Vec2> at = PlaceLabels(labels, {}, {});
    ASSERT_EQ(at.size(), 6u);
    EXPECT_EQ(at[0], Vec2(100, 100));
    for (std::size_t i = 0; i < at.size(); ++i) {
        EXPECT_LE(Length(at[i] - Vec2(100, 100)), 60) << i;
        for (std::size_t j = 0; j < i; ++j) EXPECT_FALSE(Overlap(BoxAt(at[i], {40, 20}), BoxAt(at[j], {40, 20}))) << i << " " << j;
    }
}

// A label under the dragged circle reads badly: it moves out of the disc when a spot beside it is
// near enough.
TEST(LabelPlacement, ALabelOnTheCircleMovesOutOfIt) {
    const LabelBox label{{120, 100}, {20, 16}};  // 20 px right of the centre, inside a radius of 60
    const LabelObstacles::Disc disc{{100, 100}, 60};
    const Vec2 at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {&disc, 1}, {}, {}, {}})[0];
    const Rect box = BoxAt(at, {20, 16});
    const Vec2 nearest{std::clamp(100.0, box.lo.x, box.hi.x), std::clamp(100.0, box.lo.y, box.hi.y)};
    EXPECT_GE(Length(nearest - Vec2(100, 100)), 60);
    EXPECT_LE(Length(at - label.centre), 70);
}

// A label past the viewport's edge is drawn whole inside it.
TEST(LabelPlacement, ALabelStaysInsideTheViewport) {
    const LabelBox label{{5, 300}, {40, 20}};  // half of it left of x = 0
    const std::vector<Vec2> at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {}, {0, 0}, {200, 400}, {}});
    EXPECT_GE(at[0].x - 20, 0);
    EXPECT_LE(at[0].x + 20, 200);
    EXPECT_GE(at[0].y - 10, 0);
    EXPECT_LE(at[0].y + 10, 400);
}

// The circle (radius 60 at (200, 200)) reaches 5 px into a box on its left: the normal "n" goes
// from the closest point (145, 200) 40 px into the circle, the depth arrow ends there from the
// left, and the closest-point line joins the centre to it. The "n" asks to sit past its arrow's
// tip, next to the centre. It used to be pushed straight out of the circle, some 40 px from its
// arrow; it must stay beside the arrow it names, off the centre, the lines and the depth label.
TEST(LabelPlacement, TheNormalsLabelStaysBesideItsArrow) {
    const Vec2 centre{200, 200}, closest{145, 200};
    const Segment normal{closest, {185, 200}}, depth{{105, 200}, closest};
    const LabelBox labels[] = {{{193, 200}, {10, 16}, normal}, {{66, 200}, {70, 16}, Segment{closest, {105, 200}}}};
    const Segment segments[] = {normal, depth, {centre, closest}};
    const LabelObstacles::Disc disc{centre, 60};
    const std::vector<Vec2> at = PlaceLabels(labels, LabelObstacles{{&centre, 1}, segments, {&disc, 1}, {}, {}, {}});
    const Rect n = BoxAt(at[0], {10, 16}), d = BoxAt(at[1], {70, 16});
    EXPECT_LE(Gap(n, normal.a, normal.b), 15) << at[0].x << ", " << at[0].y;
    EXPECT_FALSE(Inside(n, centre));
    for (const Segment& s : segments) {
        EXPECT_FALSE(Crosses(n, s.a, s.b));
        EXPECT_FALSE(Crosses(d, s.a, s.b));
    }
    EXPECT_FALSE(Overlap(n, d));
    EXPECT_LE(Gap(d, depth.a, depth.b), 15) << at[1].x << ", " << at[1].y;
}

// A region's name over a resize handle would hide it from the pointer: it moves off, staying near.
TEST(LabelPlacement, RegionLabelsKeepOffHandles) {
    const LabelBox label{{300, 100}, {24, 16}};
    const LabelObstacles::Box handle{{295, 95}, {305, 105}};
    const Vec2 at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {}, {}, {}, {&handle, 1}})[0];
    EXPECT_FALSE(Overlap(BoxAt(at, {24, 16}), {handle.lo, handle.hi}));
    EXPECT_LE(Length(at - label.centre), 30);
}

// Scene 07's distance label asked to sit across the box's top edge (y = 200): a shape's outline is
// kept clear too, so it sits wholly on one side of the edge.
TEST(LabelPlacement, ALabelKeepsOffAShapesOutline) {
    const LabelBox label{{480, 205}, {40, 20}};
    const Segment edge{{400, 200}, {570, 200}};
    LabelObstacles obstacles{{}, {}, {}, {}, {}, {}};
    obstacles.outlines = {&edge, 1};
    const std::vector<Vec2> at = PlaceLabels({&label, 1}, obstacles);
    EXPECT_TRUE(at[0].y - 10 >= 200 || at[0].y + 10 <= 200) << at[0].y;
    EXPECT_LE(std::abs(at[0].x - 480) + std::abs(at[0].y - 205), 40);  // still beside where it asked
}

// Worden's case 9: the circle (radius 45 at (810, 432)) sits just off the region's number, which
// asks to be at (756, 432), its box's right edge 1 px from the outline. The number moves to
// where 6 px of the scene lie between it and the circle, so it does not read as on the outline.
TEST(LabelPlacement, ARegionNumberKeepsClearOfTheCirclesOutline) {
    const LabelObstacles::Disc disc{{810, 432}, 45};
    const LabelBox label{{756, 432}, {16, 26}};
    const std::vector<Vec2> at = PlaceLabels({&label, 1}, LabelObstacles{{}, {}, {&disc, 1}, {}, {}, {}});
    const Vec2 lo = at[0] - label.size * 0.5, hi = at[0] + label.size * 0.5;
    const Vec2 nearest{std::clamp(disc.centre.x, lo.x, hi.x), std::clamp(disc.centre.y, lo.y, hi.y)};
    EXPECT_GE(Length(nearest - disc.centre), 45 + 6 - 1e-9) << at[0].x << ", " << at[0].y;
    EXPECT_LE(Length(at[0] - label.centre), 30);  // still by its region
}

// A scene of many shapes with their closest-point lines: a line from the circle's centre to each
// shape's closest point, its distance label beside the line's middle, in a 1366×768 viewport. The
// box tests PlaceLabels makes, for `count` shapes.
std::size_t HedgehogWork(int count, int* placedCount = nullptr) {
    const Vec2 centre{683, 384};
    std::vector<Segment> lines;
    std::vector<Vec2> points{centre};
    std::vector<LabelBox> labels;
    for (int i = 0; i < count; ++i) {
        // Spread over the viewport (a fixed pseudo-random walk: the same shapes every run).
        const Vec2 closest{20 + std::fmod(i * 733.37, 1326.0), 20 + std::fmod(i * 419.71, 728.0)};
        lines.push_back({centre, closest});
        points.push_back(closest);
        labels.push_back({(centre + closest) * 0.5 + Vec2{0, -14}, {44, 18}});
    }
    const LabelObstacles::Disc disc{centre, 40};
    const LabelObstacles obstacles{points, lines, {&disc, 1}, {0, 0}, {1366, 768}, {}};
    PlacementWork work;
    const std::vector<Vec2> at = PlaceLabels(labels, obstacles, &work);
    if (placedCount) *placedCount = int(std::count_if(at.begin(), at.end(), [](Vec2 p) { return !std::isnan(p.x); }));
    return work.tests;
}

// A thousand shapes' lines and labels took 4.6 s a frame when every spot of every label was
// tested against every label, line and point: the work now grows with the labels, not with their
// square (four times the shapes: well under sixteen times the tests), and stays within a bound a
// frame affords.
TEST(LabelPlacement, WorkGrowsWithTheLabelsNotTheirSquare) {
    int fewPlaced = 0, manyPlaced = 0;
    const std::size_t few = HedgehogWork(25, &fewPlaced), small = HedgehogWork(250), large = HedgehogWork(1000, &manyPlaced);
    EXPECT_LT(large, small * 8) << small << " tests for 250 labels, " << large << " for 1000";
    EXPECT_LT(large, few * 40 * 4) << few << " tests for 25 labels, " << large << " for 1000";
    // A few shapes' labels are all read; a thousand lines leave no place to read one, and a label
    // that would sit among them is left out rather than drawn unreadable.
    EXPECT_EQ(fewPlaced, 25);
    EXPECT_LT(manyPlaced, 100);
}

}  // namespace
}  // namespace circlelab::app
