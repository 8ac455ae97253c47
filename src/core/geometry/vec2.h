// Two-dimensional vector of doubles: the value type every core module computes with.
// World units are pixels, x grows right and y grows down (docs/architecture.md, Conventions).
#pragma once

#include <algorithm>
#include <cmath>

namespace circlelab {

struct Vec2 {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator/(Vec2 a, double s) { return {a.x / s, a.y / s}; }

constexpr double Dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// z of the 3D cross product: positive when b is clockwise of a on screen (y down).
constexpr double Cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
constexpr double LengthSquared(Vec2 a) { return Dot(a, a); }
/// a turned a quarter clockwise on screen (y down): (x, y) -> (-y, x).
constexpr Vec2 Perp(Vec2 a) { return {-a.y, a.x}; }

constexpr Vec2 Clamp(Vec2 p, Vec2 lo, Vec2 hi) {
    return {std::clamp(p.x, lo.x, hi.x), std::clamp(p.y, lo.y, hi.y)};
}

inline bool IsFinite(Vec2 a) { return std::isfinite(a.x) && std::isfinite(a.y); }

/// Euclidean length. Rescales first when the squares would underflow, so a vector of
/// 1e-200 px still has a non-zero length.
inline double Length(Vec2 a) {
    const double sq = LengthSquared(a);
    if (sq > 1e-280) return std::sqrt(sq);
    const double m = std::max(std::abs(a.x), std::abs(a.y));
    if (m == 0.0) return 0.0;
    const Vec2 s = a / m;
    return m * std::sqrt(LengthSquared(s));
}

/// Unit vector along a, or `fallback` when a is zero. Never NaN for finite input.
inline Vec2 NormalizeOr(Vec2 a, Vec2 fallback) {
    const double sq = LengthSquared(a);
    if (sq > 1e-280) return a / std::sqrt(sq);
    const double m = std::max(std::abs(a.x), std::abs(a.y));
    if (m == 0.0) return fallback;
    const Vec2 s = a / m;
    return s / std::sqrt(LengthSquared(s));
}

/// A vector split into its length and unit direction with one square root.
struct Polar {
    double length = 0.0;
    Vec2 unit;  ///< `fallback` when length is 0
};
inline Polar ToPolar(Vec2 a, Vec2 fallback) {
    const double sq = LengthSquared(a);
    if (sq > 1e-280) {
        const double len = std::sqrt(sq);
        return {len, a / len};
    }
    return {Length(a), NormalizeOr(a, fallback)};
}

/// The direction used when no geometric direction exists (coincident centres):
/// straight up on screen.
inline constexpr Vec2 kUp{0.0, -1.0};

}  // namespace circlelab
