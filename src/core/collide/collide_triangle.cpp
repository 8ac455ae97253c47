// Circle against a right-triangle tile (Worden, "Mixed Bounding Types") at any angle.
//
// Worden splits the plane around a tile into seven cases: the two leg faces and three
// corners behave as for a rectangle, the hypotenuse face and the inside need their own tests.
// Here the tile is treated as Worden describes it, a rectangle missing a corner; see
// SolveTriangle for why three computations cover all seven cases.
#include "core/collide/triangle_region.h"

#include "core/collide/local_contact.h"

namespace circlelab {
namespace {

using detail::LocalContact;

// Element numbering of LocalContact for a tile: 0..2 the edges (0: right angle -> first
// hypotenuse end, 1: the hypotenuse, 2: second hypotenuse end -> right angle), 3..5 the
// vertices in TriangleCorners order (3: the right angle, 4 and 5: the hypotenuse's ends).
constexpr int kVertexBase = 3;

// The tile is the box [lo, hi] cut by the hypotenuse line. Worden's seven cases
// then fall into three computations:
//  - beyond the hypotenuse's line only the hypotenuse and its two ends can be nearest (the
//    legs' and the right angle's regions all lie on the tile's side of that line);
//  - on the tile's side but outside the box, the box's clamp is the nearest point (it lands on
//    a leg, the right angle or an end of the hypotenuse): the rectangle cases;
//  - inside the box and on the tile's side, the centre is in the tile (case 5): leave through
//    the nearest of the two legs and the hypotenuse.
LocalContact SolveTriangle(Vec2 p, Vec2 lo, Vec2 hi, Corner missing) {
    const std::array<Corner, 3> corners = TriangleCorners(missing);
    const Vec2 r = BoxCorner(lo, hi, corners[0]);  // right angle
    const Vec2 a = BoxCorner(lo, hi, corners[1]);  // hypotenuse ends, clockwise
    const Vec2 b = BoxCorner(lo, hi, corners[2]);
    // Outward normals: the legs' point away from the right angle along an axis; the
    // hypotenuse's, (d.y, −d.x)/|d| for d = b − a, towards the missing corner.
    const Vec2 hyp = b - a;
    const double hypLength2 = LengthSquared(hyp);
    const Vec2 hypNormal = NormalizeOr({hyp.y, -hyp.x}, kUp);
    const double beyond = Dot(p - a, hypNormal);  // signed distance from the hypotenuse line

    LocalContact out;
    const auto finishOutside = [&](Vec2 closest, int element, Vec2 fallback) {
        out.closest = closest;
        out.element = element;
        const Polar d = ToPolar(p - closest, fallback);
        out.distance = d.length;
        out.normal = d.unit;
        out.feature = element >= kVertexBase ? Feature::kCorner : Feature::kEdge;
        return out;
    };
    // A leg runs from the right angle r to `end` along a side of the box; its outward normal
    // is the axis direction pointing away from `other`, the hypotenuse end not on it.
    const auto legNormal = [&](Vec2 end, Vec2 other) {
        return end.y == r.y ? Vec2{0.0, r.y > other.y ? 1.0 : -1.0} : Vec2{r.x > other.x ? 1.0 : -1.0, 0.0};
    };
    const Vec2 nA = legNormal(a, b), nB = legNormal(b, a);  // edges 0 and 2

    if (beyond > 0) {
        // Case 4 and the two acute corners: clamp onto the hypotenuse segment.
        const double along = Dot(p - a, hyp);
        if (along <= 0) return finishOutside(a, kVertexBase + 1, hypNormal);
        if (along >= hypLength2) return finishOutside(b, kVertexBase + 2, hypNormal);
        return finishOutside(a + hyp * (along / hypLength2), 1, hypNormal);
    }
    const bool left = p.x < lo.x, right = p.x > hi.x, above = p.y < lo.y, below = p.y > hi.y;
    if (left || right || above || below) {
        // The rectangle cases (1, 2, 3, 6, 7 of Worden's figure).
        const Vec2 q = Clamp(p, lo, hi);
        if (q == r) return finishOutside(r, kVertexBase + 0, kUp);
        if (q == a) return finishOutside(a, kVertexBase + 1, kUp);
        if (q == b) return finishOutside(b, kVertexBase + 2, kUp);
        // On a leg: the one through a shares a's x or y with the right angle.
        const bool onLegA = (a.x == r.x) ? q.x == r.x : q.y == r.y;
        return finishOutside(q, onLegA ? 0 : 2, onLegA ? nA : nB);
    }
    // In the closed tile (case 5 and the boundary): distances to the two legs and the hypotenuse.
    const std::array<double, 3> side{Dot(p - r, nA), beyond, Dot(p - r, nB)};  // all <= 0
    const std::array<Vec2, 3> normals{nA, hypNormal, nB};
    int nearest = 0;
    for (int i = 1; i < 3; ++i)
        if (side[i] > side[nearest]) nearest = i;
    if (side[nearest] == 0.0) {
        // On the boundary. On two edge lines at once means on their shared vertex: edges 0 and 1
        // meet at a, 1 and 2 at b, 2 and 0 at the right angle.
        out.closest = p;
        out.distance = 0.0;
        const int other = side[(nearest + 1) % 3] == 0.0 ? (nearest + 1) % 3
                          : side[(nearest + 2) % 3] == 0.0 ? (nearest + 2) % 3
                                                             : -1;
        if (other < 0) {
            out.normal = normals[nearest];
            out.element = nearest;
            out.feature = Feature::kEdge;
        } else {
            const int first = (other == (nearest + 1) % 3) ? nearest : other;  // edges first, first+1
            out.normal = NormalizeOr(normals[nearest] + normals[other], kUp);
            out.element = kVertexBase + (first + 1) % 3;
            out.feature = Feature::kCorner;
        }
        return out;
    }
    out.distance = side[nearest];
    out.normal = normals[nearest];
    out.element = nearest;
    out.feature = Feature::kEdge;
    // The foot on that edge: on a leg one coordinate is the right angle's.
    if (nearest == 1) out.closest = p - hypNormal * beyond;
    else if (normals[nearest].x != 0.0) out.closest = {r.x, p.y};
    else out.closest = {p.x, r.y};
    return out;
}

struct Solved {
    LocalContact local;
    Frame frame;
};

Solved Solve(const Vec2 center, const Triangle& tri) {
    const Frame frame = FrameOf(tri);
    const BoxView box = InBoxFrame(frame, tri.topLeft, tri.size, center);
    return {SolveTriangle(box.point, box.lo, box.hi, tri.missing), frame};
}

}  // namespace

Contact CollideTriangle(const Circle& circle, const Triangle& tri) {
    const Solved s = Solve(circle.center, tri);
    return detail::ToWorldContact(s.local, s.frame, circle.radius);
}

TriangleRegion ClassifyTriangle(const Triangle& tri, Vec2 point) {
    const Solved s = Solve(point, tri);
    const std::array<Corner, 3> corners = TriangleCorners(tri.missing);
    TriangleRegion region;
    if (s.local.distance <= 0) {
        region.kind = TriangleRegion::Kind::kInside;
    } else if (s.local.element >= kVertexBase) {
        region.kind = TriangleRegion::Kind::kVertex;
        region.vertex = corners[s.local.element - kVertexBase];
    } else {
        region.kind = TriangleRegion::Kind::kEdge;
        region.edge = s.local.element == 1 ? TriangleEdge::kHypotenuse
                                           : SideOf(corners[s.local.element], corners[(s.local.element + 1) % 3]);
    }
    return region;
}

}  // namespace circlelab
