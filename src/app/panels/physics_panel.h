// The physics section of the panel and the energy and momentum plots beside the scene
// (the run itself: app/model/physics_run.h).
#pragma once

#include "app/base/layout.h"
#include "app/model/lab_state.h"

namespace circlelab::app {

/// The physics section of the panel.
void PhysicsPanel(LabState& state);
/// The energy and momentum plots of the run, docked at `where` (nothing before the physics runs).
void PlotsBox(LabState& state, const ScreenRect& where);

}  // namespace circlelab::app
