// Opening a scene in the lab: the document replaced, the physics started afresh, and the lab
// taking up what it opened (the camera fitted again, the tutorial's method explained).
#pragma once

#include <string>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Once for each scene opened: the camera frames it again, whatever the user did to the last
/// one, and a scene built on a tutorial has the tutorials window explain that tutorial's method.
void TakeUpOpenedScene(LabState& state);

/// Replaces the scene with the file's, or keeps the current one and sets `error`.
bool OpenScene(LabState& state, const std::string& path);

}  // namespace circlelab::app
