// What of a scene the camera frames (docs/architecture.md, "The lab window").
#pragma once

#include <optional>

#include "core/scene/scene.h"

namespace circlelab {

/// Shapes at least this long on a side (a 200,000 px floor, say) are left out of the view:
/// framing them would shrink everything else to nothing.
inline constexpr double kHugeExtent = 1e5;

/// The scene's own `view` when it sets one; else the box around its shapes, tiles and bodies,
/// without huge shapes; none when the scene has nothing to frame.
std::optional<Aabb> ViewBounds(const Scene& scene);

}  // namespace circlelab
