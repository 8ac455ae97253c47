#include "app/model/predictions.h"

#include <imgui.h>

#include <cstdio>

#include "app/base/item_flow.h"
#include "app/lang/tr.h"
#include "core/draw/class_cloud_draw.h"
#include "core/draw/prediction_draw.h"

namespace circlelab::app {

void NewQuestion(LabState& state) {
    state.revealed = false;
    state.prediction = {};
    state.score.reset();
    state.classCloud.clear();
    state.classExact.reset();
}

void TogglePredict(LabState& state) {
    state.predict = !state.predict;
    if (state.predict) state.running = false;
    NewQuestion(state);
}

std::optional<Vec2> ExactBounce(const LabState& state) {
    const Contact* exact = state.facts.SelectedContact();
    const Scene& scene = state.doc.scene;
    if (!exact || scene.bodies.empty()) return std::nullopt;
    const Body& body = scene.bodies.front();
    return Bounce(body.velocity, exact->normal, body.elasticity);
}

void Reveal(LabState& state) {
    state.lessonAnswerShown = true;  // a lesson step's answer, asked for
    if (state.revealed) return;
    state.revealed = true;
    const Contact* exact = state.facts.SelectedContact();
    if (!state.predict || !exact || state.doc.scene.bodies.empty() || state.prediction.Empty()) return;
    const Body& body = state.doc.scene.bodies.front();
    state.score = Score(state.prediction, *exact, body.velocity, body.elasticity);
    state.tally.Add(*state.score);
}

namespace {

// The cloud's rings as claims (docs/picture-claims.md): each student's closest point, and the
// exact one drawn over them, with their boxes on screen.
void ClaimClassCloud(LabState& state) {
    const auto ring = [&](const char* means, Vec2 at, double radius) {
        const Vec2 p = state.view.ToScreen(at);
        Claim c{.kind = "mark", .means = means, .shape = state.facts.selected};
        c.box = std::array<double, 4>{p.x - radius, p.y - radius, p.x + radius, p.y + radius};
        state.claims.claims.push_back(c);
    };
    for (const Prediction& p : state.classCloud)
        if (p.closest) ring("class-closest", *p.closest, kClassRingRadius);
    ring("class-exact-closest", state.classExact->closest, kClassRingRadius + 3);
}

}  // namespace

void DrawPredictionOverlay(LabState& state, DrawList& list) {
    if (state.classExact) {
        DrawClassCloud(state.classCloud, *state.classExact, state.facts.selected, state.view.zoom, list);
        ClaimClassCloud(state);
    }
    if (!state.predict || state.doc.scene.bodies.empty()) return;
    const PredictionScore* score = state.revealed && state.score ? &*state.score : nullptr;
    DrawPrediction(state.prediction, score, state.doc.scene.bodies.front().circle, score ? ExactBounce(state) : std::nullopt,
                   list);
}

const char* LongestPredictPrompt() {
    return Tr("Predict: does the circle hit the selected shape (H / N)? Click its closest point and drag out the "
              "normal; right-drag the bounce; drag the circle by its middle. V reveals.");
}

const char* PredictPrompt(const LabState& state) {
    // In a lesson the step's prompt asks the question (it may be the push or the closest point,
    // not whether it hits); the banner only says how to answer.
    if (state.prediction.Empty() && state.lesson)
        return Tr("Predict: answer the step's question in the panel (H / N: hit or miss; click the closest point, drag "
                  "out the normal; right-drag the bounce). V reveals.");
    if (state.prediction.Empty()) return LongestPredictPrompt();
    return Tr("Your prediction is in. V reveals and scores it.");
}

void PredictionsPanel(LabState& state) {
    if (!state.predict || !ImGui::CollapsingHeader(TrId("Predict"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    const bool hidden = state.answersHidden();
    ImGui::BeginDisabled(!hidden);
    const bool saysHit = state.prediction.hit.value_or(false), saysMiss = !state.prediction.hit.value_or(true);
    if (ImGui::RadioButton(Tr("it hits (H)"), saysHit)) state.prediction.hit = true;
    SameLineIfFits(ItemWidth(Tr("it misses (N)"), true));
    if (ImGui::RadioButton(Tr("it misses (N)"), saysMiss)) state.prediction.hit = false;
    ImGui::EndDisabled();
    if (state.teacherReveals && hidden) {
        ImGui::TextWrapped(Tr("Your teacher reveals the answer."));
    } else if (ImGui::Button(hidden ? Tr("reveal (V)") : Tr("next question"))) {
        if (hidden) Reveal(state);
        else NewQuestion(state);
    }
    if (state.revealed && state.score) {
        const PredictionScore& s = *state.score;
        if (s.hitRight) ImGui::TextWrapped(Tr("hit or miss: %s"), *s.hitRight ? "right" : "wrong");
        if (s.closestPixels) ImGui::TextWrapped(Tr("closest point: %.1f px off"), *s.closestPixels);
        // One decimal, as the scene's labels say it ("your normal, 20.7° off").
        if (s.normalDegrees) ImGui::TextWrapped(Tr("normal: %.1f\u00b0 off"), *s.normalDegrees);
        if (s.bounceDegrees) ImGui::TextWrapped(Tr("bounce: %.1f\u00b0 off"), *s.bounceDegrees);
    }
    ImGui::Checkbox(Tr("show the tally"), &state.showTally);
    if (!state.showTally) return;
    const PredictionTally& t = state.tally;
    ImGui::TextWrapped(Tr("%d question%s since the lab opened"), t.questions, t.questions == 1 ? "" : "s");
    if (t.hitAsked) ImGui::TextWrapped(Tr("hit or miss: %d of %d right"), t.hitRight, t.hitAsked);
    if (t.closestCount) ImGui::TextWrapped(Tr("closest point: %.1f px off on average"), t.closestSum / t.closestCount);
    if (t.normalCount) ImGui::TextWrapped(Tr("normal: %.1f\u00b0 off on average"), t.normalSum / t.normalCount);
    if (t.bounceCount) ImGui::TextWrapped(Tr("bounce: %.1f\u00b0 off on average"), t.bounceSum / t.bounceCount);
    if (t.questions && ImGui::Button(Tr("reset the tally"))) state.tally = {};
}

}  // namespace circlelab::app
