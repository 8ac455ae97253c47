// The page as a student's seat in a live class (web/class.js asks the class's server; this is
// the lab's side): the asked scene opens in predict mode with the asked shape selected, the
// student answers in the lab as in predict mode, the page reads the prediction to send it, and
// after the teacher's reveal the lab reveals and scores it on the student's own screen.
#pragma once

#include "app/model/lab_state.h"

namespace circlelab::app {

/// The lab the page's class functions (circlelab_class_*) act on.
void AttachClassStudent(LabState& state);

}  // namespace circlelab::app
