// The compiled-in default scene: assets/scenes/01_sandbox.json, embedded at build time (see
// CMakeLists.txt), so the program starts from any folder and the default is the file itself.
#include "core/io/scene_json.h"

namespace circlelab {

extern const char* const kDefaultSceneJson;

Scene DefaultScene() {
    SceneLoad load = ParseScene(kDefaultSceneJson);
    if (load.scene) return *load.scene;
    // Unreachable while the sandbox file is valid (a unit test checks it): a circle alone.
    Scene fallback;
    fallback.name = "Empty";
    Body body;
    body.circle = Circle{{640, 360}, 40};
    fallback.bodies.push_back(body);
    return fallback;
}

}  // namespace circlelab
