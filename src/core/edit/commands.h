// The edits a teacher or student makes to a scene, as pure functions: scene in, scene changed,
// with indices that say what was made or removed. The window calls them; the tests call them
// without a window.
#pragma once

#include "core/scene/scene.h"

namespace circlelab::edit {

/// Appends a static shape and selects it; returns its index.
int AddShape(Scene& scene, const Shape& shape);
/// Removes shape `index` (a listed shape, not a tile) and keeps the selection valid.
bool RemoveShape(Scene& scene, int index);
/// Appends a copy of shape `index` moved by `offset` and selects it; returns its index or -1.
int DuplicateShape(Scene& scene, int index, Vec2 offset);
/// Moves shape `index` by `delta` (any kind, any angle).
bool MoveShape(Scene& scene, int index, Vec2 delta);
/// Where a shape stands: a box's top-left corner (before its turn), a circle's centre.
Vec2 AnchorOf(const Shape& shape);
/// Puts shape `index`'s anchor exactly at `anchor` (moving by the difference may round beside it).
bool PlaceShape(Scene& scene, int index, Vec2 anchor);
/// Turns shape `index` by `degrees` about its centre (circles do not turn).
bool RotateShape(Scene& scene, int index, double degrees);
/// Adds a body (a circle that moves); returns its index.
int AddBody(Scene& scene, const Circle& circle);
/// Removes body `index` unless it is the last one (a scene keeps its draggable circle).
bool RemoveBody(Scene& scene, int index);

/// Adds an empty tile map (a border of blocks) if the scene has none.
bool AddTileMap(Scene& scene, Vec2 origin, double size, int columns, int rows);
/// Sets the tile under `world` to `tile` ('.', '#', '1'–'4'), growing no rows or columns.
/// Returns whether anything changed.
bool PaintTile(Scene& scene, Vec2 world, char tile);

/// Snaps a value to a grid of `step` (no snapping when step <= 0).
double Snap(double value, double step);

}  // namespace circlelab::edit
