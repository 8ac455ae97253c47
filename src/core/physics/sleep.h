// Sleeping (the physical model): a group of touching balls that has been at rest for half a second
// stops being integrated until something touches, drags or hits one of them, as Box2D's islands
// do (Erin Catto, "Iterative Dynamics with Temporal Coherence", GDC 2005, on sleeping islands).
// A settled pile then costs nothing and stays exactly still instead of trembling.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::physics {

/// A ball rests while its centre stays within this distance (px) of where its rest began, and its
/// rim turns less than that about it: so the tremble of a pile's contacts (a step of gravity taken
/// and given back, a few px/s that go nowhere) counts as rest, and a ball that creeps does not.
inline constexpr double kSleepDistance = 0.5;
/// Or while it is slower than this (px/s), its rim too about its centre: Box2D's sleep threshold
/// (0.05 m/s at 40 px to the metre).
inline constexpr double kSleepSpeed = 2.0;
/// A ball at rest this long, s, with all it touches, falls asleep.
inline constexpr double kSleepAfter = 0.5;

/// Wakes `body`: it is integrated again from the next step, and must rest anew to sleep.
void Wake(Body& body);

/// After a step of `dt` s: counts each awake ball's time at rest (see kSleepDistance), then joins the balls that
/// `touching` pairs into groups (islands). A group with a ball that has not rested for
/// kSleepAfter is awake, every ball of it; a group all of whose balls have rested that long
/// sleeps, every ball of it with no velocity and no spin. `held` (the ball the user drags, or -1)
/// never rests. Fixed bodies neither sleep nor join groups. Deterministic: the same bodies and
/// pairs give the same result. `scratch` is reused between calls.
void UpdateSleep(std::vector<Body>& bodies, std::span<const std::pair<int, int>> touching, int held, double dt,
                 std::vector<int>& scratch);

}  // namespace circlelab::physics
