#include "app/base/wrapped_checkbox.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include "app/base/word_wrap.h"

namespace circlelab::app {

namespace {

bool Wrapped(const char* label, bool* value, float beside) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float square = ImGui::GetFrameHeight();
    const float textX = square + style.ItemInnerSpacing.x;
    const char* end = ImGui::FindRenderedTextEnd(label);
    const float room = ImGui::GetContentRegionAvail().x - beside - textX;
    if (ImGui::CalcTextSize(label, end).x <= room) return ImGui::Checkbox(label, value);

    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (window->SkipItems) return false;
    const ImGuiID id = window->GetID(label);
    const std::vector<std::string_view> lines = WrapAtSpaces(
        std::string_view(label, std::size_t(end - label)), std::max(room, 1.0f),
        [](std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; });
    float widest = 0;
    for (const std::string_view line : lines) widest = std::max(widest, ImGui::CalcTextSize(line.data(), line.data() + line.size()).x);
    const float lineHeight = ImGui::GetTextLineHeight();
    const float textH = lineHeight * float(lines.size());
    const ImVec2 pos = window->DC.CursorPos;
    const ImRect whole(pos, {pos.x + textX + widest, pos.y + std::max(square, textH + style.FramePadding.y * 2)});
    ImGui::ItemSize(whole, style.FramePadding.y);
    if (!ImGui::ItemAdd(whole, id)) return false;
    bool hovered = false, held = false;
    const bool pressed = ImGui::ButtonBehavior(whole, id, &hovered, &held);
    if (pressed) {
        *value = !*value;
        ImGui::MarkItemEdited(id);
    }
    // The box as ImGui draws a checkbox's, the label's lines beside it from its first line down.
    const ImRect box(pos, {pos.x + square, pos.y + square});
    ImGui::RenderNavHighlight(box, id);
    const ImGuiCol frame = held && hovered ? ImGuiCol_FrameBgActive : hovered ? ImGuiCol_FrameBgHovered : ImGuiCol_FrameBg;
    ImGui::RenderFrame(box.Min, box.Max, ImGui::GetColorU32(frame), true, style.FrameRounding);
    if (*value) {
        const float pad = std::max(1.0f, std::floor(square / 6.0f));
        ImGui::RenderCheckMark(window->DrawList, {box.Min.x + pad, box.Min.y + pad}, ImGui::GetColorU32(ImGuiCol_CheckMark), square - pad * 2);
    }
    float y = pos.y + style.FramePadding.y;
    for (const std::string_view line : lines) {
        ImGui::RenderText({pos.x + textX, y}, line.data(), line.data() + line.size(), false);
        y += lineHeight;
    }
    return pressed;
}

// The widest word of `label` (up to its ## part): a word wider than the room cannot wrap.
float WidestWord(const char* label) {
    const char* end = ImGui::FindRenderedTextEnd(label);
    float widest = 0;
    for (const char* word = label; word < end;) {
        const char* space = std::find(word, end, ' ');
        widest = std::max(widest, ImGui::CalcTextSize(word, space).x);
        word = space + (space < end ? 1 : 0);
    }
    return widest;
}

}  // namespace

bool WrappedCheckbox(const char* label, bool* value, float beside) {
    // A word longer than the room ("Konfigurationsraum" in a phone's panel) draws the checkbox
    // smaller, down to three quarters of its size, rather than past the panel's edge.
    const float room = ImGui::GetContentRegionAvail().x - beside - ImGui::GetFrameHeight() - ImGui::GetStyle().ItemInnerSpacing.x;
    const float word = WidestWord(label);
    if (word <= room) return Wrapped(label, value, beside);
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float was = window->FontWindowScale;
    ImGui::SetWindowFontScale(was * std::max(0.75f, room / word));
    const bool pressed = Wrapped(label, value, beside);
    ImGui::SetWindowFontScale(was);
    return pressed;
}

}  // namespace circlelab::app
