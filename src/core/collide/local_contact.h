// Internal to the collision solvers: a contact worked out in a shape's own frame, where a
// rectangle is axis-aligned, the solvers that find it, and its conversion into the world-space
// Contact.
#pragma once

#include "core/collide/contact.h"
#include "core/collide/prepared_shape.h"

namespace circlelab::detail {

/// The boundary answer for a point, before the circle's radius is considered.
struct LocalContact {
    double distance = 0;  ///< signed: > 0 outside, < 0 strictly inside, 0 on the boundary
    Vec2 closest;
    Vec2 normal{kUp};
    Feature feature = Feature::kEdge;
    int element = 0;  ///< which edge or vertex (meaning depends on the shape)
};

/// The point p against the solid axis-aligned box [lo, hi] (collide_rect.cpp).
LocalContact SolveBox(Vec2 p, Vec2 lo, Vec2 hi);

/// Element numbering of a tile's LocalContact: 0..2 the edges (0: right angle -> first
/// hypotenuse end, 1: the hypotenuse, 2: second hypotenuse end -> right angle), 3..5 the
/// vertices in TriangleCorners order (3: the right angle, 4 and 5: the hypotenuse's ends).
inline constexpr int kTileVertexBase = 3;

/// The nearest boundary point of a point outside a tile: the part of SolveTile that needs no
/// square root. `outside` is false for a point in the closed tile.
struct TileNearest {
    bool outside = false;
    Vec2 closest;
    int element = 0;
    Vec2 fallback{kUp};  ///< the normal should the point sit on `closest` after rounding
};
TileNearest NearestOutsideTile(Vec2 p, const TileGeometry& tile, Vec2 lo, Vec2 hi);

/// The point p against the solid tile of `tile`, cut from the box [lo, hi] (collide_triangle.cpp).
LocalContact SolveTile(Vec2 p, const TileGeometry& tile, Vec2 lo, Vec2 hi);

/// Rotates the frame answer back into the world (the last step of migapro's method in "Circle and
/// Rotated Rectangle Collision Detection") and applies the radius: hit, inside, depth.
/// `rotated` false means the frame is the world itself (an unrotated shape solved in place).
Contact ToWorldContact(const LocalContact& local, bool rotated, const Frame& frame, double radius);

}  // namespace circlelab::detail
