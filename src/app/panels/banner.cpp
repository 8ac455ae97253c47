#include "app/panels/banner.h"

#include <imgui.h>

#include <algorithm>

#include "app/panels/covering.h"

namespace circlelab::app {

void Banner(PanelState& panel, const char* id, const std::string& text, const ScreenRect& viewport, bool top,
            std::span<const ScreenRect> keepClear) {
    // As wide as the text on one line, or the viewport's width with the text wrapped in it; the
    // height fits the lines (a 0 axis is fitted to the contents).
    const ImGuiStyle& style = ImGui::GetStyle();
    const float padding = style.WindowPadding.x * 2;
    const float width = std::min(ImGui::CalcTextSize(text.c_str()).x + padding + 1, std::max(viewport.w - 16, padding + 1));
    const float height = std::max(ImGui::CalcTextSize(text.c_str(), nullptr, false, width - padding).y + style.WindowPadding.y * 2,
                                  style.WindowMinSize.y);
    const ScreenRect place = PlaceBanner(width, height, viewport, top, keepClear);
    const ScreenRect edge = PlaceBanner(width, height, viewport, top, {});
    if (place == edge)  // at its edge, as a banner always stood
        ImGui::SetNextWindowPos({viewport.x + viewport.w * 0.5f, top ? viewport.y + 8 : viewport.y + viewport.h - 8},
                                ImGuiCond_Always, {0.5f, top ? 0.0f : 1.0f});
    else
        ImGui::SetNextWindowPos({place.x, place.y}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
    ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextWrapped("%s", text.c_str());
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    panel.banners.push_back({std::string(id).substr(2), {pos.x, pos.y, size.x, std::max(size.y, height)}});
    ImGui::End();
}

}  // namespace circlelab::app
