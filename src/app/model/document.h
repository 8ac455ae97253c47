// The document the lab works on: the scene, the file it came from, and its undo history. Only
// the document changes the scene a save would write: everyone reads `scene()`, and a change goes
// through `Edit` (one undoable step), `Change` (in place: part of a gesture's or a widget's step, or
// a step of its own) or `Undo`/`Redo`, each of which moves the revision on. Two kinds of change are
// no edit and leave the revision: what the viewer shows (`viewer()`; undo and redo leave it,
// edit::History) and the balls as the physics and the hand move them (`Bodies()`, and `ForRun()`,
// the scene the simulation steps).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/edit/history.h"
#include "core/scene/scene.h"

namespace circlelab::app {

class LabDocument {
public:
    /// The scene as it stands: what a save writes and what a frame draws.
    const Scene& scene() const { return scene_; }
    /// What the viewer shows (the overlays, the selected shape, the frame step), changed in place.
    ViewSettings& viewer() { return scene_.viewer; }
    const ViewSettings& viewer() const { return scene_.viewer; }
    /// The bodies, moved in place by the physics run and by the hand (the circle dragged, a velocity
    /// aimed, a putt): the static shapes and tiles are unchanged, so the revision stays. A gesture's
    /// step around such a move (BeginStep … EndStep) makes it one undoable step.
    std::vector<Body>& Bodies() { return scene_.bodies; }
    /// The scene the physics run steps (physics::Simulation keeps a reference to it and moves only
    /// its bodies, as `Bodies()`).
    Scene& ForRun() { return scene_; }

    /// The file the scene came from or was last saved to; empty for the built-in or a new scene.
    const std::string& path() const { return path_; }
    /// Counts the scenes opened or started afresh, so the lab can tell a new one.
    int opened() const { return opened_; }
    /// The scene stands for `file` although it was read from another (a byte-for-byte copy of a
    /// shipped scene pictured as the shipped one): only its name changes, nothing to undo or save.
    void StandFor(std::string file) { path_ = std::move(file); }

    /// Replaces the scene with the file's; on failure keeps the current one and says why
    /// (every error as file:line:column).
    bool Open(const std::string& file, std::string& error);
    /// Starts afresh from `fresh` (nothing to undo, nothing unsaved).
    void Reset(Scene fresh, std::string file = "");
    /// Writes the scene to `file` (its own file when empty); an empty string on success, else why.
    std::string SaveTo(const std::string& file);

    /// One undoable edit: `command` changes the scene and says whether it did.
    bool Edit(const char* what, const std::function<bool(Scene&)>& command);
    /// Undo and redo: what was undone or redone, "" when there was nothing.
    std::string Undo() {
        ++revision_;
        return history.Undo(scene_);
    }
    std::string Redo() {
        ++revision_;
        return history.Redo(scene_);
    }

    /// A gesture or a dragged widget is one undoable step: begun before its first change, ended
    /// after its last (no change, no step). `what` names it for Undo and Redo.
    void BeginStep(std::string what, edit::StepKind kind = edit::StepKind::kEdit) {
        if (!history.GestureOpen()) changedInStep_ = false;
        history.Begin(scene_, std::move(what), kind);
    }
    void EndStep() {
        ++revision_;
        history.End(scene_);
    }
    /// A widget's step ends: a step only if the widget changed something (`Change`). A combo
    /// opened and closed, or a slider clicked without moving, while the physics moves the balls
    /// leaves no step and no unsaved change.
    void EndWidgetStep() {
        if (changedInStep_) EndStep();
        else history.Drop();
    }
    /// `change` changes the scene in place, and the revision moves on with it. Within a gesture's
    /// or a widget's step (BeginStep … EndStep) it is part of that step; outside one it is an
    /// undoable step of its own, named `what`: a combo box's pick comes a frame after ImGui let
    /// the combo go (it opens its list on release), so no widget step is open for it.
    template <class F>
    void Change(const char* what, F&& change) {
        if (!history.GestureOpen()) {
            Edit(what, [&](Scene& scene) {
                change(scene);
                return true;
            });
            return;
        }
        ++revision_;
        changedInStep_ = true;
        std::forward<F>(change)(scene_);
    }
    bool CanUndo() const { return history.CanUndo(); }
    bool CanRedo() const { return history.CanRedo(); }

    bool Dirty() const { return history.Dirty(); }

    /// Moves on with every change to the scene but the balls moved through `Bodies()` (by the
    /// physics, or by the hand: the circle dragged, a velocity aimed, a putt) and the viewer's: an
    /// edit, an undo or redo, a scene opened or started afresh, each `Change`. What is made from the scene's shapes and tiles (the physics' static world,
    /// the comparison's copy) is made again only when it moved on, rather than compared every frame.
    long revision() const { return revision_; }

private:
    Scene scene_;
    edit::History history;
    std::string path_;
    int opened_ = 0;
    long revision_ = 0;
    bool changedInStep_ = false;  ///< a Change since the open step began
};

}  // namespace circlelab::app
