#include "core/io/lesson.h"

#include <algorithm>
#include <filesystem>

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
    // "show": which overlays are on, as `"show": {"regions": true}`: changes of settings/overlays.
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
                step.sets.push_back("settings/overlays/" + key + (value.Bool() ? "=true" : "=false"));
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
    std::string out;
    for (const SourceError& e : errors) out += e.Format(file) + "\n";
    return out;
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

std::optional<Scene> LessonScene(const Lesson& lesson, std::size_t index, const std::string& lessonDir,
                                 std::vector<SourceError>& errors, std::string* scenePath) {
    if (index >= lesson.steps.size()) return std::nullopt;
    std::size_t first = index;  // the last step up to `index` that names a scene file
    while (first > 0 && lesson.steps[first].scene.empty()) --first;
    const LessonStep& named = lesson.steps[first];
    const std::string path = (std::filesystem::path(lessonDir) / named.scene).lexically_normal().string();
    SourceError fileError;
    std::optional<JsonDocument> doc = LoadJsonFile(path, fileError);
    if (!doc) {
        errors.push_back({named.line, named.column, PointerAppend(PointerAppend("/steps", first), "scene"),
                          "the scene " + fileError.Format(path)});
        return std::nullopt;
    }
    bool changed = true;  // every change made; one that cannot be made is said, and the rest still made
    for (std::size_t k = first; k <= index; ++k) {
        const LessonStep& step = lesson.steps[k];
        for (std::size_t i = 0; i < step.sets.size(); ++i) {
            const std::string& set = step.sets[i];
            const std::size_t eq = set.find('=');
            const std::string problem = SetJsonPath(*doc, std::string_view(set).substr(0, eq), std::string_view(set).substr(eq + 1));
            if (!problem.empty()) {
                SourceError e = step.setPlaces[i];
                e.message = "cannot change " + set.substr(0, eq) + " in " + named.scene + ": " + problem;
                errors.push_back(e);
                changed = false;
            }
        }
    }
    SceneLoad load = SceneFromJson(doc->Root());
    if (load.scene && !changed) return std::nullopt;
    if (!load.scene) {
        // Every change made, in order, and where each is written.
        std::vector<std::string> sets;
        std::vector<const SourceError*> places;
        for (std::size_t k = first; k <= index; ++k)
            for (std::size_t i = 0; i < lesson.steps[k].sets.size(); ++i) {
                sets.push_back(lesson.steps[k].sets[i]);
                places.push_back(&lesson.steps[k].setPlaces[i]);
            }
        for (const SourceError& e : load.errors) {
            // A value a change put there is wrong where the change is written (the last one to
            // write it), so every later step that carries it names the same place.
            if (const std::optional<std::size_t> change = ChangeBehind(e.pointer, sets)) {
                const SourceError& place = *places[*change];
                errors.push_back({place.line, place.column, place.pointer, "the change " + sets[*change] + ": " + e.message});
            } else {  // wrong in the scene file itself: its own place, where the step names the file
                errors.push_back({named.line, named.column, PointerAppend(PointerAppend("/steps", first), "scene"),
                                  "the scene " + e.Format(path)});
            }
        }
        return std::nullopt;
    }
    if (scenePath) *scenePath = path;
    return std::move(load.scene);
}

std::vector<SourceError> CheckLessonScenes(const Lesson& lesson, const std::string& lessonDir) {
    std::vector<SourceError> errors;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        std::vector<SourceError> found;
        LessonScene(lesson, i, lessonDir, found);
        for (const SourceError& e : found) {  // a missing scene file is said once, not at every step after it
            const bool seen = std::any_of(errors.begin(), errors.end(), [&](const SourceError& o) {
                return o.line == e.line && o.column == e.column && o.message == e.message;
            });
            if (!seen) errors.push_back(e);
        }
    }
    return errors;
}

}  // namespace circlelab
