#include "core/geometry/grown_shape.h"

#include <cmath>
#include <numbers>

namespace circlelab {
namespace {

// The vertices of a rectangle or a triangle tile, in their order around the outline.
std::vector<Vec2> Polygon(const Shape& shape) {
    if (const auto* t = std::get_if<Triangle>(&shape)) {
        const std::array<Vec2, 3> v = Vertices(*t);
        return {v.begin(), v.end()};
    }
    const std::array<Vec2, 4> c = Corners(*BoxOf(shape));
    return {c.begin(), c.end()};
}

}  // namespace

GrownShape Grow(const Shape& shape, double r) {
    GrownShape out;
    if (const auto* c = std::get_if<Circle>(&shape)) {
        out.arcs.push_back({c->center, c->radius + r, 0.0, 2 * std::numbers::pi});
        return out;
    }
    const std::vector<Vec2> v = Polygon(shape);
    const std::size_t n = v.size();
    // The signed area says which side is out: the outward normal of an edge is its direction
    // turned a quarter away from the inside.
    double area = 0;
    for (std::size_t i = 0; i < n; ++i) area += Cross(v[i], v[(i + 1) % n]);
    const double side = area > 0 ? -1.0 : 1.0;
    std::vector<Vec2> normals(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 d = v[(i + 1) % n] - v[i];
        normals[i] = Perp(d) * (side / Length(d));
    }
    for (std::size_t i = 0; i < n; ++i) {
        // The arc at vertex i, from the normal of the edge into it to the normal of the edge out
        // of it: the exterior angle, less than a half turn at every vertex of a convex polygon.
        const Vec2 in = normals[(i + n - 1) % n], outN = normals[i];
        const double from = std::atan2(in.y, in.x);
        const double sweep = std::atan2(Cross(in, outN), Dot(in, outN));
        out.arcs.push_back({v[i], r, from, sweep});
        out.edges.push_back({v[i] + outN * r, v[(i + 1) % n] + outN * r});
    }
    return out;
}

std::vector<Vec2> GrownOutline(const GrownShape& grown, double maxAngle) {
    std::vector<Vec2> points;
    const auto arc = [&](const GrownArc& a) {
        const int pieces = std::max(1, static_cast<int>(std::ceil(std::abs(a.sweep) / maxAngle)));
        for (int k = 0; k <= pieces; ++k) {
            const double t = a.from + a.sweep * k / pieces;
            points.push_back(a.center + Vec2{std::cos(t), std::sin(t)} * a.radius);
        }
    };
    if (grown.edges.empty()) {
        for (const GrownArc& a : grown.arcs) arc(a);
        return points;
    }
    for (std::size_t i = 0; i < grown.edges.size(); ++i) {
        arc(grown.arcs[i]);
        points.push_back(grown.edges[i].a);
        points.push_back(grown.edges[i].b);
    }
    return points;
}

}  // namespace circlelab
