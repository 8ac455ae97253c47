// Luke Godfrey, "Circle Collisions, and Refactoring the Collision System" and "Circle-Rectangle
// Collisions". He stores a circle by the top-left of its bounding square, so circlePos + radius is
// the centre. Every pair first passes his broad phase, a bounding-box test (step 2 of his
// algorithm). Then:
//  - circle against circle: squared distance against the squared sum of radii; the resolution
//    vector has length radii − |dist| along the line between the centres;
//  - circle against rectangle, by where the centre is: in a corner region (I, III, VI, VIII) the
//    corner is a circle of radius zero; in a face region (II, IV, V, VII, and inside) the circle is
//    treated as its bounding square and the resolution is the smaller overlap, as for two
//    rectangles — with no further test, so a passed broad phase is a hit.
// The circle is entity A, so his vectors (computed from the circle to the rectangle) are
// inverted: the resolution moves the circle.
#include <cmath>

#include "core/classic/classic.h"
#include "core/classic/explain.h"
#include "core/collide/rect_region.h"

namespace circlelab::classic {
namespace {

std::string Vec(Vec2 v) { return "(" + Num(v.x) + ", " + Num(v.y) + ")"; }

}  // namespace

namespace detail {

template <class Out>
std::optional<bool> GodfreyMethod(const Circle& circle, const Shape& shape, Out& out) {
    const double r = circle.radius;
    if (const auto* disc = std::get_if<Circle>(&shape)) {
        // His colliderPositionA + radiusA − colliderPositionB − radiusB: centre minus centre.
        const Vec2 dist = circle.center - disc->center;
        const double radii = r + disc->radius;
        const double squareDist = LengthSquared(dist), squareRadii = radii * radii;
        const bool hit = squareDist < squareRadii;
        out.Step([&] {
            return "squared distance " + Num(squareDist) + (hit ? " < " : " >= ") + "squared radii " + Num(squareRadii) +
                   (hit ? " -> hit" : " -> miss");
        });
        if (hit && Out::kWrites) {
            const double magnitude = std::sqrt(squareDist);
            if (magnitude == 0) {
                out.Step([] { return std::string("the centres coincide: his resolution divides by |dist| = 0 and is undefined"); });
            } else {
                const Vec2 resolution = dist * (radii / magnitude - 1);
                out.Resolution(resolution);
                out.Step([&] { return "resolution = dist x (radii / |dist| - 1) = " + Vec(resolution); });
            }
        }
        return hit;
    }
    const auto* rect = std::get_if<Rect>(&shape);
    if (!rect) {
        out.NotApplicable("Godfrey's colliders are circles and rectangles; his tiles are a separate system");
        return std::nullopt;
    }
    if (rect->angleDeg != 0.0) {
        out.NotApplicable("Godfrey's rectangle colliders are axis-aligned");
        return std::nullopt;
    }
    const Vec2 pos = circle.center - Vec2{r, r};  // his circlePos: the bounding square's top-left
    const Vec2 rp = rect->topLeft, rs = rect->size;
    // Step 2, the broad phase: the circle's bounding square against the rectangle.
    const bool broad = pos.x < rp.x + rs.x && pos.x + 2 * r > rp.x && pos.y < rp.y + rs.y && pos.y + 2 * r > rp.y;
    out.Step([&] { return std::string("broad phase, bounding square against the rectangle: ") + (broad ? "overlap" : "apart"); });
    if (!broad) {
        out.Step([] { return std::string("-> miss"); });
        return false;
    }
    const bool outsideX = pos.x + r < rp.x || pos.x + r > rp.x + rs.x;
    const bool outsideY = pos.y + r < rp.y || pos.y + r > rp.y + rs.y;
    const auto region = [&] { return std::string(RegionName(ClassifyRect(*rect, circle.center))); };
    if (outsideX && outsideY) {
        // Corner region: the corner as a circle of radius zero.
        Vec2 dist;
        dist.x = pos.x + r < rp.x ? rp.x - pos.x - r : rp.x + rs.x - pos.x - r;
        dist.y = pos.y + r < rp.y ? rp.y - pos.y - r : rp.y + rs.y - pos.y - r;
        const double squareDist = LengthSquared(dist);
        const bool hit = squareDist < r * r;
        out.Step([&] {
            return "region " + region() + ", a corner region: the corner is a circle of radius 0, " + Num(std::sqrt(squareDist)) +
                   " from the centre" + (hit ? " < r -> hit" : " >= r -> miss");
        });
        if (hit && squareDist > 0 && Out::kWrites) {
            const double magnitude = std::sqrt(squareDist);
            const Vec2 resolution = dist * (-(r / magnitude - 1));  // inverted: the circle is entity A
            out.Resolution(resolution);
            out.Step([&] { return "resolution = -dist x (r / |dist| - 1) = " + Vec(resolution); });
        }
        return hit;
    }
    // Face region (or the centre inside): the circle as its bounding square.
    if constexpr (Out::kWrites) {
        Vec2 dist;
        dist.x = pos.x > rp.x ? pos.x - rp.x - rs.x : pos.x + r * 2 - rp.x;
        dist.y = pos.y > rp.y ? pos.y - rp.y - rs.y : pos.y + r * 2 - rp.y;
        out.Step([&] { return "region " + region() + ", a face region: the circle is treated as its bounding square -> hit"; });
        const Vec2 resolution = std::abs(dist.y) < std::abs(dist.x) ? Vec2{0, -dist.y} : Vec2{-dist.x, 0};
        out.Resolution(resolution);
        out.Step([&] {
            return "overlaps x " + Num(dist.x) + ", y " + Num(dist.y) + "; the smaller one gives resolution " + Vec(resolution);
        });
    }
    return true;
}

template std::optional<bool> GodfreyMethod(const Circle&, const Shape&, Notes&);
template std::optional<bool> GodfreyMethod(const Circle&, const Shape&, NoNotes&);

}  // namespace detail

}  // namespace circlelab::classic
