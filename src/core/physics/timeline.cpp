#include "core/physics/timeline.h"

#include <algorithm>
#include <cmath>

namespace circlelab::physics {

Timeline::Timeline(double seconds, double rate)
    : capacity_(static_cast<std::size_t>(std::max(1.0, std::round(seconds * rate)))), rate_(rate) {}

void Timeline::Record(const Simulation& sim) {
    states_.push_back(sim.Save());
    while (states_.size() > capacity_) states_.pop_front();
}

void Timeline::KeepUpTo(std::size_t index) {
    if (index + 1 < states_.size()) states_.erase(states_.begin() + static_cast<std::ptrdiff_t>(index + 1), states_.end());
}

std::vector<std::vector<Vec2>> Timeline::Trails(double seconds, std::size_t maxBodies) const {
    std::vector<std::vector<Vec2>> trails;
    if (states_.empty()) return trails;
    const std::size_t bodies = std::min(states_.back().bodies.size(), maxBodies);
    trails.resize(bodies);
    const std::size_t span = std::min(states_.size(), static_cast<std::size_t>(std::round(seconds * rate_)) + 1);
    for (std::size_t k = states_.size() - span; k < states_.size(); ++k) {
        const std::vector<Body>& at = states_[k].bodies;
        for (std::size_t b = 0; b < bodies && b < at.size(); ++b) trails[b].push_back(at[b].circle.center);
    }
    return trails;
}

}  // namespace circlelab::physics
