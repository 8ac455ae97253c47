#include "shapes.h"

#include <algorithm>

namespace circlelab {

std::string_view TypeName(const Shape& shape) {
    struct Visitor {
        std::string_view operator()(const Circle&) const { return "circle"; }
        std::string_view operator()(const Rect&) const { return "rect"; }
        std::string_view operator()(const Triangle&) const { return "triangle"; }
    };
    return std::visit(Visitor{}, shape);
}

std::string_view CornerName(Corner corner) {
    switch (corner) {
        case Corner::kTopLeft: return "top-left";
        case Corner::kTopRight: return "top-right";
        case Corner::kBottomLeft: return "bottom-left";
        case Corner::kBottomRight: return "bottom-right";
    }
    return "top-left";
}

Corner Opposite(Corner corner) {
    switch (corner) {
        case Corner::kTopLeft: return Corner::kBottomRight;
        case Corner::kTopRight: return Corner::kBottomLeft;
        case Corner::kBottomLeft: return Corner::kTopRight;
        case Corner::kBottomRight: return Corner::kTopLeft;
    }
    return Corner::kBottomRight;
}

Frame FrameOf(const Rect& rect) { return {rect.topLeft + rect.size * 0.5, MakeRotationDegrees(rect.angleDeg)}; }
Frame FrameOf(const Triangle& t) { return {t.topLeft + t.size * 0.5, MakeRotationDegrees(t.angleDeg)}; }

BoxView InBoxFrame(const Frame& frame, Vec2 topLeft, Vec2 size, Vec2 world) {
    if (IsIdentity(frame.rotation)) return {world, topLeft, topLeft + size};
    const Vec2 half = size * 0.5;
    return {ToLocal(frame, world), -half, half};
}

namespace {
// Rotates a point of the unrotated rectangle about its centre; exact when unrotated.
Vec2 Place(const Frame& f, Vec2 unrotated) {
    if (IsIdentity(f.rotation)) return unrotated;
    return f.center + Rotate(f.rotation, unrotated - f.center);
}
}  // namespace

std::array<Vec2, 4> Corners(const Rect& rect) {
    const Frame f = FrameOf(rect);
    const Vec2 lo = rect.topLeft, hi = rect.topLeft + rect.size;
    return {Place(f, BoxCorner(lo, hi, Corner::kTopLeft)), Place(f, BoxCorner(lo, hi, Corner::kTopRight)),
            Place(f, BoxCorner(lo, hi, Corner::kBottomRight)), Place(f, BoxCorner(lo, hi, Corner::kBottomLeft))};
}

std::array<Corner, 3> TriangleCorners(Corner missing) {
    // The rectangle's corners clockwise on screen; the tile keeps the three that are not
    // missing, starting from the right-angle corner (opposite the missing one). Skipping one
    // corner keeps the cyclic order, so the triangle is clockwise too.
    constexpr std::array<Corner, 4> kClockwise{Corner::kTopLeft, Corner::kTopRight, Corner::kBottomRight,
                                               Corner::kBottomLeft};
    int start = 0;
    while (kClockwise[start] != Opposite(missing)) ++start;
    return {kClockwise[start], kClockwise[(start + 1) % 4], kClockwise[(start + 3) % 4]};
}

std::array<Vec2, 3> Vertices(const Triangle& t) {
    const Frame f = FrameOf(t);
    const std::array<Corner, 3> corners = TriangleCorners(t.missing);
    std::array<Vec2, 3> out;
    for (int i = 0; i < 3; ++i) out[i] = Place(f, BoxCorner(t.topLeft, t.topLeft + t.size, corners[i]));
    return out;
}

Aabb Bounds(const Shape& shape) {
    if (const auto* c = std::get_if<Circle>(&shape)) return {c->center - Vec2{c->radius, c->radius}, c->center + Vec2{c->radius, c->radius}};
    const auto grow = [](Aabb& box, Vec2 p) {
        box.lo = {std::min(box.lo.x, p.x), std::min(box.lo.y, p.y)};
        box.hi = {std::max(box.hi.x, p.x), std::max(box.hi.y, p.y)};
    };
    Aabb box;
    if (const auto* r = std::get_if<Rect>(&shape)) {
        const auto k = Corners(*r);
        box = {k[0], k[0]};
        for (const Vec2& p : k) grow(box, p);
    } else {
        const auto k = Vertices(std::get<Triangle>(shape));
        box = {k[0], k[0]};
        for (const Vec2& p : k) grow(box, p);
    }
    return box;
}

}  // namespace circlelab
