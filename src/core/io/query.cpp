#include "core/io/query.h"

#include <cstdint>
#include <cstring>
#include <istream>
#include <optional>
#include <ostream>
#include <variant>

#include "core/geometry/number_text.h"
#include "core/io/json.h"
#include "core/io/json_writer.h"
#include "core/io/line_reader.h"
#include "core/io/query_line.h"

namespace circlelab {
namespace {

// Answers are written out in blocks of about this size, not line by line: one system call for
// hundreds of lines. Input that is slow to come (a person typing) has its answers sent sooner.
constexpr std::size_t kOutputBlock = std::size_t{1} << 16;

void WritePoint(JsonWriter& out, Vec2 p) { out.BeginArray().Number(p.x).Number(p.y).EndArray(); }

// Text whose length the compiler knows, copied at `out`; returns the end.
template <std::size_t N>
char* Put(char* out, const char (&text)[N]) {
    std::memcpy(out, text, N - 1);
    return out + N - 1;
}

char* Put(char* out, std::string_view text) {
    std::memcpy(out, text.data(), text.size());
    return out + text.size();
}

// The longest contact line: its fixed text and seven numbers.
constexpr std::size_t kMaxContactChars = 128 + 7 * kMaxNumberChars;

// The bytes JsonWriter writes for WriteContactMembers in a compact object (the tests compare
// the two), put straight into a buffer: a writer's bookkeeping for every comma and quote of a
// million lines costs more than their contacts.
char* PutContact(char* out, const Contact& c) {
    out = Put(out, "{\"hit\":");
    out = c.hit ? Put(out, "true") : Put(out, "false");
    out = Put(out, ",\"inside\":");
    out = c.inside ? Put(out, "true") : Put(out, "false");
    out = Put(out, ",\"distance\":");
    out = WriteNumber(out, c.distance);
    out = Put(out, ",\"closest\":[");
    out = WriteNumber(out, c.closest.x);
    *out++ = ',';
    out = WriteNumber(out, c.closest.y);
    out = Put(out, "],\"normal\":[");
    out = WriteNumber(out, c.normal.x);
    *out++ = ',';
    out = WriteNumber(out, c.normal.y);
    out = Put(out, "],\"depth\":");
    out = WriteNumber(out, c.depth);
    out = Put(out, ",\"feature\":\"");
    out = Put(out, FeatureName(c.feature));  // "edge" or "corner": nothing to escape
    return Put(out, "\"}");
}

void AppendContact(std::string& text, const Contact& c) {
    char line[kMaxContactChars];
    text.append(line, PutContact(line, c));
}

void AppendError(std::string& text, long lineNumber, const SourceError& e) {
    std::string message = "line " + std::to_string(lineNumber) + ", column " + std::to_string(e.column) + ": " +
                          e.message;
    if (!e.pointer.empty()) message += " (at " + e.pointer + ")";
    JsonWriter(text).BeginObject().Key("error").String(EscapeForMessage(message)).EndObject();
}

// The answer to one line appended to `text`; false when it is an error. Most lines are read by
// the plain reader; the full one answers the rest, and says what is wrong with a bad line.
bool AppendAnswer(std::string& text, std::string_view line, long lineNumber) {
    std::optional<QueryInput> input = ReadPlainQueryLine(line);
    if (!input) {
        std::variant<QueryInput, SourceError> read = ReadQueryLine(line);
        if (const SourceError* error = std::get_if<SourceError>(&read)) {
            AppendError(text, lineNumber, *error);
            return false;
        }
        input = std::get<QueryInput>(read);  // valid, but not plainly written (an escaped key, say)
    }
    AppendContact(text, Collide(input->circle, input->shape));
    return true;
}

}  // namespace

std::string ContactToJson(const Contact& c) {
    std::string text;
    AppendContact(text, c);
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
    QueryAnswer answer;
    answer.ok = AppendAnswer(answer.json, line, lineNumber);
    return answer;
}

int RunQuery(std::istream& in, std::ostream& out) {
    std::string answers;
    answers.reserve(kOutputBlock + 4096);
    const auto send = [&] {
        out.write(answers.data(), static_cast<std::streamsize>(answers.size()));
        answers.clear();
        return static_cast<bool>(out);
    };
    // Before waiting for more input, everything answered so far goes out, so a person or a
    // program that writes a line and waits gets its answer.
    LineReader reader(*in.rdbuf(), kMaxQueryLineBytes, [&] { return send() && out.flush(); });
    LineReader::Line line;
    long number = 0;
    bool failed = false;
    while (reader.Next(line)) {
        ++number;
        if (line.tooLong) {
            // Not kept, so it costs no memory; the lines after it are still answered.
            AppendError(answers, number, {0, static_cast<std::int64_t>(kMaxQueryLineBytes) + 1, "",
                                          "the line is longer than 1 MiB, the most a query line may be"});
            failed = true;
        } else if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) {
            continue;
        } else {
            failed = !AppendAnswer(answers, line.text, number) || failed;
        }
        answers += '\n';
        if (answers.size() >= kOutputBlock && !send()) return 1;  // nowhere to answer: stop reading
    }
    if (reader.failed()) in.setstate(std::ios::badbit);
    if (!send() || !out.flush()) return 1;
    return failed ? 1 : 0;
}

}  // namespace circlelab
