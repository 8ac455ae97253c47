// The last seconds of a run, kept step by step so the lab can step back (,) and scrub through
// them; going on from a point kept gives the same steps again, for the simulation's whole state
// is kept, not only the bodies.
#pragma once

#include <cstddef>
#include <deque>
#include <vector>

#include "core/physics/simulation.h"

namespace circlelab::physics {

class Timeline {
public:
    /// Keeps the last `seconds` of steps of `rate` per second.
    explicit Timeline(double seconds = 10.0, double rate = 120.0);

    /// Adds the simulation's state after a step; the oldest falls off past the span kept.
    void Record(const Simulation& sim);
    /// Forgets every state after `index` (going on from a scrubbed point writes a new future).
    void KeepUpTo(std::size_t index);
    void Clear() { states_.clear(); }

    std::size_t size() const { return states_.size(); }
    bool empty() const { return states_.empty(); }
    const SimulationState& at(std::size_t index) const { return states_[index]; }

    /// The bodies' centres over the last `seconds` (oldest first), for trails; one list per body
    /// of the latest state, as far back as each body existed.
    std::vector<std::vector<Vec2>> Trails(double seconds, std::size_t maxBodies) const;

private:
    std::size_t capacity_;
    double rate_;
    std::deque<SimulationState> states_;
};

}  // namespace circlelab::physics
