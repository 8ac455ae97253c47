// The ImGui panels: the lab panel (scene, circle, selected shape, overlays), the live numbers
// box, and the help window (F1). They edit LabState and never simulate.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Draws every panel for this frame (between ImGui::NewFrame and ImGui::Render).
void DrawPanels(LabState& state);

/// The panel takes the keys, its first control highlighted, as ImGui's Ctrl+Tab gives them
/// (arrows move, Space presses, Esc gives the keys back): the page's K, as a browser keeps Ctrl+Tab.
void FocusPanelForKeys();

}  // namespace circlelab::app
