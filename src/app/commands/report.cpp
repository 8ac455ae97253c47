#include "app/commands/report.h"

#include <cstdio>

#include "app/commands/output.h"
#include "core/io/report.h"
#include "core/io/scene_json.h"

namespace circlelab::app {

int RunReport(const std::string& scenePath) {
    const SceneLoad load = LoadSceneFile(scenePath);
    if (!load.scene) {
        std::fprintf(stderr, "%s", load.Format(scenePath).c_str());
        return 1;
    }
    // Written as it is made: a report of gigabytes never sits in memory.
    return StreamSceneReport(*load.scene, [](std::string_view piece) { return WriteOutput("report", piece); }) ? 0 : 1;
}

}  // namespace circlelab::app
