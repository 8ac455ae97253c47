#include "app/panels/physics_panel.h"

#include <imgui.h>

#include <cfloat>
#include <cstdio>
#include <span>

#include "app/actions/shortcuts.h"
#include "app/base/fitted_header.h"
#include "app/base/item_flow.h"
#include "app/base/time_plot.h"
#include "app/base/window_claims.h"
#include "app/lang/tr.h"
#include "app/model/physics_run.h"
#include "app/panels/shown_items.h"
#include "app/panels/undoable.h"
#include "core/draw/palette.h"
#include "core/physics/simulation.h"
#include "core/physics/timeline.h"

namespace circlelab::app {
namespace {

ImU32 Colour(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

}  // namespace

namespace {

// Run, step and restart, and how slowly the run goes.
void RunControls(LabState& state) {
    ImGui::Checkbox(Tr("run (Space)"), &state.run.running);
    SameLineIfFits(ItemWidth(Tr("step (.)")));
    if (ImGui::Button(Tr("step (.)"))) {
        state.run.running = false;
        state.run.stepOnce = true;
    }
    SameLineIfFits(ItemWidth(Tr("restart (R)")));
    if (ImGui::Button(Tr("restart (R)"))) Perform(state, Action::kRestart);
    const double slowMin = 0.05, slowMax = 1.0;
    // The slider labels stay whole: the room the panel leaves them (about 4 em in classroom mode),
    // or more for a language's longer word.
    ImGui::SetNextItemWidth(WidthBeside(state.classroom ? Tr("slow") : Tr("slow motion"), false));
    ImGui::SliderScalar(state.classroom ? Tr("slow") : Tr("slow motion"), ImGuiDataType_Double, &state.run.slowMotion, &slowMin,
                        &slowMax, "%.2fx");
}

// The response model: the physical one or Godfrey's from his tutorial.
void ModelChoice(LabState& state) {
    int model = state.doc.scene().settings.response == ResponseModel::kTutorial ? 1 : 0;
    // In classroom mode's narrow panel the choice takes the whole width and says less.
    const char* models[] = {Tr("physical"), Tr("tutorial (Godfrey)")};
    const char* brief[] = {Tr("physical model"), Tr("tutorial model")};
    ImGui::SetNextItemWidth(state.classroom ? -FLT_MIN : WidthBeside(Tr("response"), false));
    Undoable(state.doc, Tr("response model"), [](auto& s) -> auto& { return s.settings.response; }, [&](ResponseModel& response) {
        const bool changed = state.classroom ? ImGui::Combo("##response", &model, brief, 2)
                                             : ImGui::Combo(Tr("response"), &model, models, 2);
        if (changed) response = model == 1 ? ResponseModel::kTutorial : ResponseModel::kPhysical;
        return changed;
    });
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("Physical: momentum kept, energy never gained, the sliding speed kept.\n"
                          "Tutorial (Godfrey, \"Circle Collisions\"): his resolution split and velocity update; against a wall\n"
                          "the ball leaves along the normal at e times its speed, so its sideways motion is lost."));
}

// Gravity, damping and rolling resistance.
void WorldSliders(LabState& state) {
    const double gMin = -2000, gMax = 2000, dMin = 0, dMax = 5;
    // A value with a long unit ("600 px/s²") beside a language's long word: the slider leaves its
    // label whole (in the narrow classroom panel it takes all the rest).
    const auto roomFor = [&](const char* label) {
        ImGui::SetNextItemWidth(state.classroom ? ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label, nullptr, true).x -
                                                      ImGui::GetStyle().ItemInnerSpacing.x
                                                : WidthBeside(label, false));
        return label;
    };
    Undoable(state.doc, Tr("gravity"), [](auto& s) -> auto& { return s.settings.gravity.y; }, [&](double& gravity) {
        return ImGui::SliderScalar(roomFor(state.classroom ? Tr("gravity") : Tr("gravity y")), ImGuiDataType_Double, &gravity, &gMin, &gMax,
                                   "%.0f px/s\u00b2");
    });
    Undoable(state.doc, Tr("damping"), [](auto& s) -> auto& { return s.settings.damping; }, [&](double& damping) {
        return ImGui::SliderScalar(roomFor(Tr("damping")), ImGuiDataType_Double, &damping, &dMin, &dMax, "%.2f /s");
    });
    const double rMin = 0, rMax = 400;
    Undoable(state.doc, Tr("rolling resistance"), [](auto& s) -> auto& { return s.settings.rolling; }, [&](double& rolling) {
        return ImGui::SliderScalar(roomFor(Tr("rolling")), ImGuiDataType_Double, &rolling, &rMin, &rMax, "%.0f px/s\u00b2");
    });
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Rolling resistance: a steady slowing, as a green slows a golf ball."));
}

// The timeline: the last 10 s, step by step; dragging it shows a kept step, Space goes on from there.
void TimelineSlider(LabState& state) {
    if (!state.run.timeline || state.run.timeline->empty()) return;
    const int last = static_cast<int>(state.run.timeline->size()) - 1;
    int at = state.run.rewound >= 0 ? state.run.rewound : last;
    char label[48];
    std::snprintf(label, sizeof label, at == last ? Tr("now") : "%.2f s", (at - last) / 120.0);
    ImGui::SetNextItemWidth(WidthBeside(state.classroom ? Tr("back") : Tr("rewind (,)"), false));
    if (ImGui::SliderInt(state.classroom ? Tr("back") : Tr("rewind (,)"), &at, 0, last, label, ImGuiSliderFlags_AlwaysClamp))
        ShowKeptStep(state, at);
    TooltipBesideItem("rewind", Tr("The last 10 s of the run: drag back to see a step again, ',' steps back one step;\n"
                                   "Space goes on from the step shown, exactly as it went the first time."));
}

// What the run draws over the scene and beside it.
void RunOverlays(LabState& state) {
    ImGui::Checkbox(Tr("contact arrows"), &state.run.contactArrows);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Red: the resolution vector, ending at the ball's centre. Purple: the impulse (x0.1).\n"
                          "With many contacts at once, only the dragged circle's are drawn."));
    SameLineIfFits(ItemWidth(Tr("plots"), true));
    ImGui::Checkbox(Tr("plots"), &state.doc.viewer().overlays.plots);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Kinetic energy and momentum over the last 10 s of the run, beside the scene.\n"
                                                  "In classroom mode's strip they give way while the numbers and the comparison (T) are both shown."));
    ImGui::Checkbox(Tr("velocities"), &state.doc.viewer().overlays.velocities);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Each ball's velocity as an arrow a quarter of a second long."));
    SameLineIfFits(ItemWidth(Tr("trails"), true));
    ImGui::Checkbox(Tr("trails"), &state.doc.viewer().overlays.trails);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Each ball's path over the last 2 s."));
    bool& compare = state.doc.viewer().overlays.compare;
    if (ImGui::Checkbox(state.classroom ? Tr("compare (C)") : Tr("compare models (C)"), &compare) && compare) state.doc.viewer().overlays.plots = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("The same scene under the other response model at the same time: its balls ghosted in ultramarine\n"
                          "over these, its kinetic energy beside this run's in the plots. It branches from the run where it stands."));
}

}  // namespace

