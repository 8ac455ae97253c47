#include "core/geometry/number_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <system_error>

namespace circlelab {

std::string FormatNumber(double value) {
    std::string out;
    AppendNumber(out, value);
    return out;
}

void AppendNumber(std::string& out, double value) {
    if (value == 0.0) {  // −0 too: files and lines never show a sign on zero
        out += '0';
        return;
    }
    char buf[32];
    const auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, value);
    if (ec != std::errc() || !std::isfinite(value)) {
        out += "null";
        return;
    }
    out.append(buf, ptr);
}

std::string FormatFixed(double value) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string FormatPoint(Vec2 p) { return "(" + FormatFixed(p.x) + ", " + FormatFixed(p.y) + ")"; }

}  // namespace circlelab
