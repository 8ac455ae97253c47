// The test Godfrey warns about ("Circle-Rectangle Collisions"): treat the circle as its bounding
// square and collide it with the shape's bounding box, as rectangle against rectangle. It "would
// collide when it shouldn't — some of the time": off every corner, and off every slanted edge.
#include "core/classic/classic.h"
#include "core/classic/explain.h"

namespace circlelab::classic {

namespace detail {

template <class Out>
std::optional<bool> BoundingBoxMethod(const Circle& circle, const Shape& shape, Out& out) {
    const Aabb box = Bounds(shape);
    const Vec2 lo = box.lo, hi = box.hi;
    const Vec2 a = circle.center - Vec2{circle.radius, circle.radius}, b = circle.center + Vec2{circle.radius, circle.radius};
    const bool hit = a.x < hi.x && b.x > lo.x && a.y < hi.y && b.y > lo.y;
    out.Step([&] { return "the circle's bounding square: x " + Num(a.x) + ".." + Num(b.x) + ", y " + Num(a.y) + ".." + Num(b.y); });
    out.Step([&] { return "the shape's bounding box: x " + Num(lo.x) + ".." + Num(hi.x) + ", y " + Num(lo.y) + ".." + Num(hi.y); });
    out.Step([&] { return std::string(hit ? "the boxes overlap -> hit" : "the boxes are apart -> miss"); });
    return hit;
}

template std::optional<bool> BoundingBoxMethod(const Circle&, const Shape&, Notes&);
template std::optional<bool> BoundingBoxMethod(const Circle&, const Shape&, NoNotes&);

}  // namespace detail

}  // namespace circlelab::classic
