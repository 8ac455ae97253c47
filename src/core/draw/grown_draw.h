// The configuration space overlay: the selected shape grown by the circle's radius, its straight
// parts in the face regions' hue and its arcs in the corner regions' hue (core/geometry/grown_shape.h).
#pragma once

#include "core/draw/draw_list.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// Adds the outline of `shape` grown by `radius`.
void DrawGrownShape(const Shape& shape, double radius, DrawList& out);

}  // namespace circlelab
