#include "app/actions/editor.h"

#include <algorithm>
#include <functional>

#include "core/edit/commands.h"
#include "core/scene/view_bounds.h"
#include "app/lang/tr.h"

namespace circlelab::app {
namespace {

void DoEdit(LabState& state, const char* what, const std::function<bool(Scene&)>& command) {
    state.doc.Edit(what, command);
}

void UndoEditImpl(LabState& state) {
    const std::string what = state.doc.Undo();
    state.status = what.empty() ? std::string(Tr("Nothing to undo")) : Format(Tr("Undid %s"), Tr(what).c_str());
}

void RedoEditImpl(LabState& state) {
    const std::string what = state.doc.Redo();
    state.status = what.empty() ? std::string(Tr("Nothing to redo")) : Format(Tr("Redid %s"), Tr(what).c_str());
}

}  // namespace

void UndoEdit(LabState& state) { UndoEditImpl(state); }
void RedoEdit(LabState& state) { RedoEditImpl(state); }

void DuplicateSelected(LabState& state) {
    const int selected = state.doc.viewer().selected;
    DoEdit(state, N_("duplicate"), [&](Scene& s) { return edit::DuplicateShape(s, selected, {20, 20}) >= 0; });
}

void DeleteSelected(LabState& state) {
    const int selected = state.doc.viewer().selected;
    DoEdit(state, N_("delete"), [&](Scene& s) { return edit::RemoveShape(s, selected); });
}

double FitMargin(const ScreenRect& viewport) {
    // 4 % of the viewport's smaller side keeps outlines and labels off its edges.
    return 0.04 * std::min(viewport.w, viewport.h) + 8;
}

void FitView(LabState& state, const ScreenRect& viewport) {
    const std::optional<Aabb> view = ViewBounds(state.doc.scene());
    if (!view || viewport.w <= 0 || viewport.h <= 0) return;
    Vec2 lo = view->lo, hi = view->hi;
    if (!state.doc.scene().settings.view) {
        // Bounds hug the shapes; a tenth of the larger side around them shows the regions beyond
        // their edges and the labels outside them.
        const double pad = 0.1 * std::max(hi.x - lo.x, hi.y - lo.y);
        lo = lo - Vec2{pad, pad};
        hi = hi + Vec2{pad, pad};
    }
    const double margin = FitMargin(viewport);
    const Vec2 size{std::max(hi.x - lo.x, 1.0), std::max(hi.y - lo.y, 1.0)};
    const double zoom = std::clamp(std::min((viewport.w - 2 * margin) / size.x, (viewport.h - 2 * margin) / size.y),
                                   0.02, 50.0);
    // Centred in the viewport.
    const Vec2 centre = (lo + hi) * 0.5;
    state.view.zoom = zoom;
    state.view.pan = Vec2{viewport.x + viewport.w * 0.5, viewport.y + viewport.h * 0.5} - centre * zoom;
}


}  // namespace circlelab::app
