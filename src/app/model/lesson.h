// A lesson in the lab: the teacher opens one and moves through its steps with Next and Back
// (→ and ←, or the panel's buttons); each step opens its scene, turns predict mode on or off as
// the step asks, and the panel shows its prompt, and after V its reveal. Opening one asks first
// about unsaved changes (OpenLesson, app/actions/file_flow.h); its panel is app/panels/lesson_panel.h.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/model/lab_state.h"
#include "core/io/lesson.h"

namespace circlelab::app {

/// Paths of assets/lessons/*.json, sorted by file name, with each lesson's name.
std::vector<ShippedLesson> ShippedLessons();

/// Goes to step `index` now: its scene replaces the current one.
void ShowLessonStep(LabState& state, int index);
void CloseLesson(LabState& state);

}  // namespace circlelab::app
