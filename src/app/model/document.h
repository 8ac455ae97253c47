// The document the lab works on: the scene, the file it came from, and its undo history. Only
// the document changes the scene a save would write; the view, the physics driver and the panels
// read it and ask it for edits. What the viewer shows (`scene.viewer`) is the exception: it is
// changed in place, is no edit, and undo and redo leave it (edit::History).
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "core/edit/history.h"
#include "core/scene/scene.h"

namespace circlelab::app {

class LabDocument {
public:
    Scene scene;

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
        return history.Undo(scene);
    }
    std::string Redo() {
        ++revision_;
        return history.Redo(scene);
    }

    /// A gesture or a dragged widget is one undoable step: begun before its first change, ended
    /// after its last (no change, no step). `what` names it for Undo and Redo.
    void BeginStep(std::string what, edit::StepKind kind = edit::StepKind::kEdit) { history.Begin(scene, std::move(what), kind); }
    void EndStep() {
        ++revision_;
        history.End(scene);
    }
    /// Within a gesture's or a widget's step, `scene` is changed in place: each such change says so
    /// here, so the revision moves on with it.
    void Touch() { ++revision_; }
    bool CanUndo() const { return history.CanUndo(); }
    bool CanRedo() const { return history.CanRedo(); }

    bool Dirty() const { return history.Dirty(); }

    /// Moves on with every change to the scene that is not the physics moving its bodies: an
    /// edit, an undo or redo, a scene opened or started afresh, each change a gesture or a widget
    /// makes (Touch). What is made from the scene's shapes and tiles (the physics' static world,
    /// the comparison's copy) is made again only when it moved on, rather than compared every frame.
    long revision() const { return revision_; }

private:
    edit::History history;
    std::string path_;
    int opened_ = 0;
    long revision_ = 0;
};

}  // namespace circlelab::app
