#include "core/scene/view_bounds.h"

#include <algorithm>

namespace circlelab {

std::optional<Aabb> ViewBounds(const Scene& scene) {
    std::optional<Aabb> view;
    const auto grow = [&](const Aabb& b) {
        if (!view) {
            view = b;
            return;
        }
        view->lo = {std::min(view->lo.x, b.lo.x), std::min(view->lo.y, b.lo.y)};
        view->hi = {std::max(view->hi.x, b.hi.x), std::max(view->hi.y, b.hi.y)};
    };
    for (const Shape& s : AllShapes(scene)) {
        const Aabb b = Bounds(s);
        if (b.hi.x - b.lo.x < kHugeExtent && b.hi.y - b.lo.y < kHugeExtent) grow(b);
    }
    for (const Body& b : scene.bodies) grow(Bounds(b.circle));
    return view;
}

}  // namespace circlelab
