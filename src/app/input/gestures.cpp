#include "app/input/gestures.h"
#include "app/lang/tr.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/edit/commands.h"
#include "core/edit/handles.h"
#include "core/geometry/limits.h"
#include "core/physics/held_move.h"
#include "core/physics/sleep.h"
#include "app/model/predictions.h"
#include "core/scene/picking.h"

namespace circlelab::app {
namespace {

constexpr int kLeft = 1, kMiddle = 2, kRight = 3;
constexpr double kPointingPixels = 8;  // a drag shorter than this points nowhere
constexpr double kVelocityGrab = 10;   // screen px about the swept path's end, and outside the circle's rim

// With the swept path shown and not editing, a press that sets the circle's velocity: on the
// path's end (unless that lies on the circle), just outside the circle's rim, or Shift on the
// circle. A plain press on the circle still moves it.
std::optional<AimVelocity> VelocityGrab(const LabState& state, Vec2 p, bool shift, bool onCircle) {
    const Scene& scene = state.doc.scene();
    if (state.editor.editing || !scene.viewer.overlays.sweep || scene.bodies.empty() || scene.settings.cup) return std::nullopt;
    const Body& ball = scene.bodies.front();
    const double reach = kVelocityGrab / state.view.zoom;
    const Vec2 end = ball.circle.center + ball.velocity * kSweepSeconds;
    if (shift && onCircle) return AimVelocity{end - p};
    if (onCircle) return std::nullopt;
    if (Length(ball.velocity) > 0 && Length(p - end) <= reach) return AimVelocity{end - p};
    if (Length(p - ball.circle.center) <= std::max(ball.circle.radius, 6.0) + reach) return AimVelocity{};
    return std::nullopt;
}

// The centre a shape turns about.
Vec2 Centre(const Shape& s) {
    if (const Box* box = BoxOf(s)) return box->topLeft + box->size * 0.5;
    return std::get<Circle>(s).center;
}

// An edited place: on the grid when snap is on, else to a tenth of a pixel (the panel shows one
// decimal), so a shape dragged at any zoom is saved as 820.3, not 820.2795899347624.
Vec2 Snapped(const LabState& state, Vec2 p) {
    if (state.editor.snap) return {edit::Snap(p.x, state.editor.grid), edit::Snap(p.y, state.editor.grid)};
    const auto tenth = [](double v) { return std::abs(v) < 1e12 ? std::round(v * 10) / 10 : v; };
    return {tenth(p.x), tenth(p.y)};
}

bool ListedShape(const LabState& state, int index) {
    return index >= 0 && index < static_cast<int>(state.doc.scene().shapes.size());
}

// The press as an editing gesture, or Idle when it is not one.
Gesture BeginEdit(LabState& state, Vec2 p, bool shift, bool onCircle) {
    const Scene& scene = state.doc.scene();
    if (state.editor.painting && state.editor.editing && scene.tiles) {
        state.doc.BeginStep(N_("paint tiles"));
        state.doc.Change(N_("paint tiles"), [&](Scene& s) { edit::PaintTile(s, p, state.editor.paintTile); });
        return PaintTiles{};
    }
    // The circle wins a grab over any handle: a press on it is the lab's, not the editor's.
    // Exploring (not editing), a press only picks a shape or moves the circle.
    if (onCircle || !state.editor.editing) return Idle{};
    const int selected = scene.viewer.selected;
    if (ListedShape(state, selected)) {
        const double zoom = state.view.zoom;
        const int h = edit::HandleAt(edit::HandlesOf(scene.shapes[selected], kHandleReach / zoom), p, kHandleSize / zoom);
        if (h != -1) {
            state.doc.BeginStep(h == DragHandle::kTurnHandle ? N_("rotate") : N_("resize"));
            return DragHandle{selected, h};
        }
    }
    for (int b = static_cast<int>(scene.bodies.size()) - 1; b >= 1; --b) {
        if (Length(p - scene.bodies[b].circle.center) <= scene.bodies[b].circle.radius) {
            state.doc.BeginStep(N_("move body"));
            return MoveBody{b, p};
        }
    }
    const int shape = ShapeAt(scene, p);
    if (!ListedShape(state, shape)) return Idle{};
    state.doc.viewer().selected = shape;
    state.doc.BeginStep(shift ? N_("rotate") : N_("move"));
    if (shift) return TurnShape{shape, p};
    return MoveShape{shape, p};
}

}  // namespace

bool Gesturing(const PointerState& input) { return !std::holds_alternative<Idle>(input.gesture); }

void BeginGesture(LabState& state, Vec2 screen, int button, bool shift, bool spaceHeld) {
    if (Gesturing(state.input)) return;
    if (button == kMiddle || (button == kLeft && spaceHeld)) {
        state.input.spacePanned = state.input.spacePanned || spaceHeld;
        state.input.gesture = Pan{screen};
        return;
    }
    const Scene& scene = state.doc.scene();
    const Vec2 p = state.view.ToWorld(screen);
    const bool onCircle = !scene.bodies.empty() &&
                          Length(p - scene.bodies.front().circle.center) <= std::max(scene.bodies.front().circle.radius, 6.0);
    // Predicting: a press places the closest point (dragging points the normal), also on the rim
    // of the circle, where the closest point of an overlapped shape lies; the right button points
    // the bounce. A press near the circle's centre still moves it: a new question.
    if (state.answersHidden() && !state.editor.editing && !scene.bodies.empty()) {
        const Circle& circle = scene.bodies.front().circle;
        const bool nearCentre = Length(p - circle.center) <= std::max(circle.radius * 0.5, 6.0 / state.view.zoom);
        if (button == kRight) {
            state.teaching.prediction.bounce.reset();
            state.input.gesture = PredictBounce{};
            return;
        }
        if (button == kLeft && !nearCentre && !scene.settings.cup) {
            state.teaching.prediction.closest = p;
            state.teaching.prediction.normal.reset();
            state.input.gesture = PredictPoint{};
            return;
        }
    }
    if (button != kLeft) return;
    if (const std::optional<AimVelocity> aim = VelocityGrab(state, p, shift, onCircle)) {
        if (!state.run.running) state.doc.BeginStep(N_("set velocity"), edit::StepKind::kExplore);
        state.input.gesture = *aim;
        return;
    }
    state.input.gesture = BeginEdit(state, p, shift, onCircle);
    if (Gesturing(state.input) || scene.bodies.empty()) return;
    Circle& circle = state.doc.Bodies().front().circle;
    if (scene.settings.cup && Length(p - circle.center) <= circle.radius + 12) {
        state.input.gesture = AimPutt{p};  // drag back from the ball, release to putt
        return;
    }
    if (scene.settings.cup && !state.editor.editing) {
        // Mini-golf: the ball moves by putts alone. Carried by the pointer it could be dropped in
        // the cup without a stroke ("Holed in 0"); moving it is an edit (E).
        if (const int shape = ShapeAt(scene, p); shape >= 0) state.doc.viewer().selected = shape;
        else {
            state.status = Tr("Mini-golf: press on the ball, drag back and release to putt (E moves the ball).");
            state.statusUntil = 0;  // timed from now
        }
        return;
    }
    if (onCircle) {
        if (!state.run.running) state.doc.BeginStep(N_("move circle"), edit::StepKind::kExplore);
        state.input.gesture = DragCircle{circle.center - p};  // grabbed: keep the offset
    } else if (const int shape = ShapeAt(scene, p); shape >= 0) {
        state.doc.viewer().selected = shape;  // a click on a tile selects it
    } else {
        if (!state.run.running) state.doc.BeginStep(N_("move circle"), edit::StepKind::kExplore);
        circle.center = p;  // elsewhere: the circle jumps there and follows
        state.input.gesture = DragCircle{};
    }
}

void ContinueGesture(LabState& state, Vec2 screen) {
    const Scene& scene = state.doc.scene();
    const Vec2 p = state.view.ToWorld(screen);
    struct Visitor {
        LabState& state;
        const Scene& scene;
        Vec2 p, screen;
        void operator()(Idle&) const {}
        void operator()(DragCircle& g) const {
            Body& ball = state.doc.Bodies().front();
            physics::Wake(ball);  // a ball in the hand is awake, paused or not
            Circle& held = ball.circle;
            // While the physics runs the ball is a ball: pulled at a wall it slides along it and
            // never goes through. Paused, the circle goes anywhere, inside shapes too (exploring).
            const Vec2 target = p + g.grabOffset;
            held.center = state.run.running ? physics::HeldMove(held, target, state.frame.facts.ShapesNear(physics::HeldMoveReach(held, target))) : target;
            NewQuestion(state.teaching);  // a new position is a new question
        }
        void operator()(MoveShape& g) const {
            if (!ListedShape(state, g.shape)) return;
            // Snap the anchor (a box's top-left, a circle's centre), carrying the remainder so
            // the shape follows the pointer.
            const Vec2 anchor = edit::AnchorOf(scene.shapes[g.shape]), to = Snapped(state, anchor + (p - g.last));
            state.doc.Change(N_("move"), [&](Scene& s) { edit::PlaceShape(s, g.shape, to); });
            g.last = g.last + (to - anchor);
        }
        void operator()(TurnShape& g) const {
            if (!ListedShape(state, g.shape)) return;
            const Vec2 c = Centre(scene.shapes[g.shape]);
            const double before = std::atan2((g.last - c).y, (g.last - c).x);
            const double after = std::atan2((p - c).y, (p - c).x);
            state.doc.Change(N_("rotate"), [&](Scene& s) { edit::RotateShape(s, g.shape, RadToDeg(std::remainder(after - before, 2 * kPi))); });
            g.last = p;
        }
        void operator()(DragHandle& g) const {
            if (!ListedShape(state, g.shape)) return;
            const Vec2 to = Snapped(state, p);
            state.doc.Change(g.corner == DragHandle::kTurnHandle ? N_("rotate") : N_("resize"), [&](Scene& s) {
                Shape& shape = s.shapes[g.shape];
                shape = g.corner == DragHandle::kTurnHandle ? edit::RotateToward(shape, to) : edit::Resize(shape, g.corner, to);
            });
        }
        void operator()(MoveBody& g) const {
            state.doc.Change(N_("move body"), [&](Scene& s) {
                physics::Wake(s.bodies[g.body]);
                Circle& c = s.bodies[g.body].circle;
                c.center = Snapped(state, c.center + (p - g.last));
            });
            g.last = p;
        }
        void operator()(PaintTiles&) const {
            state.doc.Change(N_("paint tiles"), [&](Scene& s) { edit::PaintTile(s, p, state.editor.paintTile); });
        }
        void operator()(Pan& g) const {
            state.window.cameraFollows = false;  // the user's camera now, until Home
            state.view.pan = state.view.pan + (screen - g.last);
            g.last = screen;
        }
        void operator()(AimPutt& g) const { g.pointer = p; }
        void operator()(PredictPoint&) const {
            if (!state.teaching.prediction.closest) return;
            const Vec2 out = p - *state.teaching.prediction.closest;
            if (Length(out) * state.view.zoom >= kPointingPixels) state.teaching.prediction.normal = out;
        }
        void operator()(PredictBounce&) const {
            const Vec2 out = p - scene.bodies.front().circle.center;
            if (Length(out) * state.view.zoom >= kPointingPixels) state.teaching.prediction.bounce = out;
        }
        void operator()(AimVelocity& g) const {
            Body& ball = state.doc.Bodies().front();
            Vec2 v = (p + g.grabOffset - ball.circle.center) / kSweepSeconds;
            if (Length(v) > kMaxSpeed) v = v * (kMaxSpeed / Length(v));
            ball.velocity = v;
            NewQuestion(state.teaching);  // the bounce asked about depends on it
        }
    };
    std::visit(Visitor{state, scene, p, screen}, state.input.gesture);
}

void EndGesture(LabState& state, Vec2 screen, int button) {
    const bool pan = std::holds_alternative<Pan>(state.input.gesture);
    const bool bounce = std::holds_alternative<PredictBounce>(state.input.gesture);
    if (!(button == kLeft || (pan && button == kMiddle) || (bounce && button == kRight))) return;
    const Vec2 p = state.view.ToWorld(screen);
    struct Visitor {
        LabState& state;
        Vec2 p;
        void operator()(const Idle&) const {}
        void operator()(const DragCircle&) const {
            // Released while the physics runs: the ball keeps its own motion (a throw), less what
            // goes into a wall it is held against (it would only bounce back off it).
            if (state.run.running) {
                Body& ball = state.doc.Bodies().front();
                // Only a shape within touch of the ball counts: the tiles round it are enough.
                const Aabb touch = Bounds(Shape{Circle{ball.circle.center, 2 * ball.circle.radius + 1}});
                ball.velocity = physics::ReleaseVelocity(ball.circle, state.input.pointerVelocity, state.frame.facts.ShapesNear(touch));
            }
            state.doc.EndStep();  // moving the circle is one undoable step
        }
        void operator()(const MoveShape&) const { state.doc.EndStep(); }
        void operator()(const TurnShape&) const { state.doc.EndStep(); }
        void operator()(const DragHandle&) const { state.doc.EndStep(); }
        void operator()(const MoveBody&) const { state.doc.EndStep(); }
        void operator()(const PaintTiles&) const { state.doc.EndStep(); }
        void operator()(const Pan&) const {}
        void operator()(const AimPutt&) const {
            Body& ball = state.doc.Bodies().front();
            Vec2 v = (ball.circle.center - p) * kPuttStrength;  // farther back is harder
            if (Length(v) > kMaxPutt) v = NormalizeOr(v, kUp) * kMaxPutt;
            ball.velocity = v;
            state.run.running = true;
            state.status.clear();
            ++state.run.golf.strokes;
        }
        void operator()(const PredictPoint&) const {}
        void operator()(const PredictBounce&) const {}
        void operator()(const AimVelocity&) const { state.doc.EndStep(); }  // one undoable step
    };
    std::visit(Visitor{state, p}, state.input.gesture);
    state.input.gesture = Idle{};
}

}  // namespace circlelab::app
