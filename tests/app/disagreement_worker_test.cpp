// The map worker of the window: what it hands back is the map of the inputs asked for, and a
// newer request wins over one in progress.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

#include "app/model/disagreement_worker.h"

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

TEST(DisagreementWorker, OnlyTheNewestOfTheRequestsMadeDuringAComputationIsComputed) {
    // A drag asks for a new radius every frame. While one map is being computed, the radii asked
    // for meanwhile are passed over: the one in progress is cancelled and only the last is
    // computed. The computation here is the test's own, held at its start until every request is
    // made, so the order of events is the same on every run.
    std::mutex mutex;
    std::vector<double> computed;
    bool firstWasCancelled = false;
    std::promise<void> started, release;
    std::shared_future<void> released = release.get_future().share();
    DisagreementWorker worker([&](const MapKey& key, const std::atomic<bool>* cancel) {
        bool first = false;
        {
            const std::lock_guard lock(mutex);
            computed.push_back(key.radius);
            first = computed.size() == 1;
        }
        classic::DisagreementMap map;
        if (first) {
            started.set_value();
            released.wait();
        }
        map.cancelled = cancel->load();
        map.area = key.radius;  // marks whose map this is
        if (first) {
            const std::lock_guard lock(mutex);
            firstWasCancelled = map.cancelled;
        }
        return map;
    });
    const Shape box = Rect{{0, 0}, {600, 400}, 0};
    EXPECT_EQ(worker.Request(classic::Algorithm::kLazyFooPublished, box, 10), nullptr);
    started.get_future().wait();
    for (int r = 11; r <= 40; ++r) EXPECT_EQ(worker.Request(classic::Algorithm::kLazyFooPublished, box, r), nullptr);
    release.set_value();
    const classic::DisagreementMap* map = WaitFor(worker, classic::Algorithm::kLazyFooPublished, box, 40);
    ASSERT_NE(map, nullptr);
    EXPECT_EQ(map->area, 40);
    const std::lock_guard lock(mutex);
    EXPECT_EQ(computed, (std::vector<double>{10, 40}));
    EXPECT_TRUE(firstWasCancelled) << "the map in progress was not told to stop";
}

TEST(DisagreementWorker, AMapAskedForAgainWhileComputedIsComputedOnce) {
    std::atomic<int> runs{0};
    std::promise<void> started, release;
    std::shared_future<void> released = release.get_future().share();
    DisagreementWorker worker([&](const MapKey& key, const std::atomic<bool>* cancel) {
        if (runs.fetch_add(1) == 0) {
            started.set_value();
            released.wait();
        }
        classic::DisagreementMap map;
        map.cancelled = cancel->load();
        map.area = key.radius;
        return map;
    });
    const Shape disc = Circle{{0, 0}, 30};
    EXPECT_EQ(worker.Request(classic::Algorithm::kBoundingBox, disc, 12), nullptr);
    started.get_future().wait();
    for (int frame = 0; frame < 5; ++frame) EXPECT_EQ(worker.Request(classic::Algorithm::kBoundingBox, disc, 12), nullptr);
    release.set_value();
    const classic::DisagreementMap* map = WaitFor(worker, classic::Algorithm::kBoundingBox, disc, 12);
    ASSERT_NE(map, nullptr);
    EXPECT_EQ(map->area, 12);
    EXPECT_EQ(runs.load(), 1);
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
