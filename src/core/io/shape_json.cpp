#include "core/io/shape_json.h"

#include "core/io/json_fields.h"
#include "core/geometry/validate.h"

namespace circlelab {

std::optional<Corner> ParseCorner(std::string_view name) {
    for (Corner c : {Corner::kTopLeft, Corner::kTopRight, Corner::kBottomLeft, Corner::kBottomRight})
        if (CornerName(c) == name) return c;
    return std::nullopt;
}

std::optional<Shape> ShapeFromJson(JsonRef value, const std::string& pointer,
                                   std::vector<SourceError>& errors) {
    const std::size_t before = errors.size();
    ObjectReader in(value, pointer, errors, "a shape");
    if (!in.ok()) return std::nullopt;
    std::string type;
    if (!in.String("type", type, true)) return std::nullopt;

    Shape shape;
    if (type == "circle") {
        Circle c;
        in.Number("x", c.center.x, true);
        in.Number("y", c.center.y, true);
        in.Number("r", c.radius, true);
        shape = c;
    } else if (type == "rect" || type == "triangle") {
        Vec2 topLeft, size;
        double angle = 0.0;
        in.Number("x", topLeft.x, true);
        in.Number("y", topLeft.y, true);
        in.Number("w", size.x, true);
        in.Number("h", size.y, true);
        in.Number("angle", angle, false);
        if (type == "rect") {
            shape = Rect{topLeft, size, angle};
        } else {
            std::string missing;
            Corner corner = Corner::kTopLeft;
            if (in.String("missing", missing, true)) {
                if (auto c = ParseCorner(missing)) corner = *c;
                else in.ErrorAt("missing", "missing must be \"top-left\", \"top-right\", \"bottom-left\" or "
                                           "\"bottom-right\", not \"" + missing + "\"");
            }
            shape = Triangle{topLeft, size, corner, angle};
        }
    } else {
        in.ErrorAt("type", "unknown shape type \"" + type + "\" (expected \"circle\", \"rect\" or \"triangle\")");
        return std::nullopt;
    }
    in.RejectUnknown();
    if (errors.size() != before) return std::nullopt;
    in.Report(Validate(shape));
    if (errors.size() != before) return std::nullopt;
    return shape;
}

std::optional<Circle> ReadMovingCircle(ObjectReader& in) {
    if (!in.ok()) return std::nullopt;
    Circle c;
    bool ok = in.Number("x", c.center.x, true);
    ok = in.Number("y", c.center.y, true) && ok;
    ok = in.Number("r", c.radius, true) && ok;
    if (!ok) return std::nullopt;
    const std::vector<FieldError> problems = ValidateMovingCircle(c);
    in.Report(problems);
    if (!problems.empty()) return std::nullopt;
    return c;
}

void WriteShape(JsonWriter& out, const Shape& shape) {
    struct Visitor {
        JsonWriter& out;
        void operator()(const Circle& c) const {
            out.Key("x").Number(c.center.x).Key("y").Number(c.center.y).Key("r").Number(c.radius);
        }
        void BoxMembers(const Box& b) const {
            out.Key("x").Number(b.topLeft.x).Key("y").Number(b.topLeft.y);
            out.Key("w").Number(b.size.x).Key("h").Number(b.size.y);
            if (b.angleDeg != 0.0) out.Key("angle").Number(b.angleDeg);
        }
        void operator()(const Rect& r) const { BoxMembers(r); }
        void operator()(const Triangle& t) const {
            BoxMembers(t);
            out.Key("missing").String(CornerName(t.missing));
        }
    };
    out.BeginObject().Key("type").String(TypeName(shape));
    std::visit(Visitor{out}, shape);
    out.EndObject();
}

std::string ShapeToJson(const Shape& shape) {
    std::string text;
    JsonWriter out(text);
    WriteShape(out, shape);
    return text;
}

}  // namespace circlelab
