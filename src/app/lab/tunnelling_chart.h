// The tunnelling map in the panel: a polar chart of the circle's possible velocities (direction as
// on screen, speed outward) coloured by whether a test at separate frames catches the selected
// shape, misses it where the swept test catches it, or nothing is met within the swept path's
// time (core/physics/tunnelling.h computes it; this draws it with ImGui).
#pragma once

#include "app/lab/lab_state.h"

namespace circlelab::app {

/// Draws the chart and its key, `width` pixels wide, for the dragged circle and the selected shape.
void TunnellingChart(LabState& state, float width);

/// With the swept path and the tunnelling map on: the chart in its own small window, first placed
/// in the bottom right corner of the scene's `viewport` (it may be moved; closing it turns the map off).
void TunnellingWindow(LabState& state, const ScreenRect& viewport);

}  // namespace circlelab::app
