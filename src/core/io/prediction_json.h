// A prediction as JSON, as the live class's calls spell it (docs/live-class.md): only the parts
// given, `{"hit": true, "closest": [x, y], "normal": [x, y], "bounce": [x, y]}`.
#pragma once

#include "core/io/json_writer.h"
#include "core/scene/prediction.h"

namespace circlelab {

void WritePrediction(JsonWriter& w, const Prediction& p);
/// The same members into an object the caller has opened (beside members of its own).
void WritePredictionMembers(JsonWriter& w, const Prediction& p);

}  // namespace circlelab
