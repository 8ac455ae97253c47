#include "contact_draw.h"

#include "core/scene_draw.h"

namespace circlelab::physics {
namespace {

constexpr Rgba kImpulse{130, 60, 190, 255};

void Arrow(Vec2 from, Vec2 to, Rgba color, float width, DrawList& out) {
    out.lines.push_back({from, to, color, width});
    const Polar d = ToPolar(to - from, kUp);
    if (d.length < 1e-9) return;
    const double head = std::min(10.0, d.length * 0.4);
    const Vec2 back = -d.unit * head, side = Perp(d.unit) * (head * 0.5);
    out.lines.push_back({to, to + back + side, color, width});
    out.lines.push_back({to, to + back - side, color, width});
}

}  // namespace

void DrawContactEvents(const std::vector<ContactEvent>& events, const Scene& scene, DrawList& out) {
    for (const ContactEvent& e : events) {
        if (e.body < 0 || e.body >= static_cast<int>(scene.bodies.size())) continue;
        const Vec2 c = scene.bodies[e.body].circle.center;
        if (LengthSquared(e.resolution) > 0) Arrow(c, c + e.resolution * 8.0, palette::kResolution, 2.5f, out);
        if (LengthSquared(e.impulse) > 0) Arrow(c, c + e.impulse * 0.1, kImpulse, 2.5f, out);
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
