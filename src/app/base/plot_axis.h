// The numbers on a plot's axes: where the value axis ends, how far apart the time ticks are, and
// how a value is written at an axis. Pure arithmetic, tested without a window.
#pragma once

#include <string>

namespace circlelab::app {

/// The largest value rounded up to 1, 2 or 5 times a power of ten: the top of the value axis
/// (1 when there is nothing positive to show).
double NiceCeiling(double value);

/// Seconds between time ticks: the first of 1, 2, 5 and 10 s whose ticks are at least `labelRoom`
/// pixels apart when a second spans `pixelsPerSecond`.
double TickSeconds(double pixelsPerSecond, double labelRoom);

/// A value as a short axis label: "0", "250", "1.5k", "20M".
std::string AxisText(double value);

}  // namespace circlelab::app
