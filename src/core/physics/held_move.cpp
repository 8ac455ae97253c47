#include "core/physics/held_move.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/collide/contact.h"

namespace circlelab::physics {

Aabb HeldMoveReach(const Circle& circle, Vec2 target) {
    const double reach = 2 * Length(target - circle.center) + circle.radius;
    return {{circle.center.x - reach, circle.center.y - reach}, {circle.center.x + reach, circle.center.y + reach}};
}

Vec2 HeldMove(const Circle& circle, Vec2 target, std::span<const Shape> shapes) {
    const double r = circle.radius;
    const Vec2 move = target - circle.center;
    const double length = Length(move);
    if (shapes.empty() || !(r > 0) || !(length > 0) || !std::isfinite(length)) return target;
    // Only the shapes the circle can reach (a map may hold a million tiles): a push undoes at most
    // the overlap its step made, so a step and its pushes move the circle at most twice the step,
    // and the circle never strays farther than twice the move's length from where it starts.
    const auto [lo, hi] = HeldMoveReach(circle, target);
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
    const auto overlaps = [&] {
        for (const Shape* s : near)
            if (Collide(c, *s).distance < r * (1 - 1e-9)) return true;
        return false;
    };
    for (int k = 1; k <= steps; ++k) {
        const Vec2 before = c.center;
        c.center = c.center + move * (1.0 / steps);
        // Out of each shape in turn, a few rounds: a push out of one wall may go into its
        // neighbour in a corner, and the next round settles the corner.
        for (int round = 0; round < 4 && overlaps(); ++round)
            for (const Shape* s : near)
                if (const Contact contact = Collide(c, *s); contact.hit) c.center = c.center + contact.Resolution();
        // A wedge the pushes do not settle (a tile's slope against a wall): the ball stops where
        // it last stood clear, rather than be squeezed on into a shape and out of its far side.
        if (overlaps()) return before;
    }
    return c.center;
}

}  // namespace circlelab::physics

namespace circlelab::physics {

Vec2 ReleaseVelocity(const Circle& ball, Vec2 velocity, std::span<const Shape> shapes, double touch) {
    for (const Shape& s : shapes) {
        const Contact c = Collide(ball, s);
        if (c.distance > ball.radius + touch) continue;
        const double into = Dot(velocity, c.normal);  // the normal points out of the shape
        if (into < 0) velocity = velocity - c.normal * into;
    }
    return velocity;
}

}  // namespace circlelab::physics
