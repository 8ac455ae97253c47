// The scenes shipped in assets/scenes, in NN order, for the scene picker and `screenshots`.
#pragma once

#include <string>
#include <vector>

namespace circlelab::app {

/// The assets folder: $CIRCLELAB_ASSETS, else the source tree's assets (compiled in), else
/// ./assets. Empty when none exists.
std::string AssetsDir();

/// Paths of assets/scenes/*.json, sorted by file name (so by their NN prefix).
std::vector<std::string> SceneFiles();

}  // namespace circlelab::app
