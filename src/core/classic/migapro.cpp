// migapro, "Circle and Rotated Rectangle Collision Detection": instead of rotating
// the rectangle, rotate the circle's centre back about the rectangle's centre by the rectangle's
// angle, clamp it into the unrotated rectangle, and compare the distance with the radius.
// (His sample code writes the rotation with −sin in the first row; with the angle measured as
// here, clockwise on screen, rotating *back* is R(−θ), which is what his prose asks for.)
#include <cmath>

#include "core/classic/classic.h"
#include "core/classic/explain.h"

namespace circlelab::classic {

namespace detail {

template <class Out>
std::optional<bool> MigaproMethod(const Circle& circle, const Shape& shape, Out& out) {
    const auto* rect = std::get_if<Rect>(&shape);
    if (!rect) {
        out.NotApplicable("migapro's method is for rectangles");
        return std::nullopt;
    }
    const double theta = rect->angleDeg * (3.14159265358979323846 / 180.0);
    const double cx = rect->topLeft.x + rect->size.x / 2, cy = rect->topLeft.y + rect->size.y / 2;
    const double dx = circle.center.x - cx, dy = circle.center.y - cy;
    const double ux = std::cos(theta) * dx + std::sin(theta) * dy + cx;
    const double uy = -std::sin(theta) * dx + std::cos(theta) * dy + cy;
    double closestX = ux, closestY = uy;
    if (ux < rect->topLeft.x) closestX = rect->topLeft.x;
    else if (ux > rect->topLeft.x + rect->size.x) closestX = rect->topLeft.x + rect->size.x;
    if (uy < rect->topLeft.y) closestY = rect->topLeft.y;
    else if (uy > rect->topLeft.y + rect->size.y) closestY = rect->topLeft.y + rect->size.y;
    const double a = std::abs(ux - closestX), b = std::abs(uy - closestY);
    const double distance = std::sqrt(a * a + b * b);
    const bool hit = distance < circle.radius;
    out.Step([&] {
        return "rotate the centre into the rect's frame: (" + Num(circle.center.x) + ", " + Num(circle.center.y) + ") -> (" +
               Num(ux) + ", " + Num(uy) + ")";
    });
    out.Step([&] { return "clamp: (" + Num(closestX) + ", " + Num(closestY) + ")"; });
    out.Step([&] {
        return "distance " + Num(distance) + (hit ? " < r " : " >= r ") + Num(circle.radius) + (hit ? " -> hit" : " -> miss");
    });
    return hit;
}

template std::optional<bool> MigaproMethod(const Circle&, const Shape&, Notes&);
template std::optional<bool> MigaproMethod(const Circle&, const Shape&, NoNotes&);

}  // namespace detail

}  // namespace circlelab::classic
