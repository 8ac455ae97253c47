// The document the lab works on: the scene, the file it came from, and its undo history. Only
// the document changes what a save would write; the view, the physics driver and the panels read
// it and ask it for edits.
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
    std::string path;  ///< the file the scene came from; empty for the built-in or a new scene
    int opened = 0;  ///< counts the scenes opened or started afresh, so the lab can tell a new one

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
    std::string Undo() { return history.Undo(scene); }
    std::string Redo() { return history.Redo(scene); }

    /// A gesture or a dragged widget is one undoable step: begun before its first change, ended
    /// after its last (no change, no step). `what` names it for Undo and Redo.
    void BeginStep(std::string what, edit::StepKind kind = edit::StepKind::kEdit) { history.Begin(scene, std::move(what), kind); }
    void EndStep() { history.End(scene); }
    /// Records the scene as it is now as the state Undo goes back to.
    void RecordStep(std::string what) { history.Record(scene, std::move(what)); }
    bool CanUndo() const { return history.CanUndo(); }
    bool CanRedo() const { return history.CanRedo(); }

    bool Dirty() const { return history.Dirty(); }

private:
    edit::History history;
};

}  // namespace circlelab::app
