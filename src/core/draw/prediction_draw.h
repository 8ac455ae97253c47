// A student's predictions over the scene, in their own colour: the predicted closest point (a
// ring), the predicted normal out of it and the predicted bounce out of the circle's centre; once
// revealed, each says how far it was from the exact answer, and the exact bounce is drawn beside.
#pragma once

#include "core/draw/draw_list.h"
#include "core/scene/prediction.h"

namespace circlelab {

/// `score` is set once the answer is revealed; `circle` is the dragged circle, `bounce` the exact
/// bounce direction (when the circle moves into the shape).
void DrawPrediction(const Prediction& prediction, const PredictionScore* score, const Circle& circle,
                    const std::optional<Vec2>& bounce, DrawList& out);

}  // namespace circlelab
