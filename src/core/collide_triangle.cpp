// Circle against a right-triangle tile (Worden, seed 002) at any angle.
//
// Worden splits the plane around a tile into seven cases: the two leg faces and three
// corners behave as for a rectangle, the hypotenuse face and the inside need their own tests.
// Here every case is the same computation: the nearest point over the three edges as
// segments (Ericson 5.1.2) outside, the foot on the nearest edge line inside (a convex
// polygon's interior point is nearest to the edge whose line is nearest).
#include "triangle_region.h"

#include "local_contact.h"

namespace circlelab {
namespace {

using detail::LocalContact;

// Element numbering of LocalContact for a tile: 0..2 the edges (0: right angle -> first
// hypotenuse end, 1: the hypotenuse, 2: second hypotenuse end -> right angle), 3..5 the
// vertices in TriangleCorners order.
constexpr int kVertexBase = 3;

struct Edge {
    Vec2 a, b;
    Vec2 outward;  // unit
};

LocalContact SolveTriangle(Vec2 p, const std::array<Vec2, 3>& v) {
    // Vertices run clockwise on screen (y down), so (d.y, −d.x) points out of the tile.
    std::array<Edge, 3> edges;
    std::array<double, 3> side;  // signed distance of p from each edge's line
    for (int i = 0; i < 3; ++i) {
        const Vec2 a = v[i], b = v[(i + 1) % 3];
        const Vec2 d = b - a;
        edges[i] = {a, b, NormalizeOr({d.y, -d.x}, kUp)};
        side[i] = Dot(p - a, edges[i].outward);
    }
    LocalContact out;
    const bool outside = side[0] > 0 || side[1] > 0 || side[2] > 0;
    if (outside) {
        // Worden's cases 1, 2, 3, 4, 6, 7: nearest point over the edges as segments.
        double best = -1.0;
        for (int i = 0; i < 3; ++i) {
            const Edge& e = edges[i];
            const Vec2 d = e.b - e.a;
            const double t = Dot(p - e.a, d) / LengthSquared(d);
            Vec2 q;
            int element;
            if (t <= 0.0) {
                q = e.a;
                element = kVertexBase + i;
            } else if (t >= 1.0) {
                q = e.b;
                element = kVertexBase + (i + 1) % 3;
            } else {
                q = e.a + d * t;
                element = i;
            }
            const double dist2 = LengthSquared(p - q);
            if (best < 0 || dist2 < best) {
                best = dist2;
                out.closest = q;
                out.element = element;
            }
        }
        const Vec2 d = p - out.closest;
        out.distance = Length(d);
        const Vec2 fallback = out.element < kVertexBase ? edges[out.element].outward : kUp;
        out.normal = NormalizeOr(d, fallback);
        out.feature = out.element >= kVertexBase ? Feature::kCorner : Feature::kEdge;
        return out;
    }
    // Closed triangle (Worden's case 5 and the boundary). The nearest edge line is the one
    // with the largest (least negative) signed distance; ties go to the lower edge number.
    int nearest = 0;
    for (int i = 1; i < 3; ++i)
        if (side[i] > side[nearest]) nearest = i;
    if (side[nearest] == 0.0) {
        // On the boundary: on two edge lines at once means on their shared vertex.
        out.closest = p;
        out.distance = 0.0;
        const int other = side[(nearest + 1) % 3] == 0.0 ? (nearest + 1) % 3
                          : side[(nearest + 2) % 3] == 0.0 ? (nearest + 2) % 3
                                                             : -1;
        if (other < 0) {
            out.normal = edges[nearest].outward;
            out.element = nearest;
            out.feature = Feature::kEdge;
        } else {
            // The vertex shared by edges i and i+1 is vertex i+1.
            const int vertex = (other == (nearest + 1) % 3) ? other : nearest;
            out.normal = NormalizeOr(edges[nearest].outward + edges[other].outward, kUp);
            out.element = kVertexBase + vertex;
            out.feature = Feature::kCorner;
        }
        return out;
    }
    const Edge& e = edges[nearest];
    const Vec2 d = e.b - e.a;
    out.closest = e.a + d * (Dot(p - e.a, d) / LengthSquared(d));
    out.distance = side[nearest];
    out.normal = e.outward;
    out.element = nearest;
    out.feature = Feature::kEdge;
    return out;
}

struct Solved {
    LocalContact local;
    Frame frame;
};

Solved Solve(const Vec2 center, const Triangle& tri) {
    const Frame frame = FrameOf(tri);
    const BoxView box = InBoxFrame(frame, tri.topLeft, tri.size, center);
    // The tile's vertices are corners of the box, in the frame the centre was taken into.
    const std::array<Corner, 3> corners = TriangleCorners(tri.missing);
    const std::array<Vec2, 3> v{BoxCorner(box.lo, box.hi, corners[0]), BoxCorner(box.lo, box.hi, corners[1]),
                                BoxCorner(box.lo, box.hi, corners[2])};
    return {SolveTriangle(box.point, v), frame};
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
