// The region of the plane a point lies in, around any shape, by the name the lab shows.
#pragma once

#include <string>

#include "core/collide/rect_region.h"
#include "core/collide/triangle_region.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// Whose names the regions go by: Godfrey's I–VIII around a rectangle ("Circle-Rectangle
/// Collisions") with a tile's parts named in words, or Worden's case numbers ("Mixed Bounding
/// Types"): 1–9 around a rectangle, row by row with 5 inside, and 1–7 around a triangle tile.
enum class RegionNaming { kGodfrey, kWorden };

/// The region's name: "II", "inside", "vertex top-right", "edge hypotenuse" (Godfrey), or
/// "case 4" (Worden); "inside" or "outside" for a disc under either.
std::string RegionOf(const Shape& shape, Vec2 point, RegionNaming naming = RegionNaming::kGodfrey);

/// Worden's number for a region of a rectangle: 1 2 3 / 4 5 6 / 7 8 9, row by row, 5 inside.
int WordenCase(RectRegion region);
/// Worden's number for a region of a triangle tile. He numbers the tile missing its lower-left
/// corner: 1 the top-left vertex, 2 the top leg, 3 the right angle, 4 the hypotenuse, 5 inside,
/// 6 the right leg, 7 the bottom-right vertex. Every other tile is numbered the same way by the
/// role of each part, going clockwise from the right angle, so the numbers turn with the tile.
int WordenCase(const Triangle& triangle, const TriangleRegion& region);

}  // namespace circlelab
