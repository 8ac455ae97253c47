// Undo and redo of every edit to a scene, as far back as the session goes. Each step keeps the
// whole scene as it was before the edit (scenes are small), so undo gives the scene back exactly,
// whatever the edit was. A gesture that changes the scene many times (a slider dragged, a shape
// dragged, tiles painted in one stroke) is one step: Begin before it, End after it.
//
// Unsaved means an edit since the last save (docs/architecture.md, "Explore vs edit"): each edit gives the
// scene a new revision, and undo and redo carry the revisions back and forth, so undoing to the
// saved state is saved again. An exploring step (the circle moved) can be undone but keeps the
// revision; what the physics does to the balls is no step at all. What the viewer shows (the
// scene's `viewer`: overlays, selection, frame step) is never part of a step: undo and redo leave
// it as it is, keeping the selection among the shapes.
#pragma once

#include <string>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::edit {

/// Whether a step changes what a save would keep (an edit) or only where the user looks (exploring).
enum class StepKind { kEdit, kExplore };

class History {
public:
    /// Records `before` as the state to go back to, unless a gesture is already open (then the
    /// gesture's first state is kept). Clears the redo list.
    void Record(const Scene& before, std::string what, StepKind kind = StepKind::kEdit);
    /// Opens a gesture: the scene as it is now is the one undo returns to.
    void Begin(const Scene& now, std::string what, StepKind kind = StepKind::kEdit);
    /// Closes the gesture; if the scene did not change (or only what the viewer shows), it leaves no step.
    void End(const Scene& now);
    /// Closes the gesture without a step, whatever changed meanwhile (a widget let go unchanged
    /// while the physics moved the balls).
    void Drop() { open_ = false; }

    /// Whether a gesture is open (Begin, not yet End).
    bool GestureOpen() const { return open_; }
    bool CanUndo() const { return !undo_.empty(); }
    bool CanRedo() const { return !redo_.empty(); }
    /// Replaces `scene` with the state before the last step, but for what the viewer shows; returns
    /// what was undone ("" if none).
    std::string Undo(Scene& scene);
    std::string Redo(Scene& scene);

    /// Whether an edit was made since MarkSaved (or undone past it). Exploring never counts: moving
    /// the circle, the physics moving the balls, selecting a shape, switching an overlay.
    bool Dirty() const { return revision_ != saved_; }
    void MarkSaved() { saved_ = revision_; }
    /// Forgets every step; the scene as it is now counts as saved.
    void Clear();

private:
    struct Step {
        Scene scene;
        std::string what;
        long revision = 0;  ///< the revision of `scene`
    };
    std::vector<Step> undo_, redo_;
    bool open_ = false;
    StepKind gestureKind_ = StepKind::kEdit;
    Step gesture_;
    long revision_ = 0, saved_ = 0, lastRevision_ = 0;
};

}  // namespace circlelab::edit
