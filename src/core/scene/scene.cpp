#include "core/scene/scene.h"

namespace circlelab {

std::vector<Shape> TileShapes(const TileMap& tiles) {
    std::vector<Shape> out;
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
    return out;
}

std::vector<Shape> AllShapes(const Scene& scene) {
    std::vector<Shape> out = scene.shapes;
    if (scene.tiles) {
        const std::vector<Shape> tiles = TileShapes(*scene.tiles);
        out.insert(out.end(), tiles.begin(), tiles.end());
    }
    return out;
}

}  // namespace circlelab
