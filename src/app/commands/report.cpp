#include "app/commands/report.h"

#include <cstdio>

#include "core/io/report.h"
#include "core/io/scene_json.h"

namespace circlelab::app {

int RunReport(const std::string& scenePath) {
    const SceneLoad load = LoadSceneFile(scenePath);
    if (!load.scene) {
        std::fprintf(stderr, "%s", load.Format(scenePath).c_str());
        return 1;
    }
    std::fputs(SceneReport(*load.scene).c_str(), stdout);
    return 0;
}

}  // namespace circlelab::app
