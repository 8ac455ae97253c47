#include "app/frame/scene_overlays.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <span>

#include "app/input/gestures.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "core/draw/class_cloud_draw.h"
#include "core/draw/contact_draw.h"
#include "core/draw/handle_draw.h"
#include "core/draw/palette.h"
#include "core/draw/prediction_draw.h"
#include "core/draw/scene_draw.h"
#include "core/geometry/number_text.h"
#include "core/physics/simulation.h"
#include "core/physics/timeline.h"
#include "core/scene/picking.h"
#include "core/scene/tile_span.h"

namespace circlelab::app {
namespace {

// The cloud's rings as claims (docs/picture-claims.md): each student's closest point, and the
// exact one drawn over them, with their boxes on screen.
void ClaimClassCloud(LabState& state) {
    const auto ring = [&](const char* means, Vec2 at, double radius) {
        const Vec2 p = state.view.ToScreen(at);
        Claim c{.kind = "mark", .means = means, .shape = state.frame.facts.selected};
        c.box = std::array<double, 4>{p.x - radius, p.y - radius, p.x + radius, p.y + radius};
        state.frame.claims.claims.push_back(c);
    };
    for (const Prediction& p : state.teaching.classCloud)
        if (p.closest) ring("class-closest", *p.closest, kClassRingRadius);
    ring("class-exact-closest", state.teaching.classExact->closest, kClassRingRadius + 3);
}

}  // namespace

void DrawEditorOverlays(const LabState& state, DrawList& list) {
    const ImGuiIO& io = ImGui::GetIO();
    // Hover: the shape a click would pick, outlined.
    if (!io.WantCaptureMouse && !Gesturing(state.input) && !state.editor.painting) {
        const Vec2 p = state.view.ToWorld({io.MousePos.x, io.MousePos.y});
        // Only a listed shape is outlined, and only when no tile lies over it there (the tiles are
        // drawn above, and a click picks them first): the map is looked at round the pointer alone.
        const Scene& scene = state.doc.scene();
        const std::span<const Shape> shapes = state.frame.facts.ListedShapes();
        const std::size_t listed = std::min(scene.shapes.size(), shapes.size());
        const bool onTile = scene.tiles && PicksTile(*scene.tiles, p);
        const int hover = onTile ? -1 : ShapeAt(shapes.first(listed), p);
        if (hover >= 0 && hover != scene.viewer.selected) {
            const Shape& s = state.doc.scene().shapes[hover];
            const Paint paint{kNoColor, palette::kHover, 3.0f};
            DrawShape(s, paint, list);
        }
    }
    if (state.frame.handles) DrawHandles(*state.frame.handles, kHandleSize / state.view.zoom, list);
}

void DrawEditorGrid(const EditorTools& editor, const View& view, float width, float height, DrawList& list) {
    if (!editor.snap) return;
    // Keep the lines at least 8 px apart on screen at any zoom.
    double step = editor.grid;
    while (step * view.zoom < 8) step *= 2;
    const Vec2 lo = view.ToWorld({0, 0}), hi = view.ToWorld({double(width), double(height)});
    const Rgba line{0, 0, 0, 28};
    for (double x = std::floor(lo.x / step) * step; x <= hi.x; x += step) list.lines.push_back({{x, lo.y}, {x, hi.y}, line, 1, {}});
    for (double y = std::floor(lo.y / step) * step; y <= hi.y; y += step) list.lines.push_back({{lo.x, y}, {hi.x, y}, line, 1, {}});
}

void DrawPhysicsOverlays(const LabState& state, DrawList& list) {
    const Scene& scene = state.doc.scene();
    const Overlays& o = scene.viewer.overlays;
    // Trails: where each ball was over the last 2 s (the first 40 balls: a pile would be a blur).
    if (o.trails && state.run.timeline)
        for (const std::vector<Vec2>& trail : state.run.timeline->Trails(2.0, kTracedBodies))
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
    if (o.compare && state.run.otherScene)
        for (const Body& b : state.run.otherScene->bodies)
            if (!b.fixed)  // a fixed ball stands in the same place in both runs
                list.circles.push_back({b.circle.center, b.circle.radius,
                                        Paint{{palette::kOtherModel.r, palette::kOtherModel.g, palette::kOtherModel.b, 28}, palette::kOtherModel, 2.0f}});
    if (state.run.sim && state.run.contactArrows) {
        if (!state.run.sim->contacts().empty()) DrawContactEvents(state.run.sim->contacts(), state.doc.scene().bodies, list);
        else if (state.clock < state.run.shownContactsUntil) DrawContactEvents(state.run.shownContacts, state.run.shownBodies, list);
    }
    const auto* aim = std::get_if<AimPutt>(&state.input.gesture);
    if (aim && !state.doc.scene().bodies.empty()) {
        const Vec2 ball = state.doc.scene().bodies.front().circle.center;
        const Vec2 shot = (ball - aim->pointer) * kPuttStrength;
        list.lines.push_back({ball, aim->pointer, palette::kOutline, 1.5f, {}});
        list.lines.push_back({ball, ball + NormalizeOr(shot, kUp) * std::min(Length(shot), kMaxPutt) * 0.1,
                              palette::kClosest, 4, {.means = "putt", .body = 0, .vector = shot}});
    }
}

void DrawPredictionOverlay(LabState& state, DrawList& list) {
    if (state.teaching.classExact) {
        DrawClassCloud(state.teaching.classCloud, *state.teaching.classExact, state.frame.facts.selected, state.view.zoom, list);
        ClaimClassCloud(state);
    }
    if (!state.teaching.predict || state.doc.scene().bodies.empty()) return;
    const PredictionScore* score = state.teaching.revealed && state.teaching.score ? &*state.teaching.score : nullptr;
    DrawPrediction(state.teaching.prediction, score, state.doc.scene().bodies.front().circle, score ? ExactBounce(state) : std::nullopt,
                   list);
}

}  // namespace circlelab::app
