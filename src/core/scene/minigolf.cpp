#include "core/scene/minigolf.h"

namespace circlelab {

bool InCup(const Scene& scene) {
    if (!scene.settings.cup || scene.bodies.empty()) return false;
    const Body& ball = scene.bodies.front();
    return Length(ball.circle.center - scene.settings.cup->center) < scene.settings.cup->radius &&
           Length(ball.velocity) < 60.0;
}

}  // namespace circlelab
