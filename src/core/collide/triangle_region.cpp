#include "core/collide/triangle_region.h"

namespace circlelab {

std::string_view EdgeName(TriangleEdge edge) {
    switch (edge) {
        case TriangleEdge::kTop: return "top";
        case TriangleEdge::kBottom: return "bottom";
        case TriangleEdge::kLeft: return "left";
        case TriangleEdge::kRight: return "right";
        case TriangleEdge::kHypotenuse: return "hypotenuse";
    }
    return "hypotenuse";
}

TriangleEdge SideOf(Corner a, Corner b) {
    const auto isTop = [](Corner c) { return c == Corner::kTopLeft || c == Corner::kTopRight; };
    const auto isLeft = [](Corner c) { return c == Corner::kTopLeft || c == Corner::kBottomLeft; };
    if (isTop(a) == isTop(b)) return isTop(a) ? TriangleEdge::kTop : TriangleEdge::kBottom;
    if (isLeft(a) == isLeft(b)) return isLeft(a) ? TriangleEdge::kLeft : TriangleEdge::kRight;
    return TriangleEdge::kHypotenuse;  // diagonal corners
}

std::string RegionName(const TriangleRegion& region) {
    switch (region.kind) {
        case TriangleRegion::Kind::kInside: return "inside";
        case TriangleRegion::Kind::kVertex: return "vertex " + std::string(CornerName(region.vertex));
        case TriangleRegion::Kind::kEdge: return "edge " + std::string(EdgeName(region.edge));
    }
    return "inside";
}

}  // namespace circlelab
