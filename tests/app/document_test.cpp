// The document (app/model/document.h): only it changes what a save writes, and every change it
// makes is undoable and moves its revision on, while what the viewer shows and the bodies the
// physics and the hand move are no edit.
#include <gtest/gtest.h>

#include "app/model/document.h"

namespace circlelab::app {
namespace {

Scene BoxAndBall() {
    Scene scene;
    scene.name = "a box and a ball";
    Body ball;
    ball.circle = {{100, 100}, 20};
    scene.bodies.push_back(ball);
    scene.shapes.push_back(Rect{{300, 300}, {200, 100}});
    return scene;
}

double BoxLeft(const LabDocument& doc) { return std::get<Rect>(doc.scene().shapes.front()).topLeft.x; }

// A combo box's pick arrives a frame after ImGui let the combo go, with no widget step open: the
// response model chosen in the Physics section was neither undoable nor an unsaved change.
TEST(Document, AChangeOutsideAStepIsAnUndoableEditOfItsOwn) {
    LabDocument doc;
    doc.Reset(BoxAndBall());
    const long before = doc.revision();
    doc.Change("response model", [](Scene& s) { s.settings.response = ResponseModel::kTutorial; });
    EXPECT_EQ(doc.scene().settings.response, ResponseModel::kTutorial);
    EXPECT_GT(doc.revision(), before);
    EXPECT_TRUE(doc.Dirty());
    ASSERT_TRUE(doc.CanUndo());
    EXPECT_EQ(doc.Undo(), "response model");
    EXPECT_EQ(doc.scene().settings.response, ResponseModel::kPhysical);
    EXPECT_FALSE(doc.Dirty());
}

// A drag: many changes within one step, undone at once, and nothing to undo before it ends.
TEST(Document, ChangesWithinAStepAreOneUndoableStep) {
    LabDocument doc;
    doc.Reset(BoxAndBall());
    doc.BeginStep("move");
    long revision = doc.revision();
    for (int i = 1; i <= 3; ++i) {
        doc.Change("move", [](Scene& s) { std::get<Rect>(s.shapes.front()).topLeft.x += 10; });
        EXPECT_GT(doc.revision(), revision) << "each move is a change the physics takes";
        revision = doc.revision();
    }
    EXPECT_FALSE(doc.CanUndo()) << "the step is still open";
    doc.EndStep();
    EXPECT_EQ(BoxLeft(doc), 330);
    EXPECT_TRUE(doc.Dirty());
    EXPECT_EQ(doc.Undo(), "move");
    EXPECT_EQ(BoxLeft(doc), 300);
    EXPECT_FALSE(doc.CanUndo());
}

// Selecting a shape, switching an overlay and moving a ball are looking, not editing.
TEST(Document, NeitherTheViewerNorTheBodiesMoveTheRevision) {
    LabDocument doc;
    doc.Reset(BoxAndBall());
    const long before = doc.revision();
    doc.viewer().selected = 0;
    doc.viewer().overlays.regions = true;
    doc.Bodies().front().circle.center = {250, 120};
    EXPECT_EQ(doc.revision(), before);
    EXPECT_FALSE(doc.Dirty());
    EXPECT_FALSE(doc.CanUndo());
    EXPECT_EQ(doc.scene().bodies.front().circle.center, Vec2(250, 120));
}

}  // namespace
}  // namespace circlelab::app
