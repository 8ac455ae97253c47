// Rendering the lab without a display: SDL's software renderer drawing into memory, exactly the
// frame the window would show, written as PNG.
#pragma once

#include <string>

#include "app/lab/lab_state.h"

namespace circlelab::app {

struct ShotOptions {
    int width = 1280;
    int height = 720;
    int frames = 2;  ///< ImGui needs two frames to lay its windows out
    bool panels = true;
};

/// Renders `state` and writes `outPath`. Returns an empty string on success, else the problem.
std::string RenderShot(LabState& state, const ShotOptions& options, const std::string& outPath);

}  // namespace circlelab::app
