// A prediction as JSON, as the live class's calls spell it (docs/live-class.md): only the parts
// given, `{"hit": true, "closest": [x, y], "normal": [x, y], "bounce": [x, y]}`.
#pragma once

#include "core/io/json_writer.h"
#include "core/scene/prediction.h"

namespace circlelab {

void WritePrediction(JsonWriter& w, const Prediction& p);
/// The same members into an object the caller has opened (beside members of its own).
void WritePredictionMembers(JsonWriter& w, const Prediction& p);
/// A prediction's score: `{"hitRight", "closestPixels", "normalDegrees", "bounceDegrees"}`, the
/// parts scored (the live class's score reply and a scripted run's line spell it the same).
void WriteScore(JsonWriter& w, const PredictionScore& s);

}  // namespace circlelab
