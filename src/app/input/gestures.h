// The pointer's gestures in the scene: which one a press starts, how each follows the pointer,
// and what its release does (an undo step closed, a throw, a putt).
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// What a press of `button` (SDL's numbering: 1 left, 2 middle) at `screen` starts, in order: a
/// pan, a paint stroke, then — unless the press is on the lab's circle, which wins over anything
/// under it — a handle of the selected shape, another body, a shape to move or turn (with
/// `shift`); then a putt, and otherwise the lab's circle (grabbed, or brought to the pointer).
void BeginGesture(LabState& state, Vec2 screen, int button, bool shift, bool spaceHeld);
/// The pointer moved to `screen` (window pixels).
void ContinueGesture(LabState& state, Vec2 screen);
/// `button` was released at `screen`: the gesture ends.
void EndGesture(LabState& state, Vec2 screen, int button);

/// Whether the pointer is in the middle of a gesture (between a press and its release).
bool Gesturing(const PointerState& input);

}  // namespace circlelab::app
