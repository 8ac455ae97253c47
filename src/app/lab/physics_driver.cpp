#include "app/lab/physics_driver.h"
#include "app/lab/shown_items.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <span>

#include "app/editor/gestures.h"
#include "app/lab/item_flow.h"
#include "app/lab/shortcuts.h"
#include "app/lab/time_plot.h"
#include "app/lab/undoable.h"
#include "app/lab/window_claims.h"
#include "app/lang/tr.h"
#include "core/draw/contact_draw.h"
#include "core/geometry/number_text.h"
#include "core/physics/simulation.h"
#include "core/physics/timeline.h"
#include "core/scene/minigolf.h"
#include "core/draw/palette.h"
#include "core/draw/scene_draw.h"

namespace circlelab::app {
namespace {

constexpr double kPlotSeconds = 10.0;  // the plots show the last 10 s of simulated time
constexpr double kThrowWindow = 0.05;  // a throw is the pointer's move over its last 50 ms

// Adds the frame's sample to the plots and forgets what is older than the plots show.
void Record(LabState& state, double time, double energy, double momentum) {
    state.plotTime.push_back(static_cast<float>(time));
    state.energy.push_back(static_cast<float>(energy));
    state.momentum.push_back(static_cast<float>(momentum));
    if (state.otherSim) state.otherEnergy.push_back(static_cast<float>(state.otherSim->KineticEnergy()));
    std::size_t old = 0;
    while (old < state.plotTime.size() && state.plotTime[old] < time - kPlotSeconds) ++old;
    for (std::vector<float>* series : {&state.plotTime, &state.energy, &state.momentum, &state.otherEnergy})
        series->erase(series->begin(), series->begin() + static_cast<std::ptrdiff_t>(std::min(old, series->size())));
}

ResponseModel OtherModel(ResponseModel m) { return m == ResponseModel::kTutorial ? ResponseModel::kPhysical : ResponseModel::kTutorial; }

void ForgetComparison(LabState& state) {
    state.otherSim.reset();
    state.otherScene.reset();
    state.otherEnergy.clear();
}

// The comparison: the same scene under the other response model. It branches from the run where
// the run stands (its energy history until then is the run's own), then steps beside it with the
// same shapes, tiles and settings but the other model; a ball the user holds is held in both.
void SyncComparison(LabState& state) {
    const Scene& scene = state.doc.scene;
    if (!scene.settings.overlays.compare || !state.sim) {
        ForgetComparison(state);
        return;
    }
    if (!state.otherSim) {
        state.otherScene = std::make_shared<Scene>(scene);
        state.otherSim = std::make_shared<physics::Simulation>(*state.otherScene);
        state.otherEnergy = state.energy;
    }
    Scene& other = *state.otherScene;
    other.shapes = scene.shapes;
    other.tiles = scene.tiles;
    other.settings = scene.settings;
    other.settings.response = OtherModel(scene.settings.response);
    state.otherSim->SyncStatic();
    state.otherSim->held = state.sim->held;
    if (state.sim->held == 0 && !other.bodies.empty() && !scene.bodies.empty()) {
        other.bodies[0].circle = scene.bodies[0].circle;
        other.bodies[0].velocity = scene.bodies[0].velocity;
    }
}

ImU32 Colour(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

constexpr double kContactsShownSeconds = 0.75;  // long enough to read a bounce's arrows
constexpr std::size_t kTracedBodies = 40;  // trails and velocity arrows for at most this many balls

}  // namespace

void ResetPhysics(LabState& state) {
    state.sim.reset();
    state.timeline.reset();
    state.rewound = -1;
    state.shownContacts.clear();
    state.shownBodies.clear();
    state.shownContactsUntil = 0;
    state.plotTime.clear();
    state.energy.clear();
    state.momentum.clear();
    ForgetComparison(state);
    state.golf = {};
    state.running = state.doc.scene.settings.running;
}

void AdvancePhysics(LabState& state, double seconds) {
    if ((!state.running && !state.stepOnce) || state.doc.scene.bodies.empty()) return;
    if (!state.sim) {
        state.beforeRun = state.doc.scene;
        state.sim = std::make_shared<physics::Simulation>(state.doc.scene);  // steps the document's bodies
        state.timeline = std::make_shared<physics::Timeline>(kPlotSeconds);
        state.timeline->Record(*state.sim);  // the start itself: stepping back (,) reaches it exactly
    }
    physics::Simulation& sim = *state.sim;
    physics::Timeline& timeline = *state.timeline;
    if (state.rewound >= 0) {  // going on from a kept step: what came after it is written anew
        timeline.KeepUpTo(static_cast<std::size_t>(state.rewound));
        state.rewound = -1;
    }
    sim.SyncStatic();  // the editor or the panel may have changed a shape or a tile
    const bool held = std::holds_alternative<DragCircle>(state.gesture);
    sim.held = held ? 0 : -1;
    // A ball held still is at rest, whatever the last flick was (no event comes while the pointer
    // rests, so the lab's own clock tells).
    if (held && state.clock - state.pointerMovedAt > kThrowWindow) state.pointerVelocity = {};
    if (held) state.doc.scene.bodies[0].velocity = state.pointerVelocity;
    SyncComparison(state);
    const double before = sim.time();
    if (state.stepOnce) {
        sim.Step();
        timeline.Record(sim);
        if (state.otherSim) state.otherSim->Step();
        state.stepOnce = false;
    } else {
        sim.Advance(seconds * state.slowMotion, 16, [&] {
            timeline.Record(sim);
            if (state.otherSim) state.otherSim->Step();  // step for step beside the run
        });
    }
    state.simulated += sim.time() - before;
    if (!sim.contacts().empty()) {
        state.shownContacts = sim.contacts();
        state.shownBodies = state.doc.scene.bodies;
        state.shownContactsUntil = state.clock + kContactsShownSeconds;
    }
    Record(state, sim.time(), sim.KineticEnergy(), Length(sim.Momentum()));
    if (sim.holed() && !state.golf.announced) {
        state.golf.announced = true;
        state.status = GolfLine(state) + Tr(". R plays the hole again.");
        state.statusUntil = 0;
    }
    if (!sim.holed()) state.golf.announced = false;
}

void TrackPointer(LabState& state, Vec2 world, double seconds, bool fresh) {
    // A throw keeps the pointer's own speed: its move over the last 50 ms, as a person feels the
    // flick (an average over older moves would keep the start of a drag in the throw).
    constexpr double kWindow = kThrowWindow;
    auto& trail = state.pointerTrail;
    if (fresh || (!trail.empty() && seconds < trail.back().first)) trail.clear();
    if (!trail.empty() && trail.back().second == world) {
        // Not moved since (a release where the last move was): the flick stands, unless the
        // pointer has rested longer than the window.
        if (seconds - trail.back().first > kWindow) state.pointerVelocity = {};
        return;
    }
    trail.push_back({seconds, world});
    state.pointerMovedAt = state.clock;
    const double start = seconds - kWindow;
    while (trail.size() > 2 && trail[1].first <= start) trail.pop_front();
    // Where the pointer was when the window began: between the two events either side of it (no
    // event comes while the pointer rests), or the first place known when the trail is younger.
    const auto& [t0, p0] = trail.front();
    Vec2 from = p0;
    double since = t0;
    if (t0 < start && trail.size() > 1) {
        const auto& [t1, p1] = trail[1];
        from = p0 + (p1 - p0) * ((start - t0) / (t1 - t0));
        since = start;
    }
    state.pointerVelocity = seconds - since > 1e-4 ? (world - from) / (seconds - since) : Vec2{};
}

void ShowKeptStep(LabState& state, int index) {
    if (!state.sim || !state.timeline || state.timeline->empty()) return;
    const int last = static_cast<int>(state.timeline->size()) - 1;
    index = std::clamp(index, 0, last);
    state.running = false;
    state.stepOnce = false;
    const double before = state.sim->time();
    state.sim->Restore(state.timeline->at(static_cast<std::size_t>(index)));
    state.simulated += state.sim->time() - before;  // the time shown goes back with the run
    state.rewound = index;
    ForgetComparison(state);  // the comparison keeps no history: it branches again from the step shown
    // The plots end where the run now stands.
    const float now = static_cast<float>(state.sim->time());
    std::size_t keep = 0;
    while (keep < state.plotTime.size() && state.plotTime[keep] <= now + 1e-6f) ++keep;
    for (std::vector<float>* series : {&state.plotTime, &state.energy, &state.momentum}) series->resize(keep);
}

void StepBack(LabState& state) {
    if (!state.timeline || state.timeline->empty()) return;
    const int at = state.rewound >= 0 ? state.rewound : static_cast<int>(state.timeline->size()) - 1;
    ShowKeptStep(state, at - 1);
}

void DrawPhysicsOverlays(const LabState& state, DrawList& list) {
    const Scene& scene = state.doc.scene;
    const Overlays& o = scene.settings.overlays;
    // Trails: where each ball was over the last 2 s (the first 40 balls: a pile would be a blur).
    if (o.trails && state.timeline)
        for (const std::vector<Vec2>& trail : state.timeline->Trails(2.0, kTracedBodies))
            for (std::size_t i = 1; i < trail.size(); ++i) list.lines.push_back({trail[i - 1], trail[i], palette::kTrail, 1.5f, {}});
    // Velocities: an arrow a quarter of a second long, labelled with the speed while few are drawn.
    if (o.velocities) {
        const std::size_t shown = std::min(scene.bodies.size(), kTracedBodies);
        for (std::size_t i = 0; i < shown; ++i) {
            const Body& b = scene.bodies[i];
            if (b.fixed || LengthSquared(b.velocity) == 0) continue;
            const std::string label = shown <= 6 || i == 0 ? "v " + FormatSize(Length(b.velocity)) + " px/s" : "";
            AddArrow(list, b.circle.center, b.circle.center + b.velocity * 0.25, palette::kVelocity, 2.0f, label,
                     {.means = "velocity", .body = static_cast<int>(i), .value = Length(b.velocity), .vector = b.velocity});
        }
    }
    // The comparison: the other model's balls, ghosted (translucent, outlined) over the run's. The
    // fill is faint, so a ball under its ghost keeps its own colour (a teal circle must not turn the
    // hit blue); the outline says which model it is.
    if (o.compare && state.otherScene)
        for (const Body& b : state.otherScene->bodies)
            if (!b.fixed)  // a fixed ball stands in the same place in both runs
                list.circles.push_back({b.circle.center, b.circle.radius,
                                        Paint{{palette::kOtherModel.r, palette::kOtherModel.g, palette::kOtherModel.b, 28}, palette::kOtherModel, 2.0f}});
    if (state.sim && state.contactArrows) {
        if (!state.sim->contacts().empty()) DrawContactEvents(state.sim->contacts(), state.doc.scene.bodies, list);
        else if (state.clock < state.shownContactsUntil) DrawContactEvents(state.shownContacts, state.shownBodies, list);
    }
    const auto* aim = std::get_if<AimPutt>(&state.gesture);
    if (aim && !state.doc.scene.bodies.empty()) {
        const Vec2 ball = state.doc.scene.bodies.front().circle.center;
        const Vec2 shot = (ball - aim->pointer) * kPuttStrength;
        list.lines.push_back({ball, aim->pointer, palette::kOutline, 1.5f, {}});
        list.lines.push_back({ball, ball + NormalizeOr(shot, kUp) * std::min(Length(shot), kMaxPutt) * 0.1,
                              palette::kClosest, 4, {.means = "putt", .body = 0, .vector = shot}});
    }
}

namespace {

// Run, step and restart, and how slowly the run goes.
void RunControls(LabState& state) {
    ImGui::Checkbox(Tr("run (Space)"), &state.running);
    SameLineIfFits(ItemWidth(Tr("step (.)")));
    if (ImGui::Button(Tr("step (.)"))) {
        state.running = false;
        state.stepOnce = true;
    }
    SameLineIfFits(ItemWidth(Tr("restart (R)")));
    if (ImGui::Button(Tr("restart (R)"))) Perform(state, Action::kRestart);
    const double slowMin = 0.05, slowMax = 1.0;
    // The slider labels stay whole: the room the panel leaves them (about 4 em in classroom mode),
    // or more for a language's longer word.
    ImGui::SetNextItemWidth(WidthBeside(state.classroom ? Tr("slow") : Tr("slow motion"), false));
    ImGui::SliderScalar(state.classroom ? Tr("slow") : Tr("slow motion"), ImGuiDataType_Double, &state.slowMotion, &slowMin,
                        &slowMax, "%.2fx");
}

// The response model: the physical one or Godfrey's from his tutorial.
void ModelChoice(LabState& state) {
    int model = state.doc.scene.settings.response == ResponseModel::kTutorial ? 1 : 0;
    // In classroom mode's narrow panel the choice takes the whole width and says less.
    const char* models[] = {Tr("physical"), Tr("tutorial (Godfrey)")};
    const char* brief[] = {Tr("physical model"), Tr("tutorial model")};
    ImGui::SetNextItemWidth(state.classroom ? -FLT_MIN : WidthBeside(Tr("response"), false));
    Undoable(state.doc, Tr("response model"), state.doc.scene.settings.response, [&] {
        const bool changed = state.classroom ? ImGui::Combo("##response", &model, brief, 2)
                                             : ImGui::Combo(Tr("response"), &model, models, 2);
        if (changed) state.doc.scene.settings.response = model == 1 ? ResponseModel::kTutorial : ResponseModel::kPhysical;
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
    Settings& settings = state.doc.scene.settings;
    // A value with a long unit ("600 px/s²") beside a language's long word: the slider leaves its
    // label whole (in the narrow classroom panel it takes all the rest).
    const auto roomFor = [&](const char* label) {
        ImGui::SetNextItemWidth(state.classroom ? ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label, nullptr, true).x -
                                                      ImGui::GetStyle().ItemInnerSpacing.x
                                                : WidthBeside(label, false));
        return label;
    };
    Undoable(state.doc, Tr("gravity"), settings.gravity.y, [&] {
        return ImGui::SliderScalar(roomFor(state.classroom ? Tr("gravity") : Tr("gravity y")), ImGuiDataType_Double, &settings.gravity.y,
                                   &gMin, &gMax, "%.0f px/s\u00b2");
    });
    Undoable(state.doc, Tr("damping"), settings.damping, [&] {
        return ImGui::SliderScalar(roomFor(Tr("damping")), ImGuiDataType_Double, &settings.damping, &dMin, &dMax, "%.2f /s");
    });
    const double rMin = 0, rMax = 400;
    Undoable(state.doc, Tr("rolling resistance"), settings.rolling, [&] {
        return ImGui::SliderScalar(roomFor(Tr("rolling")), ImGuiDataType_Double, &settings.rolling, &rMin, &rMax, "%.0f px/s\u00b2");
    });
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Rolling resistance: a steady slowing, as a green slows a golf ball."));
}

// The timeline: the last 10 s, step by step; dragging it shows a kept step, Space goes on from there.
void TimelineSlider(LabState& state) {
    if (!state.timeline || state.timeline->empty()) return;
    const int last = static_cast<int>(state.timeline->size()) - 1;
    int at = state.rewound >= 0 ? state.rewound : last;
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
    ImGui::Checkbox(Tr("contact arrows"), &state.contactArrows);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Red: the resolution vector, ending at the ball's centre. Purple: the impulse (x0.1).\n"
                          "With many contacts at once, only the dragged circle's are drawn."));
    SameLineIfFits(ItemWidth(Tr("plots"), true));
    ImGui::Checkbox(Tr("plots"), &state.doc.scene.settings.overlays.plots);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Kinetic energy and momentum over the last 10 s of the run, beside the scene.\n"
                                                  "In classroom mode's strip they give way while the numbers and the comparison (T) are both shown."));
    ImGui::Checkbox(Tr("velocities"), &state.doc.scene.settings.overlays.velocities);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Each ball's velocity as an arrow a quarter of a second long."));
    SameLineIfFits(ItemWidth(Tr("trails"), true));
    ImGui::Checkbox(Tr("trails"), &state.doc.scene.settings.overlays.trails);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(Tr("Each ball's path over the last 2 s."));
    bool& compare = state.doc.scene.settings.overlays.compare;
    if (ImGui::Checkbox(state.classroom ? Tr("compare (C)") : Tr("compare models (C)"), &compare) && compare) state.doc.scene.settings.overlays.plots = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(Tr("The same scene under the other response model at the same time: its balls ghosted in ultramarine\n"
                          "over these, its kinetic energy beside this run's in the plots. It branches from the run where it stands."));
}

}  // namespace

