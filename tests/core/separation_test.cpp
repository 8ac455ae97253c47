// The physical model holding a pile up: 2,000 balls thrown into a closed tile box at 60 Hz, 23 rows
// deep once landed. From 3 s after the throw no two balls press a pixel into each other: the soft
// step's contacts, stiff enough (60 Hz) for the pile's weight, and no ball leaves the box. (Box2D's
// 30 Hz contacts left the bottom rows pressed 3 px together.) A soak test (tests/CMakeLists.txt):
// 2,000 balls for 4 s of simulated time, left out under the sanitizers.
#include <gtest/gtest.h>

#include "core/physics/simulation.h"
#include "pile_scene.h"

namespace circlelab::physics {
namespace {

TEST(Separation, ALandedPileOfTwoThousandBallsPressesLessThanAPixelAt60Hz) {
    testing::Pile pile = testing::MakePile(2000);
    Simulation sim(pile.scene, 60);
    const Aabb& box = pile.inside;
    // The last balls land about 2 s after the throw; from 3 s on, a look every half second.
    for (int step = 1; step <= 240; ++step) {
        sim.Step();
        if (step < 180 || step % 30 != 0) continue;
        EXPECT_LT(testing::DeepestOverlap(pile.scene.bodies), 1.0) << "t = " << sim.time() << " s";
        for (const Body& b : pile.scene.bodies) {
            const Vec2 p = b.circle.center;
            ASSERT_TRUE(p.x > box.lo.x && p.x < box.hi.x && p.y > box.lo.y && p.y < box.hi.y) << "t = " << sim.time() << " s";
        }
    }
}

}  // namespace
}  // namespace circlelab::physics
