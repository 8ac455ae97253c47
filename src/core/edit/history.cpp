#include "core/edit/history.h"

namespace circlelab::edit {

bool History::Dirty(const Scene& scene) const {
    if (scene.settings.selected == saved_.settings.selected) return scene != saved_;
    Scene same = scene;
    same.settings.selected = saved_.settings.selected;
    return same != saved_;
}

void History::Record(const Scene& before, std::string what) {
    if (open_) return;  // the open gesture already holds the state to return to
    undo_.push_back({before, std::move(what)});
    redo_.clear();
}

void History::Begin(const Scene& now, std::string what) {
    if (open_) return;
    open_ = true;
    gesture_ = {now, std::move(what)};
}

void History::End(const Scene& now) {
    if (!open_) return;
    open_ = false;
    if (gesture_.scene == now) return;  // nothing changed: no step
    undo_.push_back(std::move(gesture_));
    redo_.clear();
}

std::string History::Undo(Scene& scene) {
    if (undo_.empty()) return {};
    Step step = std::move(undo_.back());
    undo_.pop_back();
    redo_.push_back({scene, step.what});
    scene = std::move(step.scene);
    return step.what;
}

std::string History::Redo(Scene& scene) {
    if (redo_.empty()) return {};
    Step step = std::move(redo_.back());
    redo_.pop_back();
    undo_.push_back({scene, step.what});
    scene = std::move(step.scene);
    return step.what;
}

void History::Clear(const Scene& scene) {
    undo_.clear();
    redo_.clear();
    open_ = false;
    saved_ = scene;
}

}  // namespace circlelab::edit
