// The lesson section of the panel (app/model/lesson.h).
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The lesson section of the panel: a picker of the shipped lessons, the step, its prompt, its
/// reveal once revealed, and Back / Next.
void LessonPanel(LabState& state);

}  // namespace circlelab::app
