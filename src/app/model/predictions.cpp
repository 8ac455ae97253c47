#include "app/model/predictions.h"

#include <cstdio>

#include "app/lang/tr.h"
#include "core/draw/prediction_draw.h"

namespace circlelab::app {

void NewQuestion(Teaching& teaching) {
    teaching.revealed = false;
    teaching.prediction = {};
    teaching.score.reset();
    teaching.classCloud.clear();
    teaching.classExact.reset();
}

void TogglePredict(LabState& state) {
    state.teaching.predict = !state.teaching.predict;
    if (state.teaching.predict) state.run.running = false;
    NewQuestion(state.teaching);
}

std::optional<Vec2> ExactBounce(const LabState& state) {
    const Contact* exact = state.frame.facts.SelectedContact();
    const Scene& scene = state.doc.scene();
    if (!exact || scene.bodies.empty()) return std::nullopt;
    const Body& body = scene.bodies.front();
    return Bounce(body.velocity, exact->normal, body.elasticity);
}

void Reveal(LabState& state) {
    state.teaching.lessonAnswerShown = true;  // a lesson step's answer, asked for
    if (state.teaching.revealed) return;
    state.teaching.revealed = true;
    const Contact* exact = state.frame.facts.SelectedContact();
    if (!state.teaching.predict || !exact || state.doc.scene().bodies.empty() || state.teaching.prediction.Empty()) return;
    const Body& body = state.doc.scene().bodies.front();
    state.teaching.score = Score(state.teaching.prediction, *exact, body.velocity, body.elasticity);
    state.teaching.tally.Add(*state.teaching.score);
}

const char* LongestPredictPrompt() {
    return Tr("Predict: does the circle hit the selected shape (H / N)? Click its closest point and drag out the "
              "normal; right-drag the bounce; drag the circle by its middle. V reveals.");
}

const char* PredictPrompt(const Teaching& teaching) {
    // In a lesson the step's prompt asks the question (it may be the push or the closest point,
    // not whether it hits); the banner only says how to answer.
    if (teaching.prediction.Empty() && teaching.lesson)
        return Tr("Predict: answer the step's question in the panel (H / N: hit or miss; click the closest point, drag "
                  "out the normal; right-drag the bounce). V reveals.");
    if (teaching.prediction.Empty()) return LongestPredictPrompt();
    return Tr("Your prediction is in. V reveals and scores it.");
}

}  // namespace circlelab::app
