// A line of text over the scene (a lesson's step on a phone, the predict prompt, mini-golf's
// score, the status line), clear of what it must not cover (app/panels/covering.h).
#pragma once

#include <span>
#include <string>

#include "app/base/layout.h"
#include "app/model/panel_state.h"

namespace circlelab::app {

/// The text centred at the top or bottom of the scene's viewport, clear of `keepClear` (the
/// selected shape's handles, a banner already shown), and recorded in the panel's banners as drawn.
void Banner(PanelState& panel, const char* id, const std::string& text, const ScreenRect& viewport, bool top,
            std::span<const ScreenRect> keepClear);

}  // namespace circlelab::app
