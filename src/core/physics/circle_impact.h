// When two moving circles first touch: the time of impact of a pair of circles that move at
// constant velocities during a step, so that a fast ball meets another ball instead of jumping over
// it between two steps.
#pragma once

#include <optional>

#include "core/geometry/vec2.h"

namespace circlelab::physics {

/// The first time t in [0, maxTime] at which two circles moving at constant velocities have their
/// centres `distance` apart (usually the sum of their radii): the smaller root of
/// |d + w t|² = distance², with d = cB − cA and w = vB − vA the relative position and velocity
/// (Ericson, "Real-Time Collision Detection", 5.5.5: intersecting moving sphere against sphere).
/// None when the circles do not approach (d·w >= 0), pass each other farther apart, or meet after
/// maxTime. Circles that approach while already at most `distance` apart meet at t = 0.
std::optional<double> CircleTimeOfImpact(Vec2 d, Vec2 w, double distance, double maxTime);

}  // namespace circlelab::physics
