// One frame of the lab, the same for the window and for headless rendering: the panels, the
// scene's draw list, its labels in the UI font, all onto the renderer.
#pragma once

#include <SDL.h>

#include <span>
#include <string>

#include "app/model/lab_state.h"
#include "render/geometry_renderer.h"
#include "app/panels/ui_font.h"

namespace circlelab::app {

/// Where a frame is drawn: the renderer, the UI fonts and textures made for it, and its size in the
/// coordinates the scene is drawn in (window pixels).
struct FrameTarget {
    SDL_Renderer* renderer = nullptr;
    UiFonts* fonts = nullptr;  ///< the large size is added when classroom mode first needs it
    const render::TextureSet* textures = nullptr;
    float width = 0, height = 0;
    bool measuredOutside = false;  ///< the caller times the whole frame for F3 (the window: with presenting)
};

/// One frame of the lab in its three phases, the same for the window, `play` and `shot`:
///  - input: `events` go to the lab after ImGui's NewFrame, when io.WantCaptureMouse and
///    io.WantCaptureKeyboard describe this frame's pointer (ImGui must have seen them already:
///    through its platform backend in the window, or FeedImGui headless);
///  - update: the lab's clock, held keys, the physics and the status message move on by `dt`
///    seconds (0: nothing moves, as for a picture's first frame);
///  - draw: the scene's draw list, its labels and the panels; with `rasterize` false the frame is
///    laid out (ImGui settles its windows) but nothing is drawn;
///  - a frame whose panel or help did not fit is laid out again at once (no input, no time).
/// Call before SDL_RenderPresent.
void LabFrame(LabState& state, const FrameTarget& target, std::span<const SDL_Event> events, double dt, bool panels,
              bool rasterize = true);

/// The window's title: the scene's name, with " *" while it has unsaved changes.
std::string LabTitle(const LabState& state);

}  // namespace circlelab::app
