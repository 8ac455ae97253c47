#include "core/io/lesson.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <tuple>

#include "core/io/json_fields.h"
#include "core/io/scene_json.h"

namespace circlelab {
namespace {

void ReadStep(JsonRef v, const std::string& pointer, std::vector<SourceError>& errors,
              std::vector<LessonStep>& out) {
    const std::size_t before = errors.size();
    ObjectReader in(v, pointer, errors, "a step");
    LessonStep step;
    step.line = v.Line();
    step.column = v.Column();
    in.String("scene", step.scene, false);
    in.String("prompt", step.prompt, true);
    in.Bool("predict", step.predict, false);
    in.String("reveal", step.reveal, false);
    std::string method;
    if (in.Get("method", false) && in.String("method", method, false)) {
        step.method = classic::AlgorithmNamed(method);
        if (!step.method) in.ErrorAt("method", "method must be one of " + classic::AlgorithmNames() + ", not \"" + method + "\"");
    }
    if (const std::optional<JsonRef> sets = in.Get("set", false)) {
        const std::string at = PointerAppend(pointer, "set");
        if (!sets->Is(JsonType::kArray)) {
            errors.push_back({sets->Line(), sets->Column(), at, "set must be an array of \"PATH=VALUE\" strings, not " +
                                                                    std::string(Describe(sets->Type()))});
        } else {
            std::size_t i = 0;
            for (JsonRef s : sets->Items()) {
                const std::string itemAt = PointerAppend(at, i++);
                if (!s.Is(JsonType::kString) || s.String().find('=') == std::string_view::npos ||
                    s.String().front() == '=') {
                    errors.push_back({s.Line(), s.Column(), itemAt,
                                      "a change must be a string PATH=VALUE, as in \"bodies/0/x=310\""});
                    continue;
                }
                step.sets.emplace_back(s.String());
                step.setPlaces.push_back({s.Line(), s.Column(), itemAt, ""});
            }
        }
    }
    // "show": which overlays are on, as `"show": {"regions": true}`: changes of viewer/overlays.
    if (const std::optional<JsonRef> show = in.Get("show", false)) {
        const std::string at = PointerAppend(pointer, "show");
        if (!show->Is(JsonType::kObject)) {
            errors.push_back({show->Line(), show->Column(), at, "show must be an object of overlays, as in {\"regions\": true}"});
        } else {
            for (const auto& [name, keyAt, value] : show->Members()) {
                const std::string key(name);
                if (!value.Is(JsonType::kBool)) {
                    errors.push_back({value.Line(), value.Column(), PointerAppend(at, key),
                                      "show/" + key + " must be true or false, not " + std::string(Describe(value.Type()))});
                    continue;
                }
                step.sets.push_back("viewer/overlays/" + key + (value.Bool() ? "=true" : "=false"));
                step.setPlaces.push_back({keyAt.Line(), keyAt.Column(), PointerAppend(at, key), ""});
            }
        }
    }
    in.RejectUnknown();
    if (in.ok() && errors.size() == before) {
        if (step.prompt.empty()) in.ErrorAt("prompt", "a step needs a prompt: what the class should look at or do");
        if (out.empty() && step.scene.empty()) in.ErrorAt("scene", "the first step must name a scene file");
    }
    if (errors.size() == before) out.push_back(std::move(step));
}

}  // namespace

std::string LessonLoad::Format(std::string_view file) const {
    return FormatErrors(errors, file);
}

bool LooksLikeLesson(JsonRef document) {
    return document.Find("steps").has_value();
}

LessonLoad LessonFromJson(JsonRef document) {
    LessonLoad load;
    Lesson lesson;
    ObjectReader in(document, "", load.errors, "a lesson");
    in.String("name", lesson.name, true);
    in.String("description", lesson.description, false);
    if (const std::optional<JsonRef> steps = in.Get("steps", true)) {
        if (!steps->Is(JsonType::kArray) || steps->Size() == 0) {
            load.errors.push_back({steps->Line(), steps->Column(), "/steps", "steps must be a non-empty array of steps"});
        } else {
            std::size_t i = 0;
            for (JsonRef step : steps->Items()) ReadStep(step, PointerAppend("/steps", i++), load.errors, lesson.steps);
        }
    }
    in.RejectUnknown();
    if (load.errors.empty()) load.lesson = std::move(lesson);
    return load;
}

LessonLoad LoadLessonFile(const std::string& path) {
    SourceError error;
    const std::optional<JsonDocument> doc = LoadJsonFile(path, error);
    if (!doc) {
        LessonLoad load;
        load.errors.push_back(error);
        return load;
    }
    return LessonFromJson(doc->Root());
}

namespace {

// A lesson's scenes built step by step: the scene file a step names is read once, each step's
// changes are made once on top of the step before, and the scene is built only where a step names a
// file or changes something. Opening a lesson of n steps costs the scene's size plus the changes,
// not n times the scene (lesson_test.cpp measures it).
class StepScenes {
public:
    StepScenes(const Lesson& lesson, const std::string& lessonDir, std::vector<SourceError>& errors)
        : lesson_(lesson), lessonDir_(lessonDir), errors_(errors) {}

