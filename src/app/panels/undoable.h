// Panel widgets as undoable edits: a whole gesture on one widget — a slider dragged, a value
// typed, a box ticked — is one undo step, opened when ImGui activates the item and closed when it
// is let go (ImGui::IsItemActivated / IsItemDeactivated), with no copy of the scene made on the
// frames in between.
#pragma once

#include <imgui.h>

#include <type_traits>
#include <utility>

#include "app/model/document.h"

namespace circlelab::app {

/// Calls `widget` on a copy of the value `field` picks out of the document's scene, and writes the
/// value back through the document when the widget changed it; returns what `widget` returns.
/// `field` is a generic lambda, `[](auto& s) -> auto& { return s.settings.damping; }`, so it reads
/// the scene as it stands and writes the scene the document changes. The undo step holds the scene
/// as it was before the widget's first change.
template <class Field, class Widget>
bool Undoable(LabDocument& doc, const char* what, Field&& field, Widget&& widget) {
    std::decay_t<decltype(field(doc.scene()))> value = field(doc.scene());
    const bool changed = std::forward<Widget>(widget)(value);
    // Activated on this very frame: the step starts from the scene as it was, before the change.
    if (ImGui::IsItemActivated()) doc.BeginStep(what);
    if (changed) doc.Change(what, [&](Scene& scene) { field(scene) = value; });
    if (ImGui::IsItemDeactivated()) doc.EndWidgetStep();  // no change, no step
    return changed;
}

}  // namespace circlelab::app
