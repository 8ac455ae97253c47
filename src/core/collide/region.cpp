#include "core/collide/region.h"

#include <array>

namespace circlelab {

std::string RegionOf(const Shape& shape, Vec2 point, RegionNaming naming) {
    struct Visitor {
        Vec2 point;
        RegionNaming naming;
        std::string operator()(const Circle& c) const {
            return LengthSquared(point - c.center) < c.radius * c.radius ? "inside" : "outside";
        }
        std::string operator()(const Rect& r) const {
            const RectRegion region = ClassifyRect(r, point);
            if (naming == RegionNaming::kWorden) return "case " + std::to_string(WordenCase(region));
            return std::string(RegionName(region));
        }
        std::string operator()(const Triangle& t) const {
            const TriangleRegion region = ClassifyTriangle(t, point);
            if (naming == RegionNaming::kWorden) return "case " + std::to_string(WordenCase(t, region));
            return RegionName(region);
        }
    };
    return std::visit(Visitor{point, naming}, shape);
}

int WordenCase(RectRegion region) {
    switch (region) {
        case RectRegion::kI: return 1;
        case RectRegion::kII: return 2;
        case RectRegion::kIII: return 3;
        case RectRegion::kIV: return 4;
        case RectRegion::kInside: return 5;
        case RectRegion::kV: return 6;
        case RectRegion::kVI: return 7;
        case RectRegion::kVII: return 8;
        case RectRegion::kVIII: return 9;
    }
    return 5;
}

int WordenCase(const Triangle& triangle, const TriangleRegion& region) {
    // Clockwise from the right angle: for the tile missing its lower-left corner that is the
    // top-right (3), the bottom-right (7) and the top-left (1) vertex; the legs and the
    // hypotenuse between them are 6, 4 and 2.
    const std::array<Corner, 3> corners = TriangleCorners(triangle.missing);
    constexpr int kVertexCase[3] = {3, 7, 1};
    switch (region.kind) {
        case TriangleRegion::Kind::kInside: return 5;
        case TriangleRegion::Kind::kVertex:
            for (int i = 0; i < 3; ++i)
                if (corners[i] == region.vertex) return kVertexCase[i];
            return 5;
        case TriangleRegion::Kind::kEdge:
            if (region.edge == TriangleEdge::kHypotenuse) return 4;
            return region.edge == SideOf(corners[0], corners[1]) ? 6 : 2;
    }
    return 5;
}

}  // namespace circlelab
