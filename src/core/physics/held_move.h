// A ball held by the pointer while the physics runs: it follows the pointer but, like a ball on
// a string, cannot be pulled through a wall. It slides along what it meets instead.
#pragma once

#include <span>

#include "core/geometry/shapes.h"

namespace circlelab::physics {

/// Where `circle` comes to when pulled towards `target` among the solid `shapes`: the move is
/// cut into steps of at most half the radius (at most 256 steps: a pull longer than 128 radii
/// takes longer steps, and only a wall thinner than such a step could then be crossed), and after each step the circle is pushed out of
/// every shape it overlaps along that contact's resolution (Godfrey, "Circle Collisions"). A step
/// that short never carries the centre past the middle of a wall it was outside of, however thin
/// the wall, so the push is always back to the side it came from; where the pushes cannot clear
/// every shape at once (a wedge), the circle stops where it last stood clear. A circle of radius 0 is a point
/// and goes straight to the target; so does any circle when there are no shapes.
Vec2 HeldMove(const Circle& circle, Vec2 target, std::span<const Shape> shapes);
/// The box HeldMove looks in: only a shape whose bounds overlap it can stop or push the circle.
Aabb HeldMoveReach(const Circle& circle, Vec2 target);

}  // namespace circlelab::physics

namespace circlelab::physics {

/// The velocity a held ball leaves the hand with: `velocity` (its own recent motion) less any
/// part of it into a shape the ball rests against (within `touch` px of touching), which the wall
/// would only throw back: a ball let go against a wall does not bounce off it.
Vec2 ReleaseVelocity(const Circle& ball, Vec2 velocity, std::span<const Shape> shapes, double touch = 0.5);

}  // namespace circlelab::physics
