#include "core/draw/contact_draw.h"

#include "core/draw/palette.h"
#include "core/geometry/number_text.h"

namespace circlelab {
void DrawContactEvents(const std::vector<physics::ContactEvent>& events, const Scene& scene, DrawList& out) {
    for (const physics::ContactEvent& e : events) {
        if (e.body < 0 || e.body >= static_cast<int>(scene.bodies.size())) continue;
        const Vec2 c = scene.bodies[e.body].circle.center;
        // The resolution at its true length in px; the impulse (mass · px/s) at a tenth. Each label
        // gives the true size.
        AddArrow(out, c, c + e.resolution, palette::kResolution, 2.5f, FormatFixed(Length(e.resolution)) + " px");
        AddArrow(out, c, c + e.impulse * 0.1, palette::kImpulse, 2.5f, "J " + FormatFixed(Length(e.impulse)));
    }
}

void DrawCup(const Circle& cup, bool holed, DrawList& out) {
    out.circles.push_back({cup.center, cup.radius, {palette::kCup, holed ? palette::kHit : palette::kCupRim, 3}});
    out.lines.push_back({cup.center, cup.center + Vec2{0, -cup.radius * 3}, palette::kOutline, 2});
    out.polygons.push_back({{cup.center + Vec2{0, -cup.radius * 3}, cup.center + Vec2{cup.radius * 1.6, -cup.radius * 2.6},
                             cup.center + Vec2{0, -cup.radius * 2.2}},
                            {palette::kFlag}});
}

}  // namespace circlelab
