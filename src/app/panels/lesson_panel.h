// The lesson section of the panel (app/model/lesson.h).
#pragma once

#include <string>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The lesson section of the panel: a picker of the shipped lessons, the step, its prompt, its
/// reveal once revealed, and Back / Next.
void LessonPanel(LabState& state);

/// The step as a banner over the scene says it while the panel is folded (a phone's narrow screen
/// starts so): "Step 1 of 6", the prompt, and the answer once shown. Empty without a lesson.
std::string FoldedStepText(const Teaching& teaching);

}  // namespace circlelab::app
