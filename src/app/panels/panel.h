// The ImGui panels: the lab panel (scene, circle, selected shape, overlays), the live numbers
// box, and the help window (F1). They edit LabState and never simulate.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Draws every panel for this frame (between ImGui::NewFrame and ImGui::Render).
void DrawPanels(LabState& state);


}  // namespace circlelab::app
