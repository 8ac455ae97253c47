#include "core/collide/prepared_shape.h"

#include "core/collide/local_contact.h"

namespace circlelab {
namespace {

PreparedShape PrepareBox(const Box& box, PreparedShape::Kind kind) {
    PreparedShape s;
    s.kind = kind;
    const Frame frame = FrameOf(box);
    s.center = frame.center;
    s.rotation = frame.rotation;
    s.rotated = !IsIdentity(frame.rotation);
    if (s.rotated) {
        // Centred on the rectangle, as migapro solves it.
        const Vec2 half = box.size * 0.5;
        s.lo = -half;
        s.hi = half;
    } else {
        s.lo = box.topLeft;
        s.hi = box.topLeft + box.size;
    }
    return s;
}

}  // namespace

PreparedShape Prepare(const Shape& shape) {
    struct Visitor {
        PreparedShape operator()(const Circle& disc) const {
            PreparedShape s;
            s.kind = PreparedShape::Kind::kDisc;
            s.center = disc.center;
            s.radius = disc.radius;
            return s;
        }
        PreparedShape operator()(const Rect& rect) const { return PrepareBox(rect, PreparedShape::Kind::kBox); }
        PreparedShape operator()(const Triangle& tri) const {
            PreparedShape s = PrepareBox(tri, PreparedShape::Kind::kTile);
            s.tile = MakeTileGeometry(s.lo, s.hi, tri.missing);
            return s;
        }
    };
    return std::visit(Visitor{}, shape);
}

// Flattened: the solver and the conversion to world space are compiled into this one function,
// so the frame answer passes in registers rather than through memory.
[[gnu::flatten]] Contact Collide(const Circle& circle, const PreparedShape& s) {
    switch (s.kind) {
        case PreparedShape::Kind::kDisc: return CollideCircle(circle, Circle{s.center, s.radius});
        case PreparedShape::Kind::kBox:
            return detail::ToWorldContact(detail::SolveBox(s.ToFrame(circle.center), s.lo, s.hi), s.rotated,
                                          Frame{s.center, s.rotation}, circle.radius);
        case PreparedShape::Kind::kTile:
            return detail::ToWorldContact(detail::SolveTile(s.ToFrame(circle.center), s.tile, s.lo, s.hi), s.rotated,
                                          Frame{s.center, s.rotation}, circle.radius);
    }
    return {};
}

}  // namespace circlelab
