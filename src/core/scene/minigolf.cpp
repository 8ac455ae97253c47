#include "core/scene/minigolf.h"

namespace circlelab {

bool Captures(const Circle& cup, const Body& ball) {
    return Length(ball.circle.center - cup.center) < cup.radius && Length(ball.velocity) < kCaptureSpeed;
}

bool InCup(const Scene& scene) {
    if (!scene.settings.cup || scene.bodies.empty()) return false;
    const Body& ball = scene.bodies.front();
    return Length(ball.circle.center - scene.settings.cup->center) < scene.settings.cup->radius &&
           Length(ball.velocity) < 60.0;
}

}  // namespace circlelab
