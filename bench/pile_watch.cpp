// Watches a pile of tests/pile_scene.h land and settle in the physical model: every half second of
// simulated time one line with the deepest overlap of two balls (measured apart from the step's
// grids), how many balls are awake and how many left the box, the fastest ball and the mean speed
// of the awake ones, with the CPU time of the steps so far. What docs/physics.md's tables of the piles come from.
//
//   circlelab_pile_watch BALLS [RATE_HZ] [SECONDS]      (defaults: 60 Hz, 8 s)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <string>

#include "core/physics/simulation.h"
#include "pile_scene.h"

namespace {

using circlelab::Body;

struct Look {
    int awake = 0, outside = 0;
    double fastest = 0, meanAwake = 0;
};

Look LookAt(const circlelab::testing::Pile& pile) {
    Look look;
    double sum = 0;
    for (const Body& b : pile.scene.bodies) {
        const circlelab::Vec2 p = b.circle.center;
        const circlelab::Aabb& box = pile.inside;
        if (!(p.x > box.lo.x && p.x < box.hi.x && p.y > box.lo.y && p.y < box.hi.y)) ++look.outside;
        if (b.asleep) continue;
        ++look.awake;
        const double speed = circlelab::Length(b.velocity);
        look.fastest = std::max(look.fastest, speed);
        sum += speed;
    }
    look.meanAwake = look.awake > 0 ? sum / look.awake : 0;
    return look;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s BALLS [RATE_HZ] [SECONDS]\n", argv[0]);
        return 2;
    }
    const int balls = std::stoi(argv[1]);
    const double rate = argc > 2 ? std::stod(argv[2]) : 60;
    const double seconds = argc > 3 ? std::stod(argv[3]) : 8;
    circlelab::testing::Pile pile = circlelab::testing::MakePile(balls);
    circlelab::physics::Simulation sim(pile.scene, rate);
    const int steps = static_cast<int>(std::lround(seconds * rate));
    const int every = std::max(1, static_cast<int>(std::lround(rate / 2)));
    double cpu = 0;
    std::printf("balls %d at %g Hz\n", balls, rate);
    for (int step = 1; step <= steps; ++step) {
        const std::clock_t start = std::clock();
        sim.Step();
        cpu += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
        if (step % every != 0 && step != steps) continue;
        const Look look = LookAt(pile);
        std::printf("t %5.2f s  deepest overlap %6.3f px  awake %6d  outside %d  "
                    "fastest %7.1f px/s  mean awake %7.2f px/s  step CPU %7.1f ms\n",
                    step / rate, circlelab::testing::DeepestOverlap(pile.scene.bodies), look.awake, look.outside, look.fastest, look.meanAwake,
                    1e3 * cpu);
        std::fflush(stdout);
    }
    return 0;
}
