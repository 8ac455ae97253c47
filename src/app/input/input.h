// Mouse and keyboard for the scene (ImGui sees every event first; the scene gets the mouse only
// when ImGui does not want it, as in ImGui's examples).
#pragma once

#include <SDL.h>

#include "core/scene/picking.h"
#include "app/model/lab_state.h"

namespace circlelab::app {

/// One event. Keyboard shortcuts that act on the lab (F1, F2, Tab, …) are handled here too.
void HandleEvent(LabState& state, const SDL_Event& event);
/// The direction the held arrow keys / WASD ask for (each component −1, 0 or 1); zero while ImGui
/// has the keyboard or Ctrl, Alt or the system key is held (Ctrl+S is a shortcut, not a move).
Vec2 HeldDirection(const PointerState::HeldKeys& held);
/// Held keys: arrow keys / WASD move the circle at a steady speed, like Lazy Foo's dot.
void UpdateHeldKeys(LabState& state, double dt);


}  // namespace circlelab::app
