#include "core/io/query.h"

#include <cstdint>
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
    std::streambuf& input = *in.rdbuf();
    std::string line;
    long number = 0;
    bool failed = false;
    while (true) {
        // One line, at most kMaxQueryLineBytes of it kept: a longer line is skipped to its end, so a
        // huge line costs no memory and the lines after it are still answered.
        line.clear();
        std::size_t length = 0;
        int c = input.sbumpc();
        if (c == std::char_traits<char>::eof()) break;
        for (; c != std::char_traits<char>::eof() && c != '\n'; c = input.sbumpc()) {
            if (length++ < kMaxQueryLineBytes) line += static_cast<char>(c);
        }
        ++number;
        QueryAnswer answer;
        if (length > kMaxQueryLineBytes) {
            answer = Error(number, {0, static_cast<std::int64_t>(kMaxQueryLineBytes) + 1, "",
                                    "the line is longer than 1 MiB, the most a query line may be"});
        } else if (line.find_first_not_of(" \t\r") == std::string::npos) {
            continue;
        } else {
            answer = AnswerQueryLine(line, number);
        }
        failed = failed || !answer.ok;
        out << answer.json << '\n';
        if (!out) return 1;  // nowhere to answer: stop reading (the caller says why)
    }
    out.flush();
    return failed || !out ? 1 : 0;
}

}  // namespace circlelab
