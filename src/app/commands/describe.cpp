#include "app/commands/describe.h"

#include <cstdio>

#include "app/commands/output.h"
#include "app/model/scene_description.h"
#include "core/io/scene_json.h"
#include "core/scene/frame_facts.h"

namespace circlelab::app {

int RunDescribe(const std::string& scenePath) {
    const SceneLoad load = LoadSceneFile(scenePath);
    if (!load.scene) {
        std::fprintf(stderr, "%s", load.Format(scenePath).c_str());
        return 1;
    }
    const Scene& scene = *load.scene;
    const std::string text = DescribeScene(scene, ComputeFacts(scene), {.running = scene.settings.running});
    return WriteOutput("describe", text + "\n") ? 0 : 1;
}

}  // namespace circlelab::app
