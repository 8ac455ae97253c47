#include "app/base/picture_claims.h"

#include <algorithm>
#include <charconv>

#include "core/collide/rect_region.h"

namespace circlelab::app {
namespace {

// Where a point lies around a rectangle, in its own frame, by the compass (the `zone` of docs/picture-claims.md).
std::string ZoneOf(const Shape& shape, Vec2 point) {
    const Rect* rect = std::get_if<Rect>(&shape);
    if (!rect) return "";
    switch (ClassifyRect(*rect, point)) {
        case RectRegion::kI: return "top-left";
        case RectRegion::kII: return "top";
        case RectRegion::kIII: return "top-right";
        case RectRegion::kIV: return "left";
        case RectRegion::kInside: return "inside";
        case RectRegion::kV: return "right";
        case RectRegion::kVI: return "bottom-left";
        case RectRegion::kVII: return "bottom";
        case RectRegion::kVIII: return "bottom-right";
    }
    return "";
}

bool InConvex(const std::vector<Vec2>& polygon, Vec2 p) {
    double sign = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
        const double c = Cross(b - a, p - a);
        if (c == 0) continue;
        if (sign == 0) sign = c;
        else if ((c > 0) != (sign > 0)) return false;
    }
    return polygon.size() >= 3;
}

}  // namespace

Claim LabelClaim(const Meaning& meaning, const std::string& text, Vec2 centre, Vec2 size, const View& view,
                 const FrameFacts& facts) {
    Claim c{.kind = "label", .means = meaning.means, .shape = meaning.shape, .body = meaning.body};
    c.value = meaning.value;
    c.text = text;
    c.region = meaning.region;
    c.box = std::array<double, 4>{centre.x - size.x * 0.5, centre.y - size.y * 0.5, centre.x + size.x * 0.5,
                                  centre.y + size.y * 0.5};
    if (meaning.means == "region" && meaning.shape >= 0 && meaning.shape < static_cast<int>(facts.Count()))
        c.zone = ZoneOf(facts.ShapeOf(std::size_t(meaning.shape)), view.ToWorld(centre));
    return c;
}

Claim ArrowClaim(const ArrowCmd& arrow, const ScreenArrow& onScreen) {
    Claim c{.kind = "arrow", .means = arrow.meaning.means, .shape = arrow.meaning.shape, .body = arrow.meaning.body};
    c.value = arrow.meaning.value;
    c.vector = arrow.meaning.vector;
    c.text = arrow.label;
    c.from = onScreen.from;
    c.to = onScreen.tip;
    return c;
}

Claim LineClaim(const LineCmd& line, const View& view) {
    Claim c{.kind = "line", .means = line.meaning.means, .shape = line.meaning.shape, .body = line.meaning.body};
    c.vector = line.meaning.vector;  // a direction it stands for (a student's normal)
    c.from = view.ToScreen(line.a);
    c.to = view.ToScreen(line.b);
    return c;
}

Claim ReadoutClaim(const std::string& name, const std::string& shown, const Scene& scene, const FrameFacts& facts) {
    Claim c{.kind = "readout", .means = name, .shape = facts.selected};
    c.text = shown;
    c.hidden = shown == "?";
    const Contact* contact = facts.SelectedContact();
    if (name == "centre" || name == "radius") {
        c.shape = -1;
        c.body = 0;
        if (!scene.bodies.empty() && name == "centre") c.vector = scene.bodies.front().circle.center;
        if (!scene.bodies.empty() && name == "radius") c.value = scene.bodies.front().circle.radius;
        return c;
    }
    if (!contact) return c;
    if (name == "distance") c.value = contact->distance;
    else if (name == "depth") c.value = contact->depth;
    else if (name == "closest") c.vector = contact->closest;
    else if (name == "normal") c.vector = contact->normal;
    else if (name == "hit") c.truth = contact->hit;
    else c.word = shown;  // region, feature, shape: the word is the statement
    return c;
}

Claim ShadingClaim(const DrawList& list, const Scene& scene, const std::string& method, double statedArea) {
    Claim c{.kind = "shading", .means = "map-disagreement"};
    c.method = method;
    c.statedArea = statedArea;
    // Each run of red cells, less what an opaque fill drawn after it covers (sampled on a grid of
    // 4 × 4 points a cell row's height apart: the shapes' edges cross few cells).
    std::vector<const CircleCmd*> discs;  // opaque discs drawn over the polygons: circle shapes
    for (const CircleCmd& d : list.circles) {
        const bool body = std::any_of(scene.bodies.begin(), scene.bodies.end(), [&](const Body& b) {
            return b.circle.center == d.center && b.circle.radius == d.radius;
        });
        if (d.paint.fill.a == 255 && !body) discs.push_back(&d);
    }
    double visible = 0;
    for (std::size_t i = 0; i < list.polygons.size(); ++i) {
        const PolygonCmd& run = list.polygons[i];
        if (!run.tiled || run.points.size() != 4) continue;
        const Vec2 lo = run.points[0], hi = run.points[2];
        const double h = hi.y - lo.y;
        const int across = std::max(1, static_cast<int>(std::lround((hi.x - lo.x) / h))) * 4;
        int seen = 0;
        for (int a = 0; a < across; ++a)
            for (int b = 0; b < 4; ++b) {
                const Vec2 p{lo.x + (hi.x - lo.x) * (a + 0.5) / across, lo.y + h * (b + 0.5) / 4};
                bool covered = false;
                for (std::size_t j = i + 1; j < list.polygons.size() && !covered; ++j)
                    covered = list.polygons[j].paint.fill.a == 255 && InConvex(list.polygons[j].points, p);
                for (const CircleCmd* d : discs) covered = covered || LengthSquared(p - d->center) < d->radius * d->radius;
                seen += !covered;
            }
        visible += (hi.x - lo.x) * h * seen / (across * 4.0);
    }
    c.visibleArea = visible;
    return c;
}

}  // namespace circlelab::app
