// The last step's contacts as arrows: Godfrey's resolution vector (red) and the impulse (purple)
// at each body, plus the mini-golf cup.
#pragma once

#include <vector>

#include "core/draw/draw_list.h"
#include "core/scene/scene.h"
#include "core/physics/simulation.h"

namespace circlelab {

/// Arrows for each contact: the resolution from the body's centre (scaled ×8 so a 1 px push is
/// visible), and the impulse (px/s of velocity change, ×0.1).
void DrawContactEvents(const std::vector<physics::ContactEvent>& events, const Scene& scene, DrawList& out);

/// The cup of a mini-golf scene, drawn under the balls; `holed` when the ball rests in it.
void DrawCup(const Circle& cup, bool holed, DrawList& out);


}  // namespace circlelab
