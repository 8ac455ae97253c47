// The regions around a shape, as shaded polygons with labels: for a rectangle Godfrey's eight
// ("Circle-Rectangle Collisions"), for a triangle tile its three vertex, three edge and inside
// regions (Worden's seven cases, "Mixed Bounding Types"). Both are the Voronoi regions of the
// outline's features: a strip out of every edge, a wedge between the normals at every vertex.
#pragma once

#include <optional>

#include "core/collide/region.h"
#include "core/draw/draw_list.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// Adds the regions of `shape` (a Rect or Triangle; a Circle has none) with the one holding
/// `point` highlighted (none when there is no point: a class is still to say which it is).
/// `reach` is how far the regions extend from the shape, in world units. `naming` labels them as
/// Godfrey does (I–VIII) or by Worden's case numbers (1–9, inside too).
void DrawRegions(const Shape& shape, std::optional<Vec2> point, double reach, RegionNaming naming, DrawList& out);

}  // namespace circlelab
