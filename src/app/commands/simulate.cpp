#include "app/commands/simulate.h"

#include <cstdio>
#include <iostream>

#include "core/io/scene_json.h"
#include "core/io/trace.h"
#include "core/physics/simulation.h"

namespace circlelab::app {

int RunSimulate(const SimulateOptions& options) {
    SceneLoad load = LoadSceneFile(options.scenePath);
    if (!load.scene) {
        std::fprintf(stderr, "%s", load.Format(options.scenePath).c_str());
        return 1;
    }
    if (options.model == "tutorial") load.scene->settings.response = ResponseModel::kTutorial;
    if (options.model == "physical") load.scene->settings.response = ResponseModel::kPhysical;
    std::ios::sync_with_stdio(false);
    Scene& scene = *load.scene;
    physics::Simulation sim(scene, options.rate);
    physics::RunTrace(sim, options.steps, options.every, std::cout);
    return 0;
}

}  // namespace circlelab::app
