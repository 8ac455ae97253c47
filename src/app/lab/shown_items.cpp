#include "app/lab/shown_items.h"

#include <imgui.h>

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
