// Prose wrapped at spaces only. ImGui's TextWrapped also breaks after a full stop or a comma, so a
// number in a lesson's text could split across lines ("42." then "4 px"), which a class reads as
// two numbers.
#pragma once

#include <imgui.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace circlelab::app {

/// The lines of `text` no wider than `width` by `measure`, broken at spaces and at newlines; a
/// word wider than the width stands alone on its line. The views point into `text`.
std::vector<std::string_view> WrapAtSpaces(std::string_view text, float width,
                                           const std::function<float(std::string_view)>& measure);

/// `text` with the space after a comma inside parentheses made a no-break space, so wrapping at
/// spaces never ends a line at "(-9.2," with "-4.6)" below it, which reads as two numbers; and the
/// spaces around an operator inside parentheses too, so "√(30² + 30²)" is never cut at its "+".
std::string KeepVectorsWhole(std::string_view text);

/// `text` wrapped at spaces to the window's width, one ImGui text line per line; returns the
/// bottom right corner of what it wrote (its widest line's right, its last line's bottom).
ImVec2 TextWrappedAtSpaces(std::string_view text);

}  // namespace circlelab::app
