// Predictions scored against the exact contact, worked by hand: the box [0, 100] × [0, 50] and a
// circle of radius 10.
#include <gtest/gtest.h>

#include <cmath>

#include "core/collide/contact.h"
#include "core/draw/palette.h"
#include "core/draw/prediction_draw.h"
#include "core/scene/prediction.h"

namespace circlelab {
namespace {

const Shape kBox = Rect{{0, 0}, {100, 50}, 0};

TEST(Prediction, EachPartIsScoredAgainstTheExactAnswer) {
    // Below the box: the closest point is (50, 50), the normal straight down, 20 away: a miss.
    const Contact exact = Collide(Circle{{50, 70}, 10}, kBox);
    Prediction p;
    p.hit = true;              // wrong: it misses
    p.closest = Vec2{53, 46};  // 3 right and 4 up of the exact point: 5 px off
    p.normal = Vec2{1, 1};     // 45° from straight down
    const PredictionScore s = Score(p, exact, {}, 0.8);
    ASSERT_TRUE(s.hitRight);
    EXPECT_FALSE(*s.hitRight);
    ASSERT_TRUE(s.closestPixels);
    EXPECT_NEAR(*s.closestPixels, 5.0, 1e-12);
    ASSERT_TRUE(s.normalDegrees);
    EXPECT_NEAR(*s.normalDegrees, 45.0, 1e-12);
    EXPECT_FALSE(s.bounceDegrees);  // not predicted
}

bool HasLabel(const DrawList& list, const std::string& text) {
    for (const TextCmd& t : list.labels)
        if (t.text == text) return true;
    return false;
}

// On the scene: the hit-or-miss guess says itself above the circle, then whether it was right; the
// normal is named in words; once revealed the guess is see-through and thinner than the answer's
// closest line (2.5 px), so the orange line under the purple arrow still shows.
TEST(Prediction, TheGuessIsDrawnOnTheSceneAndStepsBackOnceRevealed) {
    const Circle circle{{50, 70}, 10};
    Prediction p;
    p.hit = true;
    p.closest = Vec2{53, 46};
    p.normal = Vec2{1, 1};
    DrawList asked;
    DrawPrediction(p, nullptr, circle, std::nullopt, asked);
    EXPECT_TRUE(HasLabel(asked, "you said: hit"));
    ASSERT_EQ(asked.arrows.size(), 1u);
    EXPECT_EQ(asked.arrows[0].label, "your normal");
    const PredictionScore score = Score(p, Collide(circle, kBox), {}, 0.8);
    DrawList revealed;
    DrawPrediction(p, &score, circle, std::nullopt, revealed);
    EXPECT_TRUE(HasLabel(revealed, "you said: hit (wrong)"));  // it misses by 10 px
    ASSERT_EQ(revealed.arrows.size(), 1u);
    EXPECT_EQ(revealed.arrows[0].label, "your normal, 45.0\u00b0 off");
    EXPECT_LT(revealed.arrows[0].color.a, 255);
    EXPECT_LT(revealed.arrows[0].width, asked.arrows[0].width);
    for (const TextCmd& t : revealed.labels) EXPECT_EQ(t.color, palette::kPrediction) << t.text;  // the words stay solid
}

TEST(Prediction, TheBounceOfAMovingCircle) {
    // Moving up and right into the bottom face (normal (0, 1)) at (30, −40), e = 0.5: it leaves at
    // (30, 20). A prediction straight along (3, 2) is exact; one straight down is off by the
    // angle of (30, 20) from (0, 1): atan(30 / 20) = 56.31°.
    const Contact exact = Collide(Circle{{50, 58}, 10}, kBox);  // 8 below: a hit, normal (0, 1)
    ASSERT_TRUE(exact.hit);
    const std::optional<Vec2> b = Bounce({30, -40}, exact.normal, 0.5);
    ASSERT_TRUE(b);
    EXPECT_NEAR(b->x, 30, 1e-12);
    EXPECT_NEAR(b->y, 20, 1e-12);
    Prediction p;
    p.bounce = Vec2{3, 2};
    EXPECT_NEAR(*Score(p, exact, {30, -40}, 0.5).bounceDegrees, 0.0, 1e-9);
    p.bounce = Vec2{0, 1};
    EXPECT_NEAR(*Score(p, exact, {30, -40}, 0.5).bounceDegrees, std::atan(30.0 / 20.0) * 180 / 3.141592653589793, 1e-9);
    // A circle moving away from the face does not bounce: its bounce prediction is not scored.
    EXPECT_FALSE(Bounce({0, 40}, exact.normal, 0.5));
    EXPECT_FALSE(Score(p, exact, {0, 40}, 0.5).bounceDegrees);
}

TEST(Prediction, AnglesRunFromZeroToOneEighty) {
    EXPECT_NEAR(AngleDegrees({1, 0}, {5, 0}), 0, 1e-12);
    EXPECT_NEAR(AngleDegrees({1, 0}, {0, -2}), 90, 1e-12);
    EXPECT_NEAR(AngleDegrees({1, 0}, {-1, 1e-300}), 180, 1e-9);
    EXPECT_EQ(AngleDegrees({0, 0}, {1, 0}), 180);  // no direction: as wrong as can be
}

TEST(Prediction, TheTallyKeepsCountsAndMeans) {
    PredictionTally t;
    t.Add({});  // nothing predicted: no question counted
    EXPECT_EQ(t.questions, 0);
    t.Add({true, 4.0, 10.0, std::nullopt});
    t.Add({false, 6.0, std::nullopt, 30.0});
    EXPECT_EQ(t.questions, 2);
    EXPECT_EQ(t.hitAsked, 2);
    EXPECT_EQ(t.hitRight, 1);
    EXPECT_EQ(t.closestCount, 2);
    EXPECT_DOUBLE_EQ(t.closestSum / t.closestCount, 5.0);
    EXPECT_EQ(t.normalCount, 1);
    EXPECT_EQ(t.bounceCount, 1);
    EXPECT_DOUBLE_EQ(t.bounceSum, 30.0);
}

}  // namespace
}  // namespace circlelab
