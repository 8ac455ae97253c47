// Circle against a right-triangle tile (Worden, "Mixed Bounding Types") at any angle.
//
// Worden splits the plane around a tile into seven cases: the two leg faces and three
// corners behave as for a rectangle, the hypotenuse face and the inside need their own tests.
// Here the tile is treated as Worden describes it, a rectangle missing a corner; see
// SolveTile for why three computations cover all seven cases.
#include "core/collide/triangle_region.h"

#include "core/collide/local_contact.h"

namespace circlelab {

TileGeometry MakeTileGeometry(Vec2 lo, Vec2 hi, Corner missing) {
    const std::array<Corner, 3> corners = TriangleCorners(missing);
    TileGeometry t;
    t.rightAngle = BoxCorner(lo, hi, corners[0]);
    t.a = BoxCorner(lo, hi, corners[1]);  // hypotenuse ends, clockwise
    t.b = BoxCorner(lo, hi, corners[2]);
    // Outward normals: the legs' point away from the right angle along an axis; the
    // hypotenuse's, (d.y, −d.x)/|d| for d = b − a, towards the missing corner.
    t.hyp = t.b - t.a;
    t.hypLength2 = LengthSquared(t.hyp);
    t.hypNormal = NormalizeOr({t.hyp.y, -t.hyp.x}, kUp);
    // A leg runs from the right angle r to `end` along a side of the box; its outward normal
    // is the axis direction pointing away from `other`, the hypotenuse end not on it.
    const Vec2 r = t.rightAngle;
    const auto legNormal = [&](Vec2 end, Vec2 other) {
        return end.y == r.y ? Vec2{0.0, r.y > other.y ? 1.0 : -1.0} : Vec2{r.x > other.x ? 1.0 : -1.0, 0.0};
    };
    t.legNormalA = legNormal(t.a, t.b);  // edge 0
    t.legNormalB = legNormal(t.b, t.a);  // edge 2
    return t;
}

namespace detail {

// The tile is the box [lo, hi] cut by the hypotenuse line. Worden's seven cases
// then fall into three computations:
//  - beyond the hypotenuse's line only the hypotenuse and its two ends can be nearest (the
//    legs' and the right angle's regions all lie on the tile's side of that line);
//  - on the tile's side but outside the box, the box's clamp is the nearest point (it lands on
//    a leg, the right angle or an end of the hypotenuse): the rectangle cases;
//  - inside the box and on the tile's side, the centre is in the tile (case 5): leave through
//    the nearest of the two legs and the hypotenuse.
TileNearest NearestOutsideTile(Vec2 p, const TileGeometry& t, Vec2 lo, Vec2 hi) {
    constexpr int kVertexBase = kTileVertexBase;
    const Vec2 r = t.rightAngle, a = t.a, b = t.b, hyp = t.hyp;
    const double beyond = Dot(p - a, t.hypNormal);  // signed distance from the hypotenuse line
    if (beyond > 0) {
        // Case 4 and the two acute corners: clamp onto the hypotenuse segment.
        const double along = Dot(p - a, hyp);
        if (along <= 0) return {true, a, kVertexBase + 1, t.hypNormal};
        if (along >= t.hypLength2) return {true, b, kVertexBase + 2, t.hypNormal};
        return {true, a + hyp * (along / t.hypLength2), 1, t.hypNormal};
    }
    const bool left = p.x < lo.x, right = p.x > hi.x, above = p.y < lo.y, below = p.y > hi.y;
    if (!(left || right || above || below)) return {};  // in the closed tile
    // The rectangle cases (1, 2, 3, 6, 7 of Worden's figure).
    const Vec2 q = Clamp(p, lo, hi);
    if (q == r) return {true, r, kVertexBase + 0, kUp};
    if (q == a) return {true, a, kVertexBase + 1, kUp};
    if (q == b) return {true, b, kVertexBase + 2, kUp};
    // On a leg: the one through a shares a's x or y with the right angle.
    const bool onLegA = (a.x == r.x) ? q.x == r.x : q.y == r.y;
    return {true, q, onLegA ? 0 : 2, onLegA ? t.legNormalA : t.legNormalB};
}

LocalContact SolveTile(Vec2 p, const TileGeometry& t, Vec2 lo, Vec2 hi) {
    constexpr int kVertexBase = kTileVertexBase;
    LocalContact out;
    if (const TileNearest near = NearestOutsideTile(p, t, lo, hi); near.outside) {
        out.closest = near.closest;
        out.element = near.element;
        const Polar d = ToPolar(p - near.closest, near.fallback);
        out.distance = d.length;
        out.normal = d.unit;
        out.feature = near.element >= kVertexBase ? Feature::kCorner : Feature::kEdge;
        return out;
    }
    const Vec2 r = t.rightAngle, hypNormal = t.hypNormal, nA = t.legNormalA, nB = t.legNormalB;
    const double beyond = Dot(p - t.a, hypNormal);
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

}  // namespace detail

Contact CollideTriangle(const Circle& circle, const Triangle& tri) {
    const Frame frame = FrameOf(tri);
    const BoxView box = InBoxFrame(frame, tri.topLeft, tri.size, circle.center);
    const TileGeometry tile = MakeTileGeometry(box.lo, box.hi, tri.missing);
    return detail::ToWorldContact(detail::SolveTile(box.point, tile, box.lo, box.hi), !IsIdentity(frame.rotation),
                                  frame, circle.radius);
}

TriangleRegion ClassifyTriangle(const Triangle& tri, Vec2 point) {
    const PreparedShape s = Prepare(tri);
    const detail::LocalContact local = detail::SolveTile(s.ToFrame(point), s.tile, s.lo, s.hi);
    const std::array<Corner, 3> corners = TriangleCorners(tri.missing);
    TriangleRegion region;
    if (local.distance < 0) {  // strictly, as the contact's `inside`: the boundary is its feature's
        region.kind = TriangleRegion::Kind::kInside;
    } else if (local.element >= detail::kTileVertexBase) {
        region.kind = TriangleRegion::Kind::kVertex;
        region.vertex = corners[local.element - detail::kTileVertexBase];
    } else {
        region.kind = TriangleRegion::Kind::kEdge;
        region.edge = local.element == 1 ? TriangleEdge::kHypotenuse
                                         : SideOf(corners[local.element], corners[(local.element + 1) % 3]);
    }
    return region;
}

}  // namespace circlelab
