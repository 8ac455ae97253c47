// Exploring never feels like editing (docs/architecture.md, "Explore vs edit"): switching an
// overlay or the frame step is no step to undo and never an unsaved change, and undoing an edit
// made before it leaves what the viewer shows as it is.
#include <gtest/gtest.h>

#include "app/actions/shortcuts.h"
#include "app/model/lab_state.h"
#include "core/edit/commands.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

TEST(Explore, SwitchingWhatTheViewerShowsIsNoEdit) {
    LabState state;
    state.doc.Reset(DefaultScene());
    Perform(state, Action::kCompare);  // C: the other model's run, and the plots
    ASSERT_TRUE(state.doc.viewer().overlays.compare);
    state.doc.viewer().frameRate = 240;
    EXPECT_FALSE(state.doc.Dirty());
    EXPECT_FALSE(state.doc.CanUndo());

    ASSERT_TRUE(state.doc.Edit("move", [](Scene& s) { return edit::MoveShape(s, 0, {10, 0}); }));
    Perform(state, Action::kCompare);  // off again, after the edit
    state.doc.viewer().overlays.regions = true;
    EXPECT_EQ(state.doc.Undo(), "move");
    EXPECT_FALSE(state.doc.Dirty());
    EXPECT_FALSE(state.doc.viewer().overlays.compare);
    EXPECT_TRUE(state.doc.viewer().overlays.regions);
    EXPECT_EQ(state.doc.viewer().frameRate, 240);
    EXPECT_FALSE(state.doc.CanUndo());
}

}  // namespace
}  // namespace circlelab::app
