// A shape made ready for many contact queries (docs/architecture.md, "The collision API"): everything that
// depends on the shape alone — its rotation's cosine and sine, the frame it is solved in, a tile's
// edges and normals — is worked out once by Prepare, so a query does only the work that depends
// on the circle.
#pragma once

#include <cstdint>
#include <span>

#include "core/collide/contact.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// A right-triangle tile in the frame it is solved in: the box [lo, hi] cut by the hypotenuse.
struct TileGeometry {
    Vec2 rightAngle;        ///< r, the right-angle vertex
    Vec2 a, b;              ///< the hypotenuse's ends, clockwise after r
    Vec2 hyp;               ///< b − a
    double hypLength2 = 0;  ///< |b − a|²
    Vec2 hypNormal;         ///< the hypotenuse's outward unit normal, towards the missing corner
    Vec2 legNormalA;        ///< outward unit normal of the leg r–a (edge 0)
    Vec2 legNormalB;        ///< outward unit normal of the leg b–r (edge 2)
};
TileGeometry MakeTileGeometry(Vec2 lo, Vec2 hi, Corner missing);

/// The result of Prepare. A plain value: copy it, keep it beside the shape, rebuild it when the
/// shape changes.
struct PreparedShape {
    enum class Kind : std::uint8_t { kDisc, kBox, kTile };
    Kind kind = Kind::kDisc;
    /// False when the shape is unrotated: the frame is then the world itself (no round trip, no
    /// rounding), and lo/hi are the tutorials' own numbers [x, x + w] × [y, y + h].
    bool rotated = false;
    Vec2 center;         ///< the disc's centre, or the rectangle's centre (the frame's origin)
    double radius = 0;   ///< the disc's radius
    Rotation rotation;   ///< the frame's rotation (identity when not rotated)
    Vec2 lo, hi;         ///< the box in its frame (a tile's bounding box)
    TileGeometry tile;   ///< with kTile

    /// A world point in the frame the box or tile is solved in.
    constexpr Vec2 ToFrame(Vec2 world) const { return rotated ? Unrotate(rotation, world - center) : world; }
};

/// Once per shape change. The shape must be valid (Validate() empty).
PreparedShape Prepare(const Shape& shape);

/// The full contact, as Collide(circle, shape) gives it, bit for bit.
Contact Collide(const Circle& circle, const PreparedShape& shape);

/// Collide(circle, shape).hit, without the closest point or the normal.
bool Overlaps(const Circle& circle, const PreparedShape& shape);

/// out[i] = Collide(circles[i], shape) for every i, in batches the processor can overlap.
/// `out` must be at least as long as `circles`.
void CollideMany(std::span<const Circle> circles, const PreparedShape& shape, std::span<Contact> out);

}  // namespace circlelab
