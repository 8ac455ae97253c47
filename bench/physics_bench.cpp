// One physics step of a large tile world and of a stress scene, to compare with the goal of
// 4 ms per 120 Hz step for 2,000 balls in a 200 x 200 tile world on one core.
#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

#include "core/physics/simulation.h"
#include "core/physics/tunnelling.h"
#include "core/io/scene_json.h"

namespace {

using namespace circlelab;

// A side x side world of 16 px tiles: a solid border, scattered blocks and triangle tiles, and
// balls of r 5 thrown in every direction, no gravity (a top-down table).
Scene TileWorld(int balls, int side = 200) {
    Scene s;
    TileMap map{{0, 0}, 16, {}};
    std::mt19937_64 rng(1);
    for (int r = 0; r < side; ++r) {
        std::string row(side, '.');
        for (int c = 0; c < side; ++c) {
            if (r == 0 || c == 0 || r == side - 1 || c == side - 1) row[c] = '#';
            else if (rng() % 23 == 0) row[c] = "#1234"[rng() % 5];
        }
        map.rows.push_back(row);
    }
    s.tiles = map;
    std::uniform_real_distribution<double> pos(40, side * 16.0 - 40), vel(-300, 300);
    for (int i = 0; i < balls; ++i) {
        Body b;
        Vec2 p{pos(rng), pos(rng)};
        // Start in an open cell.
        while (map.rows[int(p.y / 16)][int(p.x / 16)] != '.') p = {pos(rng), pos(rng)};
        b.circle = {Vec2{std::floor(p.x / 16) * 16 + 8, std::floor(p.y / 16) * 16 + 8}, 5};
        b.velocity = {vel(rng), vel(rng)};
        b.elasticity = 0.9;
        s.bodies.push_back(b);
    }
    return s;
}

void BM_TileWorldStep(benchmark::State& state) {
    Scene world = TileWorld(static_cast<int>(state.range(0)));
    physics::Simulation sim(world);
    for (int i = 0; i < 60; ++i) sim.Step();  // let the balls spread and collide first
    for (auto _ : state) sim.Step();
    state.SetLabel("200x200 tiles, " + std::to_string(state.range(0)) + " balls");
}
BENCHMARK(BM_TileWorldStep)->Arg(2000)->Unit(benchmark::kMillisecond);

// How a step scales with the number of balls: the tile world grown with them, so that density
// stays that of 2,000 balls in 200 x 200 tiles (20 tiles per ball); a broad phase linear in the
// balls keeps the time per ball (the `per_ball` counter) flat.
void BM_ConstantDensityStep(benchmark::State& state) {
    const int balls = static_cast<int>(state.range(0));
    const int side = static_cast<int>(std::lround(200 * std::sqrt(balls / 2000.0)));
    Scene world = TileWorld(balls, side);
    physics::Simulation sim(world);
    for (int i = 0; i < 60; ++i) sim.Step();
    for (auto _ : state) sim.Step();
    state.counters["per_ball"] = benchmark::Counter(static_cast<double>(balls), benchmark::Counter::kIsIterationInvariantRate |
                                                                                   benchmark::Counter::kInvert);
    state.SetLabel(std::to_string(side) + "x" + std::to_string(side) + " tiles, " + std::to_string(balls) + " balls");
}
BENCHMARK(BM_ConstantDensityStep)->Arg(500)->Arg(2000)->Arg(8000)->Arg(32000)->Unit(benchmark::kMillisecond);

// The stress scene as shipped: 300 balls falling into a pile in a tile box (measured after two
// seconds, when the pile is in constant contact).
void BM_StressSceneStep(benchmark::State& state) {
    SceneLoad load = LoadSceneFile(CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json");
    if (!load.scene) {
        state.SkipWithError("cannot load the stress scene");
        return;
    }
    physics::Simulation sim(*load.scene);
    for (int i = 0; i < 240; ++i) sim.Step();
    for (auto _ : state) sim.Step();
    state.SetLabel("300 balls, piled");
}
BENCHMARK(BM_StressSceneStep)->Unit(benchmark::kMillisecond);

// The lab's tunnelling map as the panel draws it every frame: 24 speeds x 72 directions of a
// circle against a thin rotated wall, at 60 frames a second.
void BM_TunnellingMap(benchmark::State& state) {
    const Circle ball{{300, 250}, 10};
    const Shape wall = Rect{{400, 100}, {4, 300}, 20};
    const double top = physics::TunnellingTopSpeed(ball, wall, 1.0 / 60, 0);
    for (auto _ : state) benchmark::DoNotOptimize(physics::ComputeTunnellingMap(ball, wall, 1.0 / 60, 1.0, top, 24, 72));
}
BENCHMARK(BM_TunnellingMap)->Unit(benchmark::kMicrosecond);

}  // namespace
