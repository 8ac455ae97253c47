#include "app/actions/editor.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <functional>

#include "core/edit/commands.h"
#include "core/edit/free_spot.h"
#include "core/edit/handles.h"
#include "core/draw/handle_draw.h"
#include "core/draw/scene_draw.h"
#include "core/io/scene_json.h"
#include "core/scene/view_bounds.h"
#include "app/input/gestures.h"
#include "app/input/input.h"
#include "app/base/item_flow.h"
#include "app/model/lesson_driver.h"
#include "app/model/physics_driver.h"
#include "app/model/scene_catalog.h"
#include "app/actions/shortcuts.h"
#include "app/panels/shown_items.h"
#include "app/actions/file_flow.h"
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
    const int selected = state.doc.scene.settings.selected;
    DoEdit(state, N_("duplicate"), [&](Scene& s) { return edit::DuplicateShape(s, selected, {20, 20}) >= 0; });
}

void DeleteSelected(LabState& state) {
    const int selected = state.doc.scene.settings.selected;
    DoEdit(state, N_("delete"), [&](Scene& s) { return edit::RemoveShape(s, selected); });
}

double FitMargin(const ScreenRect& viewport) {
    // 4 % of the viewport's smaller side keeps outlines and labels off its edges.
    return 0.04 * std::min(viewport.w, viewport.h) + 8;
}

void FitView(LabState& state, const ScreenRect& viewport) {
    const std::optional<Aabb> view = ViewBounds(state.doc.scene);
    if (!view || viewport.w <= 0 || viewport.h <= 0) return;
    Vec2 lo = view->lo, hi = view->hi;
    if (!state.doc.scene.settings.view) {
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

bool HandleEditorEvent(LabState& state, const SDL_Event& e) {
    const ImGuiIO& io = ImGui::GetIO();
    if (e.type == SDL_QUIT) {
        RequestQuit(state);
        return true;
    }
    if (io.WantCaptureMouse) return false;
    if (e.type == SDL_MOUSEWHEEL) {
        const Vec2 screen = state.pointer;
        if (state.held.shift && state.editing) {
            // Shift+wheel turns the selected shape, 5° a notch (editing).
            const int selected = state.doc.scene.settings.selected;
            DoEdit(state, N_("rotate"), [&](Scene& s) { return edit::RotateShape(s, selected, 5.0 * e.wheel.y); });
            return true;
        }
        // Zoom about the cursor: the world point under it stays under it. The camera is the
        // user's from now on, until Home fits the scene again.
        state.cameraFollows = false;
        const Vec2 world = state.view.ToWorld(screen);
        state.view.zoom = std::clamp(state.view.zoom * std::pow(1.15, e.wheel.y), 0.02, 50.0);
        state.view.pan = screen - world * state.view.zoom;
        return true;
    }
    return false;
}

void EditingCheckbox(LabState& state) {
    // The box does what E does, banner included (ticked off, it said "Editing" on).
    bool editing = state.editing;
    if (ImGui::Checkbox(Tr("edit shapes (E)"), &editing)) Perform(state, Action::kEditing);
    TrackLastItem(Tr("edit shapes (E)"));
}

void EditorPanel(LabState& state) {
    const bool open = ImGui::CollapsingHeader(TrId("Edit"));
    TrackLastItem(Tr("Edit"));
    if (!open) return;
    EditingCheckbox(state);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("Drag shapes and their handles, Shift+drag or Shift+wheel to turn them, drag balls.\n"
                          "Off, the scene is only explored: a press picks a shape or moves the circle."));
    // New shapes in free space in the scene's viewport, nearest its middle and 40 px clear of what
    // is there (never under the circle or on another shape), on whole pixels (on the grid when
    // snapping), so a saved file reads 660, not 663.8999999999999.
    const ScreenRect& v = state.layout.viewport;
    const Aabb seen{state.view.ToWorld({v.x, v.y}), state.view.ToWorld({v.x + v.w, v.y + v.h})};
    const double step = state.snap ? state.grid : 1.0;
    const auto spot = [&](Vec2 half) { return edit::FreeSpot(state.doc.scene, seen, half, 40.0, step); };
    if (TrackedButton(Tr("+ circle")))
        DoEdit(state, N_("add circle"), [&](Scene& s) { return edit::AddShape(s, Circle{spot({50, 50}), 50}) >= 0; });
    ImGui::SameLine();
    if (TrackedButton(Tr("+ rect")))
        DoEdit(state, N_("add rect"), [&](Scene& s) { return edit::AddShape(s, Rect{spot({80, 50}) - Vec2{80, 50}, {160, 100}, 0}) >= 0; });
    ImGui::SameLine();
    if (TrackedButton(Tr("+ triangle")))
        DoEdit(state, N_("add triangle"), [&](Scene& s) {
            return edit::AddShape(s, Triangle{spot({60, 60}) - Vec2{60, 60}, {120, 120}, Corner::kTopLeft, 0}) >= 0;
        });
    if (TrackedButton(Tr("+ ball")))
        DoEdit(state, N_("add ball"), [&](Scene& s) { return edit::AddBody(s, Circle{spot({20, 20}), 20}) >= 0; });
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("A body: a circle that moves when the physics runs. Drag it to place it."));
    ImGui::SameLine();
    if (TrackedButton(Tr("+ tiles")))
        DoEdit(state, N_("add tile map"), [&](Scene& s) { return edit::AddTileMap(s, spot({200, 160}) - Vec2{200, 160}, 40, 10, 8); });
    if (ImGui::Button(Tr("delete (Del)"))) DeleteSelected(state);
    ImGui::SameLine();
    if (ImGui::Button(Tr("duplicate (Ctrl+D)"))) DuplicateSelected(state);
    ImGui::BeginDisabled(!state.doc.history.CanUndo());
    if (ImGui::Button(Tr("undo (Ctrl+Z)"))) UndoEdit(state);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!state.doc.history.CanRedo());
    if (ImGui::Button(Tr("redo (Ctrl+Y)"))) RedoEdit(state);
    ImGui::EndDisabled();
    SameLineIfFits(ItemWidth(Tr("new (Ctrl+N)")));  // on its own line in a narrow panel, not cut off
    if (ImGui::Button(Tr("new (Ctrl+N)"))) RequestNew(state);

    if (ImGui::Checkbox(Tr("paint tiles"), &state.painting) && state.painting) state.editing = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Click or drag on the tile map to paint the chosen tile."));
    if (state.painting) {
        const struct {
            char tile;
            const char* label;
        } kinds[] = {{'.', N_("open")}, {'#', N_("block")}, {'1', N_("missing top-left")}, {'2', N_("missing top-right")},
                     {'3', N_("missing bottom-left")}, {'4', N_("missing bottom-right")}};
        for (const auto& k : kinds)
            if (ImGui::RadioButton(Tr(k.label), state.paintTile == k.tile)) state.paintTile = k.tile;
        if (!state.doc.scene.tiles) ImGui::TextDisabled(Tr("This scene has no tile map: add one with + tiles."));
    }
    ImGui::Checkbox(Tr("snap to grid"), &state.snap);
    ImGui::SameLine();
    const double gMin = 2, gMax = 100;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    ImGui::SliderScalar(Tr("grid"), ImGuiDataType_Double, &state.grid, &gMin, &gMax, "%.0f px");
}

