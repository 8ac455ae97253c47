// The interactive window: Init / Update / Draw / Shutdown around one main loop (the raylib
// examples' order), ImGui for the panel (its examples' event order: ImGui sees every event
// first; the scene gets the mouse only when ImGui does not want it).
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "app/model/lab_state.h"
#include "app/panels/ui_font.h"
#include "render/geometry_renderer.h"

namespace circlelab::app {

struct WindowOptions {
    std::string scenePath;  ///< empty: the compiled-in default scene
    std::string lessonPath;  ///< a lesson to open on its first step (`circlelab lesson`)
    int width = 1280;
    int height = 800;
    int frames = 0;     ///< with exitAfter: draw this many frames (never idling), then close
    bool exitAfter = false;
    double seconds = 0;  ///< > 0: close after this many seconds of wall time, as a user quitting without saving
    bool classroom = false;   ///< open in classroom mode (F2)
    bool fullscreen = false;  ///< open fullscreen (F11)
    bool stats = false;  ///< print one JSON line of frame statistics at exit (docs/architecture.md, Scripted runs)
};

/// Runs the window until it is closed. Returns the process exit status.
int RunLabWindow(const WindowOptions& options);

/// The window, its renderer, ImGui's backends, the UI fonts and the textures.
struct LabWindow {
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;
    UiFonts fonts;
    render::TextureSet textures;
};
/// Opens it all (options.width × options.height); false, having said why on stderr, when it cannot.
bool OpenLabWindow(LabWindow& w, const WindowOptions& options);
void CloseLabWindow(LabWindow& w);

/// One frame of the window, the per-frame function that the desktop loop (after it has waited
/// for something to happen) and the browser's main loop both call: `events` and every event
/// still queued go to ImGui and the lab, the lab's frame moves on by `dt` seconds and is drawn,
/// the title follows the scene, an F12 screenshot is written, and the frame is presented.
/// A key let go in the same frame it was pressed is left in `events` for the next frame (ImGui
/// would miss the press). Returns whether any event arrived (or waits): the next frame follows.
bool LabWindowFrame(LabWindow& w, LabState& state, std::vector<SDL_Event>& events, double dt);

}  // namespace circlelab::app
