// Circle against a solid disc. Lazy Foo' ("Circular Collision Detection") and Godfrey ("Circle
// Collisions") test |c − s| < r₁ + r₂; the full contact adds the closest rim point and the normal.
#include "core/collide/contact.h"

namespace circlelab {

Contact CollideCircle(const Circle& circle, const Circle& disc) {
    // Coincident centres: every rim point is equally near; take the one straight up.
    const Polar d = ToPolar(circle.center - disc.center, kUp);
    const Vec2 n = d.unit;
    Contact c;
    c.distance = d.length - disc.radius;
    c.inside = c.distance < 0;
    c.closest = disc.center + n * disc.radius;
    c.normal = n;  // outside, on the rim or inside: away from the centre
    c.feature = Feature::kEdge;
    c.hit = c.distance < circle.radius;
    c.depth = c.hit ? circle.radius - c.distance : 0.0;
    return c;
}

}  // namespace circlelab
