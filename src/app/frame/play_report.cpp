#include "app/frame/play_report.h"

#include <imgui.h>
#include <imgui_internal.h>

#include "app/panels/covering.h"
#include "app/frame/frame.h"
#include "app/model/physics_run.h"
#include "app/model/predictions.h"
#include "app/base/shown_text.h"
#include "core/collide/contact.h"
#include "core/collide/region.h"
#include "core/draw/claims_json.h"
#include "core/io/json_writer.h"
#include "core/io/prediction_json.h"
#include "core/io/shape_json.h"
#include "core/scene/picking.h"
#include "core/scene/view_bounds.h"

namespace circlelab::app {
namespace {

void Point(JsonWriter& w, Vec2 p) { w.BeginArray().Number(p.x).Number(p.y).EndArray(); }

void Rectangle(JsonWriter& w, Vec2 topLeft, Vec2 size) {
    w.BeginArray().Number(topLeft.x).Number(topLeft.y).Number(size.x).Number(size.y).EndArray();
}

// Predict mode: what was predicted, the revealed question's score and the tally so far.
void Predictions(JsonWriter& w, const LabState& state) {
    const Prediction& p = state.teaching.prediction;
    w.Key("revealed").Bool(state.teaching.revealed);
    w.Key("prediction").BeginObject();
    if (p.hit) w.Key("hit").Bool(*p.hit);
    for (const auto& [key, value] : {std::pair{"closest", &p.closest}, std::pair{"normal", &p.normal}, std::pair{"bounce", &p.bounce}})
        if (*value) {
            w.Key(key);
            Point(w, **value);
        }
    w.EndObject();
    w.Key("score");
    if (state.teaching.score) {
        WriteScore(w, *state.teaching.score);
    } else {
        w.Null();
    }
    const PredictionTally& t = state.teaching.tally;
    w.Key("tally").BeginObject().Key("questions").Int(t.questions).Key("hitAsked").Int(t.hitAsked);
    w.Key("hitRight").Int(t.hitRight).Key("closestCount").Int(t.closestCount).Key("normalCount").Int(t.normalCount);
    w.Key("bounceCount").Int(t.bounceCount).EndObject();
}

// The circle (the first body) in scene and window pixels, and its motion.
void CircleFacts(JsonWriter& w, const LabState& state) {
    const Scene& scene = state.doc.scene();
    w.Key("circle");
    if (scene.bodies.empty()) {
        w.Null().Key("circleOnScreen").Null();
    } else {
        const Vec2 c = scene.bodies.front().circle.center;
        Point(w, c);
        w.Key("circleOnScreen");
        Point(w, state.view.ToScreen(c));
        w.Key("velocity");
        Point(w, scene.bodies.front().velocity);
        w.Key("asleep").Bool(scene.bodies.front().asleep);
        w.Key("friction").Number(scene.bodies.front().friction);
    }
}

// The dragged circle against the selected shape: what the numbers box shows, from the facts of
// the step's last frame (the scene as it is now).
void ContactFacts(JsonWriter& w, const LabState& state) {
    const Scene& scene = state.doc.scene();
    const FrameFacts& facts = state.frame.facts;
    if (const Contact* contact = facts.SelectedContact()) {
        const Contact& c = *contact;
        const Shape& shape = *facts.SelectedShape();
        w.Key("contact").BeginObject();
        w.Key("region").String(RegionOf(shape, scene.bodies.front().circle.center));
        w.Key("distance").Number(c.distance).Key("hit").Bool(c.hit).Key("inside").Bool(c.inside);
        w.Key("feature").String(FeatureName(c.feature)).Key("normal");
        Point(w, c.normal);
        w.Key("shape");
        WriteShape(w, shape);
        w.EndObject();
    } else {
        w.Key("contact").Null();
    }
}

// The file, its unsaved changes and the questions asked about it: the chooser, the unsaved-changes
// question, the lesson's step.
void FileFacts(JsonWriter& w, const LabState& state) {
    const Scene& scene = state.doc.scene();
    w.Key("dirty").Bool(state.doc.Dirty());
    w.Key("editing").Bool(state.editor.editing);
    w.Key("file").String(state.doc.path());
    w.Key("error").String(state.error);
    w.Key("pointer");
    Point(w, state.input.pointer);
    w.Key("panelScroll").Number(state.window.panelScroll);
    w.Key("shapes").Int(static_cast<int>(scene.shapes.size()));
    if (state.files.chooser.mode != FileChooser::Mode::kClosed) {  // the file chooser, while open
        w.Key("chooser").BeginObject();
        w.Key("mode").String(state.files.chooser.mode == FileChooser::Mode::kSave ? "save" : "open");
        w.Key("folder").String(state.files.chooser.folder).Key("name").String(state.files.chooser.name);
        w.Key("replacing").String(state.files.chooser.replacing).Key("problem").String(state.files.chooser.problem);
        w.EndObject();
    }
    if (state.files.pending != LabState::Pending::kNone) w.Key("asking").String("unsaved changes");
    if (state.teaching.lesson) {
        w.Key("lessonStep").Number(state.teaching.lessonStep + 1);  // 1-based, as the panel says it
        w.Key("lessonNext");  // the Next button, where a click goes on
        const ScreenRect& n = state.frame.lessonNext;
        if (n.w > 0) Rectangle(w, {n.x, n.y}, {n.w, n.h});
        else w.Null();
    }
}

// Where things stand on screen: the viewport, the docked boxes, the scene.
void LayoutFacts(JsonWriter& w, const LabState& state) {
    const Scene& scene = state.doc.scene();
    w.Key("viewport");
    const ScreenRect& v = state.window.layout.viewport;
    Rectangle(w, {v.x, v.y}, {v.w, v.h});
    // The docked boxes a class reads beside the scene: null when not shown.
    for (const auto& [key, box] : {std::pair{"numbersBox", &state.window.layout.numbers}, std::pair{"tutorialsBox", &state.window.layout.tutorials}}) {
        w.Key(key);
        if (box->w > 0) Rectangle(w, {box->x, box->y}, {box->w, box->h});
        else w.Null();
    }
    w.Key("panelOverflow").Number(state.frame.panelOverflow);
    w.Key("numbersOverflow").Number(state.frame.numbersOverflow);
    w.Key("sceneOnScreen");
    if (const auto view = ViewBounds(scene)) {
        const Vec2 lo = state.view.ToScreen(view->lo), hi = state.view.ToScreen(view->hi);
        Rectangle(w, lo, hi - lo);
    } else {
        w.Null();
    }
}

// The comparison: the other model's run beside this one.
void ComparisonFacts(JsonWriter& w, const LabState& state) {
    if (!state.run.otherSim || !state.run.otherScene) return;
    const Scene& other = *state.run.otherScene;
    w.Key("compare").BeginObject();
    w.Key("model").String(other.settings.response == ResponseModel::kTutorial ? "tutorial" : "physical");
    w.Key("circle");
    if (other.bodies.empty()) w.Null();
    else Point(w, other.bodies.front().circle.center);
    w.Key("energy").Number(state.run.otherSim->KineticEnergy());
    w.Key("runEnergy").Number(state.run.sim ? state.run.sim->KineticEnergy() : 0.0);
    w.EndObject();
}

// The floating text shown: the tooltips by their items, and what it covers that it must not
// (present only when something is: app/panels/covering.h).
void FloatingText(JsonWriter& w, const LabState& state) {
    if (!state.panel.tooltips.empty()) {
        w.Key("tooltips").BeginArray();
        for (const ShownTooltip& t : state.panel.tooltips) w.String(t.item);
        w.EndArray();
    }
    if (const std::vector<std::string> covers = CoveringProblems(state); !covers.empty()) {
        w.Key("covers").BeginArray();
        for (const std::string& c : covers) w.String(c);
        w.EndArray();
    }
}

// While the panel is worked by keyboard (Ctrl+Tab, the page's K): where its highlighted control
// was drawn in the last frame, and the words drawn there (its label, or a knob's value), so a
// script can tell which control the arrows reached.
void PanelKeysFacts(JsonWriter& w) {
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g || !g->NavWindow || g->NavDisableHighlight || g->NavId == 0 || !g->NavIdIsAlive) return;
    const ImRect r = ImGui::WindowRectRelToAbs(g->NavWindow, g->NavWindow->NavRectRel[g->NavLayer]);
    w.Key("panelKeys").BeginObject().Key("at");
    Rectangle(w, {r.Min.x, r.Min.y}, {r.GetWidth(), r.GetHeight()});
    w.Key("words").BeginArray();
    for (const std::string& word : ShownWordsIn(ImGui::GetDrawData(), r.Min.x, r.Min.y, r.GetWidth(), r.GetHeight()))
        w.String(word);
    w.EndArray().EndObject();
}

}  // namespace

