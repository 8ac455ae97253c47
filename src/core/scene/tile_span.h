// A tile map's tiles found by row and column rather than by expanding the map into its shapes: a
// map of a million tiles is framed, hovered and labelled from the few rows and columns concerned.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>

#include "core/scene/scene.h"

namespace circlelab {

/// Rows [rowBegin, rowEnd) and columns [colBegin, colEnd) of a tile map.
struct TileSpan {
    std::size_t rowBegin = 0, rowEnd = 0, colBegin = 0, colEnd = 0;
    bool Empty() const { return rowBegin >= rowEnd || colBegin >= colEnd; }
    friend bool operator==(const TileSpan&, const TileSpan&) = default;
};

/// The rows and columns whose cells a world box touches, with one to spare on each side (so no
/// rounding leaves a tile out), clipped to the map: its rows and its longest row's columns.
TileSpan TilesTouching(const TileMap& map, const Aabb& box);

/// A tile's shape from its letter ('#', '1'–'4') and its top-left corner, as AllShapes makes it;
/// none for an open cell ('.', or any other letter).
std::optional<Shape> TileShape(char letter, Vec2 topLeft, double size);

/// The tile at `row`, `col` as AllShapes makes it; none where the map is open (or the row ends).
std::optional<Shape> TileAt(const TileMap& map, std::size_t row, std::size_t col);

/// The map's `n`th tile in AllShapes order (counting its tiles only); none past the last.
std::optional<Shape> NthTile(const TileMap& map, std::size_t n);

/// The box round the map's tiles, the same as its shapes' Bounds grown together, found from the
/// first and last tile of each row and the tiles of its first and last rows; none without a tile.
std::optional<Aabb> TileMapBounds(const TileMap& map);

/// How many tiles come before the one at `row`, `col` in AllShapes order (counting tiles only).
std::size_t TilesBefore(const TileMap& map, std::size_t row, std::size_t col);

/// The row and column of the topmost tile (the last in AllShapes order) a click at `world` picks
/// (ShapeAt's test), looking only at the tiles around it; none when it picks no tile.
std::optional<std::pair<std::size_t, std::size_t>> TilePicked(const TileMap& map, Vec2 world);

/// Whether a click at `world` picks a tile of the map (ShapeAt's test: inside one, or within 3 px
/// of its outline), looking only at the tiles around it.
bool PicksTile(const TileMap& map, Vec2 world);

}  // namespace circlelab
