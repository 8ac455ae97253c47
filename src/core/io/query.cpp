#include "core/io/query.h"

#include <istream>
#include <ostream>
#include <vector>

#include "core/io/json.h"
#include "core/io/json_fields.h"
#include "core/io/json_writer.h"
#include "core/io/shape_json.h"

namespace circlelab {
namespace {

void WritePoint(JsonWriter& out, Vec2 p) { out.BeginArray().Number(p.x).Number(p.y).EndArray(); }

QueryAnswer Error(long lineNumber, const SourceError& e) {
    std::string message = "line " + std::to_string(lineNumber) + ", column " + std::to_string(e.column) + ": " +
                          e.message;
    if (!e.pointer.empty()) message += " (at " + e.pointer + ")";
    QueryAnswer answer{{}, false};
    JsonWriter(answer.json).BeginObject().Key("error").String(EscapeForMessage(message)).EndObject();
    return answer;
}

}  // namespace

std::string ContactToJson(const Contact& c) {
    std::string text;
    JsonWriter out(text);
    out.BeginObject();
    WriteContactMembers(out, c);
    out.EndObject();
    return text;
}

void WriteContactMembers(JsonWriter& out, const Contact& c) {
    out.Key("hit").Bool(c.hit).Key("inside").Bool(c.inside).Key("distance").Number(c.distance);
    out.Key("closest");
    WritePoint(out, c.closest);
    out.Key("normal");
    WritePoint(out, c.normal);
    out.Key("depth").Number(c.depth).Key("feature").String(FeatureName(c.feature));
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
