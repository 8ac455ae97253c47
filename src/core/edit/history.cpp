#include "core/edit/history.h"

namespace circlelab::edit {

namespace {

// The step's scene in place of `scene`, with what the viewer shows left as it is: switching an
// overlay, the frame step or the selection is exploring, which undo and redo never take back.
void TakeStep(Scene& scene, Scene&& step) {
    ViewSettings viewer = scene.viewer;
    scene = std::move(step);
    scene.viewer = viewer;
    KeepSelectionInRange(scene);
}

}  // namespace

void History::Record(const Scene& before, std::string what, StepKind kind) {
    if (open_) return;  // the open gesture already holds the state to return to
    undo_.push_back({before, std::move(what), revision_});
    redo_.clear();
    if (kind == StepKind::kEdit) revision_ = ++lastRevision_;
}

void History::Begin(const Scene& now, std::string what, StepKind kind) {
    if (open_) return;
    open_ = true;
    gestureKind_ = kind;
    gesture_ = {now, std::move(what), revision_};
}

void History::End(const Scene& now) {
    if (!open_) return;
    open_ = false;
    if (SameContent(gesture_.scene, now)) return;  // nothing changed but the view: no step
    undo_.push_back(std::move(gesture_));
    redo_.clear();
    if (gestureKind_ == StepKind::kEdit) revision_ = ++lastRevision_;
}

std::string History::Undo(Scene& scene) {
    if (undo_.empty()) return {};
    Step step = std::move(undo_.back());
    undo_.pop_back();
    redo_.push_back({scene, step.what, revision_});
    TakeStep(scene, std::move(step.scene));
    revision_ = step.revision;
    return step.what;
}

std::string History::Redo(Scene& scene) {
    if (redo_.empty()) return {};
    Step step = std::move(redo_.back());
    redo_.pop_back();
    undo_.push_back({scene, step.what, revision_});
    TakeStep(scene, std::move(step.scene));
    revision_ = step.revision;
    return step.what;
}

void History::Clear() {
    undo_.clear();
    redo_.clear();
    open_ = false;
    revision_ = saved_ = lastRevision_ = 0;
}

}  // namespace circlelab::edit
