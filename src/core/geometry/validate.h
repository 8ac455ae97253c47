// What makes a shape computable: numbers within docs/architecture.md's valid ranges, positive sizes, a radius
// >= 0. Invalid shapes are reported and never handed to Collide.
#pragma once

#include <string>
#include <vector>

#include "core/geometry/shapes.h"

namespace circlelab {

/// One problem with one field, named by its shape-JSON key ("w", "r", "angle", …).
struct FieldError {
    std::string field;
    std::string message;  ///< e.g. "w must be > 0, not -3"
    friend bool operator==(const FieldError&, const FieldError&) = default;
};

/// Every problem of a static shape: coordinates within ±1e9 px; w, h and a circle's r in (0, 1e9];
/// angles within ±1e6 degrees (limits.h).
std::vector<FieldError> Validate(const Shape& shape);
/// A moving circle (a query's circle, a scene body): centre within ±1e9 px, radius in [0, 1e9].
std::vector<FieldError> ValidateMovingCircle(const Circle& circle);

}  // namespace circlelab
