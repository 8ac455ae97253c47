#include "app/lab/label_rules.h"

#include <algorithm>
#include <cmath>

#include "core/collide/contact.h"
#include "core/geometry/shapes.h"

namespace circlelab::app {
namespace {

double DistanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double l2 = LengthSquared(d);
    const double t = l2 > 0 ? std::clamp(Dot(p - a, d) / l2, 0.0, 1.0) : 0.0;
    return Length(p - (a + d * t));
}

// How far a label may stray from where it asks to be (PlaceLabels' farthest spots, with room).
constexpr double kReach = 400;

}  // namespace

std::function<bool(Vec2)> InsideRegion(std::vector<Vec2> region) {
    return [region = std::move(region)](Vec2 p) {
        double sign = 0;
        for (std::size_t i = 0; i < region.size(); ++i) {
            const double c = Cross(region[(i + 1) % region.size()] - region[i], p - region[i]);
            if (c == 0) continue;
            if (sign == 0) sign = c;
            else if ((c > 0) != (sign > 0)) return false;
        }
        return region.size() >= 3;
    };
}

std::function<bool(Vec2)> BesideItsLine(int shape, const DrawList& list, const FrameFacts& facts, const View& view) {
    struct Line {
        Vec2 a, b;
    };
    std::optional<Line> own;
    std::vector<Line> others;
    for (const LineCmd& l : list.lines) {
        if (l.meaning.means != "closest") continue;
        const Line s{view.ToScreen(l.a), view.ToScreen(l.b)};
        if (l.meaning.shape == shape) own = s;
        else others.push_back(s);
    }
    if (!own) return {};
    // The other shapes within reach of the line (a tile map has thousands far away).
    const Vec2 mid = (own->a + own->b) * 0.5;
    const double reach = Length(own->b - own->a) * 0.5 + kReach;
    std::vector<int> near;
    for (int i = 0; i < static_cast<int>(facts.shapes.size()); ++i) {
        if (i == shape) continue;
        const Aabb b = Bounds(facts.shapes[i]);
        const Vec2 lo = view.ToScreen(b.lo), hi = view.ToScreen(b.hi);
        const double dx = std::max({lo.x - mid.x, 0.0, mid.x - hi.x}), dy = std::max({lo.y - mid.y, 0.0, mid.y - hi.y});
        if (dx * dx + dy * dy <= reach * reach) near.push_back(i);
    }
    return [own = *own, others = std::move(others), near = std::move(near), &facts, view](Vec2 p) {
        const double mine = DistanceToSegment(p, own.a, own.b);
        for (const Line& o : others)
            if (DistanceToSegment(p, o.a, o.b) < mine) return false;
        const Vec2 world = view.ToWorld(p);
        for (const int i : near) {
            const Contact c = Collide(Circle{world, 0}, facts.shapes[i]);
            if (c.inside || std::abs(c.distance) * view.zoom < mine) return false;
        }
        return true;
    };
}

}  // namespace circlelab::app
