#pragma once
// A window of the lab's layout: placed where the layout says, never moved or resized by hand.
#include <imgui.h>

#include "app/base/layout.h"

namespace circlelab::app {

inline void PlaceWindow(const ScreenRect& r) {
    ImGui::SetNextWindowPos({r.x, r.y}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({r.w, r.h}, ImGuiCond_Always);
}

inline constexpr ImGuiWindowFlags kDocked = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                            ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                            ImGuiWindowFlags_NoFocusOnAppearing;

}  // namespace circlelab::app
