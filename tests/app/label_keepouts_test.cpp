// What the scene's labels keep clear of: a big tile map by its outer edge, a small one tile by tile.
#include "app/frame/label_keepouts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/draw/scene_draw.h"

namespace circlelab::app {
namespace {

Scene MapScene(int side) {
    Scene s;
    s.name = "map";
    Body body;
    body.circle = Circle{{-50, -50}, 6};  // off the map, touching nothing
    s.bodies.push_back(body);
    TileMap map;
    map.origin = {0, 0};
    map.size = 10;
    for (int row = 0; row < side; ++row) map.rows.push_back(std::string(side, '#'));
    for (int row = 0; row < side; row += 3) map.rows[row][row % side] = '2';  // triangles break the rows' bars
    s.tiles = map;
    s.viewer.selected = -1;
    return s;
}

// Edges of a million tiles, filed in the placement's grid and searched round every spot a label
// tried, took a second of a picture. A map drawn in bars (more than a few thousand tiles) is kept
// clear by the four sides of its rectangle, at the view's scale; a small map still by each tile's
// edges.
TEST(LabelKeepouts, ABigMapIsKeptClearByItsOuterEdgeOnly) {
    const View view{0.5, {20, 30}};
    const Scene big = MapScene(100);
    DrawList list;
    DrawScene(big, list);
    const Keepouts k = KeepoutsOf(list, view, big, std::nullopt);
    ASSERT_EQ(k.outlines.size(), 4u);
    const auto has = [&](Vec2 p) {
        return std::any_of(k.outlines.begin(), k.outlines.end(), [&](const Segment& s) { return s.a == p; });
    };
    EXPECT_TRUE(has(view.ToScreen({0, 0})));
    EXPECT_TRUE(has(view.ToScreen({1000, 0})));
    EXPECT_TRUE(has(view.ToScreen({1000, 1000})));
    EXPECT_TRUE(has(view.ToScreen({0, 1000})));

    const Scene small = MapScene(10);
    DrawList few;
    DrawScene(small, few);
    EXPECT_EQ(KeepoutsOf(few, view, small, std::nullopt).outlines.size(), (100u - 4u) * 4u + 4u * 3u);
}

}  // namespace
}  // namespace circlelab::app
