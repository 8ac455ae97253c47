#include "app/panels/shown_items.h"

#include <imgui.h>

#include <algorithm>
#include <utility>

namespace circlelab::app {
namespace {

// The panel of the lab drawing now (BeginTrackedFrame): a pointer into that lab's own state.
PanelState* gDrawing = nullptr;

}  // namespace

PanelState& CurrentPanel() {
    static PanelState none;  // before any lab drew: records go nowhere that is read
    return gDrawing ? *gDrawing : none;
}

void TrackLastItem(std::string_view label) {
    if (!ImGui::IsItemVisible()) return;  // scrolled out of its window: not on screen to click
    const std::size_t hidden = label.find("##");
    if (hidden != std::string_view::npos) label = label.substr(0, hidden);
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    CurrentPanel().items.push_back({std::string(label), {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y}});
}

bool TrackedButton(const char* label) {
    const bool pressed = ImGui::Button(label);
    TrackLastItem(label);
    return pressed;
}

void TooltipBesideItem(std::string_view label, const char* text) {
    TrackLastItem(label);
    if (!ImGui::IsItemHovered()) return;
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 text_size = ImGui::CalcTextSize(text);
    const ImVec2 size{text_size.x + style.WindowPadding.x * 2, text_size.y + style.WindowPadding.y * 2};
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    constexpr float kGap = 4;
    const float y = hi.y + kGap + size.y <= display.y ? hi.y + kGap : lo.y - kGap - size.y;
    const float x = std::clamp(lo.x, 0.0f, std::max(0.0f, display.x - size.x));
    ImGui::SetNextWindowPos({x, y}, ImGuiCond_Always);
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(text);
    const ImVec2 pos = ImGui::GetWindowPos(), shown = ImGui::GetWindowSize();
    ImGui::EndTooltip();
    CurrentPanel().tooltips.push_back({std::string(label), {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y},
                                       {pos.x, pos.y, std::max(shown.x, size.x), std::max(shown.y, size.y)}});
}

void BeginTrackedFrame(PanelState& panel) {
    gDrawing = &panel;
    panel.items.clear();
    panel.banners.clear();
    panel.tooltips.clear();
}

std::optional<ScreenRect> FindShownItem(const PanelState& panel, std::string_view label) {
    for (const ShownItem& item : panel.items)
        if (item.label == label) return item.rect;
    return std::nullopt;
}

std::vector<std::string> ShownItemLabels(const PanelState& panel) {
    std::vector<std::string> out;
    for (const ShownItem& item : panel.items) out.push_back(item.label);
    return out;
}

}  // namespace circlelab::app
