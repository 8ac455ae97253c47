#include "core/scene/view_bounds.h"

#include <algorithm>

namespace circlelab {

std::optional<Aabb> ViewBounds(const Scene& scene) {
    if (scene.settings.view) return scene.settings.view;
    std::optional<Aabb> view;
    const auto grow = [&](const Aabb& b) {
        if (!view) {
            view = b;
            return;
        }
        view->lo = {std::min(view->lo.x, b.lo.x), std::min(view->lo.y, b.lo.y)};
        view->hi = {std::max(view->hi.x, b.hi.x), std::max(view->hi.y, b.hi.y)};
    };
    const std::vector<Shape> shapes = AllShapes(scene);
    for (const Shape& s : shapes) {
        const Aabb b = Bounds(s);
        if (b.hi.x - b.lo.x < kHugeExtent && b.hi.y - b.lo.y < kHugeExtent) grow(b);
    }
    for (const Body& b : scene.bodies) grow(Bounds(b.circle));
    // The configuration space drawn around the selected shape (its outline grown by the circle's
    // radius) is part of the picture: framed whole, not run off the viewport's edge.
    const int s = scene.viewer.selected;
    if (scene.viewer.overlays.configuration && !scene.bodies.empty() && s >= 0 && s < static_cast<int>(shapes.size())) {
        const double r = scene.bodies.front().circle.radius;
        const Aabb b = Bounds(shapes[s]);
        if (b.hi.x - b.lo.x < kHugeExtent && b.hi.y - b.lo.y < kHugeExtent) grow({b.lo - Vec2{r, r}, b.hi + Vec2{r, r}});
    }
    return view;
}

}  // namespace circlelab
