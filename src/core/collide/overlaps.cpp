// Overlaps: Collide(circle, shape).hit at the least cost. A circle overlaps a shape when the
// distance from its centre to the shape is below its radius; outside the shape that distance is
// the root of a squared length, and the root is needed only when the square lies so close to r²
// that rounding could tip the comparison (Ericson, Real-Time Collision Detection 4.4.1 and 5.2.5,
// compares squared distances for the same reason).
#include "core/collide/local_contact.h"

namespace circlelab {
namespace {

/// Squared lengths at or below this take Length's rescaled path in Collide: the root is then
/// not sqrt(sq), so the answer is left to Collide itself.
constexpr double kTinySquare = 1e-280;
/// Far wider than the rounding of sqrt, r·r and r + R together (a few 1e-16).
constexpr double kMargin = 1e-12;

enum class Verdict { kNo, kYes, kUnsure };

/// Is sqrt(sq) < reach, decided from sq alone where rounding cannot change the answer?
Verdict RootBelow(double sq, double reach) {
    if (!(sq > kTinySquare)) return Verdict::kUnsure;
    const double reach2 = reach * reach;
    if (sq < reach2 * (1 - kMargin)) return Verdict::kYes;
    if (sq > reach2 * (1 + kMargin)) return Verdict::kNo;
    return Verdict::kUnsure;
}

}  // namespace

bool Overlaps(const Circle& circle, const PreparedShape& s) {
    // A radius of 0 (a point) or an invalid one: then touching and the sign of the distance
    // matter, and Collide decides.
    if (!(circle.radius > 0)) return Collide(circle, s).hit;
    Verdict v = Verdict::kUnsure;
    switch (s.kind) {
        case PreparedShape::Kind::kDisc:
            // Collide: |c − s| − R < r.
            v = RootBelow(LengthSquared(circle.center - s.center), circle.radius + s.radius);
            break;
        case PreparedShape::Kind::kBox: {
            const Vec2 p = s.ToFrame(circle.center);
            // In the closed box the distance is at most 0 < r.
            if (p.x >= s.lo.x && p.x <= s.hi.x && p.y >= s.lo.y && p.y <= s.hi.y) return true;
            v = RootBelow(LengthSquared(p - Clamp(p, s.lo, s.hi)), circle.radius);
            break;
        }
        case PreparedShape::Kind::kTile: {
            const Vec2 p = s.ToFrame(circle.center);
            const detail::TileNearest near = detail::NearestOutsideTile(p, s.tile, s.lo, s.hi);
            if (!near.outside) return true;  // in the closed tile
            v = RootBelow(LengthSquared(p - near.closest), circle.radius);
            break;
        }
    }
    if (v == Verdict::kUnsure) return Collide(circle, s).hit;
    return v == Verdict::kYes;
}

}  // namespace circlelab
