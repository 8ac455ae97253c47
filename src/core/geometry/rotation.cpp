#include "core/geometry/rotation.h"

#include <cmath>

namespace circlelab {

namespace {

Rotation QuarterTurns(long long turns) {
    switch (((turns % 4) + 4) % 4) {
        case 0: return {1.0, 0.0};
        case 1: return {0.0, 1.0};
        case 2: return {-1.0, 0.0};
        default: return {0.0, -1.0};
    }
}

}  // namespace

Rotation MakeRotation(double radians) {
    if (radians == 0.0) return {};
    const double quarters = radians / (kPi / 2.0);
    if (std::abs(quarters) < 1e15) {
        const double whole = std::round(quarters);
        if (std::abs(quarters - whole) < 1e-12) return QuarterTurns(static_cast<long long>(whole));
    }
    return {std::cos(radians), std::sin(radians)};
}

Rotation MakeRotationDegrees(double degrees) {
    // Called for every contact of a rect or tile: the common cases (0° and whole quarter
    // turns) cost a division and a compare, no trigonometry.
    if (degrees == 0.0) return {};
    const double quarters = degrees / 90.0;  // exact when degrees is a multiple of 90
    if (std::abs(quarters) < 1e15) {
        const auto whole = static_cast<long long>(quarters);
        if (static_cast<double>(whole) == quarters) return QuarterTurns(whole);
    }
    const double radians = DegToRad(degrees);
    return {std::cos(radians), std::sin(radians)};
}

}  // namespace circlelab
