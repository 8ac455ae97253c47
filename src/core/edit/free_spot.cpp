#include "core/edit/free_spot.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "core/scene/tile_span.h"

namespace circlelab::edit {
Vec2 FreeSpot(const Scene& scene, const Aabb& area, Vec2 half, double gap, double step) {
    step = step > 0 ? step : 1.0;
    const auto onGrid = [step](Vec2 p) { return Vec2{std::round(p.x / step) * step, std::round(p.y / step) * step}; };
    const Vec2 middle = onGrid((area.lo + area.hi) * 0.5);
    // Every box in the way, grown by the gap and the newcomer's half size: a centre outside all of
    // them is a free place.
    std::vector<Aabb> taken;
    const Vec2 grow = half + Vec2{gap, gap};
    const auto take = [&](const Aabb& box) { taken.push_back({box.lo - grow, box.hi + grow}); };
    for (const Shape& shape : scene.shapes) take(Bounds(shape));
    for (const Body& body : scene.bodies) take(Bounds(Shape{body.circle}));
    // A tile map's tiles are looked up round each candidate (a map may hold a million of them).
    const auto onTile = [&](Vec2 p) {
        if (!scene.tiles) return false;
        const TileSpan span = TilesTouching(*scene.tiles, {p - grow, p + grow});
        for (std::size_t row = span.rowBegin; row < span.rowEnd; ++row)
            for (std::size_t col = span.colBegin; col < span.colEnd; ++col)
                if (const std::optional<Shape> tile = TileAt(*scene.tiles, row, col)) {
                    const Aabb b = Bounds(*tile);
                    if (p.x > b.lo.x - grow.x && p.x < b.hi.x + grow.x && p.y > b.lo.y - grow.y && p.y < b.hi.y + grow.y) return true;
                }
        return false;
    };
    // Candidates on the grid, whole inside the area; a coarse grid keeps a large view cheap.
    const Vec2 lo = area.lo + half, hi = area.hi - half;
    if (lo.x > hi.x || lo.y > hi.y) return middle;
    const double spacing = std::max(step, std::max(hi.x - lo.x, hi.y - lo.y) / 64);
    const double pitch = std::ceil(spacing / step) * step;
    Vec2 best = middle;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (double y = std::ceil(lo.y / pitch) * pitch; y <= hi.y; y += pitch)
        for (double x = std::ceil(lo.x / pitch) * pitch; x <= hi.x; x += pitch) {
            const Vec2 p{x, y};
            const double distance = Length(p - middle);
            if (distance >= bestDistance) continue;
            bool free = true;
            for (const Aabb& box : taken)
                if (p.x > box.lo.x && p.x < box.hi.x && p.y > box.lo.y && p.y < box.hi.y) {
                    free = false;
                    break;
                }
            if (free && !onTile(p)) best = p, bestDistance = distance;
        }
    return best;
}

}  // namespace circlelab::edit
