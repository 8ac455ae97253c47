#include "app/commands/check.h"

#include <cstdio>
#include <filesystem>

#include "core/io/lesson.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

// A lesson: its structure, then every step's scene as the lab would build it.
bool CheckLesson(const std::string& file, JsonRef document) {
    const LessonLoad load = LessonFromJson(document);
    if (!load.lesson) {
        std::fprintf(stderr, "%s", load.Format(file).c_str());
        return false;
    }
    const std::string dir = std::filesystem::path(file).parent_path().string();
    const std::vector<SourceError> errors = CheckLessonScenes(*load.lesson, dir);
    for (const SourceError& e : errors) std::fprintf(stderr, "%s\n", e.Format(file).c_str());
    if (!errors.empty()) return false;
    const std::size_t steps = load.lesson->steps.size();
    std::printf("%s: ok (lesson, %zu %s)\n", file.c_str(), steps, steps == 1 ? "step" : "steps");
    return true;
}

}  // namespace

int RunCheck(const std::vector<std::string>& files) {
    int failed = 0;
    for (const std::string& f : files) {
        // One reading of the file serves both kinds: the document is the largest thing held.
        SourceError unread;
        const std::optional<JsonDocument> document = LoadJsonFile(f, unread);
        if (!document) {
            std::fprintf(stderr, "%s\n", unread.Format(f).c_str());
            ++failed;
            continue;
        }
        if (LooksLikeLesson(document->Root())) {
            if (!CheckLesson(f, document->Root())) ++failed;
            continue;
        }
        const SceneLoad load = SceneFromJson(document->Root());
        if (load.scene) {
            const std::size_t bodies = load.scene->bodies.size(), shapes = AllShapes(*load.scene).size();
            std::printf("%s: ok (%zu %s, %zu %s)\n", f.c_str(), bodies, bodies == 1 ? "body" : "bodies", shapes,
                        shapes == 1 ? "shape" : "shapes");
        } else {
            std::fprintf(stderr, "%s", load.Format(f).c_str());
            ++failed;
        }
    }
    return failed ? 1 : 0;
}

}  // namespace circlelab::app
