// The collision API (docs/architecture.md, "The collision API") beside Box2D 2.4 on the same cases, in one
// binary and one run: for each shape kind, 1,024 circles around one shape, half of them
// overlapping it. Every benchmark answers all 1,024 circles per iteration and reports the time
// per circle ("per_circle"), so the ratios read directly. bench/ratios.sh prints the table the
// README shows; bench/count_instructions.sh counts instructions with callgrind through `--count`.
//
//   BM_Collide/<kind>         Collide(circle, shape): Prepare and Collide on every call
//   BM_CollidePrepared/<kind> Collide(circle, prepared)
//   BM_Overlaps/<kind>        Overlaps(circle, prepared)
//   BM_CollideMany/<kind>     CollideMany over the 1,024 circles
//   BM_Box2DManifold/<kind>   b2CollidePolygonAndCircle / b2CollideCircles, and
//                             b2WorldManifold::Initialize when touching (skin radius 0)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "collide_cases.h"

namespace {

using namespace circlelab;

struct Cases {
    Shape shape;
    PreparedShape prepared;
    std::vector<Circle> circles;
    std::vector<Contact> contacts;
    bench::Box2dCase box2d;
};

const Cases& CasesOf(int kind) {
    static const std::array<Cases, 4> all = [] {
        std::array<Cases, 4> out;
        for (int k = 0; k < 4; ++k) {
            out[k].shape = bench::MakeShape(k);
            out[k].prepared = Prepare(out[k].shape);
            out[k].circles = bench::MakeCircles(out[k].shape);
            out[k].contacts.resize(out[k].circles.size());
            out[k].box2d = bench::MakeBox2dCase(k, out[k].circles);
        }
        return out;
    }();
    return all[kind];
}

// One pass over the 1,024 circles each. Not inlined, so callgrind can count one pass exactly
// (--count) and each benchmark times the same loop shape.
[[gnu::noinline]] void PassCollide(const Cases& c) {
    for (const Circle& circle : c.circles) {
        Contact contact = Collide(circle, c.shape);
        benchmark::DoNotOptimize(contact);
    }
}
[[gnu::noinline]] void PassCollidePrepared(const Cases& c) {
    for (const Circle& circle : c.circles) {
        Contact contact = Collide(circle, c.prepared);
        benchmark::DoNotOptimize(contact);
    }
}
[[gnu::noinline]] void PassOverlaps(const Cases& c) {
    for (const Circle& circle : c.circles) {
        bool hit = Overlaps(circle, c.prepared);
        benchmark::DoNotOptimize(hit);
    }
}
[[gnu::noinline]] void PassCollideMany(Cases& c) {
    CollideMany(c.circles, c.prepared, c.contacts);
    benchmark::DoNotOptimize(c.contacts.data());
    benchmark::ClobberMemory();
}
[[gnu::noinline]] void PassBox2DManifold(const Cases& c) {
    for (int i = 0; i < static_cast<int>(c.circles.size()); ++i) {
        b2WorldManifold world;
        int points = bench::Box2dContact(c.box2d, i, world);
        benchmark::DoNotOptimize(points);
        benchmark::DoNotOptimize(world);
    }
}

struct Method {
    const char* name;
    void (*pass)(Cases&);
};
const std::array<Method, 5> kMethods{{
    {"BM_Collide", [](Cases& c) { PassCollide(c); }},
    {"BM_CollidePrepared", [](Cases& c) { PassCollidePrepared(c); }},
    {"BM_Overlaps", [](Cases& c) { PassOverlaps(c); }},
    {"BM_CollideMany", [](Cases& c) { PassCollideMany(c); }},
    {"BM_Box2DManifold", [](Cases& c) { PassBox2DManifold(c); }},
}};

void Run(benchmark::State& state, const Method& method, int kind) {
    Cases& c = const_cast<Cases&>(CasesOf(kind));
    for (auto _ : state) method.pass(c);
    state.counters["per_circle"] = benchmark::Counter(
        static_cast<double>(c.circles.size()),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// `--count METHOD KIND PASSES`: run one method's pass PASSES times and nothing else, for
// callgrind (bench/count_instructions.sh).
int Count(const char* method, const char* kind, const char* passes) {
    for (const Method& m : kMethods)
        for (int k = 0; k < 4; ++k)
            if (std::strcmp(m.name, method) == 0 && std::strcmp(bench::kKinds[k], kind) == 0) {
                Cases& c = const_cast<Cases&>(CasesOf(k));
                const long n = std::strtol(passes, nullptr, 10);
                for (long i = 0; i < n; ++i) m.pass(c);
                return 0;
            }
    std::fprintf(stderr, "circlelab_bench: no method %s for kind %s\n", method, kind);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 5 && std::strcmp(argv[1], "--count") == 0) return Count(argv[2], argv[3], argv[4]);
    for (const Method& m : kMethods)
        for (int k = 0; k < 4; ++k)
            benchmark::RegisterBenchmark((std::string(m.name) + "/" + bench::kKinds[k]).c_str(),
                                         [&m, k](benchmark::State& s) { Run(s, m, k); });
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
