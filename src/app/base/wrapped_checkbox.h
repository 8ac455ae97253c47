// A checkbox whose label wraps onto more lines where the panel is too narrow for it in one (a
// phone's open panel, about 206 px wide): "classroom mode (F2)" was cut to "classroom mode (F2".
#pragma once

namespace circlelab::app {

/// ImGui's own checkbox wherever its label fits on one line, leaving `beside` pixels to its right
/// (a help marker's); else the same checkbox with its label broken at spaces under itself, the
/// whole label one control to click, to reach by keyboard and to read. True when it was pressed.
bool WrappedCheckbox(const char* label, bool* value, float beside = 0);

}  // namespace circlelab::app
