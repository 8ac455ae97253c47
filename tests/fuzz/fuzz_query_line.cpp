// Fuzz target: one `circlelab query` line. The answer is one line of valid UTF-8 JSON; a contact
// (inside docs/architecture.md's valid ranges, by construction of the reader) has finite numbers and a unit
// normal; and whatever the plain (fast) reader takes, the full reader takes with the same numbers.
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/json.h"
#include "core/io/query.h"
#include "core/io/query_line.h"
#include "fuzz_check.h"

namespace {

bool SameBits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

bool SameBits(const circlelab::Circle& a, const circlelab::Circle& b) {
    return SameBits(a.center.x, b.center.x) && SameBits(a.center.y, b.center.y) && SameBits(a.radius, b.radius);
}

bool SameBits(const circlelab::QueryInput& a, const circlelab::QueryInput& b) {
    using namespace circlelab;
    if (!SameBits(a.circle, b.circle) || a.shape.index() != b.shape.index()) return false;
    if (const Circle* c = std::get_if<Circle>(&a.shape)) return SameBits(*c, std::get<Circle>(b.shape));
    const Box &p = *BoxOf(a.shape), &q = *BoxOf(b.shape);
    const bool box = SameBits(p.topLeft.x, q.topLeft.x) && SameBits(p.topLeft.y, q.topLeft.y) &&
                     SameBits(p.size.x, q.size.x) && SameBits(p.size.y, q.size.y) && SameBits(p.angleDeg, q.angleDeg);
    const Triangle* t = std::get_if<Triangle>(&a.shape);
    return box && (!t || t->missing == std::get<Triangle>(b.shape).missing);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    if (line.find('\n') != std::string_view::npos || size > kMaxQueryLineBytes) return 0;  // not one line
    if (const std::optional<QueryInput> plain = ReadPlainQueryLine(line)) {
        const std::variant<QueryInput, SourceError> full = ReadQueryLine(line);
        fuzz::Require(std::holds_alternative<QueryInput>(full), "the full reader takes what the plain one takes");
        fuzz::Require(SameBits(*plain, std::get<QueryInput>(full)), "both readers read the same numbers");
    }
    const QueryAnswer answer = AnswerQueryLine(line, 1);
    fuzz::Require(answer.json.find('\n') == std::string::npos, "the answer is one line");
    fuzz::RequireUtf8(answer.json, "the answer is UTF-8");
    const JsonParse back = ParseJson(answer.json);
    fuzz::Require(back.value.has_value(), "the answer is JSON");
    if (!answer.ok) return 0;
    for (const char* key : {"distance", "depth"}) {
        const std::optional<JsonRef> v = back.value->Root().Find(key);
        fuzz::Require(v && v->Is(JsonType::kNumber) && std::isfinite(v->Number()), "distance and depth are finite");
    }
    const std::optional<JsonRef> n = back.value->Root().Find("normal");
    fuzz::Require(n && n->Size() == 2 && n->Item(0).Is(JsonType::kNumber) &&
                      n->Item(1).Is(JsonType::kNumber),
                  "the normal is two numbers");
    fuzz::Require(std::abs(std::hypot(n->Item(0).Number(), n->Item(1).Number()) - 1.0) < 1e-9, "the normal is unit");
    return 0;
}
