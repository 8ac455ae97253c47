#include "core/draw/big_map_draw.h"

#include <algorithm>
#include <optional>

#include "core/scene/tile_span.h"

namespace circlelab {
namespace {

MapPart PartOf(const Rect& r) {
    const auto c = Corners(r);
    return {{c[0], c[1], c[2], c[3]}, 4};
}

MapPart PartOf(const Triangle& t) {
    const auto v = Vertices(t);
    return {{v[0], v[1], v[2], Vec2{}}, 3};
}

}  // namespace

void MapRowParts(const TileMap& map, std::size_t row, std::size_t colBegin, std::size_t colEnd, std::vector<MapPart>& out) {
    if (row >= map.rows.size()) return;
    const std::string& line = map.rows[row];
    const std::size_t end = std::min(colEnd, line.size());
    // The bar reaching colBegin from the left starts after the last cell before it that is not a
    // square: nothing before that cell can join it. Bars that end before colBegin (where a width
    // added up does not land on the next square) are left out.
    std::size_t col = std::min(colBegin, end);
    while (col > 0 && line[col - 1] == '#') --col;
    std::optional<Rect> bar;
    std::size_t barEnd = 0;  // the column after the bar's last square
    const auto endBar = [&] {
        if (bar && barEnd > colBegin) out.push_back(PartOf(*bar));
        bar.reset();
    };
    for (; col < line.size(); ++col) {
        const char letter = line[col];
        if (col >= end && !(letter == '#' && bar)) break;  // past the view, once no bar runs on
        const std::optional<Shape> tile = TileShape(letter, map.origin + Vec2{double(col), double(row)} * map.size, map.size);
        if (!tile) continue;
        if (const Rect* square = std::get_if<Rect>(&*tile)) {
            if (bar && bar->topLeft.y == square->topLeft.y && bar->topLeft.x + bar->size.x == square->topLeft.x) {
                bar->size.x += square->size.x;
            } else {
                if (col >= end) break;  // a new bar past the view
                endBar();
                bar = *square;
            }
            barEnd = col + 1;
            continue;
        }
        endBar();
        out.push_back(PartOf(std::get<Triangle>(*tile)));
    }
    endBar();
}

}  // namespace circlelab
