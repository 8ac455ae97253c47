// Circle against a solid rectangle at any angle.
//
// Rotated rectangles follow migapro ("Circle and Rotated Rectangle Collision Detection"): rotate
// the circle's centre back into the rectangle's frame, solve against the axis-aligned box there,
// rotate the answer out again. Outside the box the nearest point is the clamp of the centre
// (Worden's test, "Mixed Bounding Types", and Ericson, Real-Time Collision Detection 5.1.3); inside
// it is the foot on the nearest edge, which none of the tutorials computes but every resolution
// vector needs.
#include "core/collide/local_contact.h"

namespace circlelab {
namespace detail {

LocalContact SolveBox(Vec2 p, Vec2 lo, Vec2 hi) {
    LocalContact out;
    const bool left = p.x < lo.x, right = p.x > hi.x;
    const bool above = p.y < lo.y, below = p.y > hi.y;
    if (left || right || above || below) {
        // Outside. Corner regions (Godfrey's I, III, VI, VIII) clamp both coordinates and the
        // nearest point is the corner; face regions (II, IV, V, VII) clamp one.
        out.closest = Clamp(p, lo, hi);
        const Polar d = ToPolar(p - out.closest, kUp);
        out.distance = d.length;
        out.normal = d.unit;
        if (d.length == 0.0) {
            // Unreachable for finite input (the offset is at least one ulp); kept so the
            // normal points away from the box even then.
            const Vec2 away{left ? -1.0 : (right ? 1.0 : 0.0), above ? -1.0 : (below ? 1.0 : 0.0)};
            out.normal = NormalizeOr(away, kUp);
        }
        out.feature = (left || right) && (above || below) ? Feature::kCorner : Feature::kEdge;
        return out;
    }
    // In the closed box: distances to the four edges, all >= 0.
    const double dTop = p.y - lo.y, dBottom = hi.y - p.y, dLeft = p.x - lo.x, dRight = hi.x - p.x;
    const double m = std::min(std::min(dTop, dBottom), std::min(dLeft, dRight));
    if (m == 0.0) {
        // On the boundary: the centre is its own closest point. On a corner the normal
        // bisects the two edge normals.
        out.closest = p;
        out.distance = 0.0;
        const double nx = dLeft == 0.0 ? -1.0 : (dRight == 0.0 ? 1.0 : 0.0);
        const double ny = dTop == 0.0 ? -1.0 : (dBottom == 0.0 ? 1.0 : 0.0);
        out.feature = nx != 0.0 && ny != 0.0 ? Feature::kCorner : Feature::kEdge;
        out.normal = NormalizeOr({nx, ny}, kUp);
        return out;
    }
    // Strictly inside: leave through the nearest edge. Ties go top, bottom, left, right, so the
    // centre of a square leaves upwards.
    out.distance = -m;
    out.feature = Feature::kEdge;
    if (dTop == m) {
        out.closest = {p.x, lo.y};
        out.normal = {0.0, -1.0};
    } else if (dBottom == m) {
        out.closest = {p.x, hi.y};
        out.normal = {0.0, 1.0};
    } else if (dLeft == m) {
        out.closest = {lo.x, p.y};
        out.normal = {-1.0, 0.0};
    } else {
        out.closest = {hi.x, p.y};
        out.normal = {1.0, 0.0};
    }
    return out;
}

}  // namespace detail

Contact CollideRect(const Circle& circle, const Rect& rect) {
    const Frame frame = FrameOf(rect);
    const BoxView box = InBoxFrame(frame, rect.topLeft, rect.size, circle.center);
    return detail::ToWorldContact(detail::SolveBox(box.point, box.lo, box.hi), !IsIdentity(frame.rotation), frame,
                                  circle.radius);
}

}  // namespace circlelab
