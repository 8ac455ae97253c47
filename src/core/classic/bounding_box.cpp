// The test Godfrey warns about (seed 000): treat the circle as its bounding square and collide it
// with the shape's bounding box, as rectangle against rectangle. It "would collide when it
// shouldn't — some of the time": off every corner, and off every slanted edge.
#include <algorithm>
#include <vector>

#include "classic.h"

namespace circlelab::classic {

Verdict BoundingBox(const Circle& circle, const Shape& shape) {
    Verdict v;
    Vec2 lo, hi;
    if (const auto* c = std::get_if<Circle>(&shape)) {
        lo = c->center - Vec2{c->radius, c->radius};
        hi = c->center + Vec2{c->radius, c->radius};
    } else {
        std::vector<Vec2> points;
        if (const auto* r = std::get_if<Rect>(&shape)) {
            const auto c = Corners(*r);
            points.assign(c.begin(), c.end());
        } else {
            const auto t = Vertices(std::get<Triangle>(shape));
            points.assign(t.begin(), t.end());
        }
        lo = hi = points.front();
        for (const Vec2& p : points) {
            lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
            hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
        }
    }
    const Vec2 a = circle.center - Vec2{circle.radius, circle.radius}, b = circle.center + Vec2{circle.radius, circle.radius};
    v.hit = a.x < hi.x && b.x > lo.x && a.y < hi.y && b.y > lo.y;
    v.steps.push_back("the circle's bounding square: x " + Num(a.x) + ".." + Num(b.x) + ", y " + Num(a.y) + ".." + Num(b.y));
    v.steps.push_back("the shape's bounding box: x " + Num(lo.x) + ".." + Num(hi.x) + ", y " + Num(lo.y) + ".." + Num(hi.y));
    v.steps.push_back(*v.hit ? "the boxes overlap -> hit" : "the boxes are apart -> miss");
    return v;
}

}  // namespace circlelab::classic
