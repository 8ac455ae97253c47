// A lesson in the lab: the teacher opens one and moves through its steps with Next and Back
// (→ and ←, or the panel's buttons); each step opens its scene, turns predict mode on or off as
// the step asks, and the panel shows its prompt, and after V its reveal.
#pragma once

#include <optional>
#include <string>

#include "app/model/lab_state.h"
#include "core/io/lesson.h"

namespace circlelab::app {

/// Paths of assets/lessons/*.json, sorted by file name, with each lesson's name.
struct ShippedLesson {
    std::string path, name;
};
std::vector<ShippedLesson> ShippedLessons();

/// Opens the lesson at `path` on its first step; false with state.error set (file:line:column).
bool OpenLesson(LabState& state, const std::string& path);
/// Goes to step `index` now: its scene replaces the current one.
void ShowLessonStep(LabState& state, int index);
void CloseLesson(LabState& state);

/// The lesson section of the panel: a picker of the shipped lessons, the step, its prompt, its
/// reveal once revealed, and Back / Next.
void LessonPanel(LabState& state);

}  // namespace circlelab::app
