// A big tile map's parts found for some columns of a row only: the renderer asks for the columns
// in view, and must get the very parts the whole row is drawn as there.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/draw/big_map_draw.h"

namespace circlelab {
namespace {

bool SamePart(const MapPart& a, const MapPart& b) {
    return a.count == b.count && std::equal(a.points.begin(), a.points.begin() + a.count, b.points.begin());
}

// The part's left and right edge.
std::pair<double, double> Across(const MapPart& p) {
    const auto [lo, hi] = std::minmax_element(p.points.begin(), p.points.begin() + p.count, [](Vec2 a, Vec2 b) { return a.x < b.x; });
    return {lo->x, hi->x};
}

// For every span of columns, the parts MapRowParts gives are a run of the whole row's parts (a bar
// whole, not cut where the span starts or ends), and hold every part with some of its width in the
// span: one to spare at most at either end, so their number follows the span, not the row. Tiles
// of an odd size (0.1 px), whose widths added one by one do not always land on the next tile, break
// a run of squares where the whole row breaks it.
TEST(MapRowParts, AreTheWholeRowsPartsThatReachTheColumnsAsked) {
    for (const double size : {16.0, 0.1}) {
        TileMap map;
        map.origin = {-7.25, 3.5};
        map.size = size;
        std::string line;
        for (int col = 0; col < 300; ++col) line += "####.###1#####2##.3##########4#####"[(col * 7 + col / 11) % 35];
        map.rows = {line, line.substr(0, 120)};
        for (std::size_t row = 0; row < map.rows.size(); ++row) {
            std::vector<MapPart> whole;
            MapRowParts(map, row, 0, line.size(), whole);
            ASSERT_GT(whole.size(), 20u);
            for (std::size_t begin = 0; begin < 310; begin += 13)
                for (std::size_t end = begin; end < 320; end += 29) {
                    std::vector<MapPart> some;
                    MapRowParts(map, row, begin, end, some);
                    const double x0 = map.origin.x + begin * size, x1 = map.origin.x + end * size;
                    std::size_t inside = 0;
                    // (By half a tile: a width added up may end a hair past the tile's edge.)
                    for (const MapPart& p : whole) inside += Across(p).second > x0 + size / 2 && Across(p).first < x1 - size / 2;
                    EXPECT_GE(some.size(), inside) << "row " << row << ", columns " << begin << "-" << end;
                    EXPECT_LE(some.size(), inside + 2) << "row " << row << ", columns " << begin << "-" << end;
                    if (some.empty()) continue;
                    const auto at = std::find_if(whole.begin(), whole.end(), [&](const MapPart& p) { return SamePart(p, some.front()); });
                    ASSERT_NE(at, whole.end()) << "row " << row << ", columns " << begin << "-" << end;
                    ASSERT_LE(std::size_t(whole.end() - at), whole.size());
                    ASSERT_GE(std::size_t(whole.end() - at), some.size());
                    for (std::size_t k = 0; k < some.size(); ++k) EXPECT_TRUE(SamePart(some[k], at[std::ptrdiff_t(k)]));
                }
        }
    }
}

}  // namespace
}  // namespace circlelab
