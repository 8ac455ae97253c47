#include "app/panels/predictions_panel.h"

#include <imgui.h>

#include <cstdio>

#include "app/base/fitted_header.h"
#include "app/base/item_flow.h"
#include "app/lang/tr.h"
#include "app/model/predictions.h"

namespace circlelab::app {

void PredictionsPanel(LabState& state) {
    if (!state.teaching.predict || !FittedHeader(TrId("Predict"), ImGuiTreeNodeFlags_DefaultOpen)) return;
    const bool hidden = state.answersHidden();
    ImGui::BeginDisabled(!hidden);
    const bool saysHit = state.teaching.prediction.hit.value_or(false), saysMiss = !state.teaching.prediction.hit.value_or(true);
    if (ImGui::RadioButton(Tr("it hits (H)"), saysHit)) state.teaching.prediction.hit = true;
    SameLineIfFits(ItemWidth(Tr("it misses (N)"), true));
    if (ImGui::RadioButton(Tr("it misses (N)"), saysMiss)) state.teaching.prediction.hit = false;
    ImGui::EndDisabled();
    if (state.teaching.teacherReveals && hidden) {
        ImGui::TextWrapped(Tr("Your teacher reveals the answer."));
    } else if (ImGui::Button(hidden ? Tr("reveal (V)") : Tr("next question"))) {
        if (hidden) Reveal(state);
        else NewQuestion(state.teaching);
    }
    if (state.teaching.revealed && state.teaching.score) {
        const PredictionScore& s = *state.teaching.score;
        if (s.hitRight) ImGui::TextWrapped(Tr("hit or miss: %s"), *s.hitRight ? "right" : "wrong");
        if (s.closestPixels) ImGui::TextWrapped(Tr("closest point: %.1f px off"), *s.closestPixels);
        // One decimal, as the scene's labels say it ("your normal, 20.7° off").
        if (s.normalDegrees) ImGui::TextWrapped(Tr("normal: %.1f\u00b0 off"), *s.normalDegrees);
        if (s.bounceDegrees) ImGui::TextWrapped(Tr("bounce: %.1f\u00b0 off"), *s.bounceDegrees);
    }
    ImGui::Checkbox(Tr("show the tally"), &state.teaching.showTally);
    if (!state.teaching.showTally) return;
    const PredictionTally& t = state.teaching.tally;
    ImGui::TextWrapped(Tr("%d question%s since the lab opened"), t.questions, t.questions == 1 ? "" : "s");
    if (t.hitAsked) ImGui::TextWrapped(Tr("hit or miss: %d of %d right"), t.hitRight, t.hitAsked);
    if (t.closestCount) ImGui::TextWrapped(Tr("closest point: %.1f px off on average"), t.closestSum / t.closestCount);
    if (t.normalCount) ImGui::TextWrapped(Tr("normal: %.1f\u00b0 off on average"), t.normalSum / t.normalCount);
    if (t.bounceCount) ImGui::TextWrapped(Tr("bounce: %.1f\u00b0 off on average"), t.bounceSum / t.bounceCount);
    if (t.questions && ImGui::Button(Tr("reset the tally"))) state.teaching.tally = {};
}

}  // namespace circlelab::app
