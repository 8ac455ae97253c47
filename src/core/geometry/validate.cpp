#include "core/geometry/validate.h"

#include <cmath>

#include "core/geometry/number_text.h"

namespace circlelab {
namespace {

void Finite(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) out.push_back({field, std::string(field) + " must be a finite number"});
}

void Positive(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) Finite(out, field, v);
    else if (!(v > 0)) out.push_back({field, std::string(field) + " must be > 0, not " + FormatNumber(v)});
}

void ValidateBox(std::vector<FieldError>& out, const Box& box) {
    Finite(out, "x", box.topLeft.x);
    Finite(out, "y", box.topLeft.y);
    Positive(out, "w", box.size.x);
    Positive(out, "h", box.size.y);
    Finite(out, "angle", box.angleDeg);
}

}  // namespace

std::vector<FieldError> Validate(const Shape& shape) {
    std::vector<FieldError> out;
    struct Visitor {
        std::vector<FieldError>& out;
        void operator()(const Circle& c) const {
            Finite(out, "x", c.center.x);
            Finite(out, "y", c.center.y);
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
    Finite(out, "x", c.center.x);
    Finite(out, "y", c.center.y);
    if (!std::isfinite(c.radius)) Finite(out, "r", c.radius);
    else if (c.radius < 0) out.push_back({"r", "r must be >= 0, not " + FormatNumber(c.radius)});
    return out;
}

}  // namespace circlelab
