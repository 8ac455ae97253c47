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
#include "core/collide/rect_region.h"

namespace circlelab::classic {
namespace {

std::string Vec(Vec2 v) { return "(" + Num(v.x) + ", " + Num(v.y) + ")"; }

}  // namespace

Verdict Godfrey(const Circle& circle, const Shape& shape) {
    Verdict v;
    const double r = circle.radius;
    if (const auto* disc = std::get_if<Circle>(&shape)) {
        // His colliderPositionA + radiusA − colliderPositionB − radiusB: centre minus centre.
        const Vec2 dist = circle.center - disc->center;
        const double radii = r + disc->radius;
        const double squareDist = LengthSquared(dist), squareRadii = radii * radii;
        v.hit = squareDist < squareRadii;
        v.steps.push_back("squared distance " + Num(squareDist) + (*v.hit ? " < " : " >= ") + "squared radii " +
                          Num(squareRadii) + (*v.hit ? " -> hit" : " -> miss"));
        if (*v.hit) {
            const double magnitude = std::sqrt(squareDist);
            if (magnitude == 0) {
                v.steps.push_back("the centres coincide: his resolution divides by |dist| = 0 and is undefined");
            } else {
                v.resolution = dist * (radii / magnitude - 1);
                v.steps.push_back("resolution = dist x (radii / |dist| - 1) = " + Vec(*v.resolution));
            }
        }
        return v;
    }
    const auto* rect = std::get_if<Rect>(&shape);
    if (!rect) {
        v.notApplicable = "Godfrey's colliders are circles and rectangles; his tiles are a separate system";
        return v;
    }
    if (rect->angleDeg != 0.0) {
        v.notApplicable = "Godfrey's rectangle colliders are axis-aligned";
        return v;
    }
    const Vec2 pos = circle.center - Vec2{r, r};  // his circlePos: the bounding square's top-left
    const Vec2 rp = rect->topLeft, rs = rect->size;
    // Step 2, the broad phase: the circle's bounding square against the rectangle.
    const bool broad = pos.x < rp.x + rs.x && pos.x + 2 * r > rp.x && pos.y < rp.y + rs.y && pos.y + 2 * r > rp.y;
    v.steps.push_back(std::string("broad phase, bounding square against the rectangle: ") + (broad ? "overlap" : "apart"));
    if (!broad) {
        v.hit = false;
        v.steps.push_back("-> miss");
        return v;
    }
    const bool outsideX = pos.x + r < rp.x || pos.x + r > rp.x + rs.x;
    const bool outsideY = pos.y + r < rp.y || pos.y + r > rp.y + rs.y;
    const std::string region(RegionName(ClassifyRect(*rect, circle.center)));
    if (outsideX && outsideY) {
        // Corner region: the corner as a circle of radius zero.
        Vec2 dist;
        dist.x = pos.x + r < rp.x ? rp.x - pos.x - r : rp.x + rs.x - pos.x - r;
        dist.y = pos.y + r < rp.y ? rp.y - pos.y - r : rp.y + rs.y - pos.y - r;
        const double squareDist = LengthSquared(dist);
        v.hit = squareDist < r * r;
        v.steps.push_back("region " + region + ", a corner region: the corner is a circle of radius 0, " + Num(std::sqrt(squareDist)) +
                          " from the centre" + (*v.hit ? " < r -> hit" : " >= r -> miss"));
        if (*v.hit && squareDist > 0) {
            const double magnitude = std::sqrt(squareDist);
            v.resolution = dist * (-(r / magnitude - 1));  // inverted: the circle is entity A
            v.steps.push_back("resolution = -dist x (r / |dist| - 1) = " + Vec(*v.resolution));
        }
        return v;
    }
    // Face region (or the centre inside): the circle as its bounding square.
    Vec2 dist;
    dist.x = pos.x > rp.x ? pos.x - rp.x - rs.x : pos.x + r * 2 - rp.x;
    dist.y = pos.y > rp.y ? pos.y - rp.y - rs.y : pos.y + r * 2 - rp.y;
    v.hit = true;
    v.steps.push_back("region " + region + ", a face region: the circle is treated as its bounding square -> hit");
    v.resolution = std::abs(dist.y) < std::abs(dist.x) ? Vec2{0, -dist.y} : Vec2{-dist.x, 0};
    v.steps.push_back("overlaps x " + Num(dist.x) + ", y " + Num(dist.y) + "; the smaller one gives resolution " +
                      Vec(*v.resolution));
    return v;
}

}  // namespace circlelab::classic
