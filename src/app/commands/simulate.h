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

/// A count on the command line as a person writes it: "1000", "1e3" or "1000.0" all mean 1000.
/// Rewrites `text` as plain digits and returns ""; else says it must be a whole number.
std::string WholeNumber(std::string& text);

}  // namespace circlelab::app
