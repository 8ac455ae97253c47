// Where the panel's buttons were drawn in the last frame, by their visible label, so a scripted run
// (`play`'s "click" step) presses a button as a person does: where it is on screen. ImGui keeps no
// item positions between frames; the items a script may press are recorded as they are drawn, in
// the drawing lab's own panel state (app/model/panel_state.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/base/layout.h"
#include "app/model/panel_state.h"

namespace circlelab::app {

/// ImGui::Button, recorded under its label (the text before "##").
bool TrackedButton(const char* label);
/// Records the last item drawn (a selectable, a checkbox) under `label`.
void TrackLastItem(std::string_view label);
/// The last item's tooltip while it is hovered, recorded under `label` with the item (a click
/// step can press it): placed beside the item, below it or, where there is no room, above it, so
/// it never covers the item's own value (the timeline's time while it is dragged).
void TooltipBesideItem(std::string_view label, const char* text);
/// The panel's frame begins: `panel` is the one being drawn until the next call (one lab draws at
/// a time, as ImGui has one current context), and its list of items starts anew.
void BeginTrackedFrame(PanelState& panel);
/// The panel being drawn (for the helpers ImGui-style code calls without the lab's state); a
/// panel of its own, never drawn, before any frame.
PanelState& CurrentPanel();
/// Where the item labelled `label` was drawn in the last frame (asked between frames; the first
/// one, when two share a label); none when it was not drawn or is scrolled out of view.
std::optional<ScreenRect> FindShownItem(const PanelState& panel, std::string_view label);
/// The labels drawn in the last frame, for a script's error message.
std::vector<std::string> ShownItemLabels(const PanelState& panel);

}  // namespace circlelab::app
