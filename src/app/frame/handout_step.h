// A lesson's step as its handout and its GIF picture it (`circlelab lesson --handout/--gif`,
// docs/teaching.md): the lab as the step opens it, drawn as `shot` draws, and what the picture
// says of the step's own text: whether its prompt and revealed answer stand whole in the panel.
#pragma once

#include <string>

#include "core/draw/claim.h"
#include "app/model/lab_state.h"
#include "core/io/lesson.h"

namespace circlelab::app {

/// The lab as step `index` of `lesson` (read from `lessonPath`) opens it: the scene, its changes
/// and overlays, the panel showing the step, its answer revealed if `revealed`. When the step
/// cannot open, state.error says why.
LabState HandoutStepState(const Lesson& lesson, const std::string& lessonPath, int index, bool revealed, bool classroom);

/// What the picture cuts of the step's text, from the claims of the frame it shows: "" when the
/// prompt and the answer (if shown) lie whole in the panel's view; else which of them, and
/// where it stands against the view's bottom or right edge.
std::string CutLessonText(const PictureClaims& claims);

}  // namespace circlelab::app
