// The valid ranges of docs/architecture.md ("Valid ranges"), in one place: the loader, `query`, `check` and the
// panel refuse anything outside them, and inside them every answer is finite with a unit normal
// (a squared length of 1e9-pixel coordinates is 1e18, far from a double's limit).
#pragma once

namespace circlelab {

inline constexpr double kMaxCoordinate = 1e9;  ///< |x|, |y| of any point, and any size, in px
inline constexpr double kMaxAngleDeg = 1e6;    ///< |angle| in degrees
inline constexpr double kMaxSpeed = 1e7;       ///< a body's speed, px/s
inline constexpr double kMaxGravity = 1e7;     ///< the gravity's size, px/s²
inline constexpr double kMinMass = 1e-6;
inline constexpr double kMaxMass = 1e9;
inline constexpr double kMaxFriction = 10;     ///< a body's Coulomb friction coefficient (see docs/limits.md)
inline constexpr double kMaxTiles = 1e6;       ///< tiles in a tile map (rows × longest row)

/// A closed interval of valid values, for a value typed into the panel.
struct ValidRange {
    double lo = 0;
    double hi = 0;
};
inline constexpr ValidRange kCoordinateRange{-kMaxCoordinate, kMaxCoordinate};
inline constexpr ValidRange kRadiusRange{0, kMaxCoordinate};        ///< a body's radius may be 0
inline constexpr ValidRange kSizeRange{1e-6, kMaxCoordinate};       ///< > 0: a typed 0 is kept at 1e-6 px
inline constexpr ValidRange kAngleRange{-kMaxAngleDeg, kMaxAngleDeg};
inline constexpr ValidRange kMassRange{kMinMass, kMaxMass};
inline constexpr ValidRange kUnitRange{0, 1};                       ///< elasticity
inline constexpr ValidRange kFrictionRange{0, kMaxFriction};

/// `value` brought into `range`; a NaN becomes the range's low end. What the panel keeps of a typed
/// value outside a knob's valid range.
constexpr double ClampToRange(double value, ValidRange range) {
    return value >= range.lo ? (value <= range.hi ? value : range.hi) : range.lo;
}

}  // namespace circlelab
