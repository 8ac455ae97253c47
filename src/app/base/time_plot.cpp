#include "app/base/time_plot.h"
#include "app/lang/tr.h"

#include "app/base/item_flow.h"
#include "app/base/plot_axis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace circlelab::app {

namespace {

// The title, its unit beside it when it fits the column (else on a line of its own), and the
// legend: a swatch, the name and the latest value of each line, on the title's line when it fits.
void TitleAndLegend(const char* title, const char* unit, std::span<const PlotLine> lines, bool compact) {
    ImGui::TextUnformatted(title);
    char unitText[64];
    std::snprintf(unitText, sizeof unitText, "(%s)", unit);
    SameLineIfFits(ImGui::CalcTextSize(unitText).x);
    ImGui::TextDisabled("%s", unitText);
    for (const PlotLine& line : lines) {
        const float size = ImGui::GetFontSize();
        char entry[96];
        if (line.values.empty()) std::snprintf(entry, sizeof entry, "%s", compact ? "" : line.name);
        else std::snprintf(entry, sizeof entry, "%s%s%.0f", compact ? "" : line.name, compact ? "" : "  ", line.values.back());
        const float needed = size * 1.2f + ImGui::GetStyle().ItemSpacing.x * 2 + ImGui::CalcTextSize(entry).x;
        ImGui::SameLine();
        if (ImGui::GetContentRegionAvail().x < needed) ImGui::NewLine();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddRectFilled({at.x, at.y + size * 0.4f}, {at.x + size, at.y + size * 0.6f}, line.colour);
        ImGui::Dummy({size * 1.2f, size});
        ImGui::SameLine();
        ImGui::TextUnformatted(entry);
    }
}

// The plot's frame from lo to hi, within the plot's time span ending at `now`.
struct PlotFrame {
    ImVec2 lo, hi;
    double now, seconds, top;
    float X(double t) const { return lo.x + static_cast<float>((t - (now - seconds)) / seconds) * (hi.x - lo.x); }
    float Y(double v) const { return hi.y - static_cast<float>(v / top) * (hi.y - lo.y); }
};

// Time: a tick every 1, 2, 5 or 10 s before the latest sample, as close as their labels allow.
void TimeTicks(ImDrawList* draw, const PlotFrame& f, ImU32 axis) {
    const float font = ImGui::GetFontSize();
    const double pixelsPerSecond = (f.hi.x - f.lo.x) / f.seconds;
    const double tick = TickSeconds(pixelsPerSecond, ImGui::CalcTextSize("-10 s").x + font * 1.5);
    for (double ago = 0; ago <= f.seconds + 1e-9; ago += tick) {
        const float x = f.X(f.now - ago);
        draw->AddLine({x, f.hi.y}, {x, f.hi.y + font * 0.25f}, axis);
        char label[16];
        std::snprintf(label, sizeof label, ago == 0 ? Tr("now") : "-%.0f s", ago);
        const float w = ImGui::CalcTextSize(label).x;
        draw->AddText({std::clamp(x - w * 0.5f, f.lo.x, f.hi.x - w), f.hi.y + font * 0.3f}, axis, label);
    }
}

// The lines, clipped to the frame, each drawn over the ones before it and thinner than they are,
// so where two agree (two models' energies before they part) both colours still show.
void Lines(ImDrawList* draw, const PlotFrame& f, std::span<const float> times, std::span<const PlotLine> lines) {
    draw->PushClipRect(f.lo, f.hi, true);
    float stroke = 2.0f + 2.5f * static_cast<float>(lines.size() - 1);
    for (const PlotLine& line : lines) {
        const std::size_t n = std::min(times.size(), line.values.size());
        std::vector<ImVec2> points;
        points.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            if (times[i] < f.now - f.seconds) continue;
            points.push_back({f.X(times[i]), f.Y(line.values[i])});
        }
        if (points.size() >= 2)
            draw->AddPolyline(points.data(), static_cast<int>(points.size()), line.colour, ImDrawFlags_None, stroke);
        stroke -= 2.5f;
    }
    draw->PopClipRect();
}

}  // namespace

Claim TimePlot(const char* title, const char* unit, std::span<const float> times, std::span<const PlotLine> lines,
               double seconds, float height, bool compact) {
    Claim claim{.kind = "plot", .means = title};
    const float top0 = ImGui::GetCursorScreenPos().y;
    TitleAndLegend(title, unit, lines, compact);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float font = ImGui::GetFontSize();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    height = std::max(height - (origin.y - top0), font * 3);  // what the title and legend left
    ImGui::Dummy({width, height});
    // The frame leaves room on the left for the value labels and below for the time labels.
    double top = 0;  // the value axis' top
    for (const PlotLine& line : lines)
        for (float v : line.values) top = std::max(top, static_cast<double>(v));
    top = NiceCeiling(top);
    const std::string topText = AxisText(top);
    const float labelWidth = std::max(ImGui::CalcTextSize(topText.c_str()).x, ImGui::CalcTextSize("0").x) + style.ItemInnerSpacing.x;
    const ImVec2 lo{origin.x + labelWidth, origin.y + font * 0.5f};
    const ImVec2 hi{origin.x + width - font * 0.5f, origin.y + height - font * 1.4f};
    if (hi.x - lo.x < 10 || hi.y - lo.y < 10) return claim;
    claim.box = std::array<double, 4>{lo.x, lo.y, hi.x, hi.y};
    // The seconds of samples it draws: under one (a tenth of the axis), a line too short to read.
    const double latest = times.empty() ? 0.0 : times.back();
    const auto first = std::find_if(times.begin(), times.end(), [&](float t) { return t >= latest - seconds; });
    claim.value = first == times.end() ? 0.0 : latest - *first;
    if (*claim.value < kPlotLeastSeconds) {
        // Nothing to read yet (a step that opens as the balls are thrown): words, not an empty frame.
        claim.text = Tr("Plotted as the balls move.");
        const float wrap = hi.x - lo.x;
        const ImVec2 size = ImGui::CalcTextSize(claim.text.c_str(), nullptr, false, wrap);
        draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {lo.x, std::max(lo.y, (lo.y + hi.y - size.y) * 0.5f)},
                      ImGui::GetColorU32(ImGuiCol_TextDisabled), claim.text.c_str(), nullptr, wrap);
        return claim;
    }
    const ImU32 frame = ImGui::GetColorU32(ImGuiCol_FrameBg), axis = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
    draw->AddRectFilled(lo, hi, frame);
    draw->AddLine({lo.x, hi.y}, hi, axis);
    draw->AddLine(lo, {lo.x, hi.y}, axis);
    draw->AddText({origin.x, lo.y - font * 0.5f}, text, topText.c_str());
    draw->AddText({lo.x - ImGui::CalcTextSize("0").x - style.ItemInnerSpacing.x, hi.y - font * 0.5f}, text, "0");
    const PlotFrame f{lo, hi, latest, seconds, top};
    TimeTicks(draw, f, axis);
    Lines(draw, f, times, lines);
    return claim;
}

}  // namespace circlelab::app
