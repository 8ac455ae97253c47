// Fuzz target: the located JSON reader on any bytes. It never crashes, and what it reads it reports
// at a place inside the text; an error message is valid UTF-8 once formatted.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/json.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const JsonParse parsed = ParseJson(text);
    if (parsed.value) {
        fuzz::Require(parsed.value->Root().Line() >= 1 && parsed.value->Root().Column() >= 1, "a value has a place");
    } else {
        fuzz::Require(parsed.error.line >= 1 && parsed.error.column >= 1, "an error has a place");
        fuzz::Require(parsed.error.line <= static_cast<std::int64_t>(size) + 1, "the error's line is in the text");
        fuzz::RequireUtf8(parsed.error.Format("f.json"), "the error message is UTF-8");
    }
    return 0;
}
