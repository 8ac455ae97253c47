#include "app/panels/editor_panel.h"

#include <imgui.h>

#include <algorithm>

#include "app/actions/editor.h"
#include "app/actions/file_flow.h"
#include "app/actions/shortcuts.h"
#include "app/base/fitted_header.h"
#include "app/base/item_flow.h"
#include "app/lang/tr.h"
#include "app/model/physics_run.h"
#include "app/panels/shown_items.h"
#include "core/edit/commands.h"
#include "core/edit/free_spot.h"

namespace circlelab::app {

void EditingCheckbox(LabState& state) {
    // The box does what E does, banner included (ticked off, it said "Editing" on).
    bool editing = state.editor.editing;
    if (ImGui::Checkbox(Tr("edit shapes (E)"), &editing)) Perform(state, Action::kEditing);
    TrackLastItem(Tr("edit shapes (E)"));
}

void EditorPanel(LabState& state) {
    const bool open = FittedHeader(TrId("Edit"));
    TrackLastItem(Tr("Edit"));
    if (!open) return;
    EditingCheckbox(state);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("Drag shapes and their handles, Shift+drag or Shift+wheel to turn them, drag balls.\n"
                          "Off, the scene is only explored: a press picks a shape or moves the circle."));
    // New shapes in free space in the scene's viewport, nearest its middle and 40 px clear of what
    // is there (never under the circle or on another shape), on whole pixels (on the grid when
    // snapping), so a saved file reads 660, not 663.8999999999999.
    const ScreenRect& v = state.window.layout.viewport;
    const Aabb seen{state.view.ToWorld({v.x, v.y}), state.view.ToWorld({v.x + v.w, v.y + v.h})};
    const double step = state.editor.snap ? state.editor.grid : 1.0;
    const auto spot = [&](Vec2 half) { return edit::FreeSpot(state.doc.scene(), seen, half, 40.0, step); };
    if (TrackedButton(Tr("+ circle")))
        state.doc.Edit(N_("add circle"), [&](Scene& s) { return edit::AddShape(s, Circle{spot({50, 50}), 50}) >= 0; });
    ImGui::SameLine();
    if (TrackedButton(Tr("+ rect")))
        state.doc.Edit(N_("add rect"), [&](Scene& s) { return edit::AddShape(s, Rect{spot({80, 50}) - Vec2{80, 50}, {160, 100}, 0}) >= 0; });
    ImGui::SameLine();
    if (TrackedButton(Tr("+ triangle")))
        state.doc.Edit(N_("add triangle"), [&](Scene& s) {
            return edit::AddShape(s, Triangle{spot({60, 60}) - Vec2{60, 60}, {120, 120}, Corner::kTopLeft, 0}) >= 0;
        });
    if (TrackedButton(Tr("+ ball")))
        state.doc.Edit(N_("add ball"), [&](Scene& s) { return edit::AddBody(s, Circle{spot({20, 20}), 20}) >= 0; });
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("A body: a circle that moves when the physics runs. Drag it to place it."));
    ImGui::SameLine();
    if (TrackedButton(Tr("+ tiles")))
        state.doc.Edit(N_("add tile map"), [&](Scene& s) { return edit::AddTileMap(s, spot({200, 160}) - Vec2{200, 160}, 40, 10, 8); });
    if (ImGui::Button(Tr("delete (Del)"))) DeleteSelected(state);
    ImGui::SameLine();
    if (ImGui::Button(Tr("duplicate (Ctrl+D)"))) DuplicateSelected(state);
    ImGui::BeginDisabled(!state.doc.CanUndo());
    if (ImGui::Button(Tr("undo (Ctrl+Z)"))) UndoEdit(state);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!state.doc.CanRedo());
    if (ImGui::Button(Tr("redo (Ctrl+Y)"))) RedoEdit(state);
    ImGui::EndDisabled();
    SameLineIfFits(ItemWidth(Tr("new (Ctrl+N)")));  // on its own line in a narrow panel, not cut off
    if (ImGui::Button(Tr("new (Ctrl+N)"))) RequestNew(state);

    if (ImGui::Checkbox(Tr("paint tiles"), &state.editor.painting) && state.editor.painting) state.editor.editing = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Click or drag on the tile map to paint the chosen tile."));
    if (state.editor.painting) {
        const struct {
            char tile;
            const char* label;
        } kinds[] = {{'.', N_("open")}, {'#', N_("block")}, {'1', N_("missing top-left")}, {'2', N_("missing top-right")},
                     {'3', N_("missing bottom-left")}, {'4', N_("missing bottom-right")}};
        for (const auto& k : kinds)
            if (ImGui::RadioButton(Tr(k.label), state.editor.paintTile == k.tile)) state.editor.paintTile = k.tile;
        if (!state.doc.scene().tiles) ImGui::TextDisabled(Tr("This scene has no tile map: add one with + tiles."));
    }
    ImGui::Checkbox(Tr("snap to grid"), &state.editor.snap);
    ImGui::SameLine();
    const double gMin = 2, gMax = 100;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    ImGui::SliderScalar(Tr("grid"), ImGuiDataType_Double, &state.editor.grid, &gMin, &gMax, "%.0f px");
}

void RecoveryDialog(LabState& state) {
    if (state.files.recoveries.empty()) return;
    const char* kTitle = TrId("Recovered changes");
    if (!ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
    // In the middle of the window, at most 32 em wide: a long path wraps instead of running off.
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos({display.x * 0.5f, display.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(ImGui::GetFontSize() * 32, display.x * 0.9f), 0}, ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_NoResize)) return;
    const RecoveryCopy copy = state.files.recoveries.front();
    const std::string& original = copy.originalPath;
    ImGui::TextWrapped(Tr("The lab was stopped with changes that were not saved, to %s."),
                       original.empty() ? Tr("the built-in scene") : original.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped(Tr("They were kept in %s."), copy.copyPath.c_str());
    if (state.files.recoveries.size() > 1)
        ImGui::TextWrapped(Tr("%zu more kept changes follow this one."), state.files.recoveries.size() - 1);
    ImGui::PopStyleColor();
    if (ImGui::Button(Tr("Open them"))) {
        // Unsaved changes of the scene open now would be lost: it was just opened, as a start has.
        // The other copies stay kept and are offered at the next start: one scene is open at a time.
        if (OpenRecoveryCopy(state.doc, copy, state.error)) {
            DiscardRecoveryCopy(copy);
            ResetPhysics(state);
            state.status = Tr("Recovered changes opened: save them to keep them.");
        }
        state.files.recoveries.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(Tr("Discard them"))) {
        DiscardRecoveryCopy(copy);
        state.files.recoveries.erase(state.files.recoveries.begin());  // the next one, if any, is asked about
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(Tr("Later")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        state.files.recoveries.clear();  // all offered again at the next start
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace circlelab::app
