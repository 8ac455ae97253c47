#include "core/draw/contact_draw.h"

#include "core/draw/palette.h"
#include "core/geometry/number_text.h"

namespace circlelab {
void DrawContactEvents(const std::vector<physics::ContactEvent>& events, const std::vector<Body>& bodies, DrawList& out) {
    // A few contacts are read one by one; a pile of them would bury the scene in arrows and
    // numbers, so there only the dragged circle's contacts are drawn.
    const bool few = events.size() <= kLabelledContacts;
    for (const physics::ContactEvent& e : events) {
        if (e.body < 0 || e.body >= static_cast<int>(bodies.size())) continue;
        if (!few && e.body != 0) continue;
        const bool labelled = few || e.body == 0;
        const Vec2 c = bodies[e.body].circle.center;
        // The resolution at its true length in px, ending at the centre it moved; the impulse
        // (mass · px/s) at a tenth, leaving the centre. Each label gives the true size.
        AddArrowEndingAt(out, c, e.resolution, palette::kResolution, 2.5f,
                         labelled ? FormatSize(Length(e.resolution)) + " px" : "",
                         {.means = "resolution", .body = e.body, .value = Length(e.resolution), .vector = e.resolution});
        AddArrow(out, c, c + e.impulse * 0.1, palette::kImpulse, 2.5f, labelled ? "J " + FormatSize(Length(e.impulse)) : "",
                 {.means = "impulse", .body = e.body, .value = Length(e.impulse), .vector = e.impulse});
    }
}

void DrawCup(const Circle& cup, bool holed, DrawList& out) {
    out.circles.push_back({cup.center, cup.radius, {palette::kCup, holed ? palette::kHit : palette::kCupRim, 3}});
    out.lines.push_back({cup.center, cup.center + Vec2{0, -cup.radius * 3}, palette::kOutline, 2, {}});
    out.polygons.push_back({{cup.center + Vec2{0, -cup.radius * 3}, cup.center + Vec2{cup.radius * 1.6, -cup.radius * 2.6},
                             cup.center + Vec2{0, -cup.radius * 2.2}},
                            {palette::kFlag}});
}

}  // namespace circlelab
