// Undo and redo of every edit to a scene, as far back as the session goes. Each step keeps the
// whole scene as it was before the edit (scenes are small), so undo gives the scene back exactly,
// whatever the edit was. A gesture that changes the scene many times (a slider dragged, a shape
// dragged, tiles painted in one stroke) is one step: Begin before it, End after it.
#pragma once

#include <string>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::edit {

class History {
public:
    /// Records `before` as the state to go back to, unless a gesture is already open (then the
    /// gesture's first state is kept). Clears the redo list.
    void Record(const Scene& before, std::string what);
    /// Opens a gesture: the scene as it is now is the one undo returns to.
    void Begin(const Scene& now, std::string what);
    /// Closes the gesture; if the scene did not change, it leaves no step.
    void End(const Scene& now);

    bool CanUndo() const { return !undo_.empty(); }
    bool CanRedo() const { return !redo_.empty(); }
    /// Replaces `scene` with the state before the last step; returns what was undone ("" if none).
    std::string Undo(Scene& scene);
    std::string Redo(Scene& scene);

    /// Whether the scene differs from the last saved one (an edit since MarkSaved, or undone past
    /// it). Which shape is selected is how the lab looks at the scene, not an edit: it never counts.
    bool Dirty(const Scene& scene) const;
    void MarkSaved(const Scene& scene) { saved_ = scene; }
    void Clear(const Scene& scene);

private:
    struct Step {
        Scene scene;
        std::string what;
    };
    std::vector<Step> undo_, redo_;
    bool open_ = false;
    Step gesture_;
    Scene saved_;
};

}  // namespace circlelab::edit
