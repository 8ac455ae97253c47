#include "core/edit/commands.h"

#include <cmath>

namespace circlelab::edit {
int AddShape(Scene& scene, const Shape& shape) {
    scene.shapes.push_back(shape);
    scene.viewer.selected = static_cast<int>(scene.shapes.size()) - 1;
    return scene.viewer.selected;
}

bool RemoveShape(Scene& scene, int index) {
    if (index < 0 || index >= static_cast<int>(scene.shapes.size())) return false;
    scene.shapes.erase(scene.shapes.begin() + index);
    if (scene.viewer.selected > index) --scene.viewer.selected;
    KeepSelectionInRange(scene);
    return true;
}

int DuplicateShape(Scene& scene, int index, Vec2 offset) {
    if (index < 0 || index >= static_cast<int>(scene.shapes.size())) return -1;
    const Shape copy = scene.shapes[index];
    const int added = AddShape(scene, copy);
    MoveShape(scene, added, offset);
    return added;
}

Vec2 AnchorOf(const Shape& shape) {
    if (const Box* box = BoxOf(shape)) return box->topLeft;
    return std::get<Circle>(shape).center;
}

bool PlaceShape(Scene& scene, int index, Vec2 anchor) {
    if (index < 0 || index >= static_cast<int>(scene.shapes.size())) return false;
    Shape& shape = scene.shapes[index];
    if (Box* box = BoxOf(shape)) box->topLeft = anchor;
    else std::get<Circle>(shape).center = anchor;
    return true;
}

bool MoveShape(Scene& scene, int index, Vec2 delta) {
    if (index < 0 || index >= static_cast<int>(scene.shapes.size())) return false;
    Shape& shape = scene.shapes[index];
    if (Box* box = BoxOf(shape)) box->topLeft = box->topLeft + delta;
    else std::get<Circle>(shape).center = std::get<Circle>(shape).center + delta;
    return true;
}

bool RotateShape(Scene& scene, int index, double degrees) {
    if (index < 0 || index >= static_cast<int>(scene.shapes.size())) return false;
    Box* box = BoxOf(scene.shapes[index]);
    if (!box) return false;  // a circle looks the same at every angle
    box->angleDeg = std::remainder(box->angleDeg + degrees, 360.0);
    return true;
}

int AddBody(Scene& scene, const Circle& circle) {
    Body b;
    b.circle = circle;
    scene.bodies.push_back(b);
    return static_cast<int>(scene.bodies.size()) - 1;
}

bool RemoveBody(Scene& scene, int index) {
    if (index < 0 || index >= static_cast<int>(scene.bodies.size()) || scene.bodies.size() <= 1) return false;
    scene.bodies.erase(scene.bodies.begin() + index);
    return true;
}

bool AddTileMap(Scene& scene, Vec2 origin, double size, int columns, int rows) {
    if (scene.tiles || columns < 2 || rows < 2 || !(size > 0)) return false;
    TileMap map{origin, size, {}};
    for (int r = 0; r < rows; ++r) {
        std::string row(static_cast<std::size_t>(columns), '.');
        if (r == 0 || r == rows - 1) row.assign(static_cast<std::size_t>(columns), '#');
        row.front() = row.back() = '#';
        map.rows.push_back(row);
    }
    scene.tiles = map;
    return true;
}

bool PaintTile(Scene& scene, Vec2 world, char tile) {
    if (!scene.tiles || !(tile == '.' || tile == '#' || (tile >= '1' && tile <= '4'))) return false;
    TileMap& m = *scene.tiles;
    const int column = static_cast<int>(std::floor((world.x - m.origin.x) / m.size));
    const int row = static_cast<int>(std::floor((world.y - m.origin.y) / m.size));
    if (row < 0 || row >= static_cast<int>(m.rows.size()) || column < 0 ||
        column >= static_cast<int>(m.rows[row].size()))
        return false;
    if (m.rows[row][column] == tile) return false;
    m.rows[row][column] = tile;
    // A painted-over tile may have been the selected shape: keep the selection in range.
    KeepSelectionInRange(scene);
    return true;
}

double Snap(double value, double step) { return step > 0 ? std::round(value / step) * step : value; }

}  // namespace circlelab::edit
