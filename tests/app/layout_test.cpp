// The lab's layout: nothing over the scene, and the scene large enough for a class to see.
#include <gtest/gtest.h>

#include "app/base/layout.h"
#include "app/panels/ui_font.h"

namespace circlelab::app {
namespace {

bool Overlap(const ScreenRect& a, const ScreenRect& b) {
    return a.w > 0 && b.w > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

void ExpectTiled(const LabLayout& l, float width, float height) {
    const ScreenRect window{0, 0, width, height};
    for (const ScreenRect& r : {l.sidebar, l.numbers, l.tutorials, l.plots, l.viewport}) EXPECT_TRUE(window.Contains(r));
    const ScreenRect boxes[] = {l.sidebar, l.numbers, l.tutorials, l.plots};
    for (const ScreenRect& r : boxes) EXPECT_FALSE(Overlap(r, l.viewport));
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = i + 1; j < 4; ++j) EXPECT_FALSE(Overlap(boxes[i], boxes[j])) << i << " " << j;
}

// The comparison, shown, takes a column over the whole height for its chosen method's steps: the
// scene keeps nearly 40 % then, and 60 % without it.
TEST(Layout, ClassroomAt1024x768KeepsSixtyPercentForTheScene) {
    for (bool numbers : {false, true})
        for (bool tutorials : {false, true})
            for (bool plots : {false, true}) {
                const LabLayout l = ComputeLayout({.width = 1024, .height = 768, .em = UiFonts{}.largeSize, .classroom = true,
                                                   .numbers = numbers, .tutorials = tutorials, .plots = plots});
                ExpectTiled(l, 1024, 768);
                EXPECT_GE(l.viewport.Area(), (tutorials ? 0.38f : 0.6f) * 1024 * 768) << numbers << tutorials << plots;
                EXPECT_EQ(l.numbers.w > 0, numbers);
                EXPECT_EQ(l.tutorials.w > 0, tutorials);
                // Two boxes at most beside the scene, the strip's wide enough for its text (12 em), the
                // comparison's column for its steps (10 em); the plots give way to the other two.
                EXPECT_EQ(l.plots.w > 0, plots && !(numbers && tutorials));
                for (const ScreenRect& box : {l.numbers, l.plots}) {
                    if (box.w > 0) {
                        EXPECT_GE(box.w, 12 * UiFonts{}.largeSize) << numbers << tutorials << plots;
                    }
                }
                if (tutorials) {
                    EXPECT_GE(l.tutorials.w, 10 * UiFonts{}.largeSize);
                    EXPECT_EQ(l.tutorials.h, 768);
                }
            }
}

TEST(Layout, NormalLabDocksTheBoxesInAColumnBesideTheScene) {
    const LabLayout l = ComputeLayout({.width = 1280, .height = 800, .em = 18, .numbers = true, .tutorials = true});
    ExpectTiled(l, 1280, 800);
    EXPECT_EQ(l.sidebar.x, 0);
    EXPECT_EQ(l.viewport.x, l.sidebar.w);
    EXPECT_EQ(l.numbers.x, l.viewport.x + l.viewport.w);  // right of the scene
    EXPECT_EQ(l.tutorials.y, l.numbers.y + l.numbers.h);  // below the numbers
    EXPECT_EQ(l.viewport.h, 800);
}

TEST(Layout, ThePlotsDockAtTheBottomOfTheColumn) {
    const LabLayout all = ComputeLayout({.width = 1920, .height = 1080, .em = 18, .numbers = true, .tutorials = true,
                                         .plots = true});
    ExpectTiled(all, 1920, 1080);
    EXPECT_EQ(all.plots.x, all.numbers.x);
    EXPECT_EQ(all.plots.y + all.plots.h, 1080);               // at the bottom
    EXPECT_EQ(all.tutorials.y + all.tutorials.h, all.plots.y);  // under the comparison
    EXPECT_GE(all.plots.h, 17 * 18 * 0.99f);                   // room for two plots
    // At 800 px the comparison would keep under 20 em for its steps: the plots give way to it.
    const LabLayout short_ = ComputeLayout({.width = 1280, .height = 800, .em = 18, .numbers = true, .tutorials = true,
                                            .plots = true});
    EXPECT_EQ(short_.plots.w, 0);
    EXPECT_EQ(short_.tutorials.y + short_.tutorials.h, 800);
    // Without the comparison the plots take the rest of the column under the numbers.
    const LabLayout two = ComputeLayout({.width = 1280, .height = 800, .em = 18, .numbers = true, .plots = true});
    ExpectTiled(two, 1280, 800);
    EXPECT_EQ(two.plots.y, two.numbers.y + two.numbers.h);
    EXPECT_EQ(two.plots.y + two.plots.h, 800);
}

TEST(Layout, TheSceneTakesWhatTheBoxesDoNotNeed) {
    const LabLayout bare = ComputeLayout({.width = 1280, .height = 800, .em = 18});
    EXPECT_EQ(bare.viewport.x + bare.viewport.w, 1280);
    const LabLayout folded = ComputeLayout({.width = 1280, .height = 800, .em = 18, .sidebarOpen = false});
    EXPECT_GT(folded.viewport.w, bare.viewport.w);
    EXPECT_EQ(folded.sidebar.w, FoldedSidebarWidth(18));
}

TEST(Layout, TheUsersSidebarWidthIsKeptWithinBounds) {
    EXPECT_EQ(ComputeLayout({.width = 1280, .height = 800, .em = 18, .sidebarWidth = 400}).sidebar.w, 400);
    EXPECT_EQ(ComputeLayout({.width = 1280, .height = 800, .em = 18, .sidebarWidth = 2000}).sidebar.w, 1280 * 0.45f);
    EXPECT_EQ(ComputeLayout({.width = 1280, .height = 800, .em = 18, .sidebarWidth = 20}).sidebar.w, 180);
}

// A school laptop's 1024 pixels: a column beside the scene would leave it a tall sliver, so the
// boxes go in a strip below it, as in classroom mode; from 1080 px on they stand in the column.
TEST(Layout, ANarrowWindowDocksTheBoxesBelowTheScene) {
    const LabLayout narrow = ComputeLayout({.width = 1024, .height = 768, .em = 18, .numbers = true, .tutorials = true});
    ExpectTiled(narrow, 1024, 768);
    EXPECT_EQ(narrow.numbers.y, narrow.viewport.h);  // below the scene
    EXPECT_EQ(narrow.viewport.w, 1024 - narrow.sidebar.w - narrow.tutorials.w);  // the comparison's column beside it
    EXPECT_EQ(narrow.tutorials.h, 768);
    EXPECT_GE(narrow.viewport.h, 0.7f * 768);
    const LabLayout wide = ComputeLayout({.width = 1280, .height = 800, .em = 18, .numbers = true, .tutorials = true});
    EXPECT_EQ(wide.numbers.y, 0);  // the column beside the scene
    EXPECT_EQ(wide.numbers.x + wide.numbers.w, 1280);
}

// Beside the plots at 1024 x 768 the numbers' two pairs of columns keep the width their longest
// rows need ("closest (879.9, 251.6)" and "normal (-0.500, 0.866)" were cut off at 21 em).
TEST(Layout, BesideThePlotsTheNumbersKeepTheirWidth) {
    const LabLayout l = ComputeLayout({.width = 1024, .height = 768, .em = 18, .numbers = true, .plots = true});
    ExpectTiled(l, 1024, 768);
    EXPECT_EQ(l.numbers.y, l.viewport.h);  // below the scene
    EXPECT_GE(l.numbers.w, 25 * 18);
    EXPECT_GT(l.plots.w, 12 * 18);  // and the plot is still a plot
}

// A phone held upright (412 x 915, the panel folded): the strip is too narrow for the numbers'
// two pairs of columns, so it is tall enough for one pair, eleven rows and a title.
TEST(Layout, OnAPhoneTheNumbersStripHoldsOnePairOfColumns) {
    const LabLayout l = ComputeLayout({.width = 412, .height = 915, .em = 18, .sidebarOpen = false, .numbers = true});
    ExpectTiled(l, 412, 915);
    EXPECT_LT(l.numbers.w, 25 * 18);
    EXPECT_GE(l.numbers.h, 14.5f * 18);
    EXPECT_GE(l.viewport.h, 0.7f * 915 - 0.5f);  // the scene keeps the rest
    // Wide enough for the two pairs, the strip stays low.
    const LabLayout wide = ComputeLayout({.width = 1024, .height = 768, .em = 18, .numbers = true});
    EXPECT_LT(wide.numbers.h, 12 * 18);
}

TEST(Layout, ATinyWindowStillTilesWithoutOverlap) {
    for (bool classroom : {false, true}) {
        const LabLayout l = ComputeLayout({.width = 320, .height = 240, .em = 24, .classroom = classroom,
                                           .numbers = true, .tutorials = true, .plots = true});
        ExpectTiled(l, 320, 240);
        EXPECT_GT(l.viewport.w, 0);
        EXPECT_GT(l.viewport.h, 0);
    }
}

}  // namespace
}  // namespace circlelab::app
