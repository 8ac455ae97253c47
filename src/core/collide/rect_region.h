// Godfrey's eight regions around a rectangle ("Circle-Rectangle Collisions"), for teaching
// overlays and reports.
//
//      I  |  II  | III
//    -----+------+-----
//      IV |inside|  V
//    -----+------+-----
//      VI | VII  | VIII
//
// Corner regions (I, III, VI, VIII) are where the nearest point is a corner; face regions
// (II, IV, V, VII) are where it lies on a face. Classified in the rectangle's own frame, so the
// regions turn with a rotated rectangle.
#pragma once

#include <string_view>

#include "core/geometry/shapes.h"

namespace circlelab {

enum class RectRegion { kInside, kI, kII, kIII, kIV, kV, kVI, kVII, kVIII };

/// The region of `point` (world space). Inside means strictly inside, as the contact's `inside`:
/// a point on an edge is in that edge's face region, a corner in its corner region.
RectRegion ClassifyRect(const Rect& rect, Vec2 point);
/// "I" … "VIII", or "inside".
std::string_view RegionName(RectRegion region);
/// True for I, III, VI, VIII: Godfrey treats the corner as a circle of radius zero there.
bool IsCornerRegion(RectRegion region);

}  // namespace circlelab
