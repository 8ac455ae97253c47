// A prediction as JSON, as the live class's calls spell it (docs/live-class.md): only the parts
// given, `{"hit": true, "closest": [x, y], "normal": [x, y], "bounce": [x, y]}`.
#pragma once

#include "core/io/json_writer.h"
#include "core/scene/prediction.h"

namespace circlelab {

void WritePrediction(JsonWriter& w, const Prediction& p);

}  // namespace circlelab
