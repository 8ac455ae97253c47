#include "app/base/fitted_header.h"

#include <imgui_internal.h>

#include <algorithm>

namespace circlelab::app {

namespace {

constexpr float kSmallest = 0.75f;

// The share of its size at which `label` fits beside a tree node's arrow; 1 where it fits as it
// is. ImGui 1.86 (TreeNodeBehavior) gives the node a width of a font size (the arrow), the label
// and two frame paddings; a framed header's text starts a padding further in, but its frame reaches
// half the window's padding past the row. The arrow shrinks with the text, so the scale is a
// little smaller than needed, never larger.
float FitScale(const char* label) {
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - ImGui::GetStyle().FramePadding.x * 2;
    if (text <= room || text <= 0) return 1.0f;
    return std::max(kSmallest, room / text);
}

// Calls `node` with the window's text scaled to fit `label`, and puts the scale back after it.
template <class Node>
bool Fitted(const char* label, Node&& node) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float was = window->FontWindowScale, fit = FitScale(label);
    if (fit < 1.0f) ImGui::SetWindowFontScale(was * fit);
    const bool open = node();
    if (fit < 1.0f) ImGui::SetWindowFontScale(was);
    return open;
}

}  // namespace

bool FittedHeaderFits(const char* label) {
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    return text * kSmallest <= ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - ImGui::GetStyle().FramePadding.x * 2;
}

bool FittedHeader(const char* label, ImGuiTreeNodeFlags flags) {
    return Fitted(label, [&] { return ImGui::CollapsingHeader(label, flags); });
}

bool FittedTreeNode(const char* label) {
    return Fitted(label, [&] { return ImGui::TreeNode(label); });
}

}  // namespace circlelab::app
