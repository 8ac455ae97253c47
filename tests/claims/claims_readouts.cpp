// The rule about the numbers box: each row says what `report` says.
#include "claims/claims_exact.h"
#include "core/collide/region.h"
#include "core/geometry/number_text.h"

namespace circlelab::claims {
namespace {

// "(412.0, 233.5)" or "(0.707, -0.707)" read back.
std::optional<Vec2> PointIn(const std::string& text) {
    const std::size_t comma = text.find(',');
    const std::optional<double> x = NumberIn(text), y = comma == std::string::npos ? std::nullopt : NumberIn(text, comma);
    if (!x || !y) return std::nullopt;
    return Vec2{*x, *y};
}

bool SaysPoint(const std::string& text, Vec2 exact, double precision) {
    const std::optional<Vec2> shown = PointIn(text);
    return shown && Says(shown->x, exact.x, precision) && Says(shown->y, exact.y, precision);
}

// Whether a region's name says the centre is inside the shape (Worden's case 5 is his inside).
bool NamesInside(const std::string& region) { return region == "inside" || region == "case 5"; }

// What the row `c` should say, given the exact contact of the selected shape.
bool RowHolds(const Exact& x, const Claim& c, const Contact& exact, const Shape& shape, const Circle& circle) {
    const std::string& t = c.text;
    // The tutorials compared: the exact row's verdict and resolution; a method's steps are its
    // own explanation (checked by the classic tests), not a statement of the exact answer.
    if (c.method == "exact" && c.means == "hit") return t == (exact.hit ? "hit" : "miss");
    if (c.method == "exact" && c.means == "resolution") return SaysPoint(t, exact.Resolution(), 0.1);
    // A method's heading, its steps and its verdict are its own account (checked by the classic
    // tests); here, that they say something, and where they stand (rule "visible").
    if (c.means == "method-step" || c.means == "method-heading" || c.means == "method-verdict") return !t.empty();
    if (c.means == "centre") return SaysPoint(t, circle.center, 0.1);
    if (c.means == "radius") return NumberIn(t) && Says(*NumberIn(t), circle.radius, 0.1);
    if (c.means == "shape") return t == "#" + std::to_string(c.shape) + " " + std::string(TypeName(shape));
    if (c.means == "distance") return NumberIn(t) && Says(*NumberIn(t), exact.distance, 0.1);
    if (c.means == "depth") return NumberIn(t) && Says(*NumberIn(t), exact.depth, 0.1);
    if (c.means == "closest") return SaysPoint(t, exact.closest, 0.1);
    if (c.means == "normal") return SaysPoint(t, exact.normal, 0.001);
    if (c.means == "feature") return t == FeatureName(exact.feature);
    if (c.means == "hit") return t == (exact.hit ? "yes" : "no");
    if (c.means == "region") {
        // The tutorial's own name for where the centre is, and "inside" exactly when the core says so.
        const bool box = !std::holds_alternative<Circle>(shape);
        return t == RegionOf(shape, circle.center, RegionNamingOf(x.scene)) && (!box || NamesInside(t) == exact.inside);
    }
    return false;  // a row the rule does not know says nothing checkable: named as a contradiction
}

}  // namespace

// Rule: each row of the numbers box equals `report`'s answer for the selected shape.
void CheckReadouts(Exact& x) {
    if (x.scene.bodies.empty()) return;
    const Circle& circle = x.scene.bodies.front().circle;
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "readout" || c.hidden) continue;
        // A lesson's own prose, checked by the lesson tests (and where it stands, by rule "visible").
        if (c.means == "lesson-answer" || c.means == "lesson-prompt") continue;
        const bool ofCircle = c.means == "centre" || c.means == "radius";
        if (!ofCircle && !x.ValidShape(c.shape)) {
            x.Report("readout", "row " + c.means + " names no shape");
            continue;
        }
        const int s = ofCircle ? 0 : c.shape;
        if (x.shapes.empty() && !ofCircle) continue;
        const Shape& shape = x.shapes.empty() ? Shape{circle} : x.shapes[s];
        const Contact exact = x.contacts.empty() ? Contact{} : x.contacts[s];
        if (!RowHolds(x, c, exact, shape, circle))
            x.Report("readout", "row " + c.means + " reads \"" + c.text + "\" for shape " + std::to_string(c.shape) +
                                    "; report says distance " + FormatNumber(exact.distance) + ", inside " +
                                    (exact.inside ? "true" : "false") + ", normal " + Text(exact.normal));
    }
}

}  // namespace circlelab::claims
