// Fingers on a touch screen (a phone, a touch-screen Chromebook): one finger on a panel scrolls
// it, as every touch app does (Dear ImGui 1.86 scrolls only by wheel and scrollbar); two fingers
// on the scene pinch to zoom and move the view, and the lab's circle stays where it was. One
// finger on the scene is the pointer, through the mouse events SDL makes from it.
#pragma once

#include <SDL.h>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Takes a finger event, or a mouse event SDL made from a finger that a scroll or a pinch owns:
/// true when the event is used up. Call after ImGui's NewFrame (it asks which window is hovered).
bool HandleTouch(LabState& state, const SDL_Event& e);

}  // namespace circlelab::app
