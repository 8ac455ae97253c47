// A ball put deep into a fixed shape with nothing pressing it (no gravity, the physical model), as
// a user drops one into a wall while the lab is paused: the step shoves it out of the deep part of
// the overlap and pushes it out of the rest, to the shape's surface, within the contact slop. The
// hold that lets a heavy pile's bottom rest 0.5–0.7 px deep kept such a ball 0.7 px inside.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <cmath>
#include <string>

#include "core/ball.h"
#include "core/collide/contact.h"
#include "core/physics/contact_solver.h"
#include "core/physics/simulation.h"

namespace circlelab::physics {
namespace {

using testing::Ball;

struct DeepCase {
    std::string name;
    Scene scene;  ///< one ball, 10 px into something fixed, no gravity
};

// How deep the ball overlaps the scene's shapes, tiles and fixed balls.
double Overlap(const Scene& scene) {
    const Circle& ball = scene.bodies[0].circle;
    std::vector<Shape> shapes = scene.shapes;
    if (scene.tiles) {
        const std::vector<Shape> tiles = TileShapes(*scene.tiles);
        shapes.insert(shapes.end(), tiles.begin(), tiles.end());
    }
    double deepest = 0;
    for (const Shape& s : shapes) deepest = std::max(deepest, Collide(ball, s).depth);
    for (std::size_t i = 1; i < scene.bodies.size(); ++i)
        deepest = std::max(deepest, ball.radius + scene.bodies[i].circle.radius - Length(ball.center - scene.bodies[i].circle.center));
    return deepest;
}

std::vector<DeepCase> Cases() {
    std::vector<DeepCase> cases;
    // A box whose top is at y 400: a ball of r 20 centred 10 px above it reaches 10 px in.
    Scene box;
    box.shapes.push_back(Rect{{0, 400}, {400, 100}, 0});
    box.bodies.push_back(Ball({200, 390}, 20));
    cases.push_back({"Box", box});
    // A row of tiles whose top is at y 64.
    Scene tiles;
    tiles.tiles = TileMap{{0, 0}, 32, {"........", "........", "########"}};
    tiles.bodies.push_back(Ball({128, 54}, 20));
    cases.push_back({"Tile", tiles});
    // A triangle tile's slope (missing its upper-left corner: the slope faces up and left).
    Scene slope;
    slope.shapes.push_back(Triangle{{0, 0}, {200, 200}, Corner::kTopLeft});
    slope.bodies.push_back(Ball({100 - 10 / std::sqrt(2.0), 100 - 10 / std::sqrt(2.0)}, 20));
    cases.push_back({"TriangleSlope", slope});
    // A circle shape and a fixed ball.
    Scene disc;
    disc.shapes.push_back(Circle{{200, 200}, 50});
    disc.bodies.push_back(Ball({260, 200}, 20));
    cases.push_back({"CircleShape", disc});
    Scene fixed;
    fixed.bodies.push_back(Ball({260, 200}, 20));
    fixed.bodies.push_back(Ball({200, 200}, 50));
    fixed.bodies[1].fixed = true;
    cases.push_back({"FixedBall", fixed});
    return cases;
}

void PrintTo(const DeepCase& c, std::ostream* os) { *os << c.name; }

class DeepOverlap : public ::testing::TestWithParam<DeepCase> {};

// Put 10 px in, the ball is out to the surface within two seconds at 60 and 120 Hz (the shove
// moves at most 120 px/s), and stays there, still.
TEST_P(DeepOverlap, AFreeBallIsShovedAndPushedOutToTheSurface) {
    for (const double rate : {60.0, 120.0}) {
        Scene scene = GetParam().scene;
        scene.settings.response = ResponseModel::kPhysical;
        ASSERT_NEAR(Overlap(scene), 10.0, 1e-9);
        Simulation sim(scene, rate);
        for (int step = 0; step < static_cast<int>(2 * rate); ++step) sim.Step();
        EXPECT_LE(Overlap(scene), kSlop + 1e-9) << "at " << rate << " Hz";
        EXPECT_LT(Length(scene.bodies[0].velocity), 1.0) << "at " << rate << " Hz";
    }
}

INSTANTIATE_TEST_SUITE_P(Physics, DeepOverlap, ::testing::ValuesIn(Cases()), [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace circlelab::physics