void PhysicsPanel(LabState& state) {
    if (!FittedHeader(TrId("Physics"), state.doc.scene().settings.running ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
    RunControls(state);
    ModelChoice(state);
    WorldSliders(state);
    TimelineSlider(state);
    RunOverlays(state);
}

void PlotsBox(LabState& state, const ScreenRect& where) {
    if (where.w <= 0) return;  // not docked
    ImGui::SetNextWindowPos({where.x, where.y}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({where.w, where.h}, ImGuiCond_Always);
    // In a low strip (classroom mode) the plots need every line: no title bar there.
    const bool low = where.h < ImGui::GetFontSize() * 12;
    ImGui::Begin(TrId("Energy and momentum"), nullptr,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNavInputs |
                     ImGuiWindowFlags_NoScrollbar | (low ? ImGuiWindowFlags_NoTitleBar : 0));
    if (!low) state.frame.claims.claims.push_back(TitleClaim("plots", TrId("Energy and momentum"), false));
    // Mass is in the lab's mass units (a body's "mass", 1 by default), lengths in scene pixels.
    // With the comparison on, both models' energies on one plot, each named by its model.
    const bool tutorial = state.doc.scene().settings.response == ResponseModel::kTutorial;
    const bool compared = state.run.otherSim && state.run.otherEnergy.size() == state.run.plotTime.size();
    const PlotLine energies[] = {{tutorial ? Tr("tutorial") : Tr("physical"), state.run.energy, Colour(palette::kResolution)},
                                 {tutorial ? Tr("physical (ghost)") : Tr("tutorial (ghost)"), state.run.otherEnergy, Colour(palette::kOtherModel)}};
    const PlotLine single[] = {{"\u00bd m v\u00b2 + \u00bd I \u03c9\u00b2", state.run.energy, Colour(palette::kResolution)}};
    const std::span<const PlotLine> energyLines = compared ? std::span<const PlotLine>(energies) : std::span<const PlotLine>(single);
    const PlotLine momentum[] = {{"|\u03a3 m v|", state.run.momentum, Colour(palette::kHit)}};
    const ImVec2 room = ImGui::GetContentRegionAvail();
    std::vector<Claim>& claims = state.frame.claims.claims;
    // Stacked when the box is tall (the column beside the scene), side by side in a low strip.
    const bool both = room.x >= ImGui::GetFontSize() * 24;  // a narrow strip shows the energy alone
    if (low && compared) {  // the comparison's two energies, named, take the whole strip
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.run.plotTime, energyLines, kPlotSeconds, room.y));
    } else if (low && !both) {
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.run.plotTime, energyLines, kPlotSeconds, room.y, true));
    } else if (low && ImGui::BeginTable("plots", 2)) {
        ImGui::TableNextColumn();
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.run.plotTime, energyLines, kPlotSeconds, room.y, true));
        ImGui::TableNextColumn();
        claims.push_back(TimePlot(Tr("Momentum"), Tr("mass\u00b7px/s"), state.run.plotTime, momentum, kPlotSeconds, room.y, true));
        ImGui::EndTable();
    } else if (!low) {
        const float height = (room.y - ImGui::GetStyle().ItemSpacing.y) * 0.5f;
        claims.push_back(TimePlot(Tr("Kinetic energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.run.plotTime, energyLines, kPlotSeconds, height));
        claims.push_back(TimePlot(Tr("Momentum"), Tr("mass\u00b7px/s"), state.run.plotTime, momentum, kPlotSeconds, height));
    }
    ImGui::End();
}

}  // namespace circlelab::app
