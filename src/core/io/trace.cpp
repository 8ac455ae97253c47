#include "core/io/trace.h"

#include <ostream>

#include "core/io/json_writer.h"

namespace circlelab::physics {

std::string TraceLine(const Simulation& sim) {
    std::string text;
    JsonWriter out(text);
    out.BeginObject().Key("step").Int(sim.steps()).Key("time").Number(sim.time());
    out.Key("bodies").BeginArray();
    for (const Body& b : sim.scene().bodies) {
        out.BeginObject();
        out.Key("x").Number(b.circle.center.x).Key("y").Number(b.circle.center.y);
        out.Key("vx").Number(b.velocity.x).Key("vy").Number(b.velocity.y);
        if (b.asleep) out.Key("asleep").Bool(true);
        out.EndObject();
    }
    out.EndArray();
    const Vec2 p = sim.Momentum();
    out.Key("energy").Number(sim.KineticEnergy());
    out.Key("momentum").BeginArray().Number(p.x).Number(p.y).EndArray();
    out.EndObject();
    return text;
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
