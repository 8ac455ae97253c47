#include "rotation.h"

#include <cmath>

namespace circlelab {

Rotation MakeRotation(double radians) {
    const double quarters = radians / (kPi / 2.0);
    const double whole = std::nearbyint(quarters);
    if (std::abs(quarters - whole) < 1e-12 && std::abs(whole) < 1e15) {
        switch (((static_cast<long long>(whole) % 4) + 4) % 4) {
            case 0: return {1.0, 0.0};
            case 1: return {0.0, 1.0};
            case 2: return {-1.0, 0.0};
            default: return {0.0, -1.0};
        }
    }
    return {std::cos(radians), std::sin(radians)};
}

Rotation MakeRotationDegrees(double degrees) {
    const double quarter = std::fmod(degrees, 90.0);  // exact for any finite double
    if (quarter == 0.0) return MakeRotation(DegToRad(std::fmod(degrees, 360.0)));
    return MakeRotation(DegToRad(degrees));
}

}  // namespace circlelab
