#include "app/commands/check.h"

#include <cstdio>

#include "core/io/scene_json.h"

namespace circlelab::app {

int RunCheck(const std::vector<std::string>& files) {
    int failed = 0;
    for (const std::string& f : files) {
        const SceneLoad load = LoadSceneFile(f);
        if (load.scene) {
            std::printf("%s: ok (%zu bodies, %zu shapes)\n", f.c_str(), load.scene->bodies.size(),
                        AllShapes(*load.scene).size());
        } else {
            std::fprintf(stderr, "%s", load.Format(f).c_str());
            ++failed;
        }
    }
    return failed ? 1 : 0;
}

}  // namespace circlelab::app
