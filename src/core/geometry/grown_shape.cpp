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

namespace {

// The first t in [0, 1] at which p + t·d is on the circle (c, r), entering it.
std::optional<double> RayCircle(Vec2 p, Vec2 d, Vec2 c, double r) {
    const Vec2 m = p - c;
    const double a = Dot(d, d), b = Dot(m, d), k = Dot(m, m) - r * r;
    if (a == 0 || (k > 0 && b > 0)) return std::nullopt;  // not moving, or moving away from outside
    const double disc = b * b - a * k;
    if (disc < 0) return std::nullopt;
    const double t = (-b - std::sqrt(disc)) / a;
    if (t > 1) return std::nullopt;
    return std::max(t, 0.0);
}

// The t in [0, 1] at which p + t·d crosses the segment ab from its outer side (normal n).
std::optional<double> RaySegment(Vec2 p, Vec2 d, Vec2 a, Vec2 b, Vec2 n) {
    const double approach = Dot(d, n);
    if (approach >= 0) return std::nullopt;  // parallel, or leaving
    const double t = Dot(a - p, n) / approach;
    if (t < 0 || t > 1) return std::nullopt;
    const Vec2 q = p + d * t, ab = b - a;
    const double s = Dot(q - a, ab) / Dot(ab, ab);
    if (s < 0 || s > 1) return std::nullopt;
    return t;
}

}  // namespace

std::optional<Impact> Sweep(const Circle& circle, Vec2 move, const Shape& shape) {
    const double r = circle.radius;
    const GrownShape grown = Grow(shape, r);
    const Vec2 p = circle.center;
    // Already touching: the centre is inside the grown shape (the outline, sampled finely, is
    // convex, so inside means on the inner side of every piece of it).
    const std::vector<Vec2> outline = GrownOutline(grown, 0.01);
    double area = 0;
    for (std::size_t i = 0; i < outline.size(); ++i) area += Cross(outline[i], outline[(i + 1) % outline.size()]);
    bool inside = outline.size() >= 3;
    for (std::size_t i = 0; i < outline.size() && inside; ++i) {
        const Vec2 a = outline[i], b = outline[(i + 1) % outline.size()];
        if (LengthSquared(b - a) > 0 && Cross(b - a, p - a) * area < 0) inside = false;
    }
    std::optional<Impact> best;
    const auto consider = [&](double t, Vec2 normal) {
        if (best && best->t <= t) return;
        const Vec2 c = p + move * t;
        best = Impact{t, c, normal, c - normal * r};
    };
    if (const auto* disc = std::get_if<Circle>(&shape)) {
        if (inside) {
            consider(0, NormalizeOr(p - disc->center, kUp));
        } else if (const auto t = RayCircle(p, move, disc->center, disc->radius + r)) {
            consider(*t, NormalizeOr(p + move * *t - disc->center, kUp));
        }
        return best;
    }
    for (std::size_t i = 0; i < grown.edges.size(); ++i) {
        const GrownEdge& e = grown.edges[i];
        const Vec2 n = NormalizeOr(e.a - grown.arcs[i].center, kUp);  // the edge's outward normal
        if (const auto t = RaySegment(p, move, e.a, e.b, n)) consider(*t, n);
    }
    for (const GrownArc& a : grown.arcs)
        if (const auto t = RayCircle(p, move, a.center, r)) consider(*t, NormalizeOr(p + move * *t - a.center, kUp));
    if (inside) return Impact{0, p, kUp, p};  // no first touch to show: it touches from the start
    return best;
}

}  // namespace circlelab
