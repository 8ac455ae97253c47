// The line a scripted run prints after each step (docs/architecture.md, "Scripted runs"): what a person would
// see and what a test asserts — the circle, the selection, unsaved changes, the physics, the title,
// the free scene area and where the scene lies on screen.
#pragma once

#include <string>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// {"step":i,"time":t,"circle":[x,y],"circleOnScreen":[x,y],"selected":k,
///  "contact":{"region":"II","distance":d,"hit":b,"inside":b,"feature":"edge","normal":[x,y]},"dirty":b,"running":b,
///  "simulated":s,"title":"…","viewport":[x,y,w,h],"sceneOnScreen":[x,y,w,h],"gesture":"…",
///  "hovered":k,"status":"…","classroom":b,"size":[w,h]} and a newline; `status` is the message the
/// lab shows at the bottom ("In the cup!", "Saved …"), empty when none. `hovered` is the shape under the
/// pointer (-1: none); `sceneOnScreen` is null for a scene with nothing to frame.
/// With `claims`, the line also holds `"claims"`: the picture's claims (docs/picture-claims.md).
/// With `words`, `"words"`: the runs of text the frame shows (app/base/shown_text.h).
std::string PlayReportLine(const LabState& state, int step, double time, bool claims = false, bool words = false);

/// "idle", "drag-circle", "move-shape", … : the gesture under way.
const char* GestureName(const Gesture& gesture);

}  // namespace circlelab::app
