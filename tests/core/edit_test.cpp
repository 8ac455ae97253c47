// Editing as pure data: every command does what it says, undo gives the scene back exactly and
// redo the edited one; a gesture is one undo step; saving then loading an edited scene gives the
// same scene.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <functional>

#include "core/edit/commands.h"
#include "core/edit/free_spot.h"
#include "core/edit/handles.h"
#include "core/edit/history.h"
#include "core/io/scene_json.h"

namespace circlelab::edit {
namespace {

Scene Start() {
    Scene s = DefaultScene();
    AddTileMap(s, {0, 600}, 20, 6, 4);
    return s;
}

// The start, spelled out so each command's effect below can be stated by hand: the sandbox's five
// shapes (selected: 1) and one body, plus a 6 × 4 tile map of 20 px at (0, 600), open inside.
TEST(Edit, TheStartIsTheSandboxWithAnEmptyTileMap) {
    const Scene s = Start();
    ASSERT_EQ(s.shapes.size(), 5u);
    EXPECT_EQ(s.shapes[1], Shape(Rect{{730, 110}, {220, 110}, 30}));
    EXPECT_EQ(s.shapes[2], Shape(Triangle{{1020, 70}, {200, 200}, Corner::kTopLeft, 0}));
    EXPECT_EQ(s.shapes[3], Shape(Circle{{560, 540}, 85}));
    EXPECT_EQ(s.bodies.size(), 1u);
    EXPECT_EQ(s.viewer.selected, 1);
    ASSERT_TRUE(s.tiles);
    EXPECT_EQ(s.tiles->rows, (std::vector<std::string>{"######", "#....#", "#....#", "######"}));
}

struct CommandCase {
    const char* name;
    std::function<bool(Scene&)> command;  // whether it did something
    std::function<void(Scene&)> effect;   // what it should have done, stated by hand
};

TEST(Edit, EveryCommandDoesWhatItSaysAndUndoesAndRedoesExactly) {
    const CommandCase cases[] = {
        {"add rect", [](Scene& s) { return AddShape(s, Rect{{1, 2}, {30, 40}, 15}) == 5; },
         [](Scene& s) {
             s.shapes.push_back(Rect{{1, 2}, {30, 40}, 15});
             s.viewer.selected = 5;  // the new shape
         }},
        {"add triangle",
         [](Scene& s) { return AddShape(s, Triangle{{5, 5}, {20, 20}, Corner::kBottomLeft, 0}) == 5; },
         [](Scene& s) {
             s.shapes.push_back(Triangle{{5, 5}, {20, 20}, Corner::kBottomLeft, 0});
             s.viewer.selected = 5;
         }},
        {"remove", [](Scene& s) { return RemoveShape(s, 1); },
         [](Scene& s) {
             // The selected shape itself goes; the selection stays at 1, now the shape after it.
             s.shapes.erase(s.shapes.begin() + 1);
         }},
        {"duplicate", [](Scene& s) { return DuplicateShape(s, 2, {16, 16}) == 5; },
         [](Scene& s) {
             s.shapes.push_back(Triangle{{1036, 86}, {200, 200}, Corner::kTopLeft, 0});
             s.viewer.selected = 5;  // the copy
         }},
        {"move", [](Scene& s) { return MoveShape(s, 3, {-7.5, 2.25}); },
         [](Scene& s) { s.shapes[3] = Circle{{552.5, 542.25}, 85}; }},
        // Placed exactly: a turned box by its top-left corner, a circle by its centre.
        {"place box", [](Scene& s) { return PlaceShape(s, 1, {820.3, 99.9}) && AnchorOf(s.shapes[1]) == Vec2{820.3, 99.9}; },
         [](Scene& s) { s.shapes[1] = Rect{{820.3, 99.9}, {220, 110}, 30}; }},
        {"place circle", [](Scene& s) { return PlaceShape(s, 3, {0.1, 0.2}) && AnchorOf(s.shapes[3]) == Vec2{0.1, 0.2}; },
         [](Scene& s) { s.shapes[3] = Circle{{0.1, 0.2}, 85}; }},
        {"rotate", [](Scene& s) { return RotateShape(s, 1, 33.3); },
         [](Scene& s) { s.shapes[1] = Rect{{730, 110}, {220, 110}, 30 + 33.3}; }},
        {"add body", [](Scene& s) { return AddBody(s, {{10, 10}, 5}) == 1; },
         [](Scene& s) {
             Body b;  // mass 1, elasticity 0.8, at rest
             b.circle = {{10, 10}, 5};
             s.bodies.push_back(b);
         }},
        {"paint", [](Scene& s) { return PaintTile(s, {45, 645}, '3'); },
         [](Scene& s) { s.tiles->rows[2][2] = '3'; }},  // column 45 / 20, row (645 − 600) / 20
    };
    for (const CommandCase& c : cases) {
        Scene scene = Start();
        const Scene before = scene;
        Scene after = before;
        c.effect(after);
        ASSERT_NE(after, before) << c.name;

        History history;
        history.Record(scene, c.name);
        ASSERT_TRUE(c.command(scene)) << c.name;
        EXPECT_NE(scene, before) << c.name;
        EXPECT_EQ(scene, after) << c.name;
        // Undo and redo give the scene back; what the viewer shows (the selection) they leave.
        EXPECT_EQ(history.Undo(scene), c.name);
        EXPECT_TRUE(SameContent(scene, before)) << c.name;
        const Scene undone = scene;
        EXPECT_EQ(history.Redo(scene), c.name);
        EXPECT_FALSE(SameContent(scene, undone)) << c.name;
        EXPECT_TRUE(SameContent(scene, after)) << c.name;
        EXPECT_EQ(history.Undo(scene), c.name);  // and back again
        EXPECT_TRUE(SameContent(scene, before)) << c.name;
    }
}

TEST(Edit, AGestureIsOneStepAndAnEmptyOneNone) {
    Scene scene = Start();
    const Scene before = scene;
    History history;
    history.Begin(scene, "drag");
    for (int i = 0; i < 100; ++i) {
        history.Record(scene, "move");  // ignored inside the gesture
        MoveShape(scene, 0, {1, 0});
    }
    history.End(scene);
    history.Undo(scene);
    EXPECT_EQ(scene, before);
    EXPECT_FALSE(history.CanUndo());

    history.Begin(scene, "nothing");
    history.End(scene);
    EXPECT_FALSE(history.CanUndo());
}

TEST(Edit, AsFarBackAsTheSessionGoesAndRedoIsClearedByANewEdit) {
    Scene scene = Start();
    const Scene first = scene;
    History history;
    for (int i = 0; i < 500; ++i) {
        history.Record(scene, "move");
        MoveShape(scene, 0, {1, 1});
    }
    while (history.CanUndo()) history.Undo(scene);
    EXPECT_EQ(scene, first);
    history.Redo(scene);
    history.Record(scene, "rotate");
    RotateShape(scene, 1, 10);
    EXPECT_FALSE(history.CanRedo());
}

TEST(Edit, DirtyUntilSavedAndAgainAfterUndoingPastTheSave) {
    Scene scene = Start();
    History history;
    history.Clear();
    EXPECT_FALSE(history.Dirty());
    history.Record(scene, "add");
    AddShape(scene, Circle{{1, 1}, 3});
    EXPECT_TRUE(history.Dirty());
    history.MarkSaved();
    EXPECT_FALSE(history.Dirty());
    history.Undo(scene);
    EXPECT_TRUE(history.Dirty());
    history.Redo(scene);  // back at the saved scene
    EXPECT_FALSE(history.Dirty());
    history.Undo(scene);
    history.Record(scene, "move");  // a new edit where the saved one was undone
    MoveShape(scene, 0, {5, 0});
    EXPECT_TRUE(history.Dirty());
    EXPECT_FALSE(history.CanRedo());
}

// Exploring is undoable but never unsaved: the circle moved, then an edit, then both undone.
TEST(EditHistory, ExploringStepsKeepTheSavedState) {
    Scene scene = Start();
    const Scene first = scene;
    History history;
    history.Clear();
    history.Begin(scene, "move circle", StepKind::kExplore);
    scene.bodies[0].circle.center = scene.bodies[0].circle.center + Vec2{40, 0};
    history.End(scene);
    EXPECT_TRUE(history.CanUndo());
    EXPECT_FALSE(history.Dirty());
    history.Begin(scene, "move");
    MoveShape(scene, 0, {10, 0});
    history.End(scene);
    EXPECT_TRUE(history.Dirty());
    EXPECT_EQ(history.Undo(scene), "move");
    EXPECT_FALSE(history.Dirty());
    EXPECT_EQ(history.Undo(scene), "move circle");
    EXPECT_FALSE(history.Dirty());
    EXPECT_EQ(scene, first);
    // A gesture that changed nothing leaves no step and no revision.
    history.Begin(scene, "resize");
    history.End(scene);
    EXPECT_FALSE(history.Dirty());
    EXPECT_FALSE(history.CanUndo());
}

TEST(Edit, CommandsKeepTheSceneValid) {
    Scene scene = Start();
    const int count = static_cast<int>(AllShapes(scene).size());
    scene.viewer.selected = count - 1;
    EXPECT_TRUE(RemoveShape(scene, 0));
    EXPECT_LT(scene.viewer.selected, static_cast<int>(AllShapes(scene).size()));
    EXPECT_FALSE(RemoveShape(scene, 100));
    EXPECT_FALSE(RemoveBody(scene, 0));  // the draggable circle stays
    EXPECT_FALSE(PaintTile(scene, {-500, -500}, '#'));  // outside the map
    EXPECT_FALSE(PaintTile(scene, {5, 605}, '#'));      // already a block
    EXPECT_FALSE(PaintTile(scene, {45, 645}, 'x'));     // not a tile
    EXPECT_TRUE(PaintTile(scene, {45, 645}, '#'));
    EXPECT_EQ(scene.tiles->rows[2][2], '#');
    EXPECT_FALSE(AddTileMap(scene, {0, 0}, 10, 3, 3));  // one map a scene
    EXPECT_EQ(Snap(13.0, 8.0), 16.0);
    EXPECT_EQ(Snap(13.0, 0.0), 13.0);
    // Shape 0 is now the sandbox's box at 30°: 30 + 350 = 380, kept within ±180 as 20.
    EXPECT_TRUE(RotateShape(scene, 0, 350));
    EXPECT_DOUBLE_EQ(std::get<Rect>(scene.shapes[0]).angleDeg, 20.0);
}

TEST(Edit, SaveThenLoadGivesTheEditedSceneBack) {
    Scene scene = Start();
    AddShape(scene, Triangle{{1.5, 2.25}, {30, 40}, Corner::kTopRight, 12.5});
    PaintTile(scene, {45, 645}, '4');
    AddBody(scene, {{3, 4}, 0});
    const std::string path = (std::filesystem::path(::testing::TempDir()) / "edited_scene.json").string();
    ASSERT_EQ(SaveSceneFile(scene, path), "");
    const SceneLoad load = LoadSceneFile(path);
    ASSERT_TRUE(load.scene) << load.Format(path);
    EXPECT_EQ(*load.scene, scene);
}

}  // namespace
}  // namespace circlelab::edit

