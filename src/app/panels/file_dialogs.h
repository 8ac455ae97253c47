// The file chooser's window and the "unsaved changes?" question (app/actions/file_flow.h),
// drawn over everything; they carry out what the user answers.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The chooser's window and the "unsaved changes?" question, drawn over everything; they carry
/// out what the user answers.
void FileDialogs(LabState& state);

}  // namespace circlelab::app
