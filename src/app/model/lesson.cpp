#include "app/model/lesson.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "app/model/scene_catalog.h"
#include "app/model/scene_opening.h"
#include "core/io/file_io.h"

namespace circlelab::app {
namespace fs = std::filesystem;

std::vector<ShippedLesson> ShippedLessons() {
    std::vector<ShippedLesson> out;
    const std::string assets = AssetsDir();
    if (assets.empty()) return out;
    std::string unlisted;  // an unreadable folder simply lists no lessons
    for (const std::string& file : FilesIn(assets + "/lessons", ".json", unlisted)) {
        const LessonLoad load = LoadLessonFile(file);
        out.push_back({file, load.lesson ? load.lesson->name : fs::path(file).filename().string()});
    }
    return out;
}

void ShowLessonStep(LabState& state, int index) {
    if (!state.teaching.lesson) return;
    index = std::clamp(index, 0, static_cast<int>(state.teaching.lesson->steps.size()) - 1);
    std::vector<SourceError> errors;
    std::string scenePath;
    std::optional<Scene> scene = LessonScene(*state.teaching.lesson, static_cast<std::size_t>(index),
                                             fs::path(state.teaching.lessonPath).parent_path().string(), errors, &scenePath);
    if (!scene) {  // checked when opened; the files may have changed since
        state.error = errors.empty() ? "the step's scene cannot be read" : errors.front().Format(state.teaching.lessonPath);
        return;
    }
    state.teaching.lessonStep = index;
    state.doc.Reset(std::move(*scene), scenePath);
    state.input.gesture = Idle{};
    ResetPhysics(state);
    const LessonStep& step = state.teaching.lesson->steps[static_cast<std::size_t>(index)];
    state.run.running = state.doc.scene().settings.running && !step.predict;  // a question is asked of one moment
    state.teaching.predict = step.predict;
    state.teaching.lessonAnswerShown = false;
    // The method a step names stays chosen for the steps after it, until one names another; it
    // chooses over the scene's own tutorial, so the scene is taken up first.
    TakeUpOpenedScene(state);
    for (int i = index; i >= 0; --i)
        if (const auto& method = state.teaching.lesson->steps[static_cast<std::size_t>(i)].method) {
            state.teaching.tutorials.explained = *method;
            break;
        }
    NewQuestion(state.teaching);
}

void CloseLesson(LabState& state) {
    state.teaching.lesson.reset();
    state.teaching.lessonPath.clear();
    state.teaching.lessonStep = 0;
    state.teaching.predict = false;
    NewQuestion(state.teaching);
}

}  // namespace circlelab::app
