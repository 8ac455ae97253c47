// The editor's own events: the window closed (asking first about unsaved changes), and the wheel
// over the scene (zoom about the cursor; Shift turns the selected shape while editing).
#pragma once

#include <SDL.h>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Mouse and keys for editing. Returns true when it used the event.
bool HandleEditorEvent(LabState& state, const SDL_Event& event);

}  // namespace circlelab::app
