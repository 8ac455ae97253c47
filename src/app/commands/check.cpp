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
    std::printf("%s: ok (lesson, %zu steps)\n", file.c_str(), load.lesson->steps.size());
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
            std::printf("%s: ok (%zu bodies, %zu shapes)\n", f.c_str(), load.scene->bodies.size(),
                        AllShapes(*load.scene).size());
        } else {
            std::fprintf(stderr, "%s", load.Format(f).c_str());
            ++failed;
        }
    }
    return failed ? 1 : 0;
}

}  // namespace circlelab::app
