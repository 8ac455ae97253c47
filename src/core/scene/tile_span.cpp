#include "core/scene/tile_span.h"

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"

namespace circlelab {
namespace {

// The index of the cell holding `x` along an axis starting at `origin`, one to spare towards
// `spare` (-1 or +1), clamped to [0, count].
std::size_t CellIndex(double x, double origin, double size, int spare, std::size_t count) {
    const double cell = std::floor((x - origin) / size) + spare;
    if (!(cell > 0)) return 0;  // NaN too
    return cell >= double(count) ? count : static_cast<std::size_t>(cell);
}

std::size_t Columns(const TileMap& map) {
    std::size_t columns = 0;
    for (const std::string& row : map.rows) columns = std::max(columns, row.size());
    return columns;
}

void Grow(std::optional<Aabb>& box, const Aabb& b) {
    if (!box) {
        box = b;
        return;
    }
    box->lo = {std::min(box->lo.x, b.lo.x), std::min(box->lo.y, b.lo.y)};
    box->hi = {std::max(box->hi.x, b.hi.x), std::max(box->hi.y, b.hi.y)};
}

bool Solid(char c) { return c == '#' || (c >= '1' && c <= '4'); }

}  // namespace

TileSpan TilesTouching(const TileMap& map, const Aabb& box) {
    if (!(map.size > 0)) return {};
    const std::size_t rows = map.rows.size(), columns = Columns(map);
    return {CellIndex(box.lo.y, map.origin.y, map.size, -1, rows), CellIndex(box.hi.y, map.origin.y, map.size, 2, rows),
            CellIndex(box.lo.x, map.origin.x, map.size, -1, columns), CellIndex(box.hi.x, map.origin.x, map.size, 2, columns)};
}

std::optional<Shape> TileShape(char letter, Vec2 topLeft, double size) {
    const Vec2 extent{size, size};
    switch (letter) {
        case '#': return Rect{topLeft, extent, 0};
        case '1': return Triangle{topLeft, extent, Corner::kTopLeft, 0};
        case '2': return Triangle{topLeft, extent, Corner::kTopRight, 0};
        case '3': return Triangle{topLeft, extent, Corner::kBottomLeft, 0};
        case '4': return Triangle{topLeft, extent, Corner::kBottomRight, 0};
        default: return std::nullopt;  // '.' open
    }
}

std::optional<Shape> TileAt(const TileMap& map, std::size_t row, std::size_t col) {
    if (row >= map.rows.size() || col >= map.rows[row].size()) return std::nullopt;
    return TileShape(map.rows[row][col], map.origin + Vec2{double(col), double(row)} * map.size, map.size);
}

std::optional<Shape> NthTile(const TileMap& map, std::size_t n) {
    for (std::size_t row = 0; row < map.rows.size(); ++row)
        for (std::size_t col = 0; col < map.rows[row].size(); ++col)
            if (Solid(map.rows[row][col]) && n-- == 0) return TileAt(map, row, col);
    return std::nullopt;
}

std::optional<Aabb> TileMapBounds(const TileMap& map) {
    std::optional<Aabb> box;
    const auto grow = [&](std::size_t row, std::size_t col) {
        if (const std::optional<Shape> s = TileAt(map, row, col)) Grow(box, Bounds(*s));
    };
    std::optional<std::size_t> first, last;  // the first and last rows with a tile
    for (std::size_t row = 0; row < map.rows.size(); ++row) {
        const std::string& line = map.rows[row];
        const auto lo = std::find_if(line.begin(), line.end(), Solid);
        if (lo == line.end()) continue;
        const auto hi = std::find_if(line.rbegin(), line.rend(), Solid);
        grow(row, std::size_t(lo - line.begin()));
        grow(row, line.size() - 1 - std::size_t(hi - line.rbegin()));
        if (!first) first = row;
        last = row;
    }
    for (const std::optional<std::size_t>& row : {first, last})
        if (row)
            for (std::size_t col = 0; col < map.rows[*row].size(); ++col) grow(*row, col);
    return box;
}

std::size_t TilesBefore(const TileMap& map, std::size_t row, std::size_t col) {
    std::size_t n = 0;
    for (std::size_t r = 0; r < row && r < map.rows.size(); ++r)
        n += static_cast<std::size_t>(std::count_if(map.rows[r].begin(), map.rows[r].end(), Solid));
    if (row < map.rows.size()) {
        const std::string& line = map.rows[row];
        n += static_cast<std::size_t>(std::count_if(line.begin(), line.begin() + std::ptrdiff_t(std::min(col, line.size())), Solid));
    }
    return n;
}

std::optional<std::pair<std::size_t, std::size_t>> TilePicked(const TileMap& map, Vec2 world) {
    constexpr double kReach = 3.0;  // ShapeAt's
    const TileSpan span = TilesTouching(map, {world - Vec2{kReach, kReach}, world + Vec2{kReach, kReach}});
    for (std::size_t row = span.rowEnd; row-- > span.rowBegin;)
        for (std::size_t col = span.colEnd; col-- > span.colBegin;)
            if (const std::optional<Shape> s = TileAt(map, row, col); s && Collide(Circle{world, kReach}, *s).hit)
                return std::pair{row, col};
    return std::nullopt;
}

bool PicksTile(const TileMap& map, Vec2 world) { return TilePicked(map, world).has_value(); }

}  // namespace circlelab
