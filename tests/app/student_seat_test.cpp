// A student's seat in a live class: once the teacher has asked, the student's own lab never shows
// the answer before the teacher reveals it — not by V, not by turning predict mode off.
#include <gtest/gtest.h>

#include "app/model/lab_state.h"
#include "app/model/predictions.h"
#include "app/actions/shortcuts.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

LabState AskedQuestion(bool seated) {
    LabState state;
    state.doc.Reset(DefaultScene());
    TogglePredict(state);
    state.teaching.teacherReveals = seated;
    return state;
}

TEST(StudentSeat, NeitherVNorPTakesTheAnswerOutOfTheTeachersHands) {
    LabState state = AskedQuestion(true);
    ASSERT_TRUE(state.answersHidden());
    Perform(state, Action::kReveal);
    EXPECT_FALSE(state.teaching.revealed);
    Perform(state, Action::kPredict);
    EXPECT_TRUE(state.teaching.predict);
    EXPECT_TRUE(state.answersHidden());
}

TEST(StudentSeat, TheTeachersRevealShowsTheAnswer) {
    LabState state = AskedQuestion(true);
    Reveal(state);  // what the page does when the class's server says the teacher revealed
    EXPECT_FALSE(state.answersHidden());
}

TEST(StudentSeat, AloneVRevealsAsBefore) {
    LabState state = AskedQuestion(false);
    Perform(state, Action::kReveal);
    EXPECT_TRUE(state.teaching.revealed);
}

}  // namespace
}  // namespace circlelab::app
