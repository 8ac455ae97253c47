// Items laid out left to right in the panel, the next one going to a new line when it would not
// fit: with classroom mode's large text a row of buttons never runs off the panel's edge.
#pragma once

#include <imgui.h>

#include <algorithm>

namespace circlelab::app {

/// The width a button or checkbox labelled `label` takes.
inline float ItemWidth(const char* label, bool checkbox = false) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    if (checkbox) return ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + text;
    return text + style.FramePadding.x * 2;
}

/// The width of a slider or field that leaves its label, and the "(?)" after it when `marker`,
/// whole in the panel: the panel's usual width (it leaves 6 em for labels, 4.2 in classroom mode),
/// or less where the language's word is longer ("elasticidad", "Geschwindigkeit").
inline float WidthBeside(const char* label, bool marker) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float room = ImGui::CalcTextSize(label, nullptr, true).x;
    if (room > 0) room += style.ItemInnerSpacing.x;
    if (marker) room += style.ItemSpacing.x + ImGui::CalcTextSize("(?)").x;
    return std::min(ImGui::CalcItemWidth(), ImGui::GetContentRegionAvail().x - room);
}

/// Call between two items: keeps the next one (of `width` pixels) on this line when it fits in
/// the window, or in the table cell it is drawn in.
inline void SameLineIfFits(float width) {
    const float right = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    const float room = ImGui::GetContentRegionMax().x - right - ImGui::GetStyle().ItemSpacing.x;
    if (room >= width) ImGui::SameLine();
}

}  // namespace circlelab::app
