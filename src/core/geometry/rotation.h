// A rotation as its cosine and sine, and the conversions between degrees (files, UI) and
// radians (core). With y down, a positive angle turns clockwise on screen (docs/architecture.md).
#pragma once

#include <numbers>

#include "core/geometry/vec2.h"

namespace circlelab {

inline constexpr double kPi = std::numbers::pi;

constexpr double DegToRad(double deg) { return deg * (kPi / 180.0); }
constexpr double RadToDeg(double rad) { return rad * (180.0 / kPi); }

/// R(θ) = [[c, −s], [s, c]].
struct Rotation {
    double c = 1.0;
    double s = 0.0;
    friend constexpr bool operator==(Rotation, Rotation) = default;
};

/// The rotation by `radians`. Whole quarter turns (0°, 90°, 180°, 270°, 360°, …, to within
/// 1e-12 of a turn) snap to exact 0/±1 entries, so an axis-aligned shape stays exactly
/// axis-aligned and 360° gives the same answers as 0°.
Rotation MakeRotation(double radians);

/// The rotation by `degrees`; whole multiples of 90° are exact.
Rotation MakeRotationDegrees(double degrees);

constexpr bool IsIdentity(Rotation r) { return r.c == 1.0 && r.s == 0.0; }

/// R·v
constexpr Vec2 Rotate(Rotation r, Vec2 v) { return {r.c * v.x - r.s * v.y, r.s * v.x + r.c * v.y}; }
/// Rᵀ·v, the inverse rotation.
constexpr Vec2 Unrotate(Rotation r, Vec2 v) { return {r.c * v.x + r.s * v.y, -r.s * v.x + r.c * v.y}; }

}  // namespace circlelab
