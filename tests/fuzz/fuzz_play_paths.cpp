// Fuzz target: a play script's paths (`scene`, `lesson`) followed as `play` follows them, in a
// folder of hostile entries (fuzz_check.h, Sandbox: a symlink loop, a FIFO, a folder, a device, a
// name longer than the system allows). Nothing throws or waits; a file that cannot be read says
// why, at a place, in valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/io/file_io.h"
#include "core/io/lesson.h"
#include "core/io/play_script.h"
#include "core/io/scene_json.h"
#include "fuzz_check.h"

namespace {

using namespace circlelab;

void Follow(const std::string& name, bool lesson) {
    if (!fuzz::InsideSandbox(name)) return;
    const std::string path = fuzz::Sandbox() + "/" + name;
    std::string problem;
    ResolveWriteTarget(path, problem);  // the writer's link walk: reads links, writes nothing
    FilesIn(path, ".json", problem);
    if (lesson) {
        const LessonLoad load = LoadLessonFile(path);
        if (load.lesson) {
            for (const LessonStep& step : load.lesson->steps)
                if (!step.scene.empty() && !fuzz::InsideSandbox(step.scene)) return;
            for (const SourceError& e : CheckLessonScenes(*load.lesson, fuzz::Sandbox()))
                fuzz::RequireUtf8(e.Format(path), "a lesson's scene errors are UTF-8");
        }
        for (const SourceError& e : load.errors) fuzz::RequireUtf8(e.Format(path), "a lesson's errors are UTF-8");
        return;
    }
    const SceneLoad load = LoadSceneFile(path);
    if (!load.scene) {
        fuzz::Require(!load.errors.empty(), "a scene that does not load says why");
        for (const SourceError& e : load.errors) fuzz::RequireUtf8(e.Format(path), "the scene's errors are UTF-8");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const PlayScriptLoad load = ParsePlayScript(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!load.script) return 0;
    if (!load.script->scene.empty()) Follow(load.script->scene, false);
    if (!load.script->lesson.empty()) Follow(load.script->lesson, true);
    return 0;
}
