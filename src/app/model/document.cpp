#include "app/model/document.h"

#include "core/io/scene_json.h"

namespace circlelab::app {

bool LabDocument::Open(const std::string& file, std::string& error) {
    SceneLoad load = LoadSceneFile(file);
    if (!load.scene) {
        // Keep the current scene: a broken file never costs the user what they had.
        error = "Could not open the scene:\n" + load.Format(file);
        return false;
    }
    Reset(std::move(*load.scene), file);
    return true;
}

void LabDocument::Reset(Scene fresh, std::string file) {
    scene_ = std::move(fresh);
    path_ = std::move(file);
    history = edit::History();
    history.Clear();
    ++opened_;
    ++revision_;
}

std::string LabDocument::SaveTo(const std::string& file) {
    const std::string target = file.empty() ? path_ : file;
    if (target.empty())
        return "This scene has no file yet: type a path under \"Open or save a file\" and press Save as.";
    if (const std::string problem = SaveSceneFile(scene_, target); !problem.empty())
        return "Not saved (the old file is untouched): " + problem;
    path_ = target;
    history.MarkSaved();
    return "";
}

bool LabDocument::Edit(const char* what, const std::function<bool(Scene&)>& command) {
    Scene before = scene_;
    ++revision_;  // whatever the command answers: a change is never missed
    if (!command(scene_)) return false;
    history.Record(before, what);
    return true;
}

}  // namespace circlelab::app
