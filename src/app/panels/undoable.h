// Panel widgets as undoable edits: a whole gesture on one widget — a slider dragged, a value
// typed, a box ticked — is one undo step, opened when ImGui activates the item and closed when it
// is let go (ImGui::IsItemActivated / IsItemDeactivated), with no copy of the scene made on the
// frames in between.
#pragma once

#include <imgui.h>

#include <utility>

#include "app/model/document.h"

namespace circlelab::app {

/// Calls `widget` (an ImGui widget editing `field`, a part of `doc.scene`) and returns what it
/// returns. The undo step holds the scene as it was before the widget changed `field`.
template <class T, class Widget>
bool Undoable(LabDocument& doc, const char* what, T& field, Widget&& widget) {
    const T before = field;
    const bool changed = std::forward<Widget>(widget)();
    if (ImGui::IsItemActivated()) {
        // The widget may have changed the value on this very frame: the step starts from before it.
        T now = field;
        field = before;
        doc.BeginStep(what);
        field = std::move(now);
    }
    if (changed) doc.Touch();
    if (ImGui::IsItemDeactivated()) doc.EndStep();  // no change, no step
    return changed;
}

}  // namespace circlelab::app
