// Sleeping islands in the physical model's step. The balls asleep are filed in a grid of their own
// (a StaticGrid of their circles), filed again only when which balls sleep, or where, changes; the
// awake balls alone make the step's contacts. A ball that moves and will come within the
// speculative margin of a sleeping one wakes it, and with it every sleeping ball that touches it,
// and every one touching those: the whole island (Erin Catto, "Iterative Dynamics with Temporal
// Coherence", GDC 2005, on islands; Box2D wakes an island whole). A pile asleep costs a look at
// each ball a step; when its island is woken, it wakes at once, not a layer a step.
#include <algorithm>

#include "core/physics/simulation.h"
#include "core/physics/sleep.h"

namespace circlelab::physics {
namespace {

// The nearest that a centre moving from p at velocity v for `span` s comes to the point q.
double NearestDistance(Vec2 p, Vec2 v, double span, Vec2 q) {
    const Vec2 d = p - q;
    const double vv = Dot(v, v);
    const double t = vv > 0 ? std::clamp(-Dot(d, v) / vv, 0.0, span) : 0.0;
    return Length(d + v * t);
}

}  // namespace

// A ball's mean velocity over the step as foreseen: its velocity and half a step of gravity if it
// moves, its velocity if the user holds it (the pointer carries it on), else none.
Vec2 Simulation::Pace(int i) const {
    const Body& b = scene_.bodies[i];
    if (Moves(i)) return b.velocity + scene_.settings.gravity * (0.5 * dt_);
    return i == held ? b.velocity : Vec2{};
}

void Simulation::FileSleepers() {
    const int n = static_cast<int>(scene_.bodies.size());
    std::size_t j = 0;
    bool same = true;
    for (int i = 0; i < n && same; ++i) {
        const Body& b = scene_.bodies[i];
        if (!b.asleep || b.fixed) continue;
        same = j < sleepers_.size() && sleepers_[j] == i && sleptAt_[j] == b.circle.center;
        ++j;
    }
    if (same && j == sleepers_.size()) return;
    sleepers_.clear();
    sleptAt_.clear();
    sleepBoxes_.clear();
    sleepSizes_.clear();
    for (int i = 0; i < n; ++i) {
        const Body& b = scene_.bodies[i];
        if (!b.asleep || b.fixed) continue;
        sleepers_.push_back(i);
        sleptAt_.push_back(b.circle.center);
        const Vec2 r{b.circle.radius, b.circle.radius};
        sleepBoxes_.push_back({b.circle.center - r, b.circle.center + r});
        sleepSizes_.push_back(2 * b.circle.radius);
    }
    // Cells twice the median ball's width: a query of a ball's neighbourhood reads a few cells.
    double cell = 1;
    if (!sleepSizes_.empty()) {
        const auto middle = sleepSizes_.begin() + static_cast<std::ptrdiff_t>(sleepSizes_.size() / 2);
        std::nth_element(sleepSizes_.begin(), middle, sleepSizes_.end());
        cell = std::max(2 * *middle, 1.0);
    }
    sleepGrid_.Build(sleepBoxes_, cell);
}

void Simulation::WakeTouchedIslands() {
    if (sleepers_.empty()) return;
    const int n = static_cast<int>(scene_.bodies.size());
    for (int i = 0; i < n; ++i) {
        const Body& b = scene_.bodies[i];
        if (b.asleep || !(Moves(i) || i == held)) continue;
        const Vec2 pace = Pace(i);
        const Vec2 to = b.circle.center + pace * dt_;
        const double grow = b.circle.radius + kSpeculative;
        const Vec2 lo{std::min(b.circle.center.x, to.x) - grow, std::min(b.circle.center.y, to.y) - grow};
        const Vec2 hi{std::max(b.circle.center.x, to.x) + grow, std::max(b.circle.center.y, to.y) + grow};
        sleepGrid_.Query(lo, hi, found_);
        for (const int j : found_) {
            const Body& other = scene_.bodies[sleepers_[j]];
            if (!other.asleep) continue;  // woken already, with an island met before
            const double reach = b.circle.radius + other.circle.radius + kSpeculative;
            if (NearestDistance(b.circle.center, pace, dt_, other.circle.center) < reach) WakeIslandOf(sleepers_[j]);
        }
    }
}

// Wakes `body` and every sleeping ball joined to it by a chain of touching sleepers.
void Simulation::WakeIslandOf(int body) {
    Wake(scene_.bodies[body]);
    wakeStack_.assign(1, body);
    while (!wakeStack_.empty()) {
        const Circle c = scene_.bodies[wakeStack_.back()].circle;
        wakeStack_.pop_back();
        const Vec2 grow{c.radius + kSpeculative, c.radius + kSpeculative};
        sleepGrid_.Query(c.center - grow, c.center + grow, neighbours_);
        for (const int j : neighbours_) {
            Body& other = scene_.bodies[sleepers_[j]];
            if (!other.asleep) continue;
            const double reach = c.radius + other.circle.radius + kSpeculative;
            if (LengthSquared(other.circle.center - c.center) >= reach * reach) continue;
            Wake(other);
            wakeStack_.push_back(sleepers_[j]);
        }
    }
}

}  // namespace circlelab::physics
