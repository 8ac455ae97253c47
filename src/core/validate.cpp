#include "validate.h"

#include <cmath>

#include "json.h"

namespace circlelab {
namespace {

void Finite(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) out.push_back({field, std::string(field) + " must be a finite number"});
}

void Positive(std::vector<FieldError>& out, const char* field, double v) {
    if (!std::isfinite(v)) Finite(out, field, v);
    else if (!(v > 0)) out.push_back({field, std::string(field) + " must be > 0, not " + FormatNumber(v)});
}

void Box(std::vector<FieldError>& out, Vec2 topLeft, Vec2 size, double angle) {
    Finite(out, "x", topLeft.x);
    Finite(out, "y", topLeft.y);
    Positive(out, "w", size.x);
    Positive(out, "h", size.y);
    Finite(out, "angle", angle);
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
        void operator()(const Rect& r) const { Box(out, r.topLeft, r.size, r.angleDeg); }
        void operator()(const Triangle& t) const { Box(out, t.topLeft, t.size, t.angleDeg); }
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
