#include "app/commands/simulate.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
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

std::string WholeNumber(std::string& text) {
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    const bool whole = !text.empty() && end == text.c_str() + text.size() && std::isfinite(value) &&
                       value == std::floor(value) && std::abs(value) <= 1e15;
    if (!whole) return "must be a whole number (such as 1000 or 1e3), not \"" + text + "\"";
    text = std::to_string(static_cast<long long>(value));
    return {};
}

}  // namespace circlelab::app
