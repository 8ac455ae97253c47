// What of a scene the camera frames (DESIGN.md, "The lab window").
#pragma once

#include <optional>

#include "core/scene/scene.h"

namespace circlelab {

/// Shapes at least this long on a side (a 200,000 px floor, say) are left out of the view:
/// framing them would shrink everything else to nothing.
inline constexpr double kHugeExtent = 1e5;

/// The box around the scene's shapes, tiles and bodies, without huge shapes; none when the scene
/// has nothing to frame.
std::optional<Aabb> ViewBounds(const Scene& scene);

}  // namespace circlelab
