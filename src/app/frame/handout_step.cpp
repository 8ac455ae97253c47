#include "app/frame/handout_step.h"

#include <cmath>
#include <cstdio>

#include "app/model/lesson.h"
#include "app/model/predictions.h"
#include "app/model/scene_opening.h"

namespace circlelab::app {

LabState HandoutStepState(const Lesson& lesson, const std::string& lessonPath, int index, bool revealed, bool classroom) {
    LabState state;
    state.teaching.lesson = lesson;
    state.teaching.lessonPath = lessonPath;
    ShowLessonStep(state, index);
    if (!state.error.empty()) return state;
    TakeUpOpenedScene(state);
    state.classroom = classroom;
    if (revealed) Reveal(state);
    return state;
}

std::string CutLessonText(const PictureClaims& claims) {
    std::string cut;
    for (const Claim& c : claims.claims) {
        if (c.kind != "readout" || (c.means != "lesson-prompt" && c.means != "lesson-answer") || c.hidden) continue;
        if (!c.box || !c.within) continue;
        const auto& b = *c.box;
        const auto& w = *c.within;
        // A pixel's grace, as the claims checker gives a row: a glyph's edge on the view's edge.
        const double below = b[3] - w[3], beyond = b[2] - w[2];
        if (below <= 1 && beyond <= 1 && b[1] >= w[1] - 1) continue;
        char where[96];
        if (below > 1) std::snprintf(where, sizeof where, "%.0f px below the panel's bottom", below);
        else if (beyond > 1) std::snprintf(where, sizeof where, "%.0f px beyond the panel's right edge", beyond);
        else std::snprintf(where, sizeof where, "%.0f px above the panel's top", w[1] - b[1]);
        cut += (cut.empty() ? "" : "; ") + std::string(c.means == "lesson-prompt" ? "the prompt" : "the answer") + " ends " + where;
    }
    return cut;
}

}  // namespace circlelab::app
