// What the viewer shows (overlays, selection, frame step) in a scene file: read from its own place,
// "viewer", read the same from an older file's "settings", and written only in its own place.
#include <gtest/gtest.h>

#include <string>

#include "core/io/scene_json.h"

namespace circlelab {
namespace {

// What the viewer shows has a place of its own, "viewer": read from there, over the defaults.
TEST(ViewerJson, TheViewerIsReadFromItsOwnPlace) {
    const SceneLoad load = ParseScene(R"({"name":"t","bodies":[{"x":0,"y":0,"r":5}],
      "shapes":[{"type":"circle","x":1,"y":1,"r":1},{"type":"circle","x":9,"y":9,"r":1}],
      "settings":{"gravity":[0,10]},
      "viewer":{"selected":1,"frameRate":120,"overlays":{"regions":true,"ghost":false}}})");
    ASSERT_TRUE(load.scene) << load.Format("t");
    const ViewSettings& v = load.scene->viewer;
    EXPECT_EQ(v.selected, 1);
    EXPECT_EQ(v.frameRate, 120);
    EXPECT_TRUE(v.overlays.regions);
    EXPECT_FALSE(v.overlays.ghost);
    EXPECT_TRUE(v.overlays.highlight);  // not named: the default
    EXPECT_EQ(load.scene->settings.gravity, (Vec2{0, 10}));
}

// A file written before the viewer had its own place keeps its keys in "settings", as every
// scene and lesson did: it opens on the same selection, frame step and overlays. Where a file
// names a key in both places, the viewer's own wins.
TEST(ViewerJson, AnOlderFileWithTheViewerInSettingsOpensTheSame) {
    const char* older = R"({
  "name": "Older",
  "bodies": [
    {"x": 10, "y": 20, "r": 5, "mass": 1, "elasticity": 0.8}
  ],
  "shapes": [
    {"type":"rect","x":0,"y":0,"w":10,"h":20,"angle":30},
    {"type":"circle","x":50,"y":5,"r":2}
  ],
  "settings": {
    "gravity": [0, 0],
    "response": "physical",
    "selected": 1,
    "damping": 0,
    "running": false,
    "frameRate": 240,
    "overlays": {"highlight": false, "closestLines": true, "selectedOnly": false, "ghost": true, "regions": true, "vectors": false, "numbers": true, "sweep": true}
  }
})";
    const SceneLoad load = ParseScene(older);
    ASSERT_TRUE(load.scene) << load.Format("older.json");
    const ViewSettings& v = load.scene->viewer;
    EXPECT_EQ(v.selected, 1);
    EXPECT_EQ(v.frameRate, 240);
    EXPECT_FALSE(v.overlays.highlight);
    EXPECT_TRUE(v.overlays.regions);
    EXPECT_TRUE(v.overlays.sweep);
    // Saved again, the same scene in the new layout: the viewer's keys leave "settings".
    const std::string text = SceneToJson(*load.scene);
    const std::string settings = text.substr(text.find("\"settings\""), text.find("\"viewer\"") - text.find("\"settings\""));
    for (const char* key : {"selected", "frameRate", "overlays"})
        EXPECT_EQ(settings.find(key), std::string::npos) << key << " in\n" << text;
    const SceneLoad again = ParseScene(text);
    ASSERT_TRUE(again.scene) << again.Format("saved.json");
    EXPECT_EQ(*again.scene, *load.scene);

    const SceneLoad both = ParseScene(R"({"name":"t","bodies":[{"x":0,"y":0,"r":5}],
      "shapes":[{"type":"circle","x":1,"y":1,"r":1},{"type":"circle","x":9,"y":9,"r":1}],
      "settings":{"selected":1,"frameRate":30,"overlays":{"regions":true,"vectors":true}},
      "viewer":{"selected":0,"overlays":{"regions":false}}})");
    ASSERT_TRUE(both.scene) << both.Format("t");
    EXPECT_EQ(both.scene->viewer.selected, 0);
    EXPECT_EQ(both.scene->viewer.frameRate, 30);      // named only in "settings"
    EXPECT_FALSE(both.scene->viewer.overlays.regions);
    EXPECT_TRUE(both.scene->viewer.overlays.vectors);  // named only in "settings"
}

// Saving writes what the viewer shows in its place: the selection and frame step when they are
// not the defaults, the overlays always; none of it in "settings".
TEST(ViewerJson, TheViewerIsWrittenInItsOwnPlace) {
    Scene s;
    s.name = "v";
    s.bodies.push_back(Body{});
    s.shapes = {Circle{{1, 1}, 1}, Circle{{9, 9}, 1}};
    s.viewer.selected = 1;
    s.viewer.frameRate = 120;
    s.viewer.overlays.vectors = true;
    s.viewer.overlays.trails = true;
    const std::string text = SceneToJson(s);
    EXPECT_NE(text.find(R"(
  "settings": {
    "gravity": [0, 0],
    "response": "physical",
    "damping": 0,
    "running": false
  },
  "viewer": {
    "selected": 1,
    "frameRate": 120,
    "overlays": {"highlight": true, "closestLines": true, "selectedOnly": false, "ghost": true, "regions": false, "vectors": true, "numbers": true, "trails": true}
  }
})"), std::string::npos) << text;
    const SceneLoad load = ParseScene(text);
    ASSERT_TRUE(load.scene) << load.Format("v");
    EXPECT_EQ(*load.scene, s);
}

}  // namespace
}  // namespace circlelab
