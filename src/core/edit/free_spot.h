// Where the editor puts a new shape or ball: in free space the user can see, not under the circle
// or on top of another shape, so it can be seen and grabbed at once.
#pragma once

#include "core/geometry/shapes.h"
#include "core/scene/scene.h"

namespace circlelab::edit {

/// The centre for something `half` wide and tall each way (half extents) inside `area` (world
/// pixels, usually what the camera shows) whose box keeps `gap` clear of every shape's, tile's and
/// body's box: of the places on a grid of `step`, the one nearest the area's middle. The middle
/// (rounded to `step`) when nowhere is free, as in a scene filled wall to wall.
Vec2 FreeSpot(const Scene& scene, const Aabb& area, Vec2 half, double gap, double step);

}  // namespace circlelab::edit
