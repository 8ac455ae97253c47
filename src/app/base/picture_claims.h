// The claims of the lab's picture (docs/picture-claims.md), made where each mark is placed on
// screen: a label with its box once placed, an arrow as the screen shows it, a closest-point line,
// a row of the numbers box as written, the disagreement map's shading. A program checks them
// against the core's exact answer (tests/claims).
#pragma once

#include <string>

#include "core/draw/claim.h"
#include "core/draw/draw_list.h"
#include "core/scene/frame_facts.h"
#include "core/scene/scene.h"

namespace circlelab::app {

/// A label drawn centred at `centre` (window pixels) with `size`; a region label of a rectangle
/// also says the zone its centre lies in, in the rectangle's own frame.
Claim LabelClaim(const Meaning& meaning, const std::string& text, Vec2 centre, Vec2 size, const View& view,
                 const FrameFacts& facts);
/// An arrow as drawn (ArrowOnScreen); its label is a LabelClaim of its own.
Claim ArrowClaim(const ArrowCmd& arrow, const ScreenArrow& onScreen);
/// A line with a meaning (a closest-point line); decoration makes none.
Claim LineClaim(const LineCmd& line, const View& view);
/// A row of the numbers box: `name` as the box spells it, `shown` as written ("?" while hidden),
/// with the value it stands for taken from the frame's facts.
Claim ReadoutClaim(const std::string& name, const std::string& shown, const Scene& scene, const FrameFacts& facts);
/// The disagreement map's red: the area it states, and how much of it the rest of `list` (the
/// opaque fills drawn after it: polygons later in the list, and discs that are not the scene's
/// moving bodies) leaves visible. The map's cells are the `tiled` polygons.
Claim ShadingClaim(const DrawList& list, const Scene& scene, const std::string& method, double statedArea);

}  // namespace circlelab::app
