// The configuration space overlay: the selected shape grown by the circle's radius, its straight
// parts in the face regions' hue and its arcs in the corner regions' hue; and the swept path, whose
// first touch is where the centre's ray enters that grown shape (core/geometry/grown_shape.h).
#pragma once

#include "core/draw/draw_list.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// Adds the outline of `shape` grown by `radius`.
void DrawGrownShape(const Shape& shape, double radius, DrawList& out);

/// The swept path of `circle` moving at `velocity` for `seconds`, with a per-frame test's rings
/// `frameRate` times a second: the capsule it covers, and, when it meets `shape`
/// on the way (null: none selected), the circle at its first touch with the normal there: the ray
/// of its centre against the grown shape. Without `verdict` (a class is still to predict) every
/// ring is drawn alike and the first touch is not marked. `shapeIndex` is the shape's number in
/// the claims of the picture.
void DrawSweep(const Circle& circle, Vec2 velocity, double seconds, int frameRate, const Shape* shape, bool verdict,
               DrawList& out, int shapeIndex = -1);

}  // namespace circlelab
