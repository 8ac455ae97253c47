#include "core/scene/prediction.h"

#include <algorithm>
#include <cmath>

#include "core/geometry/rotation.h"

namespace circlelab {

double AngleDegrees(Vec2 a, Vec2 b) {
    if (LengthSquared(a) == 0 || LengthSquared(b) == 0) return 180.0;
    // atan2 of the cross and dot products: accurate at small and large angles alike.
    return RadToDeg(std::abs(std::atan2(Cross(a, b), Dot(a, b))));
}

std::optional<Vec2> Bounce(Vec2 velocity, Vec2 normal, double e) {
    const double along = Dot(velocity, normal);
    if (!(along < 0)) return std::nullopt;  // moving away from (or along) the surface: no bounce
    return velocity - normal * ((1 + e) * along);
}

PredictionScore Score(const Prediction& p, const Contact& exact, Vec2 velocity, double e) {
    PredictionScore s;
    if (p.hit) s.hitRight = *p.hit == exact.hit;
    if (p.closest) s.closestPixels = Length(*p.closest - exact.closest);
    if (p.normal) s.normalDegrees = AngleDegrees(*p.normal, exact.normal);
    if (p.bounce) {
        if (const std::optional<Vec2> bounce = Bounce(velocity, exact.normal, e)) s.bounceDegrees = AngleDegrees(*p.bounce, *bounce);
    }
    return s;
}

void PredictionTally::Add(const PredictionScore& score) {
    const bool any = score.hitRight || score.closestPixels || score.normalDegrees || score.bounceDegrees;
    if (!any) return;
    ++questions;
    if (score.hitRight) {
        ++hitAsked;
        hitRight += *score.hitRight;
    }
    if (score.closestPixels) ++closestCount, closestSum += *score.closestPixels;
    if (score.normalDegrees) ++normalCount, normalSum += *score.normalDegrees;
    if (score.bounceDegrees) ++bounceCount, bounceSum += *score.bounceDegrees;
}

}  // namespace circlelab
