// A pile under gravity, circlelab's physical model beside Box2D 2.4.1 (Debian's libbox2d-dev) in
// the same run: N balls of r 6 px thrown into a closed box of 32 px tiles (tests/pile_scene.h, the
// scene docs/physics.md compares with Box2D v3), 10 s of simulated time from the throw, at 60 and
// 120 steps a second. Counters: `ms_per_sim_s`, CPU time per simulated second; `us_per_ball`, the
// same per ball; `outside`, balls that left the box; `awake`, balls awake at the end.
//
// Box2D gets the same world at 40 px to the metre: one static box per solid tile, circles of the
// same mass, restitution and friction (its rolling resistance is left out: 2.4.1 has none), its
// usual 8 velocity and 3 position iterations a step.
#include <benchmark/benchmark.h>
#include <box2d/box2d.h>

#include <algorithm>
#include <numbers>

#include "core/physics/simulation.h"
#include "pile_scene.h"

namespace {

using namespace circlelab;

constexpr double kSimulated = 10;   // seconds of simulated time per iteration
constexpr double kPixelsPerMetre = 40;

bool Inside(const Aabb& box, Vec2 p) { return p.x > box.lo.x && p.x < box.hi.x && p.y > box.lo.y && p.y < box.hi.y; }

void Report(benchmark::State& state, int balls, int outside, int awake) {
    state.counters["ms_per_sim_s"] = benchmark::Counter(1e-3 * kSimulated, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["us_per_ball"] = benchmark::Counter(1e-6 * kSimulated * balls, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["outside"] = outside;
    state.counters["awake"] = awake;
}

void BM_PileCirclelab(benchmark::State& state) {
    const int balls = static_cast<int>(state.range(0));
    const double rate = static_cast<double>(state.range(1));
    int outside = 0, awake = 0;
    for (auto _ : state) {
        state.PauseTiming();
        testing::Pile pile = testing::MakePile(balls);
        physics::Simulation sim(pile.scene, rate);
        state.ResumeTiming();
        for (long step = 0, steps = std::lround(kSimulated * rate); step < steps; ++step) sim.Step();
        state.PauseTiming();
        outside = static_cast<int>(std::count_if(pile.scene.bodies.begin(), pile.scene.bodies.end(),
                                                 [&](const Body& b) { return !Inside(pile.inside, b.circle.center); }));
        awake = static_cast<int>(std::count_if(pile.scene.bodies.begin(), pile.scene.bodies.end(), [](const Body& b) { return !b.asleep; }));
        state.ResumeTiming();
    }
    Report(state, balls, outside, awake);
}

b2Vec2 Metres(Vec2 p) { return {static_cast<float>(p.x / kPixelsPerMetre), static_cast<float>(p.y / kPixelsPerMetre)}; }

void BM_PileBox2D(benchmark::State& state) {
    const int balls = static_cast<int>(state.range(0));
    const double rate = static_cast<double>(state.range(1));
    int outside = 0, awake = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const testing::Pile pile = testing::MakePile(balls);
        const Scene& scene = pile.scene;
        b2World world(Metres(scene.settings.gravity));
        b2BodyDef groundDef;
        b2Body* ground = world.CreateBody(&groundDef);
        const TileMap& map = *scene.tiles;
        const double half = map.size / 2 / kPixelsPerMetre;
        for (std::size_t r = 0; r < map.rows.size(); ++r)
            for (std::size_t c = 0; c < map.rows[r].size(); ++c) {
                if (map.rows[r][c] != '#') continue;
                b2PolygonShape tile;
                tile.SetAsBox(static_cast<float>(half), static_cast<float>(half),
                              Metres(map.origin + Vec2{(c + 0.5) * map.size, (r + 0.5) * map.size}), 0);
                ground->CreateFixture(&tile, 0);
            }
        std::vector<b2Body*> bodies;
        for (const Body& b : scene.bodies) {
            b2BodyDef def;
            def.type = b2_dynamicBody;
            def.position = Metres(b.circle.center);
            def.linearVelocity = Metres(b.velocity);
            b2Body* body = world.CreateBody(&def);
            b2CircleShape circle;
            circle.m_radius = static_cast<float>(b.circle.radius / kPixelsPerMetre);
            b2FixtureDef fixture;
            fixture.shape = &circle;
            fixture.density = static_cast<float>(b.mass / (std::numbers::pi * circle.m_radius * circle.m_radius));
            fixture.restitution = static_cast<float>(b.elasticity);
            fixture.friction = static_cast<float>(b.friction);
            body->CreateFixture(&fixture);
            bodies.push_back(body);
        }
        state.ResumeTiming();
        for (long step = 0, steps = std::lround(kSimulated * rate); step < steps; ++step) world.Step(static_cast<float>(1 / rate), 8, 3);
        state.PauseTiming();
        outside = awake = 0;
        for (b2Body* body : bodies) {
            const b2Vec2 p = body->GetPosition();
            outside += !Inside(pile.inside, {p.x * kPixelsPerMetre, p.y * kPixelsPerMetre});
            awake += body->IsAwake();
        }
        state.ResumeTiming();
    }
    Report(state, balls, outside, awake);
}

void PileSizes(benchmark::internal::Benchmark* b) {
    for (const int balls : {300, 2000, 8000, 32000})
        for (const int rate : {60, 120}) b->Args({balls, rate});
    b->ArgNames({"balls", "hz"})->Unit(benchmark::kMillisecond)->Iterations(1);
}
BENCHMARK(BM_PileCirclelab)->Apply(PileSizes);
BENCHMARK(BM_PileBox2D)->Apply(PileSizes);

}  // namespace
