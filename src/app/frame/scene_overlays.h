// What the frame draws over the scene beside its shapes and answers: the editor's grid, hover and
// handles; the physics run's trails, velocities, comparison ghosts, contact arrows and the putt's
// aim; the predictions and a live class's cloud of answers.
#pragma once

#include "app/model/lab_state.h"
#include "core/draw/draw_list.h"

namespace circlelab::app {

/// The grid (when snapping), drawn under the scene.
void DrawEditorGrid(const EditorTools& editor, const View& view, float width, float height, DrawList& list);
/// The selected shape's handles and a highlight on the shape under the pointer.
void DrawEditorOverlays(const LabState& state, DrawList& list);
/// The contact arrows, trails, velocity arrows and the putt's aiming line.
void DrawPhysicsOverlays(const LabState& state, DrawList& list);
/// The predictions over the scene (nothing outside predict mode), and a live class's cloud of
/// answers after the reveal, with its claims.
void DrawPredictionOverlay(LabState& state, DrawList& list);

}  // namespace circlelab::app
