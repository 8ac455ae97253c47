// `simulate`'s lines: every body's position and velocity, the energy and the momentum, compact.
#include <gtest/gtest.h>

#include "core/io/trace.h"

namespace circlelab::physics {
namespace {

TEST(Trace, OneCompactLinePerStepWithEveryBody) {
    Scene s;
    s.name = "t";
    Body a;
    a.circle = {{1, 2}, 3};
    Body b;
    b.circle = {{40.5, 6}, 3};
    b.mass = 2;
    b.velocity = {-1, 0};
    s.bodies = {a, b};
    Simulation sim(s);
    EXPECT_EQ(TraceLine(sim), R"({"step":0,"time":0,"bodies":[{"x":1,"y":2,"vx":0,"vy":0},)"
                              R"({"x":40.5,"y":6,"vx":-1,"vy":0}],"energy":1,"momentum":[-2,0]})");
    sim.Step();
    const std::string line = TraceLine(sim);
    EXPECT_EQ(line.rfind(R"({"step":1,"time":0.008333333333333333,"bodies":[{"x":1,"y":2,"vx":0,"vy":0},)", 0), 0u)
        << line;
}

}  // namespace
}  // namespace circlelab::physics