const char* GestureName(const Gesture& gesture) {
    struct Visitor {
        const char* operator()(const Idle&) const { return "idle"; }
        const char* operator()(const DragCircle&) const { return "drag-circle"; }
        const char* operator()(const MoveShape&) const { return "move-shape"; }
        const char* operator()(const TurnShape&) const { return "turn-shape"; }
        const char* operator()(const DragHandle& h) const {
            return h.corner == DragHandle::kTurnHandle ? "turn-handle" : "resize-handle";
        }
        const char* operator()(const MoveBody&) const { return "move-body"; }
        const char* operator()(const PaintTiles&) const { return "paint-tiles"; }
        const char* operator()(const Pan&) const { return "pan"; }
        const char* operator()(const AimPutt&) const { return "aim-putt"; }
        const char* operator()(const PredictPoint&) const { return "predict-point"; }
        const char* operator()(const PredictBounce&) const { return "predict-bounce"; }
        const char* operator()(const AimVelocity&) const { return "aim-velocity"; }
    };
    return std::visit(Visitor{}, gesture);
}

std::string PlayReportLine(const LabState& state, int step, double time, bool claims, bool words) {
    const Scene& scene = state.doc.scene();
    std::string line;
    JsonWriter w(line);
    w.BeginObject();
    w.Key("step").Int(step).Key("time").Number(time);
    CircleFacts(w, state);
    w.Key("selected").Int(scene.viewer.selected);
    ContactFacts(w, state);
    FileFacts(w, state);
    w.Key("running").Bool(state.run.running);
    w.Key("simulated").Number(state.run.simulated);
    w.Key("title").String(LabTitle(state));
    LayoutFacts(w, state);
    w.Key("gesture").String(GestureName(state.input.gesture));
    w.Key("hovered").Int(ShapeAt(state.frame.facts, state.view.ToWorld(state.input.pointer)));
    w.Key("status").String(state.status);
    if (state.doc.scene().settings.cup) w.Key("golf").String(GolfLine(state.doc.scene().settings, state.run.golf));  // the banner over a hole
    PanelKeysFacts(w);
    if (state.window.showHelp) w.Key("help").BeginObject().Key("overflows").Bool(state.window.helpOverflows).EndObject();
    if (state.teaching.tutorials.map) {  // the disagreement map: whose, and what it says about itself
        w.Key("map").BeginObject();
        w.Key("method").String(classic::Name(state.teaching.tutorials.explained));
        w.Key("status").String(state.teaching.tutorials.mapStatus);
        w.EndObject();
    }
    w.Key("classroom").Bool(state.classroom);
    w.Key("size");
    Point(w, state.window.windowSize);
    ComparisonFacts(w, state);
    if (state.teaching.predict) Predictions(w, state);
    if (state.answersHidden()) w.Key("banner").String(PredictPrompt(state.teaching));  // the question's banner
    FloatingText(w, state);
    if (words) {
        w.Key("words").BeginArray();
        for (const std::string& word : ShownWords(ImGui::GetDrawData())) w.String(word);
        w.EndArray();
    }
    if (claims) {
        w.Key("claims");
        WriteClaims(w, state.frame.claims, true);
    }
    w.EndObject();
    line += '\n';
    return line;
}

}  // namespace circlelab::app
