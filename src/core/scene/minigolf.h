// Worden's mini-golf hole (Worden, "Mixed Bounding Types"): the rules of the cup.
#pragma once

#include "core/scene/scene.h"

namespace circlelab {

/// A ball whose centre passes over the cup slower than this drops in; a faster one runs over it.
inline constexpr double kCaptureSpeed = 300.0;  // px/s

/// Whether the cup captures `ball` now: its centre over the cup, slower than kCaptureSpeed.
bool Captures(const Circle& cup, const Body& ball);

/// Whether the first body rests in the cup: its centre inside the cup and slower than 60 px/s.
bool InCup(const Scene& scene);

}  // namespace circlelab
