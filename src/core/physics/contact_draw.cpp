#include "contact_draw.h"

#include "core/scene_draw.h"

namespace circlelab::physics {
namespace {

constexpr Rgba kImpulse{130, 60, 190, 255};


}  // namespace

void DrawContactEvents(const std::vector<ContactEvent>& events, const Scene& scene, DrawList& out) {
    for (const ContactEvent& e : events) {
        if (e.body < 0 || e.body >= static_cast<int>(scene.bodies.size())) continue;
        const Vec2 c = scene.bodies[e.body].circle.center;
        if (LengthSquared(e.resolution) > 0) AddArrow(out, c, c + e.resolution * 8.0, palette::kResolution, 2.5f);
        if (LengthSquared(e.impulse) > 0) AddArrow(out, c, c + e.impulse * 0.1, kImpulse, 2.5f);
    }
}

void DrawCup(const Circle& cup, bool holed, DrawList& out) {
    out.circles.push_back({cup.center, cup.radius, {Rgba{30, 40, 35, 255}, holed ? palette::kHit : Rgba{200, 200, 200, 255}, 3}});
    out.lines.push_back({cup.center, cup.center + Vec2{0, -cup.radius * 3}, palette::kOutline, 2});
    out.polygons.push_back({{cup.center + Vec2{0, -cup.radius * 3}, cup.center + Vec2{cup.radius * 1.6, -cup.radius * 2.6},
                             cup.center + Vec2{0, -cup.radius * 2.2}},
                            {Rgba{220, 40, 50, 255}}});
}

bool InCup(const Scene& scene) {
    if (!scene.settings.cup || scene.bodies.empty()) return false;
    const Body& ball = scene.bodies.front();
    return Length(ball.circle.center - scene.settings.cup->center) < scene.settings.cup->radius &&
           Length(ball.velocity) < 60.0;
}

}  // namespace circlelab::physics
