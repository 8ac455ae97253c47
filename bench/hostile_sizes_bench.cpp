// What hostile sizes cost (docs/limits.md): each benchmark runs at 1× and 8× its input, so the
// ratio of the two times reads as linear (about 8) or quadratic (about 64) at a glance.
//   BM_WrapAtSpaces/N       a description of N bytes wrapped to 60 characters, without newlines
//   BM_PlaceErrorsBackwards/N  64 error places asked from the end of a JSON text of N lines backwards
//   BM_PlaceLabels/R        twelve labels beside a circle of radius R over a 40 × 40 tile grid's outlines
//   BM_OpenLesson/N         every step's scene of a lesson of N steps, each moving a body, on a
//                           scene of a 500 × 500 tile map (what opening it in the lab checks)
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "app/frame/label_placement.h"
#include "app/base/word_wrap.h"
#include "core/io/file_io.h"
#include "core/io/json.h"
#include "core/io/lesson.h"

namespace {

using namespace circlelab;

void BM_WrapAtSpaces(benchmark::State& state) {
    std::string text;
    while (text.size() < std::size_t(state.range(0))) text += "word ";
    const auto measure = [](std::string_view s) { return float(s.size()); };
    for (auto _ : state) benchmark::DoNotOptimize(app::WrapAtSpaces(text, 60, measure));
}
BENCHMARK(BM_WrapAtSpaces)->Arg(512 << 10)->Arg(4 << 20)->Unit(benchmark::kMillisecond);

void BM_PlaceErrorsBackwards(benchmark::State& state) {
    std::string text = "[";
    for (long i = 0; i < state.range(0); ++i) text += "1,\n";
    text += "1]";
    for (auto _ : state) {
        const JsonParse parsed = ParseJson(text);
        for (std::size_t k = 64; k-- > 0;) benchmark::DoNotOptimize(parsed.value->PlaceOf(std::uint32_t(text.size() * k / 64)));
    }
}
BENCHMARK(BM_PlaceErrorsBackwards)->Arg(40000)->Arg(320000)->Unit(benchmark::kMillisecond);

void BM_PlaceLabels(benchmark::State& state) {
    const double radius = double(state.range(0));
    std::vector<app::Segment> outlines;
    for (int i = 0; i <= 40; ++i)
        for (int j = 0; j < 40; ++j) {
            outlines.push_back({{i * 25.0, j * 25.0}, {i * 25.0, j * 25.0 + 25}});
            outlines.push_back({{j * 25.0, i * 25.0}, {j * 25.0 + 25, i * 25.0}});
        }
    const Vec2 centre{500, 500};
    std::vector<app::LabelBox> labels;
    for (int k = 0; k < 12; ++k) labels.push_back({centre + Vec2{radius * 0.5 - k * 4.0, k * 6.0 - 30}, {40, 16}, std::nullopt});
    const app::LabelObstacles::Disc disc{centre, radius};
    const Vec2 point = centre;
    app::LabelObstacles obstacles{{&point, 1}, {}, {&disc, 1}, {0, 0}, {1000, 1000}, {}, outlines};
    for (auto _ : state) benchmark::DoNotOptimize(app::PlaceLabels(labels, obstacles));
}
BENCHMARK(BM_PlaceLabels)->Arg(37)->Arg(300)->Unit(benchmark::kMillisecond);

void BM_OpenLesson(benchmark::State& state) {
    const std::string dir = "/tmp";
    std::string scene = R"({"name":"big","bodies":[{"x":0,"y":0,"r":5}],"tiles":{"x":0,"y":0,"size":4,"rows":[)";
    for (int r = 0; r < 500; ++r) scene += (r ? ",\"" : "\"") + std::string(500, r % 2 ? '#' : '.') + "\"";
    scene += "]}}";
    WriteFileAtomically(dir + "/circlelab-bench-lesson-scene.json", scene);
    std::string lesson = R"({"name":"long","steps":[{"scene":"circlelab-bench-lesson-scene.json","prompt":"p"})";
    for (long i = 0; i < state.range(0); ++i) lesson += R"(,{"prompt":"p","set":["bodies/0/x=)" + std::to_string(i) + R"("]})";
    lesson += "]}";
    const JsonParse parsed = ParseJson(lesson);
    const LessonLoad load = LessonFromJson(parsed.value->Root());
    for (auto _ : state) benchmark::DoNotOptimize(CheckLessonScenes(*load.lesson, dir));
}
BENCHMARK(BM_OpenLesson)->Arg(8)->Arg(64)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
