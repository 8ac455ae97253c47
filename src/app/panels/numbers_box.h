#pragma once
// The numbers box beside the scene (app/panels/numbers_box.cpp).
#include "app/model/lab_state.h"
#include "app/base/layout.h"

namespace circlelab::app {

/// Draws the selected shape's numbers in `where` (nothing when it has no width), recording each
/// row as a claim of the picture.
void NumbersBox(LabState& state, const ScreenRect& where);

}  // namespace circlelab::app
