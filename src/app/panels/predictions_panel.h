// The panel's part in predict mode (app/model/predictions.h): hit / miss buttons, how to
// predict, the last score, the tally.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The panel's part in predict mode: hit / miss buttons, how to predict, the last score, the tally.
void PredictionsPanel(LabState& state);

}  // namespace circlelab::app
