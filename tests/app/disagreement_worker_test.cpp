// The map worker of the window: what it hands back is the map of the inputs asked for, and a
// newer request wins over one in progress.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "app/lab/disagreement_worker.h"

namespace circlelab::app {
namespace {

// Asks every few milliseconds, as frames do, until the map is there (or a generous time passed).
const classic::DisagreementMap* WaitFor(DisagreementWorker& worker, classic::Algorithm a, const Shape& shape, double r) {
    for (int frame = 0; frame < 6000; ++frame) {
        if (const classic::DisagreementMap* map = worker.Request(a, shape, r)) return map;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return nullptr;
}

TEST(DisagreementWorker, HandsBackTheMapOfTheInputsAskedFor) {
    DisagreementWorker worker;
    const Shape tile = Triangle{{0, 0}, {120, 80}, Corner::kTopLeft, 0};
    const classic::DisagreementMap* map = WaitFor(worker, classic::Algorithm::kWorden, tile, 15);
    ASSERT_NE(map, nullptr);
    const classic::DisagreementMap direct = classic::ComputeDisagreement(classic::Algorithm::kWorden, tile, 15, 2.0);
    EXPECT_EQ(map->differs, direct.differs);
    EXPECT_EQ(map->area, direct.area);
    EXPECT_FALSE(worker.Busy());
}

TEST(DisagreementWorker, TheNewestRequestWinsWhileARadiusIsDragged) {
    // A drag asks for a new radius every frame; only the last one need be computed, and the map
    // handed back is for it, never for a radius passed on the way.
    DisagreementWorker worker;
    const Shape box = Rect{{0, 0}, {600, 400}, 0};
    for (int r = 10; r < 40; ++r) worker.Request(classic::Algorithm::kLazyFooPublished, box, r);
    EXPECT_TRUE(worker.Busy());
    const classic::DisagreementMap* map = WaitFor(worker, classic::Algorithm::kLazyFooPublished, box, 40);
    ASSERT_NE(map, nullptr);
    const classic::DisagreementMap direct = classic::ComputeDisagreement(classic::Algorithm::kLazyFooPublished, box, 40, 2.0);
    EXPECT_EQ(map->differs, direct.differs);
    EXPECT_EQ(map->differing, direct.differing);
}

TEST(DisagreementWorker, AMemoComputesOnceForTheSameInputs) {
    MapMemo memo;
    const Shape disc = Circle{{0, 0}, 30};
    const classic::DisagreementMap& first = memo.Get(classic::Algorithm::kBoundingBox, disc, 10);
    const classic::DisagreementMap& again = memo.Get(classic::Algorithm::kBoundingBox, disc, 10);
    EXPECT_EQ(&first, &again);
    EXPECT_GT(again.differing, 0);
    EXPECT_NE(memo.Get(classic::Algorithm::kBoundingBox, disc, 12).differing, 0);
}

}  // namespace
}  // namespace circlelab::app
