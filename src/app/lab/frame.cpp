#include "app/lab/frame.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <imgui_impl_sdlrenderer.h>

#include "core/draw/scene_draw.h"
#include "app/editor/editor.h"
#include "app/lab/panel.h"
#include "app/lab/input.h"
#include "app/lab/physics_driver.h"
#include "app/lab/tutorials_panel.h"
#include "render/geometry_renderer.h"

namespace circlelab::app {
namespace {

// Labels go to ImGui's background list: above the scene, below the panels, in the UI font.
void DrawLabels(const DrawList& list, const View& view, ImFont* font, float size) {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    for (const TextCmd& t : list.labels) {
        const Vec2 s = view.ToScreen(t.at);
        const float px = size * t.scale;
        ImVec2 at(static_cast<float>(s.x), static_cast<float>(s.y));
        if (t.centered) {
            const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0.0f, t.text.c_str());
            at.x -= extent.x * 0.5f;
            at.y -= extent.y * 0.5f;
        }
        // A halo in the background colour keeps numbers readable over lines and shapes.
        const Rgba bg = palette::kBackground;
        const ImU32 halo = IM_COL32(bg.r, bg.g, bg.b, 200);
        for (const ImVec2 d : {ImVec2(-1, 0), ImVec2(1, 0), ImVec2(0, -1), ImVec2(0, 1)})
            dl->AddText(font, px, ImVec2(at.x + d.x, at.y + d.y), halo, t.text.c_str());
        dl->AddText(font, px, at, IM_COL32(t.color.r, t.color.g, t.color.b, t.color.a), t.text.c_str());
    }
}

// The update phase: everything that moves with time.
using Clock = std::chrono::steady_clock;

// The draw phase's last part: the scene's draw list and ImGui's onto the renderer.
void Rasterize(const LabState& state, const FrameTarget& target, const DrawList& list);

double MillisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Exponential average over roughly the last half second of frames.
void Smooth(double& average, double sample) { average = average == 0 ? sample : average * 0.95 + sample * 0.05; }

void Update(LabState& state, double dt) {
    if (dt <= 0) return;
    state.clock += dt;
    const double step = std::min(dt, 0.1);  // a stalled frame does not fling the physics ahead
    UpdateHeldKeys(state, step);
    const Clock::time_point physics = Clock::now();
    AdvancePhysics(state, step);
    Smooth(state.stats.physicsMs, MillisecondsSince(physics));
    Smooth(state.stats.fps, 1.0 / dt);
    if (!state.status.empty() && state.statusUntil == 0) state.statusUntil = state.clock + 4.0;
    if (!state.status.empty() && state.clock > state.statusUntil) {
        state.status.clear();
        state.statusUntil = 0;
    }
}

}  // namespace

std::string LabTitle(const LabState& state) {
    return "Circle Collision Lab - " + state.doc.scene.name + (state.doc.Dirty() ? " *" : "");
}

void LabFrame(LabState& state, const FrameTarget& target, std::span<const SDL_Event> events, double dt, bool panels,
              bool rasterize) {
    const Clock::time_point start = Clock::now();
    const float width = target.width, height = target.height;
    state.windowSize = {width, height};
    state.panelRight = 0;  // set again when the panel is drawn
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui::NewFrame();
    // Input.
    for (const SDL_Event& e : events) HandleEvent(state, e);
    // Update, then the facts every part of the drawing reads.
    Update(state, dt);
    state.facts = ComputeFacts(state.doc.scene);
    // Draw.
    const UiFonts& fonts = *target.fonts;
    ImFont* font = state.classroom ? fonts.large : fonts.normal;
    ImGui::PushFont(font);
    DrawList list;
    if (state.answersHidden()) {
        // Predict first: the same scene without anything that gives the answer away.
        Scene masked = state.doc.scene;
        Overlays& o = masked.settings.overlays;
        o.highlight = o.closestLines = o.vectors = o.numbers = false;
        DrawScene(masked, state.facts, list);
    } else {
        DrawScene(state.doc.scene, state.facts, list);
    }
    AddDisagreementMap(state, list);
    DrawPhysicsOverlays(state, list);
    if (panels) DrawEditorOverlays(state, list);
    if (panels) {
        DrawPanels(state, width, height);
        DrawTutorialsWindow(state, width, height);
    }
    DrawLabels(list, state.view, font, state.classroom ? fonts.largeSize : fonts.normalSize);
    ImGui::PopFont();
    ImGui::Render();
    if (rasterize) Rasterize(state, target, list);
    Smooth(state.stats.frameMs, MillisecondsSince(start));
}

namespace {

void Rasterize(const LabState& state, const FrameTarget& target, const DrawList& list) {
    const float width = target.width, height = target.height;

    const Rgba bg = palette::kBackground;
    SDL_Renderer* renderer = target.renderer;
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);
    DrawList grid;
    DrawEditorGrid(state, width, height, grid);
    render::DrawGeometry(renderer, grid, state.view, 1.0f, *target.textures);
    render::DrawGeometry(renderer, list, state.view, state.classroom ? 1.75f : 1.0f, *target.textures);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace

}  // namespace circlelab::app
