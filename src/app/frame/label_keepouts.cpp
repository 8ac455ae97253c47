#include "app/frame/label_keepouts.h"

#include <algorithm>

#include "app/model/gesture.h"

namespace circlelab::app {
namespace {

// The four sides of the rectangle the tile map's rows span, on screen.
void AddMapEdge(const TileMap& tiles, const View& view, std::vector<Segment>& out) {
    std::size_t columns = 0;
    for (const std::string& row : tiles.rows) columns = std::max(columns, row.size());
    const Vec2 lo = view.ToScreen(tiles.origin);
    const Vec2 hi = view.ToScreen(tiles.origin + Vec2{double(columns), double(tiles.rows.size())} * tiles.size);
    const Vec2 corners[] = {lo, {hi.x, lo.y}, hi, {lo.x, hi.y}};
    for (int i = 0; i < 4; ++i) out.push_back({corners[i], corners[(i + 1) % 4]});
}

}  // namespace

Keepouts KeepoutsOf(const DrawList& list, const View& view, const Scene& scene, const std::optional<edit::Handles>& handles) {
    Keepouts k;
    if (!scene.bodies.empty()) {
        const Circle& c = scene.bodies.front().circle;
        k.points.push_back(view.ToScreen(c.center));
        k.discs.push_back({view.ToScreen(c.center), c.radius * view.zoom});
    }
    // Drawn rings (migapro's unrotated circle, a predicted point) are kept clear like the circle;
    // dots (the closest points) like the centre.
    for (const CircleCmd& c : list.circles) {
        const double r = c.radius * view.zoom;
        if (r > 6) k.discs.push_back({view.ToScreen(c.center), r});
        else k.points.push_back(view.ToScreen(c.center));
    }
    // The handles, which a label would hide from the pointer (the turning handle is a drawn ring).
    if (handles) {
        const Vec2 half{kHandleSize * 0.5, kHandleSize * 0.5};
        for (const Vec2& p : handles->resize) k.handles.push_back({view.ToScreen(p) - half, view.ToScreen(p) + half});
    }
    // The outlined shapes' edges, tiles' too (not the disagreement map's cells, nor fills without an
    // outline); PlaceLabels looks only at those within a label's reach.
    const auto addOutline = [&](const PolygonCmd& p) {
        if (p.tiled || p.paint.outline.a == 0) return;
        for (std::size_t i = 0; i < p.points.size(); ++i)
            k.outlines.push_back({view.ToScreen(p.points[i]), view.ToScreen(p.points[(i + 1) % p.points.size()])});
    };
    for (std::size_t i = 0; i <= list.polygons.size(); ++i) {
        if (list.bigMap && list.bigMap->at == i)
            for (const BigMapCmd::Standing& s : list.bigMap->standing) addOutline(s.polygon);
        if (i < list.polygons.size()) addOutline(list.polygons[i]);
    }
    if (list.bigMap && list.bigMap->map) AddMapEdge(*list.bigMap->map, view, k.outlines);
    return k;
}

}  // namespace circlelab::app
