#include "app/lab/physics_driver.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "app/editor/gestures.h"
#include "app/lab/undoable.h"
#include "core/draw/contact_draw.h"
#include "core/physics/simulation.h"
#include "core/scene/minigolf.h"
#include "core/draw/scene_draw.h"

namespace circlelab::app {
namespace {

constexpr std::size_t kHistory = 600;  // 10 s of frames at 60 fps

void Push(std::vector<float>& history, float value) {
    if (history.size() >= kHistory) history.erase(history.begin());
    history.push_back(value);
}

}  // namespace

void ResetPhysics(LabState& state) {
    state.sim.reset();
    state.energy.clear();
    state.momentum.clear();
    state.running = state.doc.scene.settings.running;
}

void AdvancePhysics(LabState& state, double seconds) {
    if ((!state.running && !state.stepOnce) || state.doc.scene.bodies.empty()) return;
    if (!state.sim) {
        state.beforeRun = state.doc.scene;
        state.sim = std::make_shared<physics::Simulation>(state.doc.scene);  // steps the document's bodies
    }
    physics::Simulation& sim = *state.sim;
    sim.SyncStatic();  // the editor or the panel may have changed a shape or a tile
    const bool held = std::holds_alternative<DragCircle>(state.gesture);
    sim.held = held ? 0 : -1;
    if (held) state.doc.scene.bodies[0].velocity = state.pointerVelocity;
    const double before = sim.time();
    if (state.stepOnce) {
        sim.Step();
        state.stepOnce = false;
    } else {
        sim.Advance(seconds * state.slowMotion);
    }
    state.simulated += sim.time() - before;
    Push(state.energy, static_cast<float>(sim.KineticEnergy()));
    Push(state.momentum, static_cast<float>(Length(sim.Momentum())));
    if (InCup(state.doc.scene) && state.status.empty()) state.status = "In the cup!";
}

void TrackPointer(LabState& state, Vec2 world, double seconds) {
    // The pointer's velocity, smoothed over a few events, is what a throw keeps.
    const double dt = seconds - state.lastPointerTime;
    if (dt > 1e-4 && dt < 0.2)
        state.pointerVelocity = state.pointerVelocity * 0.5 + ((world - state.lastPointer) / dt) * 0.5;
    state.lastPointer = world;
    state.lastPointerTime = seconds;
}

void DrawPhysicsOverlays(const LabState& state, DrawList& list) {
    if (state.sim && state.contactArrows) DrawContactEvents(state.sim->contacts(), state.doc.scene, list);
    const auto* aim = std::get_if<AimPutt>(&state.gesture);
    if (aim && !state.doc.scene.bodies.empty()) {
        const Vec2 ball = state.doc.scene.bodies.front().circle.center;
        const Vec2 shot = (ball - aim->pointer) * kPuttStrength;
        list.lines.push_back({ball, aim->pointer, palette::kOutline, 1.5f});
        list.lines.push_back({ball, ball + NormalizeOr(shot, kUp) * std::min(Length(shot), kMaxPutt) * 0.1,
                              palette::kClosest, 4});
    }
}

void PhysicsPanel(LabState& state) {
    if (!ImGui::CollapsingHeader("Physics", state.doc.scene.settings.running ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
    ImGui::Checkbox("run (Space)", &state.running);
    ImGui::SameLine();
    if (ImGui::Button("step (.)")) {
        state.running = false;
        state.stepOnce = true;
    }
    ImGui::SameLine();
    if (ImGui::Button("restart (R)")) state.status = "Press R to restart from the file";
    const double slowMin = 0.05, slowMax = 1.0;
    ImGui::SliderScalar("slow motion", ImGuiDataType_Double, &state.slowMotion, &slowMin, &slowMax, "%.2fx");
    int model = state.doc.scene.settings.response == ResponseModel::kTutorial ? 1 : 0;
    const char* models[] = {"physical: impulse along the normal", "tutorial: Godfrey's formulas"};
    Undoable(state.doc, "response model", state.doc.scene.settings.response, [&] {
        const bool changed = ImGui::Combo("response", &model, models, 2);
        if (changed) state.doc.scene.settings.response = model == 1 ? ResponseModel::kTutorial : ResponseModel::kPhysical;
        return changed;
    });
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Physical: momentum kept, energy never gained, the sliding speed kept.\n"
                          "Tutorial (Godfrey, \"Circle Collisions\"): his resolution split and velocity update; against a wall\n"
                          "the ball leaves along the normal at e times its speed, so its sideways motion is lost.");
    const double gMin = -2000, gMax = 2000, dMin = 0, dMax = 5;
    Settings& settings = state.doc.scene.settings;
    Undoable(state.doc, "gravity", settings.gravity.y, [&] {
        return ImGui::SliderScalar("gravity y", ImGuiDataType_Double, &settings.gravity.y, &gMin, &gMax, "%.0f px/s²");
    });
    Undoable(state.doc, "damping", settings.damping, [&] {
        return ImGui::SliderScalar("damping", ImGuiDataType_Double, &settings.damping, &dMin, &dMax, "%.2f /s");
    });
    ImGui::Checkbox("contact arrows", &state.contactArrows);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Red: the resolution vector (x8). Purple: the impulse (x0.1).");
    if (!state.energy.empty()) {
        const float width = ImGui::GetContentRegionAvail().x;
        char label[64];
        std::snprintf(label, sizeof label, "kinetic energy %.0f", state.energy.back());
        ImGui::PlotLines("##energy", state.energy.data(), static_cast<int>(state.energy.size()), 0, label, 0.0f, FLT_MAX,
                         {width, ImGui::GetFontSize() * 3});
        std::snprintf(label, sizeof label, "momentum %.0f", state.momentum.back());
        ImGui::PlotLines("##momentum", state.momentum.data(), static_cast<int>(state.momentum.size()), 0, label, 0.0f,
                         FLT_MAX, {width, ImGui::GetFontSize() * 3});
    }
}

}  // namespace circlelab::app
