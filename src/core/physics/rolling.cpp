#include "core/physics/rolling.h"

#include <cmath>
#include <numbers>

namespace circlelab::physics {

void SlowByRolling(Body& body, double speed) {
    if (!(speed > 0)) return;
    const double moving = Length(body.velocity);
    if (moving > speed) {
        const double keep = (moving - speed) / moving;
        body.velocity = body.velocity * keep;
        body.spin *= keep;
        return;
    }
    body.velocity = {};
    // Nothing left to slow of the centre: the rim's speed about it goes instead.
    const double rim = std::abs(body.spin) * body.circle.radius;
    const double left = moving > 0 || rim <= speed ? 0.0 : (rim - speed) / rim;
    body.spin *= left;
}

void Turn(Body& body, double dt) {
    if (body.spin == 0) return;
    // Within a half turn either way the remainder is the angle itself (it is exact): only a
    // ball that turned past it needs the division.
    const double angle = body.angle + body.spin * dt;
    body.angle = std::abs(angle) < std::numbers::pi ? angle : std::remainder(angle, 2 * std::numbers::pi);
}

}  // namespace circlelab::physics