void DrawEditorOverlays(const LabState& state, DrawList& list) {
    const ImGuiIO& io = ImGui::GetIO();
    // Hover: the shape a click would pick, outlined.
    if (!io.WantCaptureMouse && !Gesturing(state) && !state.painting) {
        const Vec2 p = state.view.ToWorld({io.MousePos.x, io.MousePos.y});
        const int hover = ShapeAt(state.facts.shapes, p);
        if (hover >= 0 && hover != state.doc.scene.settings.selected && hover < static_cast<int>(state.doc.scene.shapes.size())) {
            const Shape& s = state.doc.scene.shapes[hover];
            const Paint paint{kNoColor, palette::kHover, 3.0f};
            DrawShape(s, paint, list);
        }
    }
    if (const std::optional<edit::Handles> handles = ShownHandles(state))
        DrawHandles(*handles, kHandleSize / state.view.zoom, list);
}

std::optional<edit::Handles> ShownHandles(const LabState& state) {
    const int selected = state.doc.scene.settings.selected;
    if (!state.editing || selected < 0 || selected >= static_cast<int>(state.doc.scene.shapes.size()) || state.running)
        return std::nullopt;
    return edit::HandlesOf(state.doc.scene.shapes[selected], kHandleReach / state.view.zoom);
}

void DrawEditorGrid(const LabState& state, float width, float height, DrawList& list) {
    if (!state.snap) return;
    // Keep the lines at least 8 px apart on screen at any zoom.
    double step = state.grid;
    while (step * state.view.zoom < 8) step *= 2;
    const Vec2 lo = state.view.ToWorld({0, 0}), hi = state.view.ToWorld({double(width), double(height)});
    const Rgba line{0, 0, 0, 28};
    for (double x = std::floor(lo.x / step) * step; x <= hi.x; x += step) list.lines.push_back({{x, lo.y}, {x, hi.y}, line, 1, {}});
    for (double y = std::floor(lo.y / step) * step; y <= hi.y; y += step) list.lines.push_back({{lo.x, y}, {hi.x, y}, line, 1, {}});
}

void RecoveryDialog(LabState& state) {
    if (state.recoveries.empty()) return;
    const char* kTitle = TrId("Recovered changes");
    if (!ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
    // In the middle of the window, at most 32 em wide: a long path wraps instead of running off.
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos({display.x * 0.5f, display.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(ImGui::GetFontSize() * 32, display.x * 0.9f), 0}, ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_NoResize)) return;
    const RecoveryCopy copy = state.recoveries.front();
    const std::string& original = copy.originalPath;
    ImGui::TextWrapped(Tr("The lab was stopped with changes that were not saved, to %s."),
                       original.empty() ? Tr("the built-in scene") : original.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped(Tr("They were kept in %s."), copy.copyPath.c_str());
    if (state.recoveries.size() > 1)
        ImGui::TextWrapped(Tr("%zu more kept changes follow this one."), state.recoveries.size() - 1);
    ImGui::PopStyleColor();
    if (ImGui::Button(Tr("Open them"))) {
        // Unsaved changes of the scene open now would be lost: it was just opened, as a start has.
        // The other copies stay kept and are offered at the next start: one scene is open at a time.
        if (OpenRecoveryCopy(state.doc, copy, state.error)) {
            DiscardRecoveryCopy(copy);
            ResetPhysics(state);
            state.status = Tr("Recovered changes opened: save them to keep them.");
        }
        state.recoveries.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(Tr("Discard them"))) {
        DiscardRecoveryCopy(copy);
        state.recoveries.erase(state.recoveries.begin());  // the next one, if any, is asked about
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(Tr("Later")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        state.recoveries.clear();  // all offered again at the next start
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}


}  // namespace circlelab::app
