#include "app/base/time_plot.h"
#include "app/lang/tr.h"

#include "app/base/item_flow.h"
#include "app/base/plot_axis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace circlelab::app {

Claim TimePlot(const char* title, const char* unit, std::span<const float> times, std::span<const PlotLine> lines,
               double seconds, float height, bool compact) {
    Claim claim{.kind = "plot", .means = title};
    const float top0 = ImGui::GetCursorScreenPos().y;
    ImGui::TextUnformatted(title);
    // The unit beside the title when it fits the column, else on a line of its own.
    char unitText[64];
    std::snprintf(unitText, sizeof unitText, "(%s)", unit);
    SameLineIfFits(ImGui::CalcTextSize(unitText).x);
    ImGui::TextDisabled("%s", unitText);
    // The legend: a swatch, the name and the latest value of each line, on the title's line when
    // it fits there.
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
        ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {lo.x, std::max(lo.y, (lo.y + hi.y - size.y) * 0.5f)},
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
    // Time: a tick every 1, 2, 5 or 10 s before the latest sample, as close as their labels allow.
    const double now = times.empty() ? 0.0 : times.back();
    const double pixelsPerSecond = (hi.x - lo.x) / seconds;
    const double tick = TickSeconds(pixelsPerSecond, ImGui::CalcTextSize("-10 s").x + font * 1.5);
    const auto xOf = [&](double t) { return lo.x + static_cast<float>((t - (now - seconds)) / seconds) * (hi.x - lo.x); };
    for (double ago = 0; ago <= seconds + 1e-9; ago += tick) {
        const float x = xOf(now - ago);
        draw->AddLine({x, hi.y}, {x, hi.y + font * 0.25f}, axis);
        char label[16];
        std::snprintf(label, sizeof label, ago == 0 ? Tr("now") : "-%.0f s", ago);
        const float w = ImGui::CalcTextSize(label).x;
        draw->AddText({std::clamp(x - w * 0.5f, lo.x, hi.x - w), hi.y + font * 0.3f}, axis, label);
    }
    // The lines, clipped to the frame.
    draw->PushClipRect(lo, hi, true);
    // Each line drawn over the ones before it and thinner than they are, so where two agree (two
    // models' energies before they part) both colours still show.
    float stroke = 2.0f + 2.5f * static_cast<float>(lines.size() - 1);
    for (const PlotLine& line : lines) {
        const std::size_t n = std::min(times.size(), line.values.size());
        std::vector<ImVec2> points;
        points.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            if (times[i] < now - seconds) continue;
            const float y = hi.y - static_cast<float>(line.values[i] / top) * (hi.y - lo.y);
            points.push_back({xOf(times[i]), y});
        }
        if (points.size() >= 2)
            draw->AddPolyline(points.data(), static_cast<int>(points.size()), line.colour, ImDrawFlags_None, stroke);
        stroke -= 2.5f;
    }
    draw->PopClipRect();
    return claim;
}

}  // namespace circlelab::app
