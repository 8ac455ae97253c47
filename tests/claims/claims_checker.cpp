#include "claims/claims_checker.h"

#include "claims/claims_exact.h"
#include "core/collide/region.h"
#include "core/geometry/grown_shape.h"
#include "core/geometry/number_text.h"
#include "core/physics/tunnelling.h"

namespace circlelab::claims {
namespace {

// Rule: every label and arrow says what it means ("nothing is drawn without a claim").
void CheckClaimed(Exact& x) {
    for (const Claim& c : x.picture.claims)
        if ((c.kind == "label" || c.kind == "arrow") && c.means.empty())
            x.Report("unclaimed", "a " + c.kind + " \"" + c.text + "\" says nothing of what it means");
}

// Rule: a region label lies inside the region it names (in the shown tutorial's numbering).
void CheckRegionLabels(Exact& x) {
    const RegionNaming naming = RegionNamingOf(x.scene);
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "label" || c.means != "region" || !c.box) continue;
        if (!x.ValidShape(c.shape)) {
            x.Report("region", "region label \"" + c.text + "\" names no shape");
            continue;
        }
        const Vec2 at = x.ToScene(Centre(c));
        const std::string truth = RegionOf(x.shapes[c.shape], at, naming);
        if (truth != c.region)
            x.Report("region", "label \"" + c.text + "\" names region " + c.region + " but lies in " + truth + " at " + Text(at));
    }
}

// What a distance label or a closest line is about: "shape 2", or "ball 2" for another body.
std::string Who(const Claim& c) { return c.shape >= 0 ? "shape " + std::to_string(c.shape) : "ball " + std::to_string(c.body + 1); }

bool SameTarget(const Claim& a, const Claim& b) { return a.shape == b.shape && a.body == b.body; }

// The exact contact a claim is about: the dragged circle against shape `shape`, or against the
// circle of ball `body` (Lazy Foo's second dot); none when it names neither.
std::optional<Contact> ContactOf(const Exact& x, const Claim& c) {
    if (c.shape >= 0) return x.ValidShape(c.shape) ? std::optional{x.contacts[c.shape]} : std::nullopt;
    if (c.body > 0 && c.body < static_cast<int>(x.scene.bodies.size()))
        return Collide(x.scene.bodies.front().circle, Shape{x.scene.bodies[c.body].circle});
    return std::nullopt;
}

// The closest-point line of the shape or ball `label` is about, if one is claimed.
const Claim* ClosestLine(const Exact& x, const Claim& label) {
    for (const Claim& c : x.picture.claims)
        if (c.kind == "line" && c.means == "closest" && SameTarget(c, label)) return &c;
    return nullptr;
}

// Rule: a distance label states its shape's (or ball's) distance, lies nearer its own closest line
// than any other closest line or any other shape's outline, and not inside another shape.
void CheckDistanceLabels(Exact& x) {
    if (x.scene.bodies.empty()) return;
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "label" || c.means != "distance" || !c.box) continue;
        const std::optional<Contact> exact = ContactOf(x, c);
        if (!exact) {
            x.Report("distance", "distance label \"" + c.text + "\" names no shape");
            continue;
        }
        const std::optional<double> shown = NumberIn(c.text);
        if (!shown || !Says(*shown, exact->distance, 0.1))
            x.Report("distance", "label \"" + c.text + "\" for " + Who(c) + ", whose distance is " + FormatNumber(exact->distance));
        const Vec2 p = Centre(c), at = x.ToScene(p);
        const Claim* own = ClosestLine(x, c);
        if (!own) {
            x.Report("distance", "label \"" + c.text + "\" has no closest line of its " + Who(c));
            continue;
        }
        const double mine = DistanceToSegment(p, *own->from, *own->to);
        for (const Claim& o : x.picture.claims)
            if (o.kind == "line" && o.means == "closest" && !SameTarget(o, c) && DistanceToSegment(p, *o.from, *o.to) < mine)
                x.Report("distance", "label \"" + c.text + "\" of " + Who(c) + " is nearer the closest line of " + Who(o));
        for (int s = 0; s < static_cast<int>(x.shapes.size()); ++s) {
            if (s == c.shape) continue;
            const Contact probe = Collide(Circle{at, 0}, x.shapes[s]);
            if (probe.inside)
                x.Report("distance", "label \"" + c.text + "\" of " + Who(c) + " lies inside shape " + std::to_string(s));
            else if (std::abs(probe.distance) * x.picture.scale < mine)
                x.Report("distance", "label \"" + c.text + "\" of " + Who(c) + " is nearer the outline of shape " +
                                         std::to_string(s) + " than its own line");
        }
    }
}

// Rule: a ball's name lies on no ball and in no shape, and near its ball (300 px of its outline).
void CheckBallNames(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "label" || c.means != "ball" || !c.box) continue;
        if (c.body <= 0 || c.body >= static_cast<int>(x.scene.bodies.size())) {
            x.Report("ball", "name \"" + c.text + "\" names no ball");
            continue;
        }
        const Vec2 at = x.ToScene(Centre(c));
        const Circle& own = x.scene.bodies[c.body].circle;
        if (Length(at - own.center) > own.radius + 300 / x.picture.scale)  // the placer moves names off other labels
            x.Report("ball", "name \"" + c.text + "\" lies far from its ball");
        for (std::size_t b = 0; b < x.scene.bodies.size(); ++b)
            if (Length(at - x.scene.bodies[b].circle.center) < x.scene.bodies[b].circle.radius)
                x.Report("ball", "name \"" + c.text + "\" lies on ball " + std::to_string(b + 1));
        for (std::size_t s = 0; s < x.shapes.size(); ++s)
            if (Collide(Circle{at, 0}, x.shapes[s]).inside)
                x.Report("ball", "name \"" + c.text + "\" lies inside shape " + std::to_string(s));
    }
}

}  // namespace

std::vector<Contradiction> CheckClaims(const PictureClaims& picture, const Scene& scene) {
    Exact x{picture, scene, AllShapes(scene), {}, {}};
    if (!scene.bodies.empty())
        for (const Shape& s : x.shapes) x.contacts.push_back(Collide(scene.bodies.front().circle, s));
    CheckClaimed(x);
    CheckRegionLabels(x);
    CheckDistanceLabels(x);
    CheckBallNames(x);
    CheckArrows(x);
    CheckSweep(x);
    CheckReadouts(x);
    CheckOverlaps(x);
    CheckShading(x);
    CheckChart(x);
    CheckVisible(x);
    CheckTitles(x);
    CheckCovers(x);
    CheckCloud(x);
    CheckPlots(x);
    return std::move(x.found);
}

std::string Describe(const std::vector<Contradiction>& found) {
    std::string text;
    for (const Contradiction& c : found) text += c.rule + ": " + c.what + "\n";
    return text;
}

}  // namespace circlelab::claims
