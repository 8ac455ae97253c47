// The classic tutorials beside the exact answer, for the circle against the selected shape: a
// comparison table (disagreements in red), the chosen algorithm's steps with live numbers, and
// the switch for its disagreement map.
#pragma once

#include "core/draw/draw_list.h"
#include "app/model/lab_state.h"

namespace circlelab::app {

/// The comparison, docked where the layout puts it (a column beside the scene, or in classroom mode a
/// strip below it with the verdicts only).
void DrawTutorialsWindow(LabState& state);

/// Adds the disagreement map of the chosen algorithm (when switched on) under everything else,
/// and says in state.teaching.tutorials.mapStatus what it shows (the differing area) or that it is being computed.
void AddDisagreementMap(LabState& state, DrawList& list);

}  // namespace circlelab::app
