// What a label's place must satisfy for the label to say what it means (docs/picture-claims.md):
// the tests the label placement keeps each label to, the same rules the claims checker holds the
// picture to. In window pixels.
#pragma once

#include <functional>
#include <vector>

#include "core/draw/draw_list.h"
#include "core/scene/frame_facts.h"

namespace circlelab::app {

/// A region's name: its centre lies in the region, a convex polygon (window pixels).
std::function<bool(Vec2)> InsideRegion(std::vector<Vec2> region);

/// Shape `shape`'s distance: its centre lies nearer that shape's closest-point line (in `list`)
/// than any other closest-point line or any other shape's outline, and inside no other shape.
std::function<bool(Vec2)> BesideItsLine(int shape, const DrawList& list, const FrameFacts& facts, const View& view);

}  // namespace circlelab::app
