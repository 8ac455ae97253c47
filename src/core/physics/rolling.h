// Rolling resistance and the turning of balls (the physical model's rolling).
#pragma once

#include "core/scene/scene.h"

namespace circlelab::physics {

/// Rolling resistance: `body` loses `speed` px/s of its speed, never past a stop, as a golf ball on
/// a green or a ball rolling on a floor slows (the deformation of ball and ground, modelled as a
/// steady deceleration). Its spin slows in proportion, so a rolling ball keeps rolling without
/// sliding (v = ωr); a ball spinning on the spot loses `speed` of its rim's speed.
void SlowByRolling(Body& body, double speed);

/// Turns `body` by its spin over `dt` s, its angle kept within (−π, π].
void Turn(Body& body, double dt);

}  // namespace circlelab::physics
