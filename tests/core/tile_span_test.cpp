// A tile map's tiles looked up by row and column: only the rows and columns round a box, and the
// same tiles, bounds and picks as expanding the map into its shapes.
#include "core/scene/tile_span.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/scene/picking.h"

namespace circlelab {
namespace {

// A ragged map with open cells, its first row and column empty, at an origin and size that are
// not whole numbers (so rounding differs from cell to cell).
TileMap RaggedMap(double size = 0.7) {
    TileMap map;
    map.origin = {5.1, -7.3};
    map.size = size;
    map.rows.push_back(std::string(40, '.'));
    for (int row = 1; row < 60; ++row) {
        std::string line = ".";
        for (int col = 1; col < 30 + row % 7; ++col) line += "#.1234#"[(row * 7 + col * 13 + row * col / 5) % 7];
        map.rows.push_back(line);
    }
    return map;
}

// The view of a map: only its rows and columns under the box (one to spare each side), never the
// whole map, and nothing for a box beside it.
TEST(TileSpan, ABoxTouchesOnlyItsRowsAndColumns) {
    TileMap map;
    map.origin = {5, 7};
    map.size = 10;
    map.rows.assign(50, std::string(100, '#'));
    EXPECT_EQ(TilesTouching(map, {{200, 100}, {260, 130}}), (TileSpan{8, 14, 18, 27}));
    EXPECT_EQ(TilesTouching(map, {{-1e9, -1e9}, {1e9, 1e9}}), (TileSpan{0, 50, 0, 100}));
    EXPECT_TRUE(TilesTouching(map, {{2000, 100}, {2100, 130}}).Empty());  // right of the map
    EXPECT_TRUE(TilesTouching(map, {{200, -900}, {260, -800}}).Empty());   // above it
}

// Every tile by row and column, by its index, and the map's bounds are what AllShapes gives.
TEST(TileSpan, TilesAndBoundsAreTheMapsShapes) {
    const TileMap map = RaggedMap();
    const std::vector<Shape> shapes = TileShapes(map);
    std::size_t n = 0;
    std::optional<Aabb> bounds;
    for (std::size_t row = 0; row < map.rows.size(); ++row)
        for (std::size_t col = 0; col < map.rows[row].size() + 2; ++col)
            if (const std::optional<Shape> tile = TileAt(map, row, col)) {
                ASSERT_LT(n, shapes.size());
                EXPECT_EQ(*tile, shapes[n]);
                EXPECT_EQ(NthTile(map, n), shapes[n]);
                ++n;
            }
    EXPECT_EQ(n, shapes.size());
    EXPECT_FALSE(NthTile(map, n));
    for (const Shape& s : shapes) {
        const Aabb b = Bounds(s);
        if (!bounds) bounds = b;
        bounds->lo = {std::min(bounds->lo.x, b.lo.x), std::min(bounds->lo.y, b.lo.y)};
        bounds->hi = {std::max(bounds->hi.x, b.hi.x), std::max(bounds->hi.y, b.hi.y)};
    }
    EXPECT_EQ(TileMapBounds(map), bounds);  // bit for bit
    EXPECT_FALSE(TileMapBounds(TileMap{{0, 0}, 10, {"...", ".."}}));
}

// A click picks a tile exactly where ShapeAt over the expanded map finds one.
TEST(TileSpan, PicksATileWhereShapeAtDoes) {
    const TileMap map = RaggedMap(4.3);  // from (5.1, -7.3) to about (185, 250)
    const std::vector<Shape> shapes = TileShapes(map);
    std::mt19937 random(3);
    std::uniform_real_distribution<double> x(-10, 200), y(-20, 260);
    int picked = 0;
    for (int k = 0; k < 1000; ++k) {
        const Vec2 p{x(random), y(random)};
        const bool want = ShapeAt(shapes, p) >= 0;
        ASSERT_EQ(PicksTile(map, p), want) << p.x << ", " << p.y;
        picked += want;
    }
    EXPECT_GT(picked, 100);
    EXPECT_LT(picked, 950);
}

}  // namespace
}  // namespace circlelab
