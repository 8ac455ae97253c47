// The scenes shipped in assets/scenes, in NN order, for the scene picker and `screenshots`.
#pragma once

#include <string>
#include <vector>

namespace circlelab::app {

/// The assets folder (scenes/, lessons/, scripts/, textures/, fonts/), found from where the
/// program is (never a path compiled in, so a moved install still finds its own):
///   $CIRCLELAB_ASSETS when set;
///   EXE_DIR/../share/circlelab, an install tree (`cmake --install`, the Debian package);
///   EXE_DIR/assets, the build tree (a link to the source's assets) and the web page's /assets;
///   ./assets last. Links are resolved. Empty when none exists.
std::string AssetsDir();

/// Paths of assets/scenes/*.json, sorted by file name (so by their NN prefix).
std::vector<std::string> SceneFiles();

/// A shipped scene as the picker lists it: "05  Godfrey: regions I–VIII…" (its NN, then its name).
struct ShippedScene {
    std::string path, label;
};
/// Every shipped scene, named by its `name` (the file name when it does not load).
std::vector<ShippedScene> ShippedScenes();

/// A shipped lesson as the Lessons list shows it: its file and its name (ShippedLessons,
/// app/model/lesson.h).
struct ShippedLesson {
    std::string path, name;
};

/// Whether `path` is one of the scenes the program ships (a file in an `assets/scenes` folder, this
/// program's or another copy's): those are never overwritten.
bool IsShippedScene(const std::string& path);

}  // namespace circlelab::app
