#include "app/base/window_claims.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace circlelab::app {
namespace {

// The room ImGui 1.86 gives a window's title (RenderWindowTitleBarContents) in a title bar from
// `left` to `right`: less the frame padding, the collapse arrow on the left (by default) and the
// close button on the right, each with the inner spacing beside it; the text is clipped an inner
// spacing past that.
std::pair<float, float> TitleSpan(float left, float right, bool collapse, bool closeButton, float button) {
    const ImGuiStyle& style = ImGui::GetStyle();
    collapse = collapse && style.WindowMenuButtonPosition != ImGuiDir_None;
    float padLeft = style.FramePadding.x, padRight = style.FramePadding.x;
    if (closeButton) padRight += button;
    if (collapse && style.WindowMenuButtonPosition == ImGuiDir_Right) padRight += button;
    if (collapse && style.WindowMenuButtonPosition == ImGuiDir_Left) padLeft += button;
    if (padLeft > style.FramePadding.x) padLeft += style.ItemInnerSpacing.x;
    if (padRight > style.FramePadding.x) padRight += style.ItemInnerSpacing.x;
    return {left + padLeft, std::min(right - padRight + style.ItemInnerSpacing.x, right)};
}

ImRect TitleRoom(bool closeButton) {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const ImRect bar = window->TitleBarRect();
    const auto [left, right] =
        TitleSpan(bar.Min.x, bar.Max.x, !(window->Flags & ImGuiWindowFlags_NoCollapse), closeButton, ImGui::GetFontSize());
    return {left, bar.Min.y, right, bar.Max.y};
}

}  // namespace

std::array<double, 4> LastItemBox() {
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    return {lo.x, lo.y, hi.x, hi.y};
}

std::array<double, 4> WindowInView() {
    const ImRect r = ImGui::GetCurrentWindow()->InnerClipRect;
    return {r.Min.x, r.Min.y, r.Max.x, r.Max.y};
}

Claim TextRowClaim(const std::string& means, const std::string& text, ImVec2 lo, ImVec2 hi) {
    Claim c{.kind = "readout", .means = means, .text = text};
    c.box = std::array<double, 4>{lo.x, lo.y, hi.x, hi.y};
    c.within = WindowInView();
    return c;
}

Claim TitleClaim(const std::string& means, const char* title, bool closeButton) {
    const ImRect room = TitleRoom(closeButton);
    const float width = ImGui::CalcTextSize(title, nullptr, true).x;
    const char* end = ImGui::FindRenderedTextEnd(title);
    Claim c{.kind = "title", .means = means, .text = std::string(title, end)};
    c.box = std::array<double, 4>{room.Min.x, room.Min.y, room.Min.x + width, room.Max.y};
    c.within = std::array<double, 4>{room.Min.x, room.Min.y, room.Max.x, room.Max.y};
    return c;
}

bool TitleFits(const char* title, float windowWidth, bool collapse, bool closeButton) {
    const auto [left, right] = TitleSpan(0, windowWidth, collapse, closeButton, ImGui::GetFontSize());
    return ImGui::CalcTextSize(title, nullptr, true).x <= right - left;
}

float TitleWindowWidth(float textWidth, float fontSize, bool collapse, bool closeButton) {
    // The room is min(W - right + spacing, W) - left for a window W wide (TitleSpan).
    const auto [left, right] = TitleSpan(0, 0, collapse, closeButton, fontSize);
    // ImGui rounds a title's width up to a whole pixel, and a window's size to one.
    return std::ceil(textWidth) + 1 + left + std::max(-right, 0.0f);
}

}  // namespace circlelab::app
