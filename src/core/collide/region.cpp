#include "core/collide/region.h"

#include "core/collide/rect_region.h"
#include "core/collide/triangle_region.h"

namespace circlelab {

std::string RegionOf(const Shape& shape, Vec2 point) {
    struct Visitor {
        Vec2 point;
        std::string operator()(const Circle& c) const {
            return LengthSquared(point - c.center) < c.radius * c.radius ? "inside" : "outside";
        }
        std::string operator()(const Rect& r) const { return std::string(RegionName(ClassifyRect(r, point))); }
        std::string operator()(const Triangle& t) const { return RegionName(ClassifyTriangle(t, point)); }
    };
    return std::visit(Visitor{point}, shape);
}

}  // namespace circlelab
