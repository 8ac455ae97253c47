// The parts a big tile map (BigMapCmd) is drawn as, row by row: each run of a row's squares one
// bar, each triangle alone. The renderer asks for the rows and columns in view only, so a frame's
// work follows what is on screen, not the map's million tiles.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "core/geometry/vec2.h"
#include "core/scene/scene.h"

namespace circlelab {

/// Up to this many tiles a map's tiles are drawn one by one, textured (every shipped map); past
/// it, the map is one BigMapCmd.
inline constexpr std::size_t kTilesDrawnOneByOne = 4096;

/// A bar of squares (four corners) or a triangle (three), in world space, as DrawShape outlines
/// the Rect or Triangle it stands for.
struct MapPart {
    std::array<Vec2, 4> points;
    int count = 0;
};

/// Appends to `out`, in order along the row, the parts of `row` that reach columns
/// [colBegin, colEnd): a bar whole even where it runs on past them. A run of squares is one bar
/// while each square starts where the bar so far ends (its width the squares' widths added one by
/// one); an open cell or a triangle ends it.
void MapRowParts(const TileMap& map, std::size_t row, std::size_t colBegin, std::size_t colEnd, std::vector<MapPart>& out);

}  // namespace circlelab
