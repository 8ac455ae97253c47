// The interactive window: Init / Update / Draw / Shutdown around one main loop (the raylib
// examples' order), ImGui for the panel (its examples' event order: ImGui sees every event
// first; the scene gets the mouse only when ImGui does not want it).
#pragma once

#include <string>

namespace circlelab::app {

struct WindowOptions {
    std::string scenePath;  ///< empty: the compiled-in default scene
    int width = 1280;
    int height = 800;
    int frames = 0;     ///< with exitAfter: draw this many frames (never idling), then close
    bool exitAfter = false;
    double seconds = 0;  ///< > 0: close after this many seconds of wall time, as a user quitting without saving
    bool stats = false;  ///< print one JSON line of frame statistics at exit (DESIGN.md, Scripted runs)
};

/// Runs the window until it is closed. Returns the process exit status.
int RunLabWindow(const WindowOptions& options);

}  // namespace circlelab::app
