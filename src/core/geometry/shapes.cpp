#include "core/geometry/shapes.h"

#include <algorithm>
#include <span>
#include <utility>

namespace circlelab {

std::string_view TypeName(const Shape& shape) {
    struct Visitor {
        std::string_view operator()(const Circle&) const { return "circle"; }
        std::string_view operator()(const Rect&) const { return "rect"; }
        std::string_view operator()(const Triangle&) const { return "triangle"; }
    };
    return std::visit(Visitor{}, shape);
}

const Box* BoxOf(const Shape& shape) {
    struct Visitor {
        const Box* operator()(const Circle&) const { return nullptr; }
        const Box* operator()(const Rect& r) const { return &r; }
        const Box* operator()(const Triangle& t) const { return &t; }
    };
    return std::visit(Visitor{}, shape);
}

Box* BoxOf(Shape& shape) { return const_cast<Box*>(BoxOf(std::as_const(shape))); }

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

Frame FrameOf(const Box& box) { return {box.topLeft + box.size * 0.5, MakeRotationDegrees(box.angleDeg)}; }

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

std::array<Vec2, 4> Corners(const Box& box) {
    const Frame f = FrameOf(box);
    const Vec2 lo = box.topLeft, hi = box.topLeft + box.size;
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
    struct Visitor {
        static Aabb Around(std::span<const Vec2> points) {
            Aabb box{points[0], points[0]};
            for (const Vec2& p : points) {
                box.lo = {std::min(box.lo.x, p.x), std::min(box.lo.y, p.y)};
                box.hi = {std::max(box.hi.x, p.x), std::max(box.hi.y, p.y)};
            }
            return box;
        }
        Aabb operator()(const Circle& c) const {
            const Vec2 r{c.radius, c.radius};
            return {c.center - r, c.center + r};
        }
        Aabb operator()(const Rect& r) const { return Around(Corners(r)); }
        Aabb operator()(const Triangle& t) const { return Around(Vertices(t)); }
    };
    return std::visit(Visitor{}, shape);
}

}  // namespace circlelab
