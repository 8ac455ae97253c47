// Predict, then reveal, in the lab: P hides the answers; the student says hit or miss (H / N),
// clicks the closest point and drags out the normal from it, right-drags the bounce out of the
// circle; V reveals and scores; the tally since the lab opened sits in the panel, where a teacher
// shows or resets it.
#pragma once

#include "app/model/lab_state.h"
#include "core/draw/draw_list.h"

namespace circlelab::app {

/// The circle moved or the question changed: the predictions and the reveal are forgotten.
void NewQuestion(Teaching& teaching);
/// P (or the panel's box): predict mode on or off. Turned on, a running scene pauses: the class
/// predicts one moment, not a moving one.
void TogglePredict(LabState& state);
/// V: scores what was predicted against the exact contact of the selected shape, adds it to the
/// tally and shows the answers. Nothing more when already revealed.
void Reveal(LabState& state);
/// The exact bounce of the dragged circle off the selected shape (physical response), if it moves
/// into it.
std::optional<Vec2> ExactBounce(const LabState& state);

/// The banner's text while the answers are hidden.
const char* PredictPrompt(const Teaching& teaching);
/// The longest text PredictPrompt gives: the room its banner takes above the scene.
const char* LongestPredictPrompt();

}  // namespace circlelab::app
