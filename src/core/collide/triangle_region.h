// Which part of a triangle tile a point is nearest to — Worden's seven cases ("Mixed Bounding Types"),
// named by the tile's own vertices and edges — for teaching overlays and reports.
#pragma once

#include <string>

#include "core/collide/contact.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// A tile edge: one of the two legs, named by the side of the rectangle it lies on, or the
/// hypotenuse.
enum class TriangleEdge { kTop, kBottom, kLeft, kRight, kHypotenuse };
std::string_view EdgeName(TriangleEdge edge);  // "top", …, "hypotenuse"
/// The rectangle side two adjacent corners share (top-left + top-right -> top).
TriangleEdge SideOf(Corner a, Corner b);

struct TriangleRegion {
    enum class Kind {
        kInside,  ///< in the closed triangle (Worden's case 5; the boundary counts as inside)
        kVertex,  ///< nearest to a vertex (Worden's cases 1, 3, 7 for a LowerLeft tile)
        kEdge,    ///< nearest to a point inside an edge (cases 2, 6: legs; case 4: hypotenuse)
    };
    Kind kind = Kind::kInside;
    Corner vertex = Corner::kTopLeft;           ///< with kVertex: which corner of the rectangle
    TriangleEdge edge = TriangleEdge::kTop;     ///< with kEdge
    friend bool operator==(const TriangleRegion&, const TriangleRegion&) = default;
};

/// The region of `point` (world space) around the tile, in the tile's own frame.
TriangleRegion ClassifyTriangle(const Triangle& triangle, Vec2 point);
/// "inside", "vertex top-right", "edge hypotenuse", …
std::string RegionName(const TriangleRegion& region);

}  // namespace circlelab