void PhysicsPanel(LabState& state) {
    if (!ImGui::CollapsingHeader(TrId("Physics"), state.doc.scene.settings.running ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
    RunControls(state);
    ModelChoice(state);
    WorldSliders(state);
    TimelineSlider(state);
    RunOverlays(state);
}

std::string GolfLine(const LabState& state) {
    const int par = state.doc.scene.settings.par, strokes = state.golf.strokes;
    if (state.golf.announced) {  // the ball is in the cup: the score, as long as it stays there
        if (strokes == 0) return Tr("In the cup without a stroke");  // put in by hand (editing): not a round
        const char* score = par <= 0 ? "" : strokes < par ? Tr(", under par") : strokes == par ? Tr(", par") : Tr(", over par");
        return Format(Tr("Holed in %d"), strokes) + score;
    }
    if (strokes == 0)  // before the first putt: how to make one
        return (par > 0 ? Format(Tr("Par %d"), par) + " \u00b7 " : std::string()) + Tr("drag back from the ball and release to putt");
    std::string line = Format(Tr("Stroke %d"), strokes);
    if (par > 0) line += " \u00b7 " + Format(Tr("par %d"), par);
    return line;
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
    if (!low) state.claims.claims.push_back(TitleClaim("plots", TrId("Energy and momentum"), false));
    // Mass is in the lab's mass units (a body's "mass", 1 by default), lengths in scene pixels.
    // With the comparison on, both models' energies on one plot, each named by its model.
    const bool tutorial = state.doc.scene.settings.response == ResponseModel::kTutorial;
    const bool compared = state.otherSim && state.otherEnergy.size() == state.plotTime.size();
    const PlotLine energies[] = {{tutorial ? Tr("tutorial") : Tr("physical"), state.energy, Colour(palette::kResolution)},
                                 {tutorial ? Tr("physical (ghost)") : Tr("tutorial (ghost)"), state.otherEnergy, Colour(palette::kOtherModel)}};
    const PlotLine single[] = {{"\u00bd m v\u00b2 + \u00bd I \u03c9\u00b2", state.energy, Colour(palette::kResolution)}};
    const std::span<const PlotLine> energyLines = compared ? std::span<const PlotLine>(energies) : std::span<const PlotLine>(single);
    const PlotLine momentum[] = {{"|\u03a3 m v|", state.momentum, Colour(palette::kHit)}};
    const ImVec2 room = ImGui::GetContentRegionAvail();
    std::vector<Claim>& claims = state.claims.claims;
    // Stacked when the box is tall (the column beside the scene), side by side in a low strip.
    const bool both = room.x >= ImGui::GetFontSize() * 24;  // a narrow strip shows the energy alone
    if (low && compared) {  // the comparison's two energies, named, take the whole strip
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.plotTime, energyLines, kPlotSeconds, room.y));
    } else if (low && !both) {
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.plotTime, energyLines, kPlotSeconds, room.y, true));
    } else if (low && ImGui::BeginTable("plots", 2)) {
        ImGui::TableNextColumn();
        claims.push_back(TimePlot(Tr("Energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.plotTime, energyLines, kPlotSeconds, room.y, true));
        ImGui::TableNextColumn();
        claims.push_back(TimePlot(Tr("Momentum"), Tr("mass\u00b7px/s"), state.plotTime, momentum, kPlotSeconds, room.y, true));
        ImGui::EndTable();
    } else if (!low) {
        const float height = (room.y - ImGui::GetStyle().ItemSpacing.y) * 0.5f;
        claims.push_back(TimePlot(Tr("Kinetic energy"), Tr("mass\u00b7px\u00b2/s\u00b2"), state.plotTime, energyLines, kPlotSeconds, height));
        claims.push_back(TimePlot(Tr("Momentum"), Tr("mass\u00b7px/s"), state.plotTime, momentum, kPlotSeconds, height));
    }
    ImGui::End();
}

}  // namespace circlelab::app
