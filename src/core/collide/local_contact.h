// Internal to the collision solvers: a contact worked out in a shape's own frame, where a
// rectangle is axis-aligned, and its conversion into the world-space Contact.
#pragma once

#include "core/collide/contact.h"

namespace circlelab::detail {

/// The boundary answer for a point, before the circle's radius is considered.
struct LocalContact {
    double distance = 0;  ///< signed: > 0 outside, < 0 strictly inside, 0 on the boundary
    Vec2 closest;
    Vec2 normal{kUp};
    Feature feature = Feature::kEdge;
    int element = 0;  ///< which edge or vertex (meaning depends on the shape)
};

/// Rotates the frame answer back into the world (the last step of migapro's method in "Circle and
/// Rotated Rectangle Collision Detection") and applies the radius: hit, inside, depth.
Contact ToWorldContact(const LocalContact& local, const Frame& frame, double radius);

}  // namespace circlelab::detail
