// `circlelab simulate SCENE.json --steps N [--every K] [--model M] [--rate HZ]`: the physics headless, as JSON Lines.
#pragma once

#include <string>

namespace circlelab::app {

struct SimulateOptions {
    std::string scenePath;
    std::string model;  ///< "tutorial", "physical" or empty: the scene's own
    long steps = 120;
    long every = 1;
    double rate = 120;  ///< steps per simulated second
};

int RunSimulate(const SimulateOptions& options);

}  // namespace circlelab::app
