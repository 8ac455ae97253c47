#include "core/io/trace.h"

#include <ostream>

#include "core/io/json.h"

namespace circlelab::physics {

std::string TraceLine(const Simulation& sim) {
    std::string out = "{\"step\":" + std::to_string(sim.steps()) + ",\"time\":" + FormatNumber(sim.time()) + ",\"bodies\":[";
    const auto& bodies = sim.scene().bodies;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        const Body& b = bodies[i];
        out += (i ? ",{\"x\":" : "{\"x\":") + FormatNumber(b.circle.center.x) + ",\"y\":" + FormatNumber(b.circle.center.y) +
               ",\"vx\":" + FormatNumber(b.velocity.x) + ",\"vy\":" + FormatNumber(b.velocity.y) + "}";
    }
    const Vec2 p = sim.Momentum();
    out += "],\"energy\":" + FormatNumber(sim.KineticEnergy()) + ",\"momentum\":[" + FormatNumber(p.x) + "," +
           FormatNumber(p.y) + "]}";
    return out;
}

void RunTrace(Simulation& sim, long steps, long every, std::ostream& out) {
    out << TraceLine(sim) << '\n';
    for (long i = 1; i <= steps; ++i) {
        sim.Step();
        if (i % every == 0 || i == steps) out << TraceLine(sim) << '\n';
    }
    out.flush();
}

}  // namespace circlelab::physics
