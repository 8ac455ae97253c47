// Which shape is under the pointer.
#pragma once

#include <span>

#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab {

/// The topmost shape (the last in AllShapes order) that contains `world` or passes within 3 px
/// of it, so that thin shapes can be picked; -1 when none does. A tile map's tiles are looked up
/// by row and column round `world`, never expanded into shapes.
int ShapeAt(const Scene& scene, Vec2 world);
/// The same among a frame's shapes.
int ShapeAt(const FrameFacts& facts, Vec2 world);
/// The same among `shapes` alone.
int ShapeAt(std::span<const Shape> shapes, Vec2 world);

}  // namespace circlelab
