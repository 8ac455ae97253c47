// Fuzz target: a play script (`circlelab play`). It is read without a crash; a refused script says
// why, at a place, in valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/play_script.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    const PlayScriptLoad load = ParsePlayScript(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!load.script) {
        fuzz::Require(!load.errors.empty(), "a refused script says why");
        for (const SourceError& e : load.errors) {
            fuzz::Require(e.line >= 1 && e.column >= 1, "an error has a place");
            fuzz::RequireUtf8(e.Format("p.json"), "the errors are UTF-8");
        }
    }
    return 0;
}
