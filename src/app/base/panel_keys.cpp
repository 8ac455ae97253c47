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

// To the next row in reading order: its first control (Tab), or the previous row's last one
// (Shift+Tab), so that Shift+Tab walks back exactly the way Tab came. ImGui 1.86 scores a move
// down or up from the highlighted control's left edge, and takes the control nearest that edge (the
// first of a row, "Open a file..." where "Copy link" came last); scored instead from just outside
// the panel's left edge (down) or right edge (up), every control of the next row lies on the
// same side, and the nearest of them is the row's first, or last.
void MoveToRow(ImGuiWindow* panel, int direction) {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    const float x = direction > 0 ? panel->Rect().Min.x - 1 : panel->Rect().Max.x + 1;
    g.NavScoringRect.Min.x = g.NavScoringRect.Max.x = x;
    g.NavScoringNoClipRect.Add(g.NavScoringRect);
    Move(direction > 0 ? ImGuiDir_Down : ImGuiDir_Up);
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
        if (walking && g.NavId == walk.from) MoveToRow(panel, walk.across);
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
