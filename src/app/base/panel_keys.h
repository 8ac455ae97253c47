#pragma once

namespace circlelab::app {

/// The panel takes the keys, its first control highlighted, as ImGui's Ctrl+Tab gives them
/// (arrows move, Space presses, Esc gives the keys back): the page's K, as a browser keeps Ctrl+Tab.
void FocusPanelForKeys();

/// Whether Tab now walks the panel's controls: the panel has the keys with its highlight on (K,
/// Ctrl+Tab) and nothing is being typed into. ImGui 1.86's own Tab would go into the next field
/// that takes typing (the circle's x), where the digits a student types next move the circle.
bool PanelWalksByTab();
/// Tab (+1) or Shift+Tab (-1) pressed while PanelWalksByTab(): the highlight goes to the next
/// control in reading order (the one beside it, else the first of the next row), or back the same
/// way to the one before (the one beside it, else the last of the row above).
void AskPanelWalk(int direction);
/// Carries out the walk asked for; called once a frame, after ImGui::NewFrame and before the panel
/// is drawn. A step takes two frames where the control beside is missing: across, then to the next
/// (or previous) row.
void WalkPanel();

}  // namespace circlelab::app
