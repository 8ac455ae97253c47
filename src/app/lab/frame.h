// One frame of the lab, the same for the window and for headless rendering: the panels, the
// scene's draw list, its labels in the UI font, all onto the renderer.
#pragma once

#include <SDL.h>

#include <functional>

#include "app/lab/lab_state.h"
#include "render/geometry_renderer.h"
#include "app/lab/ui_font.h"

namespace circlelab::app {

/// Call after the platform backend's NewFrame (or after setting io.DisplaySize headless) and
/// before SDL_RenderPresent. `width` and `height` are in the coordinates the scene is drawn in.
/// With `rasterize` false the frame is laid out (ImGui settles its windows) but nothing is drawn.
/// `afterNewFrame` runs right after ImGui::NewFrame: the place to give the scene its input, because
/// only then do io.WantCaptureMouse and io.WantCaptureKeyboard describe this frame's pointer.
void RenderLabFrame(LabState& state, SDL_Renderer* renderer, const UiFonts& fonts,
                    const render::TextureSet& textures, float width, float height, bool panels,
                    bool rasterize = true, const std::function<void()>& afterNewFrame = {});

}  // namespace circlelab::app
