// A class's answers over the scene, after the reveal (docs/live-class.md): every student's
// closest point a faint ring and their normal a faint stroke out of it, so the class sees where
// its answers gather; the exact closest point and normal are drawn over the cloud, solid.
#pragma once

#include <span>

#include "core/collide/contact.h"
#include "core/draw/draw_list.h"
#include "core/scene/prediction.h"

namespace circlelab {

/// The cloud of `answers` with `exact` (the dragged circle against shape `shape`) over it. An
/// answer's normal starts at its own closest point, or at the exact one when it gave none. `zoom`
/// (screen px per scene px) keeps the rings and strokes the same size on screen however far the
/// scene is zoomed out. The strokes and the exact normal carry their meaning
/// (docs/picture-claims.md: `class-normal`, `class-exact-normal`); the rings are claimed by the
/// frame that places them (ClassCloudMarks).
void DrawClassCloud(std::span<const Prediction> answers, const Contact& exact, int shape, double zoom, DrawList& out);

/// The rings' radius on screen: each student's closest point, and the exact one over them.
inline constexpr double kClassRingRadius = 6;

}  // namespace circlelab
