// Which shape is under the pointer.
#pragma once

#include <span>

#include "core/scene/scene.h"

namespace circlelab {

/// The topmost shape (the last in AllShapes order) that contains `world` or passes within 3 px
/// of it, so that thin shapes can be picked; -1 when none does.
int ShapeAt(const Scene& scene, Vec2 world);
/// The same among `shapes` (a frame's AllShapes, already built).
int ShapeAt(std::span<const Shape> shapes, Vec2 world);

}  // namespace circlelab
