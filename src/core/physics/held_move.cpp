#include "core/physics/held_move.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/collide/contact.h"

namespace circlelab::physics {

Vec2 HeldMove(const Circle& circle, Vec2 target, std::span<const Shape> shapes) {
    const double r = circle.radius;
    const Vec2 move = target - circle.center;
    const double length = Length(move);
    if (shapes.empty() || !(r > 0) || !(length > 0) || !std::isfinite(length)) return target;
    // Only the shapes the move's band can reach (a map may hold a million tiles).
    const Vec2 lo{std::min(circle.center.x, target.x) - r, std::min(circle.center.y, target.y) - r};
    const Vec2 hi{std::max(circle.center.x, target.x) + r, std::max(circle.center.y, target.y) + r};
    std::vector<const Shape*> near;
    for (const Shape& s : shapes) {
        const Aabb b = Bounds(s);
        if (b.hi.x >= lo.x && b.lo.x <= hi.x && b.hi.y >= lo.y && b.lo.y <= hi.y) near.push_back(&s);
    }
    if (near.empty()) return target;
    // At most 256 steps: a pull of a whole screen by a tiny ball moves in longer steps, and only a
    // wall thinner than such a step could then be crossed.
    const int steps = static_cast<int>(std::clamp(std::ceil(length / (0.5 * r)), 1.0, 256.0));
    Circle c = circle;
    for (int k = 1; k <= steps; ++k) {
        c.center = c.center + move * (1.0 / steps);
        // Out of each shape in turn, twice: a push out of one wall may go into its neighbour in a
        // corner, and the second round settles the corner.
        for (int round = 0; round < 2; ++round)
            for (const Shape* s : near)
                if (const Contact contact = Collide(c, *s); contact.hit) c.center = c.center + contact.Resolution();
    }
    return c.center;
}

}  // namespace circlelab::physics
