// Helpers shared by the core tests: comparing vectors and contacts with a tolerance, and printing
// case parameters readably.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <ostream>

#include "core/collide/contact.h"

namespace circlelab {

/// A corner as the test list shows a case that takes one: "top-left", … (gtest finds it by ADL).
inline void PrintTo(Corner corner, std::ostream* os) { *os << CornerName(corner); }

}  // namespace circlelab

namespace circlelab::testing {

inline ::testing::AssertionResult Near(Vec2 actual, Vec2 expected, double tol = 1e-9) {
    if (std::abs(actual.x - expected.x) <= tol && std::abs(actual.y - expected.y) <= tol)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "(" << actual.x << ", " << actual.y << ") is not within " << tol
                                         << " of (" << expected.x << ", " << expected.y << ")";
}

inline ::testing::AssertionResult IsUnit(Vec2 v, double tol = 1e-12) {
    if (std::isfinite(v.x) && std::isfinite(v.y) && std::abs(std::sqrt(v.x * v.x + v.y * v.y) - 1.0) <= tol)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "(" << v.x << ", " << v.y << ") is not a unit vector";
}

inline constexpr double kHalfSqrt2 = 0.70710678118654752440;

}  // namespace circlelab::testing
