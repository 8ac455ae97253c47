// A lesson: a sequence of steps a teacher walks a class through. Each step names a scene (or
// changes the one before through the paths `--set` takes), says what to look at in a prompt,
// may ask the class to predict before the answers show, and says what the reveal shows.
// Validated like a scene file: every problem at its file:line:column.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/classic/classic.h"
#include "core/io/json.h"
#include "core/scene/scene.h"

namespace circlelab {

struct LessonStep {
    /// A scene file, relative to the lesson's folder; empty: the scene of the step before, as
    /// that step left it, with this step's changes on top.
    std::string scene;
    std::vector<std::string> sets;  ///< "PATH=VALUE", as `circlelab shot --set` takes them
    std::vector<SourceError> setPlaces;  ///< where each set is written (for its errors)
    std::string prompt;  ///< what to look at or do, shown large in the panel
    bool predict = false;  ///< the answers stay hidden until V reveals and scores the prediction
    std::string reveal;  ///< what the reveal shows, said in words (after V, or at once)
    /// The tutorial method the comparison explains and the disagreement map (M) shades from this
    /// step on, when the step names one ("method": "worden-published").
    std::optional<classic::Algorithm> method;
    int line = 0, column = 0;  ///< where the step starts in the lesson file
};

struct Lesson {
    std::string name;
    std::string description;
    std::vector<LessonStep> steps;
};

struct LessonLoad {
    std::optional<Lesson> lesson;     ///< set when there was no error
    std::vector<SourceError> errors;  ///< every problem found, in file order
    std::string Format(std::string_view file) const;
};

/// Whether a parsed document is a lesson rather than a scene (it has "steps").
bool LooksLikeLesson(JsonRef document);

/// Reads a lesson's structure; the scenes its steps name are not opened (see LessonScene).
LessonLoad LessonFromJson(JsonRef document);
LessonLoad LoadLessonFile(const std::string& path);

/// Step `index`'s scene: the last scene file named up to it (relative to `lessonDir`) with every
/// change of the steps from there to `index` applied in order. On failure the errors are placed
/// at the step (or at the change) in the lesson file, and say what is wrong with the scene.
std::optional<Scene> LessonScene(const Lesson& lesson, std::size_t index, const std::string& lessonDir,
                                 std::vector<SourceError>& errors, std::string* scenePath = nullptr);

/// Every step's scene built in turn: the errors of a lesson that reads well but does not play.
std::vector<SourceError> CheckLessonScenes(const Lesson& lesson, const std::string& lessonDir);

}  // namespace circlelab
