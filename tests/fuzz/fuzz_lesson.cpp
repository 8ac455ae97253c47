// Fuzz target: a lesson file. It is read without a crash; when it reads, every step's scene is
// built in turn from a folder of hostile entries (fuzz_check.h, Sandbox) as opening it in the lab
// does. A refused lesson says why, at a place, in valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/json.h"
#include "core/io/lesson.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const JsonParse parsed = ParseJson(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!parsed.value) {
        fuzz::RequireUtf8(parsed.error.Format("l.json"), "a JSON error is UTF-8");
        return 0;
    }
    const LessonLoad load = LessonFromJson(parsed.value->Root());
    if (!load.lesson) {
        fuzz::Require(!load.errors.empty(), "a refused lesson says why");
        for (const SourceError& e : load.errors) {
            fuzz::Require(e.line >= 1 && e.column >= 1, "an error has a place");
            fuzz::RequireUtf8(e.Format("l.json"), "the errors are UTF-8");
        }
        return 0;
    }
    for (const LessonStep& step : load.lesson->steps)
        if (!step.scene.empty() && !fuzz::InsideSandbox(step.scene)) return 0;
    for (const SourceError& e : CheckLessonScenes(*load.lesson, fuzz::Sandbox())) {
        fuzz::Require(e.line >= 1 && e.column >= 1, "a step's error has a place");
        fuzz::RequireUtf8(e.Format("l.json"), "a step's errors are UTF-8");
    }
    return 0;
}
