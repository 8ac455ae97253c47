// What the lab's floating text may not cover (docs/architecture.md, "The panel"): a banner over the
// scene (the predict question, the golf line, the status line) never hides the selected shape's
// edit handles, and a tooltip never hides the item it explains (the timeline's value while it is
// dragged). Banners are placed clear of the handles; the rule is checked on every `play` line.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "app/base/layout.h"

namespace circlelab::app {

struct LabState;

/// The selected shape's edit handles as drawn, squares in window pixels (none when not shown).
std::vector<ScreenRect> HandleSquares(const LabState& state);

/// Whether two rectangles share more than an edge.
bool Overlap(const ScreenRect& a, const ScreenRect& b);

/// Where a banner of `width` × `height` goes in `viewport`: centred, 8 px in from its top (or
/// bottom) edge; if that would cover any of `keepClear`, moved past what it covers toward the
/// middle, then tried from the other edge; the first place when no place inside is clear.
ScreenRect PlaceBanner(float width, float height, const ScreenRect& viewport, bool top, std::span<const ScreenRect> keepClear);

/// Every breach of the rule in the frame just drawn, in words ("the status banner covers handle 2
/// of shape 0"); empty when nothing is covered.
std::vector<std::string> CoveringProblems(const LabState& state);

}  // namespace circlelab::app
