// Predict, then reveal, scored: with the answers hidden a student says whether the circle hits the
// selected shape, places the closest point, points the normal and (for a moving circle) the
// bounce; the reveal scores each against the exact contact — a distance in pixels, an angle in
// degrees — and a tally keeps the scores since the lab opened.
#pragma once

#include <optional>

#include "core/collide/contact.h"
#include "core/geometry/vec2.h"

namespace circlelab {

/// What the student predicted; each part is optional.
struct Prediction {
    std::optional<bool> hit;      ///< does the circle hit the selected shape?
    std::optional<Vec2> closest;  ///< the closest point of the shape, in scene pixels
    std::optional<Vec2> normal;   ///< the normal's direction (any length)
    std::optional<Vec2> bounce;   ///< the direction the circle leaves in after the contact (any length)
    bool Empty() const { return !hit && !closest && !normal && !bounce; }
};

/// How far each part was from the exact answer; a part that was not predicted (or, for the
/// bounce, a circle that does not move into the shape) is not scored.
struct PredictionScore {
    std::optional<bool> hitRight;
    std::optional<double> closestPixels;  ///< |predicted − exact closest point|
    std::optional<double> normalDegrees;  ///< the angle between predicted and exact normal, 0–180
    std::optional<double> bounceDegrees;  ///< the angle between predicted and exact bounce, 0–180
};

/// The angle between two directions in degrees (0–180); 180 when either is zero.
double AngleDegrees(Vec2 a, Vec2 b);

/// The velocity a circle moving at `velocity` leaves with off a static surface of unit `normal`,
/// restitution `e`: the part along the normal reversed and scaled by e, the rest kept (the
/// physical model's response). Nullopt when it does not move into the surface.
std::optional<Vec2> Bounce(Vec2 velocity, Vec2 normal, double e);

/// Scores `p` against the exact contact of the circle (moving at `velocity`, restitution `e`).
PredictionScore Score(const Prediction& p, const Contact& exact, Vec2 velocity, double e);

/// The scores since the lab opened (or the teacher reset them).
struct PredictionTally {
    int questions = 0;               ///< reveals that scored at least one part
    int hitAsked = 0, hitRight = 0;  ///< hit-or-miss predictions, and how many were right
    int closestCount = 0, normalCount = 0, bounceCount = 0;
    double closestSum = 0, normalSum = 0, bounceSum = 0;  ///< for the means
    /// Adds one reveal's score (nothing when it scored no part).
    void Add(const PredictionScore& score);
};

}  // namespace circlelab
