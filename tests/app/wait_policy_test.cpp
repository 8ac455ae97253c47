// The loop's waiting policy: a running lab never waits, a still one waits for input or for what
// is due next.
#include <gtest/gtest.h>

#include "app/base/wait_policy.h"

namespace circlelab::app {
namespace {

TEST(WaitPolicy, AnythingAnimatingNeverWaits) {
    const double now = 10;
    EXPECT_EQ(WaitMilliseconds({.running = true}, now), 0);
    EXPECT_EQ(WaitMilliseconds({.mapComputing = true}, now), 0);
    EXPECT_EQ(WaitMilliseconds({.gesture = true}, now), 0);
    EXPECT_EQ(WaitMilliseconds({.keyHeld = true}, now), 0);
    EXPECT_EQ(WaitMilliseconds({.settleFrames = 2}, now), 0);
    // A running scene never waits, even with a message due much later.
    EXPECT_EQ(WaitMilliseconds({.running = true, .statusUntil = 14}, now), 0);
}

TEST(WaitPolicy, AStillLabWaitsForInput) {
    EXPECT_EQ(WaitMilliseconds({}, 10), kWaitForEvent);
    EXPECT_EQ(WaitMilliseconds({.settleFrames = 0}, 10), kWaitForEvent);
}

TEST(WaitPolicy, AStatusMessageDueWakesTheLoop) {
    EXPECT_EQ(WaitMilliseconds({.statusUntil = 10.25}, 10), 251);  // just after it is due
    EXPECT_EQ(WaitMilliseconds({.statusUntil = 9}, 10), 1);        // overdue: wake at once
}

TEST(WaitPolicy, TheEarliestDueMomentWins) {
    EXPECT_EQ(WaitMilliseconds({.statusUntil = 13, .closeAt = 11}, 10), 1001);
    EXPECT_EQ(WaitMilliseconds({.statusUntil = 10.5, .closeAt = 11}, 10), 501);
}

}  // namespace
}  // namespace circlelab::app
