// Builds the draw list of a scene: shapes filled (blue when the dragged circle hits them, as in
// migapro's applet, seed 003), the circles, and an orange line from the dragged circle's centre
// to the closest point of each shape with the distance beside it.
#pragma once

#include "draw_list.h"
#include "scene.h"

namespace circlelab {

/// The palette, chosen for a projector: dark outlines on a light background.
namespace palette {
inline constexpr Rgba kBackground{244, 241, 234, 255};
inline constexpr Rgba kShape{138, 148, 166, 255};
inline constexpr Rgba kOutline{40, 44, 52, 255};
inline constexpr Rgba kHit{47, 111, 222, 255};
inline constexpr Rgba kCircle{27, 153, 139, 255};
inline constexpr Rgba kClosest{245, 130, 32, 255};
inline constexpr Rgba kText{30, 32, 38, 255};
}  // namespace palette

void DrawScene(const Scene& scene, DrawList& out);

}  // namespace circlelab
