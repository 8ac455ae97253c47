// Two labs in one process (headless runs side by side, as `play` and the claims tests make them)
// keep their panels apart: each draws in its own ImGui context and remembers its own items,
// trimmed labels and notices (app/model/panel_state.h), where these were once globals every lab
// shared.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "app/base/synthetic_input.h"
#include "app/shells/headless.h"
#include "app/panels/covering.h"
#include "app/panels/shown_items.h"

namespace circlelab::app {
namespace {

constexpr double kFrame = 1.0 / 60;

// Two headless labs in one process, as two runs of the program drawn in turn; a null where one
// did not start (`problem` says why).
std::pair<std::unique_ptr<HeadlessLab>, std::unique_ptr<HeadlessLab>> StartTwoLabs(int w1, int h1, int w2, int h2,
                                                                                std::string& problem) {
    std::unique_ptr<HeadlessLab> one = HeadlessLab::Start(w1, h1, problem);
    std::unique_ptr<HeadlessLab> two = one ? HeadlessLab::Start(w2, h2, problem) : nullptr;
    return {std::move(one), std::move(two)};
}

TEST(PanelState, TwoLabsDrawingInTurnKeepTheirOwnPanels) {
    std::string problem;
    auto [projector, desk] = StartTwoLabs(1024, 768, 1280, 800, problem);
    ASSERT_TRUE(projector && desk) << problem;
    LabState a, b;
    a.classroom = true;  // the projector's lab: large text, trimmed labels
    for (int frame = 0; frame < 3; ++frame) {  // in turn, as two runs in one process draw
        projector->Frame(a, {}, 0.0, true, false);
        desk->Frame(b, {}, 0.0, true, false);
    }
    EXPECT_TRUE(a.panel.trimmed);
    EXPECT_FALSE(b.panel.trimmed);
    // Each lab's own items, where it drew them: the classroom panel's file node says "File", the
    // desk's "Open or save a file" (a single list once held the last lab's only).
    EXPECT_TRUE(FindShownItem(a.panel, "File")) << ::testing::PrintToString(ShownItemLabels(a.panel));
    EXPECT_FALSE(FindShownItem(a.panel, "Open or save a file"));
    EXPECT_TRUE(FindShownItem(b.panel, "Open or save a file")) << ::testing::PrintToString(ShownItemLabels(b.panel));
    EXPECT_FALSE(FindShownItem(b.panel, "File"));
    // Drawn at another size, the same item stands elsewhere: each rect is its own lab's.
    const std::optional<ScreenRect> lessonsA = FindShownItem(a.panel, "Lessons"), lessonsB = FindShownItem(b.panel, "Lessons");
    if (lessonsA && lessonsB) {
        EXPECT_FALSE(lessonsA->y == lessonsB->y && lessonsA->h == lessonsB->h);
    }
}

// A value typed beyond its knob's range is said in the status line of the lab it was typed into.
TEST(PanelState, ATypedNoticeStaysWithItsLab) {
    std::string problem;
    auto [first, second] = StartTwoLabs(1280, 800, 1280, 800, problem);
    ASSERT_TRUE(first && second) << problem;
    LabState a, b;
    a.panel.typedNotice = "radius: 1e+300 is kept at 100000 px";  // as the slider leaves it mid-frame
    first->Frame(a, {}, 0.0, true, false);
    second->Frame(b, {}, 0.0, true, false);
    EXPECT_EQ(a.status, "radius: 1e+300 is kept at 100000 px");
    EXPECT_TRUE(b.status.empty()) << b.status;
    EXPECT_TRUE(a.panel.typedNotice.empty());
}

// Unfolds the panel's Lessons list as a person does: the panel scrolled down, a click on its header.
void OpenLessons(HeadlessLab& lab, LabState& state) {
    SyntheticInput input;
    const Vec2 panel{120, 500};
    lab.Frame(state, {}, 0.0, true, false);
    for (int i = 0; i < 3; ++i) {
        const SDL_Event scroll[] = {input.Move(panel), input.Wheel(-40)};
        lab.Frame(state, scroll, kFrame, true, false);
    }
    const std::optional<ScreenRect> header = FindShownItem(state.panel, "Lessons");
    ASSERT_TRUE(header) << ::testing::PrintToString(ShownItemLabels(state.panel));
    const Vec2 at{header->x + 10, header->y + header->h / 2};
    const SDL_Event press[] = {input.Move(at), input.Press(at, 1)};
    lab.Frame(state, press, kFrame, true, false);
    const SDL_Event release[] = {input.Release(at, 1)};
    lab.Frame(state, release, kFrame, true, false);
    lab.Frame(state, {}, kFrame, true, false);
}

// The Lessons list is read from disk by each lab into its own panel state: one list kept for the
// whole process showed the first lab's list in every lab after it.
TEST(PanelState, EachLabShowsItsOwnLessonList) {
    std::string problem;
    auto [first, second] = StartTwoLabs(1280, 800, 1280, 800, problem);
    ASSERT_TRUE(first && second) << problem;
    LabState a, b;
    a.panel.shippedLessons = {{"first/lesson.json", "The first lab's own lesson"}};
    OpenLessons(*first, a);
    OpenLessons(*second, b);
    EXPECT_TRUE(FindShownItem(a.panel, "The first lab's own lesson")) << ::testing::PrintToString(ShownItemLabels(a.panel));
    EXPECT_FALSE(FindShownItem(b.panel, "The first lab's own lesson")) << ::testing::PrintToString(ShownItemLabels(b.panel));
    for (const ShippedLesson& lesson : b.panel.shippedLessons) EXPECT_NE(lesson.path, "first/lesson.json");
}

// The handles are worked out once a frame: what the banners keep clear of, and what `play`
// checks they cover, are the handles that frame drew, even once the lab has moved on.
TEST(PanelState, TheHandlesKeptClearOfAreTheOnesTheFrameDrew) {
    std::string problem;
    std::unique_ptr<HeadlessLab> lab = HeadlessLab::Start(1280, 800, problem);
    ASSERT_TRUE(lab) << problem;
    Scene scene;
    Body ball;
    ball.circle = {{100, 100}, 20};
    scene.bodies.push_back(ball);
    scene.shapes.push_back(Rect{{300, 300}, {200, 100}});
    scene.viewer.selected = 0;
    LabState state;
    state.doc.Reset(scene);
    state.editor.editing = true;
    for (int frame = 0; frame < 2; ++frame) lab->Frame(state, {}, kFrame, true, false);
    ASSERT_TRUE(state.frame.handles);
    const std::vector<ScreenRect> drawn = HandleSquares(state);
    EXPECT_EQ(drawn.size(), state.frame.handles->resize.size() + (state.frame.handles->rotate ? 1u : 0u));
    ASSERT_FALSE(drawn.empty());
    state.editor.editing = false;  // the next frame shows none; this one showed them
    EXPECT_EQ(HandleSquares(state).size(), drawn.size());
    lab->Frame(state, {}, kFrame, true, false);
    EXPECT_FALSE(state.frame.handles);
    EXPECT_TRUE(HandleSquares(state).empty());
}

}  // namespace
}  // namespace circlelab::app
