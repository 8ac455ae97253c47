// `circlelab screenshots`: the visual regression test. Every scene in assets/scenes is rendered
// headless and compared with screenshots/<name>.png.
#pragma once

#include <string>

#include "render/image_compare.h"

namespace circlelab::app {

struct ScreenshotsOptions {
    std::string scenesDir;      ///< default: assets/scenes
    std::string referencesDir;  ///< default: screenshots/ beside assets/
    std::string outDir;         ///< where .actual.png and .diff.png go; default: referencesDir
    std::string only;           ///< --scene: only scenes whose file name contains this
    bool update = false;        ///< rewrite the references instead of comparing
    render::Tolerance tolerance;
};

/// Prints a progress line per scene; returns 0 when every scene matches (or was updated), else 1.
int RunScreenshots(const ScreenshotsOptions& options);

/// "DELTA:PIXELS" (for example 4:100) into `out`; false when the text is not of that form.
bool ParseTolerance(const std::string& text, render::Tolerance& out);

}  // namespace circlelab::app
