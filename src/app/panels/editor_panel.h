// The panel's Edit section (tools, add, delete, duplicate, undo, redo, snap), the "edit shapes (E)"
// box, and the dialog offering the changes a stopped lab kept.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The panel's Edit section: tools, add, delete, duplicate, undo, redo, snap.
void EditorPanel(LabState& state);
/// The "edit shapes (E)" box: the same as pressing E.
void EditingCheckbox(LabState& state);
/// Offers the unsaved changes stopped labs kept (state.files.recoveries), one after the other: open them, discard them, or later.
void RecoveryDialog(LabState& state);

}  // namespace circlelab::app
