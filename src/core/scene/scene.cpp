#include "core/scene/scene.h"

#include <algorithm>
#include <tuple>

namespace circlelab {

namespace {

// The tile map's shapes appended to `out`, which first makes room for all of them: a map of a
// million tiles grew its vector twenty times over and was then copied once more into AllShapes'.
void AppendTileShapes(const TileMap& tiles, std::vector<Shape>& out) {
    std::size_t solid = 0;
    for (const std::string& line : tiles.rows)
        for (const char c : line) solid += c != '.';  // over, never under: any other letter is open too
    out.reserve(out.size() + solid);
    for (std::size_t row = 0; row < tiles.rows.size(); ++row) {
        const std::string& line = tiles.rows[row];
        for (std::size_t col = 0; col < line.size(); ++col) {
            const Vec2 topLeft = tiles.origin + Vec2{double(col), double(row)} * tiles.size;
            const Vec2 size{tiles.size, tiles.size};
            switch (line[col]) {
                case '#': out.push_back(Rect{topLeft, size, 0}); break;
                case '1': out.push_back(Triangle{topLeft, size, Corner::kTopLeft, 0}); break;
                case '2': out.push_back(Triangle{topLeft, size, Corner::kTopRight, 0}); break;
                case '3': out.push_back(Triangle{topLeft, size, Corner::kBottomLeft, 0}); break;
                case '4': out.push_back(Triangle{topLeft, size, Corner::kBottomRight, 0}); break;
                default: break;  // '.' open
            }
        }
    }
}

}  // namespace

std::vector<Shape> TileShapes(const TileMap& tiles) {
    std::vector<Shape> out;
    AppendTileShapes(tiles, out);
    return out;
}

std::vector<Shape> AllShapes(const Scene& scene) {
    std::vector<Shape> out = scene.shapes;
    if (scene.tiles) AppendTileShapes(*scene.tiles, out);
    return out;
}

bool SameContent(const Scene& a, const Scene& b) {
    // Every member but `viewer`: a new member of Scene belongs here too.
    return std::tie(a.name, a.description, a.bodies, a.shapes, a.tiles, a.settings) ==
           std::tie(b.name, b.description, b.bodies, b.shapes, b.tiles, b.settings);
}

int ShapeCount(const Scene& scene) {
    std::size_t count = scene.shapes.size();
    if (scene.tiles)
        for (const std::string& line : scene.tiles->rows)
            count += static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](char c) {
                return c == '#' || (c >= '1' && c <= '4');  // as AppendTileShapes makes them
            }));
    return static_cast<int>(count);
}

void KeepSelectionInRange(Scene& scene) {
    int& selected = scene.viewer.selected;
    selected = std::min(selected, std::max(0, ShapeCount(scene) - 1));
}

}  // namespace circlelab
