// A value typed into a panel knob (Ctrl+click or Enter on a slider) may lie outside docs/architecture.md's
// valid range for it: a width of 0 or -5, an x of 1e300, "nan". The knob keeps the nearest valid
// value, and the person who typed it is told what was kept and why, rather than finding out later.
#pragma once

#include <string>
#include <string_view>

#include "core/geometry/limits.h"

namespace circlelab::app {

struct TypedValue {
    double kept = 0;     ///< the value inside the range
    std::string notice;  ///< empty when the typed value was kept as typed
};

/// `typed` brought into `range` (a NaN becomes the range's low end), with a notice such as
/// "width: 0 is outside its valid range 1e-06 to 1e+09 px; kept 1e-06 px". `unit` may be empty.
TypedValue KeepInRange(std::string_view knob, double typed, ValidRange range, std::string_view unit);

}  // namespace circlelab::app
