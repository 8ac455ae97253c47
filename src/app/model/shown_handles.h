// Which edit handles the lab shows: the selected shape's, while editing with the physics stopped.
// The frame works them out once, after fitting the camera, into LabState::frame.handles: its
// overlay draws them, the banners and the labels keep clear of them.
#pragma once

#include <optional>

#include "app/model/lab_state.h"
#include "core/edit/handles.h"

namespace circlelab::app {

/// The handles shown this frame (while editing a selected shape, physics stopped), in world
/// units, each kHandleSize / zoom across; none otherwise.
std::optional<edit::Handles> ShownHandles(const LabState& state);

}  // namespace circlelab::app
