// Where the panel's buttons were drawn in the last frame, by their visible label, so a scripted run
// (`play`'s "click" step) presses a button as a person does: where it is on screen. ImGui keeps no
// item positions between frames; the items a script may press are recorded as they are drawn.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/lab/layout.h"

namespace circlelab::app {

/// ImGui::Button, recorded under its label (the text before "##").
bool TrackedButton(const char* label);
/// Records the last item drawn (a selectable, a checkbox) under `label`.
void TrackLastItem(std::string_view label);
/// The panel's frame begins: a new list starts.
void BeginTrackedFrame();
/// Where the item labelled `label` was drawn in the last frame (asked between frames; the first
/// one, when two share a label); none when it was not drawn or is scrolled out of view.
std::optional<ScreenRect> FindShownItem(std::string_view label);
/// The labels drawn in the last frame, for a script's error message.
std::vector<std::string> ShownItemLabels();

}  // namespace circlelab::app
