// The handles of the selected shape: a square at each corner of a rect or tile to resize it (the
// opposite corner stays where it is, at any angle), a dot on a circle's rim for its radius, and a
// round handle above a rect or tile to turn it.
#pragma once

#include <optional>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab::edit {

struct Handles {
    std::vector<Vec2> resize;    ///< world positions: a rect's or tile's corners (TL, TR, BR, BL), a circle's rim point
    std::optional<Vec2> rotate;  ///< world position of the turning handle (none for circles)
};

/// `reach` is how far above the shape the turning handle sits, in world units.
Handles HandlesOf(const Shape& shape, double reach);

/// The shape with resize handle `index` moved to `world`: the opposite corner stays put and the
/// size never drops below `minSize`. A circle's rim handle sets its radius.
Shape Resize(const Shape& shape, int index, Vec2 world, double minSize = 1.0);

/// The shape turned so that its turning handle points at `world`.
Shape RotateToward(const Shape& shape, Vec2 world);

/// Which handle is within `tolerance` of `world`: resize handles 0.., the turning handle -2, none -1.
int HandleAt(const Handles& handles, Vec2 world, double tolerance);


}  // namespace circlelab::edit
