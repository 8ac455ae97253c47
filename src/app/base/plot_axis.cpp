#include "app/base/plot_axis.h"

#include <cmath>
#include <cstdio>

namespace circlelab::app {

double NiceCeiling(double value) {
    if (!(value > 0) || !std::isfinite(value)) return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(value)));
    for (const double step : {1.0, 2.0, 5.0})
        if (value <= step * power * (1 + 1e-9)) return step * power;
    return 10.0 * power;
}

double TickSeconds(double pixelsPerSecond, double labelRoom) {
    for (const double step : {1.0, 2.0, 5.0})
        if (step * pixelsPerSecond >= labelRoom) return step;
    return 10.0;
}

std::string AxisText(double value) {
    const char* suffix = "";
    for (const char* s : {"k", "M", "G", "T"}) {
        if (std::fabs(value) < 1000) break;
        value /= 1000;
        suffix = s;
    }
    char text[32];
    std::snprintf(text, sizeof text, value == std::floor(value) ? "%.0f%s" : "%.1f%s", value, suffix);
    return text;
}

}  // namespace circlelab::app
