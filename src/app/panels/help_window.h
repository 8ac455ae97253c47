// The help window (F1): every pointer gesture and every key of the shortcut table, over the whole
// window in the normal text size, in two halves that fit a 1024×768 window without scrolling.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Draws the help while state.window.showHelp; sets state.window.helpOverflows when its rows do not all fit.
void HelpWindow(LabState& state);

}  // namespace circlelab::app
