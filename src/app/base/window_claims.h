// Claims about the lab's own windows (docs/picture-claims.md): where a row of text stands and the
// part of its window in view (rule "visible"), and whether a window's title is shown whole (rule
// "title"). Made inside the ImGui window they are about, between its Begin and End.
#pragma once

#include <array>
#include <string>

#include <imgui.h>

#include "core/draw/claim.h"

namespace circlelab::app {

/// The last item's rectangle on screen, [left, top, right, bottom].
std::array<double, 4> LastItemBox();
/// The part of the current window in view (inside its frame, below its title, beside its scrollbar).
std::array<double, 4> WindowInView();
/// A row of text of the current window, from `lo` to `hi`, as a readout claim of `means`.
Claim TextRowClaim(const std::string& means, const std::string& text, ImVec2 lo, ImVec2 hi);
/// The current window's title bar: its `title` (what is shown, before any "##") as a "title"
/// claim whose box is the text at its full width and whose `within` is the room ImGui gives it
/// between the collapse arrow and the close button (`closeButton`: the window has one).
Claim TitleClaim(const std::string& means, const char* title, bool closeButton);
/// Whether `title` fits whole in the title bar of a window `windowWidth` wide (ImGui cuts what
/// does not), with a collapse arrow and a close button or not; asked before the window begins.
bool TitleFits(const char* title, float windowWidth, bool collapse, bool closeButton);
/// The narrowest window whose title bar shows a title `textWidth` wide whole, in text of `fontSize`.
float TitleWindowWidth(float textWidth, float fontSize, bool collapse, bool closeButton);

}  // namespace circlelab::app
