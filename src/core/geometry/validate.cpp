#include "core/geometry/validate.h"

#include <cmath>

#include "core/geometry/limits.h"
#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

void Finite(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) out.push_back({field, std::string(field) + " must be a finite number"});
}

// A coordinate: finite and within ±1e9 px (docs/architecture.md, Valid ranges).
void Coordinate(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) Finite(out, field, v);
    else if (std::abs(v) > kMaxCoordinate)
        out.push_back({field, std::string(field) + " must be between -1e9 and 1e9 px, not " + FormatNumber(v)});
}

void AtMostMaxSize(std::vector<FieldError>& out, const char* field, double v) {
    if (v > kMaxCoordinate) out.push_back({field, std::string(field) + " must be at most 1e9 px, not " + FormatNumber(v)});
}

void Positive(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) Finite(out, field, v);
    else if (!(v > 0)) out.push_back({field, std::string(field) + " must be > 0, not " + FormatNumber(v)});
    else AtMostMaxSize(out, field, v);
}

void Angle(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) Finite(out, field, v);
    else if (std::abs(v) > kMaxAngleDeg)
        out.push_back({field, std::string(field) + " must be between -1e6 and 1e6 degrees, not " + FormatNumber(v)});
}

void ValidateBox(std::vector<FieldError>& out, const Box& box) {
    Coordinate(out, "x", box.topLeft.x);
    Coordinate(out, "y", box.topLeft.y);
    Positive(out, "w", box.size.x);
    Positive(out, "h", box.size.y);
    Angle(out, "angle", box.angleDeg);
}

}  // namespace

std::vector<FieldError> Validate(const Shape& shape) {
    std::vector<FieldError> out;
    struct Visitor {
        std::vector<FieldError>& out;
        void operator()(const Circle& c) const {
            Coordinate(out, "x", c.center.x);
            Coordinate(out, "y", c.center.y);
            Positive(out, "r", c.radius);
        }
        void operator()(const Rect& r) const { ValidateBox(out, r); }
        void operator()(const Triangle& t) const { ValidateBox(out, t); }
    };
    std::visit(Visitor{out}, shape);
    return out;
}

std::vector<FieldError> ValidateMovingCircle(const Circle& c) {
    std::vector<FieldError> out;
    Coordinate(out, "x", c.center.x);
    Coordinate(out, "y", c.center.y);
    if (!std::isfinite(c.radius)) Finite(out, "r", c.radius);
    else if (c.radius < 0) out.push_back({"r", "r must be >= 0, not " + FormatNumber(c.radius)});
    else AtMostMaxSize(out, "r", c.radius);
    return out;
}

}  // namespace circlelab
