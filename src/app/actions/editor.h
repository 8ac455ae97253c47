// The scene editor's actions: undo and redo, duplicating and deleting the selected shape, and the
// camera's fit. Every change goes through src/core/edit, so it can be undone. The editor's panel
// is app/panels/editor_panel.h, its pointer gestures app/input/gestures.h, its marks over the
// scene app/frame/scene_overlays.h.
#pragma once

#include "app/base/layout.h"
#include "app/model/lab_state.h"

namespace circlelab::app {

/// Undo and redo any edit, with a status message; duplicate or delete the selected shape.
void UndoEdit(LabState& state);
void RedoEdit(LabState& state);
void DuplicateSelected(LabState& state);
void DeleteSelected(LabState& state);
/// Fits the camera to the scene's view (ViewBounds), centred in `viewport`.
void FitView(LabState& state, const ScreenRect& viewport);
/// The margin FitView keeps between what it frames and the viewport's edges, in window pixels.
double FitMargin(const ScreenRect& viewport);

}  // namespace circlelab::app
