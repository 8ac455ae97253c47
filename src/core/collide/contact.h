// The contact of a circle with a solid shape: the one definition every part of the program
// shares (docs/architecture.md, "Contact of a circle with a solid shape").
#pragma once

#include <string_view>

#include "core/geometry/shapes.h"
#include "core/geometry/vec2.h"

namespace circlelab {

/// Where on the boundary the closest point lies.
enum class Feature {
    kEdge,    ///< inside an edge (for a circle shape: anywhere on its rim)
    kCorner,  ///< exactly on a vertex
};
std::string_view FeatureName(Feature feature);  // "edge" / "corner"

/// Circle (centre c, radius r) against a solid shape S, in world space (pixels, y down).
struct Contact {
    bool hit = false;      ///< distance < r; touching exactly is not a hit (as in every seed)
    bool inside = false;   ///< c lies strictly inside S
    double distance = 0;   ///< signed distance from c to the boundary: > 0 outside, < 0 inside
    Vec2 closest;          ///< the boundary point nearest to c (one of them on a tie)
    Vec2 normal{kUp};      ///< unit, never zero: the way the circle must move to get out
    double depth = 0;      ///< r − distance when hit, else 0
    Feature feature = Feature::kEdge;

    /// The resolution vector (Godfrey, "Circle Collisions"): the shortest move that separates.
    Vec2 Resolution() const { return normal * depth; }
};

/// The exact contact, in double precision, for any angle. The shape must be valid
/// (Validate() empty); degenerate positions — centre on an edge, on a corner, at the shape's
/// centre, coincident circle centres, radius 0 — all get a defined answer with a unit normal.
Contact Collide(const Circle& circle, const Shape& shape);

Contact CollideCircle(const Circle& circle, const Circle& disc);
Contact CollideRect(const Circle& circle, const Rect& rect);
Contact CollideTriangle(const Circle& circle, const Triangle& triangle);

}  // namespace circlelab
