// Runs a scene's physics in the lab: pause, single steps, slow motion, the held ball, the throw
// and the putt, and the energy and momentum history for the plots. Its panel is
// app/panels/physics_panel.h, its marks over the scene app/frame/scene_overlays.h.
#pragma once

#include <cstddef>
#include <string>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The plots show the last 10 s of simulated time, and the timeline keeps as much.
inline constexpr double kPlotSeconds = 10.0;
/// Trails and velocity arrows are drawn for at most this many balls.
inline constexpr std::size_t kTracedBodies = 40;

/// Advances the physics by one displayed frame of `seconds` (scaled by the slow-motion factor).
void AdvancePhysics(LabState& state, double seconds);
/// Forgets the running simulation (a new or reloaded scene starts afresh).
void ResetPhysics(LabState& state);

/// The pointer is at `world` at `seconds` (an event's time): keeps the velocity a throw gives, its
/// move over the 50 ms up to its last move (zero once it has rested that long). `fresh` starts the
/// trail anew (a press: where the pointer was before it is no part of a throw).
void TrackPointer(LabState& state, Vec2 world, double seconds, bool fresh = false);
/// Shows the timeline's kept step `index` (clamped) and pauses there; Space goes on from it.
void ShowKeptStep(LabState& state, int index);
/// ',': one kept step back.
void StepBack(LabState& state);
/// Mini-golf's banner: how to putt before the first stroke, then "Stroke 2 · par 3", and once the
/// ball is in the cup "Holed in 2, under par".
std::string GolfLine(const Settings& settings, const PhysicsRun::Golf& golf);

}  // namespace circlelab::app
