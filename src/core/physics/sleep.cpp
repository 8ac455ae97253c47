#include "core/physics/sleep.h"

#include <algorithm>
#include <cmath>

namespace circlelab::physics {
namespace {

int Root(std::vector<int>& parent, int i) {
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];  // path halving
        i = parent[i];
    }
    return i;
}

}  // namespace

void Wake(Body& body) {
    body.asleep = false;
    body.still = 0;
    body.restsAt = body.circle.center;
}

void UpdateSleep(std::vector<Body>& bodies, std::span<const std::pair<int, int>> touching, int held, double dt,
                 std::vector<int>& scratch) {
    const int n = static_cast<int>(bodies.size());
    bool ready = false;  // a ball awake has rested long enough to sleep
    for (int i = 0; i < n; ++i) {
        Body& b = bodies[i];
        if (b.fixed) continue;
        if (b.asleep) {
            ready = ready || i == held;  // held, it wakes (below)
            continue;
        }
        // A ball rests while it stays near where its rest began, or while it is slower than
        // kSleepSpeed (Box2D's rule: a pile that settles by a pixel a second has come to rest). A
        // ball that stays where it is while its speed would carry it off in a step is not at
        // rest: something holds it, and sleeping would take its energy.
        const double speed = Length(b.velocity), rim = std::abs(b.spin) * b.circle.radius;
        const bool stays = LengthSquared(b.circle.center - b.restsAt) < kSleepDistance * kSleepDistance &&
                           speed * dt < kSleepDistance && rim * kSleepAfter < kSleepDistance;
        const bool slow = speed < kSleepSpeed && rim < kSleepSpeed;
        const bool rests = i != held && (stays || slow);
        if (rests) {
            b.still = std::min(b.still + dt, kSleepAfter);
        } else {
            b.still = 0;
            b.restsAt = b.circle.center;
        }
        ready = ready || !(b.still < kSleepAfter);
    }
    // No ball ready (and none held asleep): every island with a ball awake stays awake, so when no
    // sleeper touches another ball (as in the step, whose touching pairs are of balls awake or
    // fixed) each sleeper is an island of its own and sleeps on, as below.
    const auto joined = [&](const std::pair<int, int>& p) {
        const Body &a = bodies[p.first], &b = bodies[p.second];
        return !a.fixed && !b.fixed && (a.asleep || b.asleep);
    };
    if (!ready && std::none_of(touching.begin(), touching.end(), joined)) {
        for (Body& b : bodies)
            if (b.asleep && !b.fixed) b.velocity = {}, b.spin = 0;
        return;
    }
    // Islands by union–find over the touching pairs; the smaller index is the root, so the result
    // does not depend on the order of the pairs.
    // scratch: each ball's parent in [0, n), each root's "awake" in [n, 2n).
    scratch.assign(2 * static_cast<std::size_t>(n), 0);
    std::vector<int>& parent = scratch;
    for (int i = 0; i < n; ++i) parent[i] = i;
    for (const auto& [a, b] : touching) {
        if (bodies[a].fixed || bodies[b].fixed) continue;
        const int ra = Root(parent, a), rb = Root(parent, b);
        if (ra != rb) parent[std::max(ra, rb)] = std::min(ra, rb);
    }
    // An island is awake when one of its balls is: still[root] carries the island's verdict.
    int* awake = scratch.data() + n;
    for (int i = 0; i < n; ++i) {
        const Body& b = bodies[i];
        if (b.fixed) continue;
        if (i == held || (!b.asleep && b.still < kSleepAfter)) awake[Root(parent, i)] = 1;
    }
    for (int i = 0; i < n; ++i) {
        Body& b = bodies[i];
        if (b.fixed) continue;
        if (awake[Root(parent, i)]) {
            if (b.asleep) b.asleep = false;  // touched by a ball that moves: it keeps its rest time
            continue;
        }
        b.asleep = true;
        b.velocity = {};
        b.spin = 0;
    }
}

}  // namespace circlelab::physics
