// The scene editor: camera (pan, zoom about the cursor, fit), selecting, moving and turning
// shapes, painting tiles, adding, deleting and duplicating, undo and redo, saving, and the
// "unsaved changes?" question. Every change goes through src/core/edit, so it can be undone.
#pragma once

#include <SDL.h>

#include <optional>

#include "core/draw/draw_list.h"
#include "core/edit/handles.h"
#include "core/scene/scene.h"
#include "app/actions/file_flow.h"
#include "app/model/lab_state.h"

namespace circlelab::app {

/// Mouse and keys for editing. Returns true when it used the event.
bool HandleEditorEvent(LabState& state, const SDL_Event& event);

/// The panel's Edit section: tools, add, delete, duplicate, undo, redo, snap.
void EditorPanel(LabState& state);
/// The "edit shapes (E)" box: the same as pressing E.
void EditingCheckbox(LabState& state);
/// The grid (when snapping), drawn under the scene.
void DrawEditorGrid(const LabState& state, float width, float height, DrawList& list);
/// The selected shape's handles and a highlight on the shape under the pointer.
void DrawEditorOverlays(const LabState& state, DrawList& list);
/// The handles shown this frame (while editing a selected shape, physics stopped), in world
/// units, each kHandleSize / zoom across; none otherwise.
std::optional<edit::Handles> ShownHandles(const LabState& state);
/// Offers the unsaved changes stopped labs kept (state.recoveries), one after the other: open them, discard them, or later.
void RecoveryDialog(LabState& state);

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
