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

// The closest-point line of shape `s` on screen, if one is claimed.
const Claim* ClosestLine(const Exact& x, int s) {
    for (const Claim& c : x.picture.claims)
        if (c.kind == "line" && c.means == "closest" && c.shape == s) return &c;
    return nullptr;
}

// Rule: a distance label states its shape's distance, lies nearer its own closest line than any
// other closest line or any other shape's outline, and not inside another shape.
void CheckDistanceLabels(Exact& x) {
    if (x.scene.bodies.empty()) return;
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "label" || c.means != "distance" || !c.box) continue;
        if (!x.ValidShape(c.shape)) {
            x.Report("distance", "distance label \"" + c.text + "\" names no shape");
            continue;
        }
        const Contact& exact = x.contacts[c.shape];
        const std::optional<double> shown = NumberIn(c.text);
        if (!shown || !Says(*shown, exact.distance, 0.1))
            x.Report("distance", "label \"" + c.text + "\" for shape " + std::to_string(c.shape) + ", whose distance is " +
                                     FormatNumber(exact.distance));
        const Vec2 p = Centre(c), at = x.ToScene(p);
        const Claim* own = ClosestLine(x, c.shape);
        if (!own) {
            x.Report("distance", "label \"" + c.text + "\" has no closest line of its shape");
            continue;
        }
        const double mine = DistanceToSegment(p, *own->from, *own->to);
        for (const Claim& o : x.picture.claims)
            if (o.kind == "line" && o.means == "closest" && o.shape != c.shape && DistanceToSegment(p, *o.from, *o.to) < mine)
                x.Report("distance", "label \"" + c.text + "\" of shape " + std::to_string(c.shape) +
                                         " is nearer the closest line of shape " + std::to_string(o.shape));
        for (int s = 0; s < static_cast<int>(x.shapes.size()); ++s) {
            if (s == c.shape) continue;
            const Contact probe = Collide(Circle{at, 0}, x.shapes[s]);
            if (probe.inside)
                x.Report("distance", "label \"" + c.text + "\" of shape " + std::to_string(c.shape) + " lies inside shape " +
                                         std::to_string(s));
            else if (std::abs(probe.distance) * x.picture.scale < mine)
                x.Report("distance", "label \"" + c.text + "\" of shape " + std::to_string(c.shape) +
                                         " is nearer the outline of shape " + std::to_string(s) + " than its own line");
        }
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
    CheckArrows(x);
    CheckSweep(x);
    CheckReadouts(x);
    CheckOverlaps(x);
    CheckShading(x);
    CheckChart(x);
    CheckVisible(x);
    CheckCovers(x);
    return std::move(x.found);
}

std::string Describe(const std::vector<Contradiction>& found) {
    std::string text;
    for (const Contradiction& c : found) text += c.rule + ": " + c.what + "\n";
    return text;
}

}  // namespace circlelab::claims
