// The test Godfrey warns about ("Circle-Rectangle Collisions"): treat the circle as its bounding
// square and collide it with the shape's bounding box, as rectangle against rectangle. It "would
// collide when it shouldn't — some of the time": off every corner, and off every slanted edge.
#include "core/classic/classic.h"

namespace circlelab::classic {

Verdict BoundingBox(const Circle& circle, const Shape& shape) {
    Verdict v;
    const Aabb box = Bounds(shape);
    const Vec2 lo = box.lo, hi = box.hi;
    const Vec2 a = circle.center - Vec2{circle.radius, circle.radius}, b = circle.center + Vec2{circle.radius, circle.radius};
    v.hit = a.x < hi.x && b.x > lo.x && a.y < hi.y && b.y > lo.y;
    v.steps.push_back("the circle's bounding square: x " + Num(a.x) + ".." + Num(b.x) + ", y " + Num(a.y) + ".." + Num(b.y));
    v.steps.push_back("the shape's bounding box: x " + Num(lo.x) + ".." + Num(hi.x) + ", y " + Num(lo.y) + ".." + Num(hi.y));
    v.steps.push_back(*v.hit ? "the boxes overlap -> hit" : "the boxes are apart -> miss");
    return v;
}

}  // namespace circlelab::classic
