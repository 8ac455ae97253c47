// Milliseconds per disagreement map, as the lab computes it when M is pressed: the sandbox scene's
// shapes at its circle's radius (the selected rotated box with migapro is what the lab opens
// with), and shapes that fill a 1280 x 800 view, where the map reaches its 600 x 600 cells.
// Run: build-rel/bench/circlelab_map_bench --benchmark_filter=Map
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/classic/disagreement.h"
#include "core/io/scene_json.h"

namespace {

using namespace circlelab;

struct MapCase {
    std::string name;
    Shape shape;
    double radius;
};

std::vector<MapCase> Cases() {
    std::vector<MapCase> cases;
    const SceneLoad load = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json");
    if (!load.scene) {
        std::fprintf(stderr, "map_bench: cannot load the sandbox scene\n");
        return cases;
    }
    const double radius = load.scene->bodies.front().circle.radius;
    const char* sandboxNames[] = {"sandbox/rect", "sandbox/rotated", "sandbox/tile", "sandbox/circle", "sandbox/tile2"};
    for (std::size_t i = 0; i < load.scene->shapes.size() && i < 5; ++i)
        cases.push_back({sandboxNames[i], load.scene->shapes[i], radius});
    cases.push_back({"view/rect", Rect{{90, 50}, {1100, 700}, 0}, 40});
    cases.push_back({"view/rotated", Rect{{90, 50}, {1100, 700}, 30}, 40});
    cases.push_back({"view/tile", Triangle{{90, 50}, {1100, 700}, Corner::kBottomLeft, 0}, 40});
    cases.push_back({"view/circle", Circle{{640, 400}, 380}, 40});
    return cases;
}

void BM_Map(benchmark::State& state, MapCase c, classic::Algorithm algorithm) {
    long differing = 0;
    for (auto _ : state) {
        const classic::DisagreementMap map = classic::ComputeDisagreement(algorithm, c.shape, c.radius, 2.0);
        differing = map.differing;
        benchmark::DoNotOptimize(differing);
    }
    state.counters["differing"] = static_cast<double>(differing);
}

}  // namespace

int main(int argc, char** argv) {
    for (const MapCase& c : Cases()) {
        for (classic::Algorithm a : classic::kAllAlgorithms) {
            // Only where the method applies: a map that says "n/a" costs nothing.
            if (!classic::Evaluate(a, {{0, 0}, c.radius}, c.shape).hit) continue;
            const std::string name = "BM_Map/" + c.name + "/" + std::string(classic::Name(a));
            benchmark::RegisterBenchmark(name.c_str(), BM_Map, c, a)->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
