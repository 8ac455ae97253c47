#include "core/io/query.h"

#include <istream>
#include <ostream>
#include <vector>

#include "core/io/json.h"
#include "core/io/json_fields.h"
#include "core/io/shape_json.h"

namespace circlelab {
namespace {

std::string Point(Vec2 p) { return "[" + FormatNumber(p.x) + "," + FormatNumber(p.y) + "]"; }

QueryAnswer Error(long lineNumber, const SourceError& e) {
    std::string message = "line " + std::to_string(lineNumber) + ", column " + std::to_string(e.column) + ": " +
                          e.message;
    if (!e.pointer.empty()) message += " (at " + e.pointer + ")";
    return {"{\"error\":" + QuoteJson(message) + "}", false};
}

}  // namespace

std::string ContactToJson(const Contact& c) { return "{" + ContactFields(c) + "}"; }

std::string ContactFields(const Contact& c) {
    std::string out = "\"hit\":";
    out += c.hit ? "true" : "false";
    out += ",\"inside\":";
    out += c.inside ? "true" : "false";
    out += ",\"distance\":" + FormatNumber(c.distance);
    out += ",\"closest\":" + Point(c.closest);
    out += ",\"normal\":" + Point(c.normal);
    out += ",\"depth\":" + FormatNumber(c.depth);
    out += ",\"feature\":\"" + std::string(FeatureName(c.feature)) + "\"";
    return out;
}

QueryAnswer AnswerQueryLine(std::string_view line, long lineNumber) {
    const JsonParse parsed = ParseJson(line);
    if (!parsed.value) return Error(lineNumber, parsed.error);

    std::vector<SourceError> errors;
    ObjectReader in(*parsed.value, "", errors, "a query line");
    const JsonValue* circleValue = in.Get("circle", true);
    const JsonValue* shapeValue = in.Get("shape", true);
    in.RejectUnknown();
    std::optional<Circle> circle;
    std::optional<Shape> shape;
    if (circleValue) {
        ObjectReader circleIn(*circleValue, "/circle", errors, "circle");
        circle = ReadMovingCircle(circleIn);
        circleIn.RejectUnknown();
    }
    if (shapeValue) shape = ShapeFromJson(*shapeValue, "/shape", errors);
    if (!errors.empty()) return Error(lineNumber, errors.front());
    return {ContactToJson(Collide(*circle, *shape)), true};
}

int RunQuery(std::istream& in, std::ostream& out) {
    std::string line;
    long number = 0;
    bool failed = false;
    while (std::getline(in, line)) {
        ++number;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const QueryAnswer answer = AnswerQueryLine(line, number);
        failed = failed || !answer.ok;
        out << answer.json << '\n';
    }
    out.flush();
    return failed ? 1 : 0;
}

}  // namespace circlelab
