// `circlelab play SCRIPT.json`: a scripted run (docs/architecture.md, "Scripted runs"). The real lab — the
// same input handling, update and frame code as the window — headless, on a virtual clock of
// 1/60 s frames, so a script gives the same output on every run. One JSON line per step.
#pragma once

#include <string>

namespace circlelab::app {

struct PlayOptions {
    std::string scriptPath;
    std::string framesDir;  ///< every frame as DIR/frame-NNNNN.png
    std::string gifPath;    ///< the run as an animated GIF
};

/// 0 when every step ran and every file was written; 1 (with a message) for a bad script, a scene
/// that does not load, or a file that could not be written.
int RunPlay(const PlayOptions& options);

}  // namespace circlelab::app
