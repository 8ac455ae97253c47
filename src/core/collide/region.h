// The region of the plane a point lies in, around any shape, by the name the lab shows.
#pragma once

#include <string>

#include "core/geometry/shapes.h"

namespace circlelab {

/// Godfrey's I–VIII (or "inside") around a rectangle, a tile's vertex, edge or inside region
/// (Worden's cases), and "inside" or "outside" for a disc.
std::string RegionOf(const Shape& shape, Vec2 point);

}  // namespace circlelab
