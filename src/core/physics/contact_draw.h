// The last step's contacts as arrows: Godfrey's resolution vector (red) and the impulse (purple)
// at each body, plus the mini-golf cup.
#pragma once

#include <vector>

#include "core/draw_list.h"
#include "core/scene.h"
#include "simulation.h"

namespace circlelab::physics {

/// Arrows for each contact: the resolution from the body's centre (scaled ×8 so a 1 px push is
/// visible), and the impulse (px/s of velocity change, ×0.1).
void DrawContactEvents(const std::vector<ContactEvent>& events, const Scene& scene, DrawList& out);

/// The cup of a mini-golf scene, drawn under the balls; `holed` when the ball rests in it.
void DrawCup(const Circle& cup, bool holed, DrawList& out);

/// Whether the first body rests in the cup: its centre inside the cup and slower than 60 px/s.
bool InCup(const Scene& scene);

}  // namespace circlelab::physics
