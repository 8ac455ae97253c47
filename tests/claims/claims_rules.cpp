// The rules about arrows, the sweep, readouts, layout, shading and the tunnelling chart.
#include "claims/claims_exact.h"
#include "core/collide/region.h"
#include "core/geometry/grown_shape.h"
#include "core/geometry/number_text.h"
#include "core/physics/tunnelling.h"

namespace circlelab::claims {
namespace {

constexpr double kDegrees = 1.0;  // an arrow's direction may differ this much from its vector

// Whether a shown size ("depth 12.3", "v 250 px/s") says `exact`: one decimal, or one significant
// digit for a size too small for that (FormatSize).
bool SaysSize(const std::string& text, double exact) {
    const std::optional<double> shown = NumberIn(text);
    return shown && std::abs(*shown - exact) <= 0.05 + 0.005 * std::abs(exact) + 1e-9;
}

// The contact arrows of a shape: they are drawn only for a hit, along the exact normal.
void CheckContactArrow(Exact& x, const Claim& c) {
    if (!x.ValidShape(c.shape) || x.contacts.empty()) {
        x.Report("arrow", c.means + " arrow names no shape");
        return;
    }
    const Contact& exact = x.contacts[c.shape];
    const std::string who = c.means + " of shape " + std::to_string(c.shape);
    if (!exact.hit) x.Report("arrow", who + " drawn where the circle does not hit it");
    const Vec2 truth = c.means == "normal" ? exact.normal : exact.Resolution();
    if (!c.vector || DegreesBetween(*c.vector, truth) > kDegrees)
        x.Report("arrow", who + " claims " + (c.vector ? Text(*c.vector) : "nothing") + ", the core says " + Text(truth));
    if (c.means == "resolution" && (!c.value || std::abs(*c.value - exact.depth) > 1e-9 * (1 + exact.depth)))
        x.Report("arrow", who + " claims depth " + (c.value ? FormatNumber(*c.value) : "none") + ", the core says " +
                              FormatNumber(exact.depth));
    if (c.means == "resolution" && !c.text.empty() && !SaysSize(c.text, exact.depth))
        x.Report("arrow", who + " reads \"" + c.text + "\", the depth is " + FormatNumber(exact.depth));
}

}  // namespace

// Rule: every arrow points along its vector (within 1°), and that vector and its label are the core's.
void CheckArrows(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "arrow") continue;
        if (c.vector && c.from && c.to && DegreesBetween(*c.to - *c.from, *c.vector) > kDegrees)
            x.Report("arrow", c.means + " arrow drawn along " + Text(*c.to - *c.from) + " states " + Text(*c.vector));
        if ((c.means == "normal" || c.means == "resolution") && c.shape >= 0) CheckContactArrow(x, c);
        if (c.means == "velocity" && c.body >= 0 && c.body < static_cast<int>(x.scene.bodies.size())) {
            const Vec2 v = x.scene.bodies[c.body].velocity;
            if (!c.vector || DegreesBetween(*c.vector, v) > kDegrees || (!c.text.empty() && !SaysSize(c.text, Length(v))))
                x.Report("arrow", "velocity of body " + std::to_string(c.body) + " reads \"" + c.text + "\", the body moves at " + Text(v));
        }
    }
}

// Rule: the sweep's first touch is the contact when the circle overlaps already (t = 0, along the
// contact normal), else the core's first touch (time and normal), or it is not drawn.
void CheckSweep(Exact& x) {
    if (x.scene.bodies.empty()) return;
    const Body& ball = x.scene.bodies.front();
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "arrow" || c.means != "sweep-normal") continue;
        if (!x.ValidShape(c.shape)) {
            x.Report("sweep", "first touch names no shape");
            continue;
        }
        const Contact& now = x.contacts[c.shape];
        std::optional<double> time;
        std::optional<Vec2> normal;
        if (now.hit) {
            time = 0.0;
            normal = now.normal;
        } else if (const auto impact = Sweep(ball.circle, ball.velocity * kSweepSeconds, x.shapes[c.shape])) {
            time = impact->t * kSweepSeconds;
            normal = impact->normal;
        }
        if (!time) {
            x.Report("sweep", "a first touch is drawn where the circle meets nothing");
            continue;
        }
        if (!c.value || std::abs(*c.value - *time) > 1e-9)
            x.Report("sweep", "first touch at " + (c.value ? FormatNumber(*c.value) : "?") + " s, the core says " + FormatNumber(*time));
        if (!c.vector || DegreesBetween(*c.vector, *normal) > kDegrees)
            x.Report("sweep", "first touch's normal " + (c.vector ? Text(*c.vector) : "none") + ", the core says " + Text(*normal));
        const std::optional<double> shown = NumberIn(c.text);
        if (shown ? !Says(*shown, *time, 0.001) : *time != 0)
            x.Report("sweep", "first touch reads \"" + c.text + "\", the core says " + FormatNumber(*time) + " s");
    }
}

// Rule: visible labels do not overlap each other.
void CheckOverlaps(Exact& x) {
    std::vector<const Claim*> labels;
    for (const Claim& c : x.picture.claims)
        if (c.kind == "label" && c.box) labels.push_back(&c);
    for (std::size_t i = 0; i < labels.size(); ++i)
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            const auto& a = *labels[i]->box;
            const auto& b = *labels[j]->box;
            const double w = std::min(a[2], b[2]) - std::max(a[0], b[0]), h = std::min(a[3], b[3]) - std::max(a[1], b[1]);
            if (w > 0.5 && h > 0.5)
                x.Report("overlap", "labels \"" + labels[i]->text + "\" and \"" + labels[j]->text + "\" overlap");
        }
}

// Rule: a shaded area's stated size is what the picture lets be seen.
void CheckShading(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "shading" || !c.statedArea || !c.visibleArea) continue;
        if (std::abs(*c.statedArea - *c.visibleArea) > 0.02 * *c.statedArea + 50)
            x.Report("shading", c.means + " of " + c.method + " states " + FormatFixed(*c.statedArea) + " px² but shows " +
                                    FormatFixed(*c.visibleArea) + " px²");
    }
}

// Rule: the tunnelling chart's mark for the circle's speed lies on the cell of that speed, and the
// cell says what the core says of that velocity.
void CheckChart(Exact& x) {
    if (x.scene.bodies.empty()) return;
    const Body& ball = x.scene.bodies.front();
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "mark" || c.means != "tunnelling-speed") continue;
        if (!x.ValidShape(c.shape)) {
            x.Report("chart", "the chart's mark names no shape");
            continue;
        }
        const double step = 1.0 / x.scene.viewer.frameRate;
        const char* truth = physics::PassageName(physics::PassageOf(ball.circle, ball.velocity, x.shapes[c.shape], step, kSweepSeconds));
        if (c.cell != truth)
            x.Report("chart", "the mark at " + FormatFixed(c.speed.value_or(0)) + " px/s lies on a cell that says \"" + c.cell +
                                  "\", the core says \"" + truth + "\"");
        if (!c.speed || std::abs(*c.speed - Length(ball.velocity)) > 1e-9 * (1 + *c.speed))
            x.Report("chart", "the mark's speed is not the circle's");
    }
}

}  // namespace circlelab::claims
