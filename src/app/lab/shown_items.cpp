#include "app/lab/shown_items.h"

#include <imgui.h>

#include <utility>

namespace circlelab::app {
namespace {

struct Item {
    std::string label;
    ScreenRect rect;
};
// The items of the frame being drawn, or between frames of the last one drawn (one lab draws at a
// time: the window, or a headless run).
std::vector<Item> gItems;

}  // namespace

void TrackLastItem(std::string_view label) {
    if (!ImGui::IsItemVisible()) return;  // scrolled out of its window: not on screen to click
    const std::size_t hidden = label.find("##");
    if (hidden != std::string_view::npos) label = label.substr(0, hidden);
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    gItems.push_back({std::string(label), {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y}});
}

bool TrackedButton(const char* label) {
    const bool pressed = ImGui::Button(label);
    TrackLastItem(label);
    return pressed;
}

void BeginTrackedFrame() { gItems.clear(); }

std::optional<ScreenRect> FindShownItem(std::string_view label) {
    for (const Item& item : gItems)
        if (item.label == label) return item.rect;
    return std::nullopt;
}

std::vector<std::string> ShownItemLabels() {
    std::vector<std::string> out;
    for (const Item& item : gItems) out.push_back(item.label);
    return out;
}

}  // namespace circlelab::app
