// The solid shapes a circle collides with, as plain values (docs/architecture.md, Shapes).
//
// Rect and Triangle are given by the top-left corner and size of the *unrotated* rectangle
// (as SDL_Rect and every classic tutorial store them) and an angle about the rectangle's centre:
// world = centre + R(θ)·local. The angle is stored in degrees, as files and the UI write it,
// so saving and loading give back the same value; the rotation itself is computed in radians
// (FrameOf).
#pragma once

#include <array>
#include <string_view>
#include <variant>

#include "core/geometry/rotation.h"
#include "core/geometry/vec2.h"

namespace circlelab {

/// A rectangle's corner, in screen terms (y down: "top" is the smaller y).
enum class Corner { kTopLeft, kTopRight, kBottomLeft, kBottomRight };

/// A solid disc.
struct Circle {
    Vec2 center;
    double radius = 0.0;
    friend constexpr bool operator==(const Circle&, const Circle&) = default;
};

/// The rectangle that a Rect is, and that a Triangle tile is cut from: the top-left corner and
/// size of the *unrotated* rectangle and the angle it is turned by about its centre, in degrees
/// (clockwise on screen).
struct Box {
    Vec2 topLeft;
    Vec2 size;
    double angleDeg = 0.0;
    friend constexpr bool operator==(const Box&, const Box&) = default;
};

/// A solid rectangle: its Box.
struct Rect : Box {
    constexpr Rect() = default;
    constexpr Rect(Vec2 topLeft, Vec2 size, double angleDeg = 0.0) : Box{topLeft, size, angleDeg} {}
    friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

/// Worden's right-triangle tile (Worden, "Mixed Bounding Types"): the Box with the corner
/// `missing` cut off, i.e. the solid triangle of its other three corners. The hypotenuse joins
/// the two corners next to the missing one; the right angle sits at the corner opposite it.
struct Triangle : Box {
    Corner missing = Corner::kTopLeft;
    constexpr Triangle() = default;
    constexpr Triangle(Vec2 topLeft, Vec2 size, Corner missing = Corner::kTopLeft, double angleDeg = 0.0)
        : Box{topLeft, size, angleDeg}, missing(missing) {}
    friend constexpr bool operator==(const Triangle&, const Triangle&) = default;
};

using Shape = std::variant<Circle, Rect, Triangle>;

/// The Box of a Rect or a Triangle; null for a Circle.
const Box* BoxOf(const Shape& shape);
Box* BoxOf(Shape& shape);

/// "circle", "rect" or "triangle": the `type` spelling of the shape JSON.
std::string_view TypeName(const Shape& shape);
/// "top-left", "top-right", "bottom-left", "bottom-right": the `missing` spelling.
std::string_view CornerName(Corner corner);
/// The corner diagonally opposite (where a triangle tile has its right angle).
Corner Opposite(Corner corner);

/// The frame a rectangle or tile is solved in: the unrotated rectangle's centre and the
/// rotation. ToLocal takes a world point into the frame where the rectangle is axis-aligned
/// (migapro's "rotate the circle back"); ToWorld is its inverse.
struct Frame {
    Vec2 center;
    Rotation rotation;
};
Frame FrameOf(const Box& box);
constexpr Vec2 ToLocal(const Frame& f, Vec2 world) { return Unrotate(f.rotation, world - f.center); }
constexpr Vec2 ToWorld(const Frame& f, Vec2 local) { return f.center + Rotate(f.rotation, local); }

/// A world point seen from a rectangle's own frame, together with the box's bounds there.
/// Unrotated, the frame is the world itself and the bounds are [x, x + w] × [y, y + h], the
/// numbers the tutorials compare with; rotated, it is centred on the rectangle: [−w/2, w/2] × …
struct BoxView {
    Vec2 point, lo, hi;
};
BoxView InBoxFrame(const Frame& frame, Vec2 topLeft, Vec2 size, Vec2 world);

/// The axis-aligned box around a shape, in world space.
struct Aabb {
    Vec2 lo, hi;
    friend bool operator==(const Aabb&, const Aabb&) = default;
};
Aabb Bounds(const Shape& shape);

/// The four corners of a rectangle in world space, in the order top-left, top-right,
/// bottom-right, bottom-left (clockwise on screen).
std::array<Vec2, 4> Corners(const Box& box);
/// A corner of the axis-aligned box [lo, hi] (lo is the top-left).
constexpr Vec2 BoxCorner(Vec2 lo, Vec2 hi, Corner corner) {
    const bool right = corner == Corner::kTopRight || corner == Corner::kBottomRight;
    const bool bottom = corner == Corner::kBottomLeft || corner == Corner::kBottomRight;
    return {right ? hi.x : lo.x, bottom ? hi.y : lo.y};
}
/// The rectangle corners a tile keeps, in the order its vertices are listed: the right-angle
/// corner first, then the two ends of the hypotenuse, clockwise on screen.
std::array<Corner, 3> TriangleCorners(Corner missing);
/// The three vertices of a triangle tile in world space, in TriangleCorners order.
std::array<Vec2, 3> Vertices(const Triangle& triangle);

}  // namespace circlelab
