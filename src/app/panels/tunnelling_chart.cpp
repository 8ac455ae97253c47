#include "app/panels/tunnelling_chart.h"
#include "app/base/window_claims.h"
#include "app/lang/tr.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/draw/palette.h"
#include "core/geometry/rotation.h"
#include "core/physics/tunnelling.h"

namespace circlelab::app {
namespace {

// Enough cells to read the shape of the red band at a glance: 5° sectors, 24 rings. A whole map
// is a few microseconds of work (bench/physics_bench.cpp, BM_TunnellingMap), so it is computed
// again every frame the panel shows it, never out of date.
constexpr int kSpeeds = 24, kDirections = 72;
// The speed axis is scaled for frames of 1/60 s whatever the frame step: a shorter step then
// shrinks the red on the same axis, as the lesson asks the class to see (scaled for the step
// itself, the axis grew with it and the red seemed to grow).
constexpr double kAxisStep = 1.0 / 60.0;

ImU32 Color(Rgba c, int alpha) { return IM_COL32(c.r, c.g, c.b, alpha); }

// A round speed at or above `speed` for the chart's outer ring: 1, 2 or 5 times a power of ten.
double RoundUp(double speed) {
    const double decade = std::pow(10.0, std::floor(std::log10(speed)));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= speed) return m * decade;
    return 10 * decade;
}

}  // namespace

namespace {

// The chart's disc: its centre and radius on screen, the point at a fraction of the top speed in
// a direction in degrees.
struct ChartDisc {
    ImVec2 c;
    float radius;
    ImVec2 At(double ring, double degrees) const {
        const double a = DegToRad(degrees);
        return ImVec2(c.x + float(ring * radius * std::cos(a)), c.y + float(ring * radius * std::sin(a)));
    }
};

// The cells where a frame catches the shape and where frames miss it, side by side without
// anti-aliased fringes, which would draw a seam between each two.
void Cells(ImDrawList* draw, const ChartDisc& disc, const physics::TunnellingMap& map, ImU32 caught, ImU32 tunnelled) {
    const ImDrawListFlags flags = draw->Flags;
    draw->Flags &= ~ImDrawListFlags_AntiAliasedFill;
    for (int i = 0; i < map.speeds; ++i) {
        const double r0 = double(i) / map.speeds, r1 = double(i + 1) / map.speeds;
        for (int j = 0; j < map.directions; ++j) {
            const physics::Passage p = map.At(i, j);
            if (p == physics::Passage::kMissed) continue;
            const double a0 = 360.0 * j / map.directions, a1 = 360.0 * (j + 1) / map.directions;
            draw->AddQuadFilled(disc.At(r0, a0), disc.At(r1, a0), disc.At(r1, a1), disc.At(r0, a1),
                                p == physics::Passage::kCaught ? caught : tunnelled);
        }
    }
    draw->Flags = flags;
}

// The key, in words a class can read out.
void Key(ImDrawList* draw, int rate, double top, ImU32 caught, ImU32 tunnelled) {
    const float swatch = ImGui::GetTextLineHeight() * 0.8f;
    const auto key = [&](ImU32 color, const char* words) {
        const ImVec2 p = ImGui::GetCursorScreenPos();
        draw->AddRectFilled(ImVec2(p.x, p.y + 2), ImVec2(p.x + swatch, p.y + 2 + swatch), color);
        ImGui::Dummy(ImVec2(swatch, swatch));
        ImGui::SameLine();
        ImGui::TextWrapped("%s", words);
    };
    char text[160];
    std::snprintf(text, sizeof text, Tr("tunnels: %d frames a second miss it, the sweep hits"), rate);
    key(tunnelled, text);
    key(caught, Tr("a frame catches it"));
    std::snprintf(text, sizeof text, Tr("speed out to %.0f px/s (inner ring %.0f); dot: the velocity; blank: no touch in %.0f s"),
                  top, top / 2, kSweepSeconds);
    ImGui::TextWrapped("%s", text);
}

}  // namespace

