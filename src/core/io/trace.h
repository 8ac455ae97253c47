// `circlelab simulate`: a headless run written as JSON Lines, one line per recorded step.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "core/physics/simulation.h"

namespace circlelab::physics {

/// {"step":N,"time":t,"bodies":[{"x":..,"y":..,"vx":..,"vy":..},…],"energy":E,"momentum":[px,py]};
/// a sleeping ball (the physical model) also carries "asleep":true.
std::string TraceLine(const Simulation& sim);

/// Runs `steps` fixed steps, writing the starting state and then every `every`-th step (and the
/// last). The same scene and options give the same bytes.
void RunTrace(Simulation& sim, long steps, long every, std::ostream& out);

}  // namespace circlelab::physics