namespace circlelab::edit {
namespace {

TEST(Handles, ResizingByACornerKeepsTheOppositeCornerAtAnyAngle) {
    // Axis-aligned: drag the bottom-right corner of [0,100]×[0,50] to (120, 70).
    const Shape box = Rect{{0, 0}, {100, 50}, 0};
    EXPECT_EQ(Resize(box, 2, {120, 70}), Shape(Rect{{0, 0}, {120, 70}, 0}));
    // Never inverted: dragging past the opposite corner stops at the minimum size.
    EXPECT_EQ(std::get<Rect>(Resize(box, 2, {-50, -50}, 1.0)).size, (Vec2{1, 1}));
    // Turned 30°: the top-left corner stays where it was in the world.
    const Shape turned = Rect{{0, 0}, {100, 50}, 30};
    const auto before = Corners(std::get<Rect>(turned));
    const Shape grown = Resize(turned, 2, before[2] + Vec2{15, 25});
    const auto after = Corners(std::get<Rect>(grown));
    EXPECT_NEAR(after[0].x, before[0].x, 1e-9);
    EXPECT_NEAR(after[0].y, before[0].y, 1e-9);
    EXPECT_NEAR(after[2].x, before[2].x + 15, 1e-9);  // the dragged corner follows the pointer
    EXPECT_NEAR(after[2].y, before[2].y + 25, 1e-9);
    EXPECT_EQ(std::get<Rect>(grown).angleDeg, 30);
    // A circle's rim handle sets the radius; a tile keeps its missing corner.
    EXPECT_EQ(Resize(Circle{{0, 0}, 5}, 0, {3, 4}), Shape(Circle{{0, 0}, 5}));
    EXPECT_EQ(std::get<Triangle>(Resize(Triangle{{0, 0}, {10, 10}, Corner::kBottomLeft, 0}, 2, {20, 30})).missing,
              Corner::kBottomLeft);
}

TEST(Handles, TheTurningHandlePointsTheShapeAtThePointer) {
    const Shape box = Rect{{0, 0}, {100, 50}, 0};  // centre (50, 25)
    const Handles h = HandlesOf(box, 20);
    ASSERT_TRUE(h.rotate);
    EXPECT_EQ(*h.rotate, (Vec2{50, -20}));  // 20 above the top edge's middle
    EXPECT_EQ(h.resize.size(), 4u);
    // Pointer straight right of the centre: turned a quarter clockwise.
    EXPECT_NEAR(std::get<Rect>(RotateToward(box, {200, 25})).angleDeg, 90, 1e-12);
    EXPECT_NEAR(std::get<Rect>(RotateToward(box, {50, -100})).angleDeg, 0, 1e-12);
    EXPECT_EQ(HandleAt(h, {51, -19}, 3), -2);
    EXPECT_EQ(HandleAt(h, {100, 50}, 3), 2);
    EXPECT_EQ(HandleAt(h, {500, 500}, 3), -1);
    EXPECT_FALSE(HandlesOf(Circle{{0, 0}, 5}, 20).rotate);
}

// What the viewer shows is no edit: an overlay switched on, another frame step and another
// selection after an edit stay as they are when the edit is undone and redone, and never make the
// scene unsaved; a selection the undone edit leaves out of range comes back into it.
TEST(EditHistory, UndoAndRedoLeaveWhatTheViewerShows) {
    Scene scene = Start();
    History history;
    history.Clear();
    history.Record(scene, "add");
    AddShape(scene, Circle{{1, 1}, 3});
    scene.viewer.overlays.regions = true;
    scene.viewer.frameRate = 240;
    scene.viewer.selected = 2;
    EXPECT_EQ(history.Undo(scene), "add");
    EXPECT_TRUE(scene.viewer.overlays.regions);
    EXPECT_EQ(scene.viewer.frameRate, 240);
    EXPECT_EQ(scene.viewer.selected, 2);
    EXPECT_FALSE(history.Dirty());
    scene.viewer.overlays.regions = false;
    EXPECT_EQ(history.Redo(scene), "add");
    EXPECT_FALSE(scene.viewer.overlays.regions);
    EXPECT_EQ(scene.shapes.size(), Start().shapes.size() + 1);
    // The last of all the shapes selected, then the add undone: the selection stays among those left.
    scene.viewer.selected = static_cast<int>(AllShapes(scene).size()) - 1;
    history.Undo(scene);
    EXPECT_EQ(scene.viewer.selected, static_cast<int>(AllShapes(scene).size()) - 1);
    // A gesture that changed only the view leaves no step.
    history.Begin(scene, "drag");
    scene.viewer.overlays.vectors = !scene.viewer.overlays.vectors;
    history.End(scene);
    EXPECT_FALSE(history.CanUndo());
}

// Selecting another shape is looking, not editing: the scene does not become unsaved.
TEST(EditHistory, SelectingIsNotAnUnsavedChange) {
    Scene scene;
    scene.shapes = {Circle{{0, 0}, 5}, Circle{{20, 0}, 5}};
    History history;
    history.Clear();
    scene.viewer.selected = 1;
    EXPECT_FALSE(history.Dirty());
    history.Record(scene, "move");  // an edit is
    scene.shapes[1] = Circle{{30, 0}, 5};
    EXPECT_TRUE(history.Dirty());
}

}  // namespace
// A new shape goes to the free place nearest the middle of what is in view: not on the circle or
// a shape there, whole inside the view, on whole multiples of the step.
TEST(FreeSpot, ANewShapeAvoidsWhatIsThereAndStaysInView) {
    Scene scene;
    Body ball;
    ball.circle = {{500, 400}, 40};  // in the middle of the view
    scene.bodies.push_back(ball);
    scene.shapes.push_back(Rect({300, 300}, {120, 200}));
    const Aabb view{{0, 0}, {1000, 800}};
    const Vec2 half{50, 50};
    const Vec2 p = edit::FreeSpot(scene, view, half, 10, 1);
    const Aabb box{p - half, p + half};
    const auto apart = [&](const Aabb& other) {
        return box.hi.x + 10 <= other.lo.x || other.hi.x + 10 <= box.lo.x || box.hi.y + 10 <= other.lo.y || other.hi.y + 10 <= box.lo.y;
    };
    EXPECT_TRUE(apart(Bounds(Shape{ball.circle}))) << p.x << "," << p.y;
    EXPECT_TRUE(apart(Bounds(scene.shapes[0]))) << p.x << "," << p.y;
    EXPECT_GE(box.lo.x, 0);
    EXPECT_GE(box.lo.y, 0);
    EXPECT_LE(box.hi.x, 1000);
    EXPECT_LE(box.hi.y, 800);
    EXPECT_EQ(p.x, std::round(p.x));
    EXPECT_EQ(p.y, std::round(p.y));
    EXPECT_LT(Length(p - Vec2{500, 400}), 250);  // near the middle, not in a far corner
    // Nowhere free (the view is inside a block): the middle, as before.
    scene.shapes.push_back(Rect({-100, -100}, {1200, 1000}));
    EXPECT_EQ(edit::FreeSpot(scene, view, half, 10, 1), (Vec2{500, 400}));
}

// A map's tiles are looked up round each place tried, not expanded: the same place as when every
// tile is a listed shape, for maps with room in them and without, in views over and beside them.
TEST(FreeSpot, AMapsTilesAreAvoidedAsIfEachWereAShape) {
    Scene mapped;
    mapped.shapes.push_back(Rect({130, 90}, {60, 40}));
    TileMap map;
    map.origin = {20.5, 10.25};
    map.size = 24;
    for (int row = 0; row < 30; ++row) {
        std::string line;
        for (int col = 0; col < 40; ++col) line += (row / 6 + col / 8) % 3 == 0 ? '.' : "#1234"[(row + col) % 5];
        map.rows.push_back(line);
    }
    mapped.tiles = map;
    Scene listed;
    listed.shapes = AllShapes(mapped);
    int moved = 0;
    for (const Aabb& view : {Aabb{{0, 0}, {1000, 800}}, Aabb{{300, 200}, {700, 500}}, Aabb{{-400, -300}, {200, 100}}})
        for (const Vec2 half : {Vec2{20, 20}, Vec2{50, 30}, Vec2{200, 160}}) {
            const Vec2 want = edit::FreeSpot(listed, view, half, 10, 1);
            EXPECT_EQ(edit::FreeSpot(mapped, view, half, 10, 1), want) << half.x << " in " << view.lo.x << "," << view.lo.y;
            moved += want != (view.lo + view.hi) * 0.5;
        }
    EXPECT_GT(moved, 3);  // the tiles were in the way
}

}  // namespace circlelab::edit
