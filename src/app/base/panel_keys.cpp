#include "app/base/panel_keys.h"

#include <imgui.h>
#include <imgui_internal.h>

namespace circlelab::app {
namespace {

// A walk under way: its direction, asked for (0: none), and where it started once it moved across.
struct Walk {
    int asked = 0;
    int across = 0;
    ImGuiID from = 0;
};
Walk walk;

ImGuiWindow* Panel() { return ImGui::FindWindowByName("###lab"); }

void Move(ImGuiDir dir) {
    ImGui::NavMoveRequestSubmit(dir, dir, ImGuiNavMoveFlags_None, ImGuiScrollFlags_KeepVisibleEdgeX | ImGuiScrollFlags_KeepVisibleEdgeY);
}

}  // namespace

void FocusPanelForKeys() {
    // What ImGui's own Ctrl+Tab does when it lets go of the window it chose (imgui.cpp,
    // NavUpdateWindowing): focus, the keyboard's highlight on, and the first control chosen.
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* panel = Panel();
    if (!panel || panel->Collapsed) return;
    ImGui::ClearActiveID();
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    ImGui::FocusWindow(panel);
    if (panel->NavLastIds[0] == 0) ImGui::NavInitWindow(panel, false);
}

bool PanelWalksByTab() {
    const ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g) return false;
    ImGuiWindow* panel = Panel();
    return panel && !panel->Collapsed && g->NavWindow == panel && !g->NavDisableHighlight && g->NavId != 0 && g->ActiveId == 0;
}

void AskPanelWalk(int direction) { walk.asked = direction; }

void WalkPanel() {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* panel = Panel();
    const bool walking = panel && g.NavWindow == panel && g.NavId != 0;
    // ImGui 1.86 scores a move during the frame it is asked in and takes it at the next NewFrame:
    // the highlight stayed, so nothing stood beside it; the next control is the first below (or above).
    if (walk.across != 0) {
        if (walking && g.NavId == walk.from) Move(walk.across > 0 ? ImGuiDir_Down : ImGuiDir_Up);
        walk.across = 0;
        return;
    }
    if (walk.asked == 0) return;
    if (walking) {
        walk.across = walk.asked;
        walk.from = g.NavId;
        Move(walk.asked > 0 ? ImGuiDir_Right : ImGuiDir_Left);
    }
    walk.asked = 0;
}

}  // namespace circlelab::app