    /// Moves on to step `k` (each step in turn from 0, or from the last step that names a file):
    /// reads the file it names, or makes its changes. Whether it has a scene to build.
    bool Advance(std::size_t k) {
        const LessonStep& step = lesson_.steps[k];
        if (k == 0 || !step.scene.empty()) {
            first_ = k;
            sets_.clear();
            places_.clear();
            changed_ = true;
            path_ = (std::filesystem::path(lessonDir_) / step.scene).lexically_normal().string();
            SourceError fileError;
            doc_ = LoadJsonFile(path_, fileError);
            if (!doc_) {
                errors_.push_back({step.line, step.column, PointerAppend(PointerAppend("/steps", k), "scene"),
                                   "the scene " + fileError.Format(path_)});
                return false;
            }
        }
        if (!doc_) return false;  // the file could not be read: said once, where it is named
        // Every change made; one that cannot be made is said, and the rest still made.
        for (std::size_t i = 0; i < step.sets.size(); ++i) {
            const std::string& set = step.sets[i];
            const std::size_t eq = set.find('=');
            sets_.push_back(set);
            places_.push_back(&step.setPlaces[i]);
            const std::string problem = SetJsonPath(*doc_, std::string_view(set).substr(0, eq), std::string_view(set).substr(eq + 1));
            if (!problem.empty()) {
                SourceError e = step.setPlaces[i];
                e.message = "cannot change " + set.substr(0, eq) + " in " + lesson_.steps[first_].scene + ": " + problem;
                errors_.push_back(e);
                changed_ = false;
            }
        }
        return true;
    }

    /// The scene as the steps so far left it; on failure its errors, each where it is written.
    std::optional<Scene> Build() {
        SceneLoad load = SceneFromJson(doc_->Root());
        if (load.scene && !changed_) return std::nullopt;
        if (load.scene) return std::move(load.scene);
        const LessonStep& named = lesson_.steps[first_];
        for (const SourceError& e : load.errors) {
            // A value a change put there is wrong where the change is written (the last one to
            // write it), so every later step that carries it names the same place.
            if (const std::optional<std::size_t> change = ChangeBehind(e.pointer, sets_)) {
                const SourceError& place = *places_[*change];
                errors_.push_back({place.line, place.column, place.pointer, "the change " + sets_[*change] + ": " + e.message});
            } else {  // wrong in the scene file itself: its own place, where the step names the file
                errors_.push_back({named.line, named.column, PointerAppend(PointerAppend("/steps", first_), "scene"),
                                   "the scene " + e.Format(path_)});
            }
        }
        return std::nullopt;
    }

    std::size_t first() const { return first_; }
    const std::string& path() const { return path_; }

private:
    const Lesson& lesson_;
    const std::string& lessonDir_;
    std::vector<SourceError>& errors_;
    std::optional<JsonDocument> doc_;
    std::size_t first_ = 0;
    std::string path_;
    std::vector<std::string> sets_;           // every change since the file, in order
    std::vector<const SourceError*> places_;  // where each is written
    bool changed_ = true;
};

}  // namespace

std::optional<Scene> LessonScene(const Lesson& lesson, std::size_t index, const std::string& lessonDir,
                                 std::vector<SourceError>& errors, std::string* scenePath) {
    if (index >= lesson.steps.size()) return std::nullopt;
    std::size_t first = index;  // the last step up to `index` that names a scene file
    while (first > 0 && lesson.steps[first].scene.empty()) --first;
    StepScenes scenes(lesson, lessonDir, errors);
    for (std::size_t k = first; k <= index; ++k)
        if (!scenes.Advance(k)) return std::nullopt;
    std::optional<Scene> scene = scenes.Build();
    if (scene && scenePath) *scenePath = scenes.path();
    return scene;
}

std::vector<SourceError> CheckLessonScenes(const Lesson& lesson, const std::string& lessonDir) {
    std::vector<SourceError> found;
    StepScenes scenes(lesson, lessonDir, found);
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        // A step that neither names a file nor changes anything shows the scene of the step before.
        if (scenes.Advance(i) && (i == scenes.first() || !lesson.steps[i].sets.empty())) scenes.Build();
    }
    // A problem in the scene file is found again at every step that builds on it: said once.
    std::vector<SourceError> errors;
    std::set<std::tuple<std::int64_t, std::int64_t, std::string>> seen;
    for (SourceError& e : found)
        if (seen.emplace(e.line, e.column, e.message).second) errors.push_back(std::move(e));
    return errors;
}

}  // namespace circlelab
