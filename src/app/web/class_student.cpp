#include "app/web/class_student.h"

#include <SDL.h>
#include <emscripten.h>

#include <string>

#include "app/model/predictions.h"
#include "app/model/scene_opening.h"
#include "app/web/page_loop.h"
#include "core/io/prediction_json.h"

namespace circlelab::app {
namespace {

LabState* gState = nullptr;

// A still lab draws nothing until an event comes (wait_policy.h): one wakes it to show the change.
void Wake() {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
    WakePage();
}

}  // namespace

void AttachClassStudent(LabState& state) { gState = &state; }

}  // namespace circlelab::app

using circlelab::app::gState;

extern "C" {
// The asked scene, written by the page at `path`: opened in predict mode with shape `selected`.
// 1 when it opened; 0 (the error is circlelab_error's) when not.
EMSCRIPTEN_KEEPALIVE int circlelab_class_ask(const char* path, int selected) {
    if (!gState || !circlelab::app::OpenScene(*gState, path)) return 0;
    gState->doc.viewer().selected = selected;
    gState->teaching.teacherReveals = true;  // from now on only the teacher's reveal shows the answer
    if (!gState->teaching.predict) circlelab::app::TogglePredict(*gState);
    else circlelab::app::NewQuestion(gState->teaching);
    circlelab::app::Wake();
    return 1;
}
// The student's prediction as the class's answer spells it (without the question's id).
EMSCRIPTEN_KEEPALIVE const char* circlelab_class_prediction() {
    static std::string json;
    json.clear();
    if (gState) {
        circlelab::JsonWriter w(json);
        circlelab::WritePrediction(w, gState->teaching.prediction);
    }
    return json.c_str();
}
// The teacher revealed: the lab shows the exact answer and scores the prediction, as V does.
EMSCRIPTEN_KEEPALIVE void circlelab_class_reveal() {
    if (!gState) return;
    circlelab::app::Reveal(*gState);
    circlelab::app::Wake();
}
}
