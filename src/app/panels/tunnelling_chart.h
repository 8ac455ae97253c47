// The tunnelling map in the panel: a polar chart of the circle's possible velocities (direction as
// on screen, speed outward) coloured by whether a test at separate frames catches the selected
// shape, misses it where the swept test catches it, or nothing is met within the swept path's
// time (core/physics/tunnelling.h computes it; this draws it with ImGui).
#pragma once

#include "app/model/lab_state.h"

struct ImFont;

namespace circlelab::app {

/// Draws the chart and its key, `width` pixels wide, for the dragged circle and the selected shape.
void TunnellingChart(LabState& state, float width);

/// Where the chart stands, with the swept path and the tunnelling map on: a column at the left of
/// `area` (the scene's free area), about a third of its width and at most 13 em, which the scene
/// is fitted beside so that the chart covers none of it, and wide enough for the chart's title
/// (`font` at `em`) whole, up to half the area; w 0 when the chart is not shown.
ScreenRect TunnellingColumn(const LabState& state, const ScreenRect& area, ImFont* font, float em);

/// The chart in its own small window, first placed in `state.window.chartColumn` (it may be moved;
/// closing it turns the map off). Claims its frame (a "window" claim).
void TunnellingWindow(LabState& state);

}  // namespace circlelab::app
