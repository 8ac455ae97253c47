// The draw list for known contacts: the orange line to the right point, the highlight colour,
// the region labels, migapro's ghost, and the numbers box.
#include <gtest/gtest.h>

#include "core/draw/grown_draw.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <utility>

#include "core/draw/big_map_draw.h"
#include "core/draw/readout.h"
#include "core/draw/scene_draw.h"
#include "core/scene/frame_facts.h"

namespace circlelab {
namespace {

// An arrow of the draw list with no label and nothing it claims, unless given one.
ArrowCmd Arrow(Vec2 from, Vec2 vector, Rgba color, float width = 2.5f, std::string label = "") {
    ArrowCmd arrow;
    arrow.from = from;
    arrow.vector = vector;
    arrow.color = color;
    arrow.width = width;
    arrow.label = std::move(label);
    return arrow;
}

// The box [0, 100] × [0, 50] and a circle of radius 10.
Scene BoxScene(Vec2 centre) {
    Scene s;
    s.name = "test";
    Body body;
    body.circle = Circle{centre, 10};
    s.bodies.push_back(body);
    s.shapes.push_back(Rect{{0, 0}, {100, 50}, 0});
    return s;
}

bool HasLine(const DrawList& d, Vec2 a, Vec2 b, Rgba color) {
    return std::any_of(d.lines.begin(), d.lines.end(),
                       [&](const LineCmd& l) { return l.a == a && l.b == b && l.color == color; });
}

bool HasLabel(const DrawList& d, const std::string& text) {
    return std::any_of(d.labels.begin(), d.labels.end(), [&](const TextCmd& t) { return t.text == text; });
}

TEST(SceneDraw, OrangeLineToTheClosestPointWithItsDistance) {
    // Below the box (region VII): the closest point is straight up at (50, 50), 20 away.
    DrawList d;
    DrawScene(BoxScene({50, 70}), d);
    EXPECT_TRUE(HasLine(d, {50, 70}, {50, 50}, palette::kClosest));
    EXPECT_TRUE(HasLabel(d, "20.0"));
    ASSERT_EQ(d.polygons.size(), 1u);
    EXPECT_NE(d.polygons[0].paint.fill, palette::kHit);  // 20 > r: not hit
}

// The circle shapes come first among the circles and are marked still (DrawList::stillCircles),
// so a renderer may keep them drawn; the moving circle and the closest points' dots come after.
TEST(SceneDraw, TheCircleShapesAreTheStillCirclesAtTheFront) {
    Scene s = BoxScene({50, 70});
    for (int i = 0; i < 5; ++i) s.shapes.push_back(Circle{{200.0 + 30 * i, 0}, 6});
    DrawList d;
    DrawScene(s, d);
    ASSERT_EQ(d.stillCircles, 5u);
    ASSERT_GT(d.circles.size(), 5u);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(d.circles[i].center, (Vec2{200.0 + 30 * i, 0}));
    EXPECT_EQ(d.circles[5].center, (Vec2{50, 70}));  // the moving circle, drawn every frame
}

TEST(SceneDraw, HitShapeAndCircleTurnBlueUnlessSwitchedOff) {
    Scene s = BoxScene({50, 55});
    DrawList d;
    DrawScene(s, d);
    EXPECT_EQ(d.polygons.at(0).paint.fill, palette::kHit);
    EXPECT_EQ(d.circles.at(0).paint.fill, palette::kHit);

    s.viewer.overlays.highlight = false;
    DrawList off;
    DrawScene(s, off);
    EXPECT_NE(off.polygons.at(0).paint.fill, palette::kHit);
    EXPECT_EQ(off.circles.at(0).paint.fill, palette::kCircle);
}

TEST(SceneDraw, NoClosestLinesWhenSwitchedOff) {
    Scene s = BoxScene({50, 70});
    s.viewer.overlays.closestLines = false;
    DrawList d;
    DrawScene(s, d);
    EXPECT_FALSE(HasLine(d, {50, 70}, {50, 50}, palette::kClosest));
}

TEST(SceneDraw, RegionsAreLabelledAndTheCurrentOneHighlighted) {
    Scene s = BoxScene({-5, -5});  // region I
    s.viewer.overlays.regions = true;
    DrawList d;
    DrawScene(s, d);
    for (const char* name : {"I", "II", "III", "IV", "V", "VI", "VII", "VIII"}) EXPECT_TRUE(HasLabel(d, name)) << name;
    const auto current = std::count_if(d.polygons.begin(), d.polygons.end(),
                                       [](const PolygonCmd& p) { return p.paint.fill == palette::kCurrentRegion; });
    EXPECT_EQ(current, 1);
    // The highlighted region is the corner wedge at (0, 0).
    const auto wedge = std::find_if(d.polygons.begin(), d.polygons.end(),
                                    [](const PolygonCmd& p) { return p.paint.fill == palette::kCurrentRegion; });
    EXPECT_EQ(wedge->points.front(), (Vec2{0, 0}));
}

TEST(SceneDraw, TriangleRegionsNameLegsAndHypotenuse) {
    Scene s = BoxScene({40, 40});
    s.shapes = {Triangle{{0, 0}, {100, 100}, Corner::kTopLeft, 0}};
    s.viewer.overlays.regions = true;
    DrawList d;
    DrawScene(s, d);
    EXPECT_TRUE(HasLabel(d, "hypotenuse"));
    EXPECT_TRUE(HasLabel(d, "leg"));
    EXPECT_TRUE(HasLabel(d, "right angle"));
}

TEST(SceneDraw, AWordenSceneNumbersItsRegionsOneToNine) {
    Scene s = BoxScene({-5, -5});
    s.viewer.overlays.regions = true;
    s.settings.tutorial = Tutorial::kWorden;
    DrawList d;
    DrawScene(s, d);
    for (int k = 1; k <= 9; ++k) EXPECT_TRUE(HasLabel(d, std::to_string(k))) << k;  // 5 is written inside
    EXPECT_FALSE(HasLabel(d, "I"));
    const auto rows = ContactReadout(s);
    const auto region = std::find_if(rows.begin(), rows.end(), [](const auto& row) { return row.first == "region"; });
    ASSERT_NE(region, rows.end());
    EXPECT_EQ(region->second, "case 1");
}

TEST(SceneDraw, GhostOfARotatedRectIsGreenAndUnfilled) {
    Scene s = BoxScene({200, 25});
    s.shapes = {Rect{{0, 0}, {100, 50}, 90}};  // about (50, 25)
    DrawList d;
    DrawScene(s, d);
    const auto ghost = std::find_if(d.polygons.begin(), d.polygons.end(),
                                    [](const PolygonCmd& p) { return p.paint.outline == palette::kGhost; });
    ASSERT_NE(ghost, d.polygons.end());
    EXPECT_EQ(ghost->paint.fill.a, 0);
    EXPECT_EQ(ghost->points.front(), (Vec2{0, 0}));  // the rectangle at 0°
    // (200, 25) rotated back by 90° about (50, 25) is (50, −125).
    EXPECT_TRUE(std::any_of(d.circles.begin(), d.circles.end(), [](const CircleCmd& c) {
        return c.paint.outline == palette::kGhost && std::abs(c.center.x - 50) < 1e-9 && std::abs(c.center.y + 125) < 1e-9;
    }));
}

TEST(SceneDraw, ResolutionArrowWhenVectorsAreOn) {
    Scene s = BoxScene({50, 55});  // 5 below the bottom edge: depth 5, resolution (0, 5)
    s.viewer.overlays.vectors = true;
    DrawList d;
    DrawScene(s, d);
    // The arrow carries the true vector and its label, and ends on the closest point (50, 50):
    // the push that takes the circle's deepest point (50, 45) out to the surface. The normal is a
    // direction, labelled n, that starts where the resolution ends.
    const auto resolution = std::find_if(d.arrows.begin(), d.arrows.end(),
                                         [](const ArrowCmd& a) { return a.color == palette::kResolution; });
    ASSERT_NE(resolution, d.arrows.end());
    EXPECT_EQ(resolution->from, Vec2(50, 45));
    EXPECT_EQ(resolution->vector, Vec2(0, 5));
    EXPECT_TRUE(resolution->pinnedAtTip);
    EXPECT_EQ(resolution->label, "depth 5.0");
    EXPECT_TRUE(std::any_of(d.arrows.begin(), d.arrows.end(), [](const ArrowCmd& a) {
        return a.color == palette::kNormal && a.label == "n" && a.from == Vec2(50, 50) && a.vector.y > 0 && a.vector.x == 0;
    }));
}

// On screen an arrow keeps its direction and true length unless that is too short to see; its
// head grows with the text scale.
TEST(SceneDraw, ArrowsHaveAMinimumLengthOnScreen) {
    const ArrowCmd tiny = Arrow({10, 10}, {0, 5}, palette::kResolution, 3, "depth 5.0");
    const View view{2.0, {100, 0}};
    const ScreenArrow s = ArrowOnScreen(tiny, view, 1.0);
    ASSERT_TRUE(s.visible);
    EXPECT_EQ(s.from, Vec2(120, 20));
    EXPECT_NEAR(s.tip.x, 120, 1e-12);
    EXPECT_NEAR(s.tip.y, 20 + kMinArrowPixels, 1e-12);  // 10 px on screen, drawn 40
    const ScreenArrow big = ArrowOnScreen(Arrow({10, 10}, {30, 40}, palette::kResolution), view, 1.0);
    EXPECT_NEAR(Length(big.tip - big.from), 100, 1e-9);  // 50 px at zoom 2: its true length
    const ScreenArrow classroom = ArrowOnScreen(tiny, view, 1.75);
    EXPECT_NEAR(Length(classroom.tip - classroom.from), kMinArrowPixels * 1.75, 1e-9);
    EXPECT_GT(Length(classroom.headLeft - classroom.tip), Length(s.headLeft - s.tip));
    EXPECT_FALSE(ArrowOnScreen(Arrow({0, 0}, {0, 0}, palette::kNormal), view, 1.0).visible);
    // Pinned at its tip, a short arrow keeps its tip and grows backwards.
    ArrowCmd pinned = tiny;
    pinned.pinnedAtTip = true;
    const ScreenArrow p = ArrowOnScreen(pinned, view, 1.0);
    EXPECT_NEAR(p.tip.y, 30, 1e-12);  // (10, 15) on screen
    EXPECT_NEAR(p.from.y, 30 - kMinArrowPixels, 1e-12);
}

TEST(SceneDraw, TilesGetLinesOnlyWhenHitOrSelected) {
    Scene s = BoxScene({20, 100});
    s.shapes.clear();
    s.tiles = TileMap{{0, 0}, 10, {"##########"}};
    s.viewer.selected = 5;  // the tile from x 50 to 60, though tile 2 is nearer
    DrawList far;
    DrawScene(s, far);
    const auto lines = std::count_if(far.lines.begin(), far.lines.end(), [](const LineCmd& l) { return l.color == palette::kClosest; });
    EXPECT_EQ(lines, 1);
    EXPECT_TRUE(HasLine(far, {20, 100}, {50, 10}, palette::kClosest));
    s.bodies[0].circle.center = {25, 15};
    DrawList near;
    DrawScene(s, near);
    EXPECT_TRUE(HasLine(near, {25, 15}, {25, 10}, palette::kClosest));
}

TEST(ContactReadout, TheNumbersOfTheSelectedShape) {
    const auto rows = ContactReadout(BoxScene({50, 70}));
    const auto value = [&](const std::string& key) {
        for (const auto& [k, v] : rows)
            if (k == key) return v;
        return std::string("(missing)");
    };
    EXPECT_EQ(value("centre"), "(50.0, 70.0)");
    EXPECT_EQ(value("distance"), "20.0");
    EXPECT_EQ(value("depth"), "0.0");
    EXPECT_EQ(value("region"), "VII");
    EXPECT_EQ(value("closest"), "(50.0, 50.0)");
    EXPECT_EQ(value("normal"), "(0.000, 1.000)");
    EXPECT_EQ(value("hit"), "no");
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// The swept path against the 0.5 px sliver of the edge-cases scene: at 6000 px/s a test each
// 1/60 s looks at the circle at x 975 and 1075 and jumps the wall; the sweep finds the touch at
// x 980, 105 px into the move, 0.0175 s. At 3000 px/s a frame catches it.
TEST(SweepDraw, SaysWhenTestsAtSeparateFramesJumpAThinWall) {
    const Shape wall = Rect({1020, 120}, {0.5, 240});
    const auto label = [&](double speed) {
        DrawList list;
        DrawSweep(Circle{{875, 240}, 40}, {speed, 0}, 1.0, 60, &wall, true, list);
        return list.arrows.empty() ? std::string() : list.arrows.front().label;
    };
    EXPECT_EQ(label(6000), "first touch after 0.018 s; frames miss it");
    EXPECT_EQ(label(3000), "first touch after 0.035 s");
    DrawList none;
    DrawSweep(Circle{{875, 240}, 40}, {0, 0}, 1.0, 60, &wall, true, none);
    EXPECT_TRUE(none.lines.empty());  // a circle at rest sweeps nothing
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

bool AnyFill(const DrawList& d, Rgba fill) {
    return std::any_of(d.polygons.begin(), d.polygons.end(), [&](const PolygonCmd& p) { return p.paint.fill == fill; }) ||
           std::any_of(d.circles.begin(), d.circles.end(), [&](const CircleCmd& c) { return c.paint.fill == fill; });
}
bool AnyStroke(const DrawList& d, Rgba stroke) {
    return std::any_of(d.circles.begin(), d.circles.end(), [&](const CircleCmd& c) { return c.paint.outline == stroke; });
}

// Predict first: a class answers "does it hit, where, which region" before the lab says it, so
// with the answers hidden nothing on screen may say it. Each overlay that would is switched on,
// and each is checked to say it when the answers are shown, so the test can fail both ways.
TEST(SceneDraw, HiddenAnswersLeaveNothingThatGivesTheContactAway) {
    Scene s = BoxScene({50, 55});  // below the box, 5 px from its bottom edge: a hit in region VII
    s.shapes.front() = Rect{{0, 0}, {100, 50}, 30};  // turned, so migapro's unrotated frame applies
    s.bodies.front().velocity = {0, -300};            // moving into it
    Overlays& o = s.viewer.overlays;
    o.highlight = o.closestLines = o.vectors = o.ghost = o.regions = o.sweep = true;
    const FrameFacts facts = ComputeFacts(s);
    DrawList shown, hidden;
    DrawScene(s, facts, shown, false);
    DrawScene(s, facts, hidden, true);

    EXPECT_TRUE(AnyFill(shown, palette::kHit));            // the highlight
    EXPECT_TRUE(AnyFill(shown, palette::kCurrentRegion));  // the region the centre is in
    EXPECT_TRUE(HasLabel(shown, "unrotated"));             // migapro's frame
    EXPECT_FALSE(shown.arrows.empty());                    // normal, depth

    EXPECT_FALSE(AnyFill(hidden, palette::kHit));
    EXPECT_FALSE(AnyFill(hidden, palette::kCurrentRegion));
    EXPECT_FALSE(HasLabel(hidden, "unrotated"));
    EXPECT_TRUE(hidden.arrows.empty());
    // The selected shape stays marked: the banner asks about "the selected shape", also with the
    // regions off and nothing else that reads the selection on.
    Overlays plain{};
    plain.highlight = true;
    Scene two = BoxScene({300, 300});
    two.shapes.push_back(Rect({0, 200}, {100, 50}, 0));
    two.viewer.selected = 1;
    two.viewer.overlays = plain;
    DrawList askedTwo;
    DrawScene(two, ComputeFacts(two), askedTwo, true);
    EXPECT_TRUE(AnyFill(askedTwo, palette::kSelectedShape));
    // What the question is about stays: the shape and its regions (all but the unrotated frame).
    EXPECT_EQ(hidden.polygons.size() + 1, shown.polygons.size());

    // From 80 px below, the swept path reaches the box within its second: the circle at its first
    // touch, and the frame ring that catches it, are the answer to "does a frame see it?".
    s.bodies.front().circle.center = {50, 160};
    const FrameFacts far = ComputeFacts(s);
    DrawList sweepShown, sweepHidden;
    DrawScene(s, far, sweepShown, false);
    DrawScene(s, far, sweepHidden, true);
    EXPECT_TRUE(AnyStroke(sweepShown, palette::kHit));
    EXPECT_TRUE(AnyStroke(sweepShown, palette::kDisagree));
    EXPECT_FALSE(AnyStroke(sweepHidden, palette::kHit));
    EXPECT_FALSE(AnyStroke(sweepHidden, palette::kDisagree));
    EXPECT_TRUE(AnyStroke(sweepHidden, palette::kFrameRing));  // the rings a class looks at stay
    EXPECT_TRUE(std::any_of(sweepHidden.lines.begin(), sweepHidden.lines.end(),
                            [](const LineCmd& l) { return l.color == palette::kSweep; }));
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// A map of up to a million tiles is valid; drawn one textured polygon per tile it took seconds a
// frame. Past a few thousand tiles, the map is one mark, drawn as one bar per run of a row's plain
// squares and every triangle alone; the tile the circle hits and the selected one stand out after
// their row, all without the tile texture.
TEST(SceneDraw, AMapOfManyTilesIsDrawnAsOneBarPerRowOfSquares) {
    Scene s;
    s.name = "many";
    Body body;
    body.circle = Circle{{-3, 3}, 6};  // overlapping the first tile of row 0 only
    s.bodies.push_back(body);
    TileMap map;
    map.origin = {0, 0};
    map.size = 10;
    for (int row = 0; row < 100; ++row) map.rows.push_back(std::string(100, '#'));
    map.rows[50][50] = '1';  // a triangle tile in the middle of row 50
    s.tiles = map;
    s.viewer.selected = 3;  // the fourth tile of row 0
    s.viewer.overlays = Overlays{};
    s.viewer.overlays.highlight = true;
    s.viewer.overlays.numbers = true;
    DrawList d;
    DrawScene(s, d);
    // The map is one mark, with the map itself, not a polygon per bar.
    ASSERT_TRUE(d.bigMap);
    const BigMapCmd& m = *d.bigMap;
    ASSERT_TRUE(m.map);
    EXPECT_EQ(*m.map, map);
    EXPECT_EQ(m.at, 0u);
    EXPECT_TRUE(d.polygons.empty());
    // Its bars and plain triangles are outlined alike, 1 px (the renderer joins a row's thin parts
    // into one quad), and none is textured: a texture between flat bars ends the renderer's batch
    // twice (a picture of a million tiles was 400,000 batches).
    EXPECT_EQ(m.paint.fill, palette::kShape);
    EXPECT_EQ(m.paint.outlineWidth, 1.0f);
    EXPECT_EQ(m.paint.texture, Texture::kNone);
    // Rows 0-99: one bar each across the whole row, except row 50, cut in two by its triangle; the
    // hit and the selected tile of row 0 keep their places in its bar.
    std::size_t bars = 0, wide = 0, triangles = 0;
    std::vector<MapPart> parts;
    for (std::size_t row = 0; row < 100; ++row) MapRowParts(*m.map, row, 0, 100, parts);
    for (const MapPart& p : parts) {
        if (p.count == 3) ++triangles;
        if (p.count != 4) continue;
        ++bars;
        if (p.points[1].x - p.points[0].x >= 999) ++wide;  // the whole row, 100 tiles of 10
    }
    EXPECT_EQ(bars, 99u + 2u);  // row 50: either side of its triangle
    EXPECT_EQ(wide, 99u);       // rows 0-99 but row 50
    EXPECT_EQ(triangles, 1u);
    // The hit and the selected tile are drawn again alone after row 0 (a row cut round them ended
    // its far part a pixel off the others, seen whole), untextured.
    ASSERT_EQ(m.standing.size(), 2u);
    EXPECT_EQ(m.standing[0].row, 0u);
    EXPECT_EQ(m.standing[0].polygon.paint.fill, palette::kHit);
    EXPECT_EQ(m.standing[1].row, 0u);
    EXPECT_EQ(m.standing[1].polygon.paint.fill, palette::kSelectedShape);
    EXPECT_EQ(m.standing[1].polygon.paint.outlineWidth, 3.0f);
    for (const BigMapCmd::Standing& t : m.standing) EXPECT_EQ(t.polygon.paint.texture, Texture::kNone);

    // A small map keeps its textured tiles, one by one.
    s.tiles->rows.resize(10);
    for (std::string& row : s.tiles->rows) row.resize(10);
    DrawList small;
    DrawScene(s, small);
    EXPECT_EQ(std::count_if(small.polygons.begin(), small.polygons.end(),
                            [](const PolygonCmd& p) { return p.paint.texture == Texture::kTile; }),
              100);
    EXPECT_FALSE(small.bigMap);
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// A sleeping ball is shown subtly: its fill moves towards the background, but less than halfway,
// so a resting circle still reads as a ball and not as an empty ring.
TEST(SceneDraw, ASleepingBallIsFadedLessThanHalfway) {
    Scene s = BoxScene({300, 300});  // far from the box: no hit colour
    DrawList awake, asleep;
    DrawScene(s, awake);
    s.bodies.front().asleep = true;
    DrawScene(s, asleep);
    const Rgba own = awake.circles.at(0).paint.fill, faded = asleep.circles.at(0).paint.fill;
    const Rgba bg = palette::kBackground;
    ASSERT_NE(own, bg);
    EXPECT_NE(faded, own);
    for (const auto& [o, f, b] : {std::tuple{own.r, faded.r, bg.r}, std::tuple{own.g, faded.g, bg.g}, std::tuple{own.b, faded.b, bg.b}}) {
        if (o != b) {
            EXPECT_LT(2 * std::abs(int(f) - int(o)), std::abs(int(b) - int(o))) << int(o) << " " << int(f) << " " << int(b);
        }
        EXPECT_LE(std::min(o, b), f);
        EXPECT_LE(f, std::max(o, b));
    }
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// N circles of radius 6 on a grid over 1900 x 1000 px, the dragged circle in the middle, with the
// closest lines on (bench/many_shapes_bench.sh draws the same scenes).
Scene ManyShapes(int n) {
    Scene s;
    s.name = "many shapes";
    Body body;
    body.circle = Circle{{950, 500}, 30};
    s.bodies.push_back(body);
    const int cols = std::max(1, static_cast<int>(std::sqrt(n * 1.9)));
    const int rows = (n + cols - 1) / cols;
    for (int i = 0; i < n; ++i)
        s.shapes.push_back(Circle{{20 + (i % cols) * 1860.0 / cols, 20 + (i / cols) * 960.0 / rows}, 6});
    s.viewer.overlays.closestLines = true;
    s.viewer.selected = 0;  // a corner, far from the circle
    return s;
}

std::size_t Count(const DrawList& d, const std::string& means) {
    return std::count_if(d.lines.begin(), d.lines.end(), [&](const LineCmd& l) { return l.meaning.means == means; });
}

// Ten thousand closest-point lines crossing each other cannot be read, and drawing them took seconds
// a frame: the lines (and their distances) are the nearest shapes', as many at 8,000 shapes as at
// 1,000, with the selected shape's always among them and a caption saying how many of how many.
TEST(SceneDraw, ClosestLinesGrowWithWhatCanBeReadNotWithTheShapes) {
    DrawList few, many;
    DrawScene(ManyShapes(1000), few);
    DrawScene(ManyShapes(8000), many);
    EXPECT_EQ(Count(few, "closest"), kClosestLinesShown);
    EXPECT_EQ(Count(many, "closest"), kClosestLinesShown);
    EXPECT_EQ(std::count_if(many.labels.begin(), many.labels.end(), [](const TextCmd& t) { return t.meaning.means == "distance"; }),
              static_cast<long>(kClosestLinesShown));
    EXPECT_TRUE(HasLabel(many, "closest lines: 200 nearest of 8000 shapes"));
    // The selected shape (a far corner) keeps its line; every other line is to a shape no farther
    // than any shape left without one.
    const Scene s = ManyShapes(8000);
    const FrameFacts facts = ComputeFacts(s);
    double farthestLined = 0, nearestLeft = 1e18;
    std::vector<char> lined(s.shapes.size(), 0);
    for (const LineCmd& l : many.lines)
        if (l.meaning.means == "closest") lined.at(l.meaning.shape) = 1;
    EXPECT_TRUE(lined[0]);
    for (std::size_t i = 1; i < lined.size(); ++i) {
        const double d = facts.ContactOf(i).distance;
        if (lined[i]) farthestLined = std::max(farthestLined, d);
        else nearestLeft = std::min(nearestLeft, d);
    }
    EXPECT_LE(farthestLined, nearestLeft);
    // A scene within the limit draws every line and no caption.
    DrawList some;
    DrawScene(ManyShapes(150), some);
    EXPECT_EQ(Count(some, "closest"), 150u);
    EXPECT_FALSE(std::any_of(some.labels.begin(), some.labels.end(), [](const TextCmd& t) { return t.meaning.means == "closest-shown"; }));
}

}  // namespace
}  // namespace circlelab
