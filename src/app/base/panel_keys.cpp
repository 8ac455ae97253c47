#include "app/base/panel_keys.h"

#include <imgui.h>
#include <imgui_internal.h>

namespace circlelab::app {

void FocusPanelForKeys() {
    // What ImGui's own Ctrl+Tab does when it lets go of the window it chose (imgui.cpp,
    // NavUpdateWindowing): focus, the keyboard's highlight on, and the first control chosen.
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* panel = ImGui::FindWindowByName("###lab");
    if (!panel || panel->Collapsed) return;
    ImGui::ClearActiveID();
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    ImGui::FocusWindow(panel);
    if (panel->NavLastIds[0] == 0) ImGui::NavInitWindow(panel, false);
}

}  // namespace circlelab::app