void TunnellingChart(LabState& state, float width) {
    const Scene& scene = state.doc.scene();
    const Shape* shape = state.frame.facts.SelectedShape();
    if (scene.bodies.empty() || !shape) {
        ImGui::TextWrapped(Tr("Select a shape to map where frames miss it."));
        return;
    }
    const Body& ball = scene.bodies.front();
    const int rate = scene.viewer.frameRate;
    const double step = 1.0 / rate;
    const double top = RoundUp(physics::TunnellingTopSpeed(ball.circle, *shape, kAxisStep, Length(ball.velocity)));
    physics::TunnellingMap map =
        physics::ComputeTunnellingMap(ball.circle, *shape, step, kSweepSeconds, top, kSpeeds, kDirections);
    // The cell under the circle's own velocity says that velocity's verdict, not its middle's: the
    // dot never sits on "caught" while the scene shows the circle tunnelling.
    const double speed = Length(ball.velocity);
    double degrees = RadToDeg(std::atan2(ball.velocity.y, ball.velocity.x));
    if (degrees < 0) degrees += 360;
    const int ring = static_cast<int>(speed / top * map.speeds);
    const int sector = std::min(map.directions - 1, static_cast<int>(degrees / 360.0 * map.directions));
    if (speed > 0 && ring < map.speeds && !map.touching)
        map.cells[static_cast<std::size_t>(ring) * map.directions + sector] =
            physics::PassageOf(ball.circle, ball.velocity, *shape, step, kSweepSeconds);

    const float size = std::max(width, 80.0f);
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(size, size));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ChartDisc disc{ImVec2(corner.x + size / 2, corner.y + size / 2), size / 2 - 2};
    const ImVec2 c = disc.c;
    const float radius = disc.radius;
    draw->AddCircleFilled(c, radius, Color(palette::kBackground, 255), 72);
    const ImU32 caught = Color(palette::kSweep, 110), tunnelled = Color(palette::kDisagree, 255);
    Cells(draw, disc, map, caught, tunnelled);
    // Rings at half and whole of the top speed, the 0° axis (to the right, as in the scene), and
    // the circle's own velocity as a dot where it falls.
    const ImU32 ink = Color(palette::kText, 255);
    draw->AddCircle(c, radius, ink, 72, 1.0f);
    draw->AddCircle(c, radius / 2, Color(palette::kText, 120), 72, 1.0f);
    draw->AddLine(c, disc.At(1, 0), Color(palette::kText, 120), 1.0f);
    if (speed > 0) {
        const ImVec2 v = disc.At(speed / top, degrees);
        const float dot = std::max(4.0f, ImGui::GetFontSize() * 0.3f);
        // A ring, not a disc: the cell beneath it stays readable through its middle.
        draw->AddLine(c, disc.At(std::max(0.0, speed / top - dot / radius), degrees), Color(palette::kCircle, 255), 2.0f);
        draw->AddCircle(v, dot + 1.5f, Color(palette::kBackground, 255), 0, 2.0f);
        draw->AddCircle(v, dot, Color(palette::kCircle, 255), 0, 2.0f);
        Claim mark{.kind = "mark", .means = "tunnelling-speed", .shape = state.frame.facts.selected};
        mark.speed = speed;
        mark.vector = ball.velocity;
        mark.cell = ring < map.speeds ? physics::PassageName(map.At(ring, sector)) : "off the chart";
        mark.box = std::array<double, 4>{v.x - dot, v.y - dot, v.x + dot, v.y + dot};
        state.frame.claims.claims.push_back(mark);
    }
    if (map.touching) {
        ImGui::TextWrapped(Tr("The circle overlaps the shape already: every frame sees it."));
        return;
    }
    Key(draw, rate, top, caught, tunnelled);
}

// The chart's window title; "###" keeps its place when the language changes.
constexpr const char* kChartTitle = N_("Tunnelling###tunnelling");

ScreenRect TunnellingColumn(const LabState& state, const ScreenRect& area, ImFont* font, float em) {
    const Overlays& o = state.doc.viewer().overlays;
    if (!o.sweep || !o.tunnelling || area.w <= 0 || area.h <= 0) return {};
    // About a third of the scene's width, and never more than 13 em, with a margin on each side;
    // but as wide as its title, whole ("Tunnelling" was cut to "Tunnellin" beside a lesson's
    // panel at 1024 x 768 in classroom mode), as far as half the scene's width.
    const char* title = TrId(kChartTitle);
    const float text = font ? font->CalcTextSizeA(em, FLT_MAX, 0, title, ImGui::FindRenderedTextEnd(title)).x : 0;
    const float titled = std::min(TitleWindowWidth(text, em, false, true), area.w * 0.5f - 16);
    const float width = std::max(std::min(area.w * 0.3f, em * 13.0f), titled);
    return {area.x, area.y, width + 16, area.h};
}

void TunnellingWindow(LabState& state) {
    Overlays& o = state.doc.viewer().overlays;
    const ScreenRect& column = state.window.chartColumn;
    if (!o.sweep || !o.tunnelling || column.w <= 16) return;
    // In its column beside the scene (the scene is fitted in the rest): it covered the box and
    // the needle of lesson 06's last step, standing in a corner of the scene.
    ImGui::SetNextWindowPos({column.x + 8, column.y + 8}, ImGuiCond_Appearing);
    ImGui::SetNextWindowSize({column.w - 16, 0}, ImGuiCond_Always);
    bool open = true;
    // A title longer than the column can give (a long language beside a lesson's panel) stands
    // wrapped at the chart's top instead of in a title bar that would cut it.
    const char* title = TrId(kChartTitle);
    const bool barred = TitleFits(title, column.w - 16, false, true);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing;
    if (ImGui::Begin(title, &open, flags | (barred ? 0 : ImGuiWindowFlags_NoTitleBar))) {
        if (!barred) {
            const std::string heading(title, ImGui::FindRenderedTextEnd(title));
            const ImVec2 top = ImGui::GetCursorScreenPos();
            ImGui::TextWrapped("%s", heading.c_str());
            Claim claim = TextRowClaim("tunnelling-chart", heading, top, ImGui::GetItemRectMax());
            claim.kind = "title";
            state.frame.claims.claims.push_back(claim);
        }
        TunnellingChart(state, ImGui::GetContentRegionAvail().x);
    }
    if (barred) state.frame.claims.claims.push_back(TitleClaim("tunnelling-chart", title, true));
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    state.frame.claims.claims.push_back(Claim{.kind = "window", .means = "tunnelling-chart",
                                        .box = std::array<double, 4>{at.x, at.y, at.x + size.x, at.y + size.y}});
    ImGui::End();
    if (!open) o.tunnelling = false;
}

}  // namespace circlelab::app
