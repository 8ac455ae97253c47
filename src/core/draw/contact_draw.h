// The last step's contacts as arrows: Godfrey's resolution vector (red) and the impulse (purple)
// at each body, plus the mini-golf cup.
#pragma once

#include <vector>

#include "core/draw/draw_list.h"
#include "core/scene/scene.h"
#include "core/physics/simulation.h"

namespace circlelab {

/// In a step with more contacts than this, only the dragged circle's (body 0) are drawn.
inline constexpr std::size_t kLabelledContacts = 6;
/// Arrows for each contact: the resolution ending at the body's centre (at its true length, or
/// the shortest readable one), and the impulse leaving it (mass · px/s, ×0.1), each labelled.
void DrawContactEvents(const std::vector<physics::ContactEvent>& events, const std::vector<Body>& bodies, DrawList& out);

/// The cup of a mini-golf scene, drawn under the balls; `holed` when the ball rests in it.
void DrawCup(const Circle& cup, bool holed, DrawList& out);


}  // namespace circlelab
