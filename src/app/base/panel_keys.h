// The panel taking the keys as ImGui's Ctrl+Tab gives them: a shortcut (K in the page) asks for it.
#pragma once

namespace circlelab::app {

/// The panel takes the keys, its first control highlighted, as ImGui's Ctrl+Tab gives them
/// (arrows move, Space presses, Esc gives the keys back): the page's K, as a browser keeps Ctrl+Tab.
void FocusPanelForKeys();

}  // namespace circlelab::app
