// Queries per second of Collide for each shape kind, beside Box2D's circle-vs-polygon
// manifold (b2CollidePolygonAndCircle), circle-vs-circle (b2CollideCircles) and its GJK
// overlap test (b2TestOverlap) on the same cases. Box2D's polygon skin radius is set to 0 so
// both answer the same geometric question. Run: build/bench/circlelab_bench
#include <benchmark/benchmark.h>
#include <box2d/box2d.h>

#include <random>
#include <vector>

#include "core/collide/contact.h"

namespace {

using namespace circlelab;

constexpr int kCases = 1024;

// Circle centres scattered around the shape, a third of them overlapping it.
std::vector<Circle> Circles() {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> pos(-120, 220), rad(2, 40);
    std::vector<Circle> out;
    for (int i = 0; i < kCases; ++i) out.push_back({{pos(rng), pos(rng)}, rad(rng)});
    return out;
}

const std::vector<Circle>& Cases() {
    static const std::vector<Circle> cases = Circles();
    return cases;
}

Shape MakeShape(int kind) {
    switch (kind) {
        case 0: return Circle{{50, 50}, 40};
        case 1: return Rect{{0, 0}, {100, 60}, 0};
        case 2: return Rect{{0, 0}, {100, 60}, 30};
        default: return Triangle{{0, 0}, {100, 80}, Corner::kTopLeft, 0};
    }
}

const char* kKindNames[] = {"circle", "rect", "rect_rotated", "triangle"};

// Not inlined, so a call costs what a call into Box2D's shared library costs, and callgrind
// can count the instructions of one query (bench/count_instructions.sh).
[[gnu::noinline]] Contact CollideOnce(const Circle& circle, const Shape& shape) { return Collide(circle, shape); }

void BM_Collide(benchmark::State& state) {
    const Shape shape = MakeShape(static_cast<int>(state.range(0)));
    const auto& cases = Cases();
    std::size_t i = 0;
    for (auto _ : state) {
        Contact c = CollideOnce(cases[i], shape);
        benchmark::DoNotOptimize(c);
        i = (i + 1) % cases.size();
    }
    state.SetLabel(kKindNames[state.range(0)]);
    state.SetItemsProcessed(state.iterations());
}

// The same shape as Box2D sees it: a polygon in its own frame plus a transform.
struct Box2dShape {
    b2PolygonShape polygon;
    b2CircleShape disc;
    b2Transform transform;
    bool isCircle = false;
};

Box2dShape ToBox2d(int kind) {
    Box2dShape s;
    s.transform.SetIdentity();
    switch (kind) {
        case 0:
            s.isCircle = true;
            s.disc.m_radius = 40;
            s.transform.Set(b2Vec2(50, 50), 0);
            break;
        case 1:
        case 2:
            s.polygon.SetAsBox(50, 30);
            s.transform.Set(b2Vec2(50, 30), kind == 2 ? static_cast<float>(DegToRad(30)) : 0.0f);
            break;
        default: {
            const b2Vec2 v[3] = {b2Vec2(100, 80), b2Vec2(0, 80), b2Vec2(100, 0)};
            s.polygon.Set(v, 3);
            break;
        }
    }
    s.polygon.m_radius = 0.0f;  // no skin: the same geometry as ours
    return s;
}

std::vector<std::pair<b2CircleShape, b2Transform>> Box2dCircles() {
    std::vector<std::pair<b2CircleShape, b2Transform>> out;
    for (const Circle& c : Cases()) {
        b2CircleShape disc;
        disc.m_radius = static_cast<float>(c.radius);
        b2Transform xf;
        xf.Set(b2Vec2(static_cast<float>(c.center.x), static_cast<float>(c.center.y)), 0);
        out.emplace_back(disc, xf);
    }
    return out;
}

void BM_Box2dManifold(benchmark::State& state) {
    const Box2dShape s = ToBox2d(static_cast<int>(state.range(0)));
    const auto circles = Box2dCircles();
    std::size_t i = 0;
    for (auto _ : state) {
        b2Manifold m;
        if (s.isCircle) b2CollideCircles(&m, &s.disc, s.transform, &circles[i].first, circles[i].second);
        else b2CollidePolygonAndCircle(&m, &s.polygon, s.transform, &circles[i].first, circles[i].second);
        benchmark::DoNotOptimize(m);
        i = (i + 1) % circles.size();
    }
    state.SetLabel(kKindNames[state.range(0)]);
    state.SetItemsProcessed(state.iterations());
}

void BM_Box2dTestOverlap(benchmark::State& state) {
    const Box2dShape s = ToBox2d(static_cast<int>(state.range(0)));
    const b2Shape* shape = s.isCircle ? static_cast<const b2Shape*>(&s.disc) : &s.polygon;
    const auto circles = Box2dCircles();
    std::size_t i = 0;
    for (auto _ : state) {
        bool hit = b2TestOverlap(shape, 0, &circles[i].first, 0, s.transform, circles[i].second);
        benchmark::DoNotOptimize(hit);
        i = (i + 1) % circles.size();
    }
    state.SetLabel(kKindNames[state.range(0)]);
    state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_Collide)->DenseRange(0, 3);
BENCHMARK(BM_Box2dManifold)->DenseRange(0, 3);
BENCHMARK(BM_Box2dTestOverlap)->DenseRange(0, 3);

}  // namespace

BENCHMARK_MAIN();
