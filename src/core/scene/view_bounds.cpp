#include "core/scene/view_bounds.h"

#include <algorithm>

#include "core/scene/tile_span.h"

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
    const auto small = [](const Aabb& b) { return b.hi.x - b.lo.x < kHugeExtent && b.hi.y - b.lo.y < kHugeExtent; };
    for (const Shape& s : scene.shapes)
        if (const Aabb b = Bounds(s); small(b)) grow(b);
    // A map's tiles from its rows' ends, not shape by shape: a million of them took a tenth of a second.
    if (scene.tiles && scene.tiles->size < kHugeExtent)
        if (const std::optional<Aabb> tiles = TileMapBounds(*scene.tiles)) grow(*tiles);
    for (const Body& b : scene.bodies) grow(Bounds(b.circle));
    // The configuration space drawn around the selected shape (its outline grown by the circle's
    // radius) is part of the picture: framed whole, not run off the viewport's edge.
    const int s = scene.viewer.selected;
    if (scene.viewer.overlays.configuration && !scene.bodies.empty() && s >= 0) {
        const std::size_t listed = scene.shapes.size();
        const std::optional<Shape> selected = std::size_t(s) < listed ? std::optional<Shape>(scene.shapes[s])
                                              : scene.tiles                ? NthTile(*scene.tiles, std::size_t(s) - listed)
                                                                           : std::nullopt;
        const double r = scene.bodies.front().circle.radius;
        if (selected)
            if (const Aabb b = Bounds(*selected); small(b)) grow({b.lo - Vec2{r, r}, b.hi + Vec2{r, r}});
    }
    return view;
}

}  // namespace circlelab
