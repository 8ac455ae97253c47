#include "core/edit/handles.h"

#include <cmath>

namespace circlelab::edit {
namespace {

// The shape with its box replaced (a triangle keeps its missing corner).
Shape WithBox(const Shape& s, const Box& box) {
    Shape out = s;
    *BoxOf(out) = box;
    return out;
}

}  // namespace

Handles HandlesOf(const Shape& shape, double reach) {
    Handles h;
    if (const auto* c = std::get_if<Circle>(&shape)) {
        h.resize.push_back(c->center + Vec2{c->radius, 0});
        return h;
    }
    const Box& b = *BoxOf(shape);
    const auto corners = Corners(b);
    h.resize.assign(corners.begin(), corners.end());
    h.rotate = ToWorld(FrameOf(b), {0, -b.size.y * 0.5 - reach});
    return h;
}

Shape Resize(const Shape& shape, int index, Vec2 world, double minSize) {
    if (const auto* c = std::get_if<Circle>(&shape)) return Circle{c->center, std::max(minSize, Length(world - c->center))};
    const Box& b = *BoxOf(shape);
    if (index < 0 || index > 3) return shape;
    const auto corners = Corners(b);
    const Vec2 opposite = corners[(index + 2) % 4];
    const Rotation rot = MakeRotationDegrees(b.angleDeg);
    // In the shape's own axes, the dragged corner lies on a known side of the opposite one
    // (TL: −x −y, TR: +x −y, BR: +x +y, BL: −x +y); keep it there so the shape never flips.
    const Vec2 side{index == 1 || index == 2 ? 1.0 : -1.0, index >= 2 ? 1.0 : -1.0};
    const Vec2 d = Unrotate(rot, world - opposite);
    const Vec2 size{std::max(minSize, d.x * side.x), std::max(minSize, d.y * side.y)};
    const Vec2 corner = opposite + Rotate(rot, {size.x * side.x, size.y * side.y});
    const Vec2 centre = (opposite + corner) * 0.5;
    return WithBox(shape, Box{centre - size * 0.5, size, b.angleDeg});
}

Shape RotateToward(const Shape& shape, Vec2 world) {
    const Box* b = BoxOf(shape);
    if (!b) return shape;
    const Vec2 d = world - (b->topLeft + b->size * 0.5);
    if (LengthSquared(d) == 0) return shape;
    // The handle sits straight "up" (−y) at 0°; y down makes atan2 clockwise, like the angle.
    const double angle = std::remainder(RadToDeg(std::atan2(d.y, d.x)) + 90.0, 360.0);
    return WithBox(shape, Box{b->topLeft, b->size, angle});
}

int HandleAt(const Handles& h, Vec2 world, double tolerance) {
    if (h.rotate && Length(*h.rotate - world) <= tolerance) return -2;
    for (std::size_t i = 0; i < h.resize.size(); ++i)
        if (Length(h.resize[i] - world) <= tolerance) return static_cast<int>(i);
    return -1;
}

}  // namespace circlelab::edit
