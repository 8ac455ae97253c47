// Fuzz target: `shot --set PATH=VALUE` on the built-in scene. Any text is either refused with a
// reason or gives a document that the loader accepts or refuses with errors at real places.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/io/scene_json.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace circlelab;
    static const std::string kDefault = SceneToJson(DefaultScene());
    const std::string_view set(reinterpret_cast<const char*>(data), size);
    const std::size_t eq = set.find('=');
    if (eq == std::string_view::npos) return 0;
    JsonParse doc = ParseJson(kDefault);
    fuzz::Require(doc.value.has_value(), "the default scene parses");
    const std::string problem = SetJsonPath(*doc.value, set.substr(0, eq), set.substr(eq + 1));
    if (!problem.empty()) return 0;
    const SceneLoad load = SceneFromJson(doc.value->Root());
    for (const SourceError& e : load.errors) {
        fuzz::Require(e.line >= 1 && e.column >= 1, "an error about a set value has a place in the file");
        fuzz::RequireUtf8(e.Format("s.json"), "the errors are UTF-8");
    }
    return 0;
}
