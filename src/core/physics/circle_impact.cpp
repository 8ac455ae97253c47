#include "core/physics/circle_impact.h"

#include <cmath>

namespace circlelab::physics {

std::optional<double> CircleTimeOfImpact(Vec2 d, Vec2 w, double distance, double maxTime) {
    // |d + w t|² = distance²  <=>  a t² + 2 b t + c = 0 with a = w·w, b = d·w, c = d·d − distance².
    const double b = Dot(d, w);
    if (b >= 0) return std::nullopt;  // moving apart or sideways: the gap never closes
    const double c = Dot(d, d) - distance * distance;
    if (c <= 0) return 0.0;  // already within reach and closing: they meet now
    const double a = Dot(w, w);
    const double discriminant = b * b - a * c;
    if (discriminant < 0) return std::nullopt;  // the closest approach stays wider than `distance`
    // The smaller root (−b − √disc) / a, written as c / (−b + √disc): the same number without the
    // cancellation of two nearly equal terms when the circles graze (Press et al., "Numerical
    // Recipes", 5.6: quadratic equations).
    const double t = c / (-b + std::sqrt(discriminant));
    if (!(t <= maxTime)) return std::nullopt;
    return t;
}

}  // namespace circlelab::physics
