// A pile for the physics tests and benchmarks: `balls` balls of r 6 px thrown at random in a
// closed box of 32 px tiles under gravity, the same scene as the comparison with Box2D v3
// (docs/physics.md): e 0.5, μ 0.4, rolling 40 px/s², gravity 700 px/s², the box's floor twice as
// far below as the balls need, its width growing with the root of their number.
#pragma once

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "core/scene/scene.h"

namespace circlelab::testing {

struct Pile {
    Scene scene;
    Aabb inside;  ///< the box's open space: every ball's centre belongs strictly inside it
};

inline Pile MakePile(int balls, ResponseModel model = ResponseModel::kPhysical) {
    constexpr double kTile = 32, kRadius = 6, kPitch = 2 * kRadius + 3;
    const int columns = std::max(12, static_cast<int>(std::sqrt(balls * 4 * kPitch * kPitch) / kTile));
    const int rows = columns * 2 / 3;
    Pile pile;
    TileMap map{{0, 0}, kTile, {}};
    map.rows.push_back(std::string(columns, '#'));
    for (int r = 1; r + 1 < rows; ++r) map.rows.push_back('#' + std::string(columns - 2, '.') + '#');
    map.rows.push_back(std::string(columns, '#'));
    pile.scene.tiles = map;
    pile.inside = {{kTile, kTile}, {(columns - 1) * kTile, (rows - 1) * kTile}};
    pile.scene.settings.gravity = {0, 700};
    pile.scene.settings.rolling = 40;
    pile.scene.settings.response = model;
    const int perRow = static_cast<int>((columns - 2) * kTile / kPitch) - 1;
    std::mt19937_64 rng(1000 + balls);
    std::uniform_real_distribution<double> jitter(-1, 1), speed(-150, 150);
    for (int i = 0; i < balls; ++i) {
        Body b;
        b.circle = {{kTile + kPitch + (i % perRow) * kPitch + jitter(rng), kTile + kPitch + (i / perRow) * kPitch}, kRadius};
        b.velocity = {speed(rng), speed(rng)};
        b.mass = 1;
        b.elasticity = 0.5;
        b.friction = 0.4;
        pile.scene.bodies.push_back(b);
    }
    return pile;
}

/// The deepest overlap of two balls, found by sweeping along x (independent of the step's grids).
inline double DeepestOverlap(const std::vector<Body>& bodies) {
    std::vector<int> order(bodies.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return bodies[a].circle.center.x < bodies[b].circle.center.x; });
    double widest = 0, deepest = 0;
    for (const Body& b : bodies) widest = std::max(widest, b.circle.radius);
    for (std::size_t x = 0; x < order.size(); ++x) {
        const Circle& a = bodies[order[x]].circle;
        for (std::size_t y = x + 1; y < order.size(); ++y) {
            const Circle& b = bodies[order[y]].circle;
            if (b.center.x - a.center.x >= a.radius + widest) break;
            deepest = std::max(deepest, a.radius + b.radius - Length(a.center - b.center));
        }
    }
    return deepest;
}

}  // namespace circlelab::testing
