// Fuzz target: one `circlelab query` line. The answer is one line of valid UTF-8 JSON; a contact
// (inside DESIGN.md's valid ranges, by construction of the reader) has finite numbers and a unit
// normal.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/json.h"
#include "core/io/query.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    if (line.find('\n') != std::string_view::npos || size > kMaxQueryLineBytes) return 0;  // not one line
    const QueryAnswer answer = AnswerQueryLine(line, 1);
    fuzz::Require(answer.json.find('\n') == std::string::npos, "the answer is one line");
    fuzz::RequireUtf8(answer.json, "the answer is UTF-8");
    const JsonParse back = ParseJson(answer.json);
    fuzz::Require(back.value.has_value(), "the answer is JSON");
    if (!answer.ok) return 0;
    for (const char* key : {"distance", "depth"}) {
        const JsonValue* v = back.value->Find(key);
        fuzz::Require(v && v->Is(JsonValue::Type::kNumber) && std::isfinite(v->number), "distance and depth are finite");
    }
    const JsonValue* n = back.value->Find("normal");
    fuzz::Require(n && n->items.size() == 2 && n->items[0].Is(JsonValue::Type::kNumber) &&
                      n->items[1].Is(JsonValue::Type::kNumber),
                  "the normal is two numbers");
    fuzz::Require(std::abs(std::hypot(n->items[0].number, n->items[1].number) - 1.0) < 1e-9, "the normal is unit");
    return 0;
}
