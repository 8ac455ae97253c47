// A plot of quantities over the last seconds of a run, drawn with ImGui: a titled frame with a
// value axis (zero and a rounded top, in the quantity's unit), a time axis in seconds before now,
// and a legend giving each line's colour, name and latest value.
#pragma once

#include <imgui.h>

#include <span>
#include <vector>

#include "core/draw/claim.h"

namespace circlelab::app {

/// The least run a plot draws as a line: a second, a tenth of its ten-second axis.
inline constexpr double kPlotLeastSeconds = 1.0;

/// One line of a plot: a value per sample, the samples' times shared by the plot.
struct PlotLine {
    const char* name;  ///< as the legend names it
    std::span<const float> values;
    ImU32 colour;
};

/// Draws the plot at the cursor, the width of the column and `height` pixels tall in all.
/// `times` are the samples' times in seconds (increasing); the time axis spans `seconds` up to the
/// latest sample. `compact` (a low strip): the legend gives each line's colour and value only.
/// With less than kPlotLeastSeconds of samples to draw, the frame says in words how it fills
/// instead of standing (nearly) empty. Returns its claim (docs/picture-claims.md): a "plot" with
/// the seconds of samples drawn (`value`), its frame (`box`) and those words (`text`) when shown.
Claim TimePlot(const char* title, const char* unit, std::span<const float> times, std::span<const PlotLine> lines,
              double seconds, float height, bool compact = false);

}  // namespace circlelab::app
