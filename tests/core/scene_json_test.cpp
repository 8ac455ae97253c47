// Scene files: every shipped scene loads and round-trips; every kind of mistake is reported with
// its line, column and pointer; saving never destroys the old file.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <numbers>

#include "core/io/scene_json.h"

namespace circlelab {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> ShippedScenes() {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(fs::path(CIRCLELAB_SOURCE_ASSETS) / "scenes")) out.push_back(e.path());
    return out;
}

TEST(SceneJson, EveryShippedSceneLoadsAndRoundTrips) {
    const auto scenes = ShippedScenes();
    ASSERT_GE(scenes.size(), 7u);
    for (const fs::path& p : scenes) {
        const SceneLoad load = LoadSceneFile(p.string());
        ASSERT_TRUE(load.scene) << load.Format(p.string());
        const SceneLoad again = ParseScene(SceneToJson(*load.scene));
        ASSERT_TRUE(again.scene) << again.Format("written " + p.string());
        EXPECT_EQ(*again.scene, *load.scene) << p;
    }
}

// The layout a person reads and diffs: one body, shape or tile row per line, bodies and maps
// spaced, shapes in query's compact spelling, defaults written out, optional parts only when set.
TEST(SceneJson, WritesOneItemPerLineInAFixedLayout) {
    Scene s;
    s.name = "Two \"quoted\"";
    s.description = "d";
    Body a;
    a.circle = {{1, 2}, 3};
    Body b;
    b.circle = {{4.5, 6}, 7};
    b.mass = 2;
    b.elasticity = 0;
    b.velocity = {-1, 0};
    b.fixed = true;
    s.bodies = {a, b};
    s.shapes = {Rect{{0, 0}, {10, 20}, 30}, Triangle{{1, 1}, {8, 8}, Corner::kBottomRight, 0}, Circle{{5, 5}, 2}};
    s.tiles = TileMap{{0, 100}, 16, {"#1", ".4"}};
    s.settings.gravity = {0, 980};
    s.settings.response = ResponseModel::kTutorial;
    s.viewer.selected = 2;
    s.settings.damping = 0.5;
    s.settings.running = true;
    s.settings.cup = Circle{{50, 60}, 8};
    s.viewer.overlays.regions = true;
    EXPECT_EQ(SceneToJson(s),
              R"({
  "name": "Two \"quoted\"",
  "description": "d",
  "bodies": [
    {"x": 1, "y": 2, "r": 3, "mass": 1, "elasticity": 0.8},
    {"x": 4.5, "y": 6, "r": 7, "mass": 2, "elasticity": 0, "vx": -1, "vy": 0, "fixed": true}
  ],
  "shapes": [
    {"type":"rect","x":0,"y":0,"w":10,"h":20,"angle":30},
    {"type":"triangle","x":1,"y":1,"w":8,"h":8,"missing":"bottom-right"},
    {"type":"circle","x":5,"y":5,"r":2}
  ],
  "tiles": {"x": 0, "y": 100, "size": 16, "rows": [
    "#1",
    ".4"
  ]},
  "settings": {
    "gravity": [0, 980],
    "response": "tutorial",
    "damping": 0.5,
    "running": true,
    "cup": {"x": 50, "y": 60, "r": 8}
  },
  "viewer": {
    "selected": 2,
    "overlays": {"highlight": true, "closestLines": true, "selectedOnly": false, "ghost": true, "regions": true, "vectors": false, "numbers": true}
  }
}
)");
    // No shapes, no map, no cup: the lists stay, the optional parts go.
    s.shapes.clear();
    s.tiles.reset();
    s.settings.cup.reset();
    const std::string bare = SceneToJson(s);
    EXPECT_NE(bare.find("  \"shapes\": [\n  ],\n  \"settings\": {\n"), std::string::npos) << bare;
    s.viewer = ViewSettings{};  // what the viewer shows by default: its overlays alone
    EXPECT_NE(SceneToJson(s).find("  \"viewer\": {\n    \"overlays\": {\"highlight\": true,"), std::string::npos) << SceneToJson(s);
    EXPECT_EQ(bare.find("cup"), std::string::npos) << bare;
}

TEST(SceneJson, DefaultSceneIsTheSandboxFile) {
    const SceneLoad sandbox = LoadSceneFile(std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/01_sandbox.json");
    ASSERT_TRUE(sandbox.scene);
    EXPECT_EQ(DefaultScene(), *sandbox.scene);
    EXPECT_EQ(DefaultScene().name, "Sandbox");
}

// The comparison of the two response models is an overlay a scene can open with: read, written
// only when on (older scenes keep their bytes), and read back the same.
TEST(SceneJson, TheCompareOverlayRoundTrips) {
    const SceneLoad load = ParseScene(R"({"name":"c","bodies":[{"x":1,"y":2,"r":3}],"shapes":[],"settings":{"overlays":{"compare":true}}})");
    ASSERT_TRUE(load.scene) << load.Format("c");
    EXPECT_TRUE(load.scene->viewer.overlays.compare);
    const std::string text = SceneToJson(*load.scene);
    EXPECT_NE(text.find("\"compare\": true"), std::string::npos) << text;
    const SceneLoad again = ParseScene(text);
    ASSERT_TRUE(again.scene) << again.Format("c");
    EXPECT_EQ(*again.scene, *load.scene);
    Scene off = *load.scene;
    off.viewer.overlays.compare = false;
    EXPECT_EQ(SceneToJson(off).find("compare"), std::string::npos);
}

TEST(SceneJson, ReadsBodiesTilesAndSettings) {
    const SceneLoad load = ParseScene(R"({"name":"t","bodies":[{"x":1,"y":2,"r":3,"mass":2,"elasticity":0.5,"vx":4,"vy":-1}],
      "tiles":{"x":10,"y":20,"size":8,"rows":["#1","2."]},
      "settings":{"gravity":[0,980],"response":"tutorial","tutorial":"worden","selected":2,"rolling":40,"par":3,
                  "frameRate":240,"overlays":{"regions":true,"configuration":true,"tunnelling":true}}})");
    ASSERT_TRUE(load.scene) << load.Format("t");
    const Scene& s = *load.scene;
    EXPECT_EQ(s.bodies.at(0).mass, 2);
    EXPECT_EQ(s.bodies.at(0).velocity, (Vec2{4, -1}));
    EXPECT_EQ(s.settings.gravity, (Vec2{0, 980}));
    EXPECT_EQ(s.settings.response, ResponseModel::kTutorial);
    EXPECT_EQ(s.settings.tutorial, Tutorial::kWorden);
    EXPECT_EQ(s.settings.rolling, 40);
    EXPECT_EQ(s.settings.par, 3);
    EXPECT_EQ(s.viewer.frameRate, 240);
    EXPECT_TRUE(s.viewer.overlays.tunnelling);
    EXPECT_EQ(ParseScene(R"({"name":"t","bodies":[{"x":1,"y":2,"r":3}]})").scene->viewer.frameRate, 60);
    EXPECT_TRUE(s.viewer.overlays.regions);
    EXPECT_TRUE(s.viewer.overlays.configuration);
    EXPECT_FALSE(s.viewer.overlays.sweep);
    EXPECT_TRUE(s.viewer.overlays.highlight);  // unspecified overlays keep their defaults
    const std::vector<Shape> shapes = AllShapes(s);
    ASSERT_EQ(shapes.size(), 3u);  // '#', '1', '2' in row order; '.' is open
    EXPECT_EQ(shapes[0], Shape(Rect{{10, 20}, {8, 8}, 0}));
    EXPECT_EQ(shapes[1], Shape(Triangle{{18, 20}, {8, 8}, Corner::kTopLeft, 0}));
    EXPECT_EQ(shapes[2], Shape(Triangle{{10, 28}, {8, 8}, Corner::kTopRight, 0}));
}

// A body's friction is read, checked and written (only when it is not the default 0.3); a file
// from before friction and rolling (its `damping`, no `friction`) still loads, with the default.
TEST(SceneJson, FrictionRoundTripsAndOldFilesWithDampingLoad) {
    const SceneLoad old = ParseScene(R"({"name":"old","bodies":[{"x":0,"y":0,"r":5,"mass":1,"elasticity":0.8}],
      "settings":{"gravity":[0,600],"damping":0.4}})");
    ASSERT_TRUE(old.scene) << old.Format("old");
    EXPECT_EQ(old.scene->bodies.at(0).friction, 0.3);
    EXPECT_EQ(old.scene->settings.damping, 0.4);
    EXPECT_EQ(SceneToJson(*old.scene).find("friction"), std::string::npos);

    const SceneLoad load = ParseScene(R"({"name":"t","bodies":[{"x":0,"y":0,"r":5,"friction":0.75},{"x":20,"y":0,"r":5,"friction":0}]})");
    ASSERT_TRUE(load.scene) << load.Format("t");
    EXPECT_EQ(load.scene->bodies.at(0).friction, 0.75);
    EXPECT_EQ(load.scene->bodies.at(1).friction, 0.0);
    const std::string text = SceneToJson(*load.scene);
    EXPECT_NE(text.find("\"friction\": 0.75"), std::string::npos) << text;
    const SceneLoad again = ParseScene(text);
    ASSERT_TRUE(again.scene) << again.Format("again");
    EXPECT_EQ(*again.scene, *load.scene);
}

// A ball's angle and spin are saved in degrees and come back to within a rounding of the degrees
// (the nearest double to x · 180/π need not lead back to x itself); a file without them opens its
// balls unturned.
TEST(SceneJson, AngleAndSpinRoundTripExactly) {
    const SceneLoad load = ParseScene(R"({"name":"t","bodies":[{"x":0,"y":0,"r":5,"angle":90,"spin":-720},{"x":20,"y":0,"r":5}]})");
    ASSERT_TRUE(load.scene) << load.Format("t");
    EXPECT_DOUBLE_EQ(load.scene->bodies.at(0).angle, std::numbers::pi / 2);
    EXPECT_DOUBLE_EQ(load.scene->bodies.at(0).spin, -4 * std::numbers::pi);
    EXPECT_EQ(load.scene->bodies.at(1).angle, 0.0);
    EXPECT_EQ(load.scene->bodies.at(1).spin, 0.0);
    const std::string text = SceneToJson(*load.scene);
    EXPECT_NE(text.find("\"angle\": 90"), std::string::npos) << text;
    EXPECT_EQ(text.find("\"spin\"", text.find("\"x\": 20")), std::string::npos) << "an unturned ball writes none";
    // Angles a run leaves (any double in (−π, π]) and spins of many sizes come back.
    Scene s = *load.scene;
    std::uint64_t seed = 12345;
    for (int i = 0; i < 2000; ++i) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        const double u = static_cast<double>(seed >> 11) / 9007199254740992.0;  // [0, 1)
        s.bodies[0].angle = (2 * u - 1) * std::numbers::pi;
        s.bodies[0].spin = (2 * u - 1) * std::pow(10.0, i % 7);
        const SceneLoad again = ParseScene(SceneToJson(s));
        ASSERT_TRUE(again.scene) << again.Format("again");
        ASSERT_NEAR(again.scene->bodies.at(0).angle, s.bodies[0].angle, 1e-15 * std::numbers::pi) << i;
        ASSERT_NEAR(again.scene->bodies.at(0).spin, s.bodies[0].spin, 1e-15 * std::abs(s.bodies[0].spin)) << i;
    }
}

struct BadScene {
    const char* name;
    const char* text;
    int line, column;
    const char* pointer;
    const char* message;
};

// The case as the test list shows it: where the error must be and what it must say.
void PrintTo(const BadScene& k, std::ostream* os) {
    *os << k.line << ":" << k.column << " " << k.message;
    if (*k.pointer) *os << " (at " << k.pointer << ")";
}

class SceneErrors : public ::testing::TestWithParam<BadScene> {};

TEST_P(SceneErrors, SayWhatAndWhere) {
    const BadScene& k = GetParam();
    const SceneLoad load = ParseScene(k.text);
    ASSERT_FALSE(load.scene);
    ASSERT_FALSE(load.errors.empty());
    const SourceError& e = load.errors.front();
    EXPECT_EQ(e.line, k.line) << e.message;
    EXPECT_EQ(e.column, k.column) << e.message;
    EXPECT_EQ(e.pointer, k.pointer) << e.message;
    EXPECT_NE(e.message.find(k.message), std::string::npos) << e.message;
}

constexpr const char* kBody = R"({"x":0,"y":0,"r":5})";

INSTANTIATE_TEST_SUITE_P(
    Mistakes, SceneErrors,
    ::testing::Values(
        // a typo in a key
        BadScene{"TypoInAKey",
                 "{\"name\":\"a\",\n \"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\n \"shapse\":[]}", 3, 2, "/shapse",
                 "unknown key \"shapse\""},
        // the wrong JSON type
        BadScene{"BodiesNotAnArray",
                 "{\"name\":\"a\",\"bodies\":{}}", 1, 22, "/bodies", "bodies must be an array, not an object"},
        BadScene{"NameNotAString", "{\"name\":7,\"bodies\":[]}", 1, 9, "/name", "name must be a string, not a number"},
        // NaN, which JSON cannot even spell
        BadScene{"NaN", "{\"name\":\"a\",\"bodies\":[{\"x\":NaN,\"y\":0,\"r\":5}]}", 1, 28, "", "NaN and Infinity"},
        // sizes <= 0
        BadScene{"ZeroWidth", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"shapes\":[\n"
                 "  {\"type\":\"rect\",\"x\":0,\"y\":0,\"w\":0,\"h\":3}]}",
                 2, 34, "/shapes/0/w", "w must be > 0, not 0"},
        BadScene{"NegativeRadius",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":-5}]}", 1, 40, "/bodies/0/r", "r must be >= 0"},
        BadScene{"ZeroMass",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"mass\":0}]}", 1, 49, "/bodies/0/mass",
                 "mass must be > 0"},
        BadScene{"ElasticityAboveOne",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"elasticity\":2}]}", 1, 55,
                 "/bodies/0/elasticity", "between 0 and 1"},
        BadScene{"NegativeFriction",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"friction\":-0.1}]}", 1, 53,
                 "/bodies/0/friction", "friction must be between 0 and 10"},
        BadScene{"BallAngleBeyondAMillionDegrees",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"angle\":-2e6}]}", 1, 50,
                 "/bodies/0/angle", "angle must be between -1e6 and 1e6 degrees"},
        BadScene{"SpinWhoseRimIsTooFast",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"spin\":2e8}]}", 1, 49,
                 "/bodies/0/spin", "the rim speed of a spin must be at most 1e7 px/s"},
        // missing pieces
        BadScene{"NoName", "{\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}", 1, 1, "", "missing required key \"name\""},
        BadScene{"NoBodies", "{\"name\":\"a\",\"bodies\":[]}", 1, 22, "/bodies", "at least one body"},
        // tiles, settings
        BadScene{"UnknownTile",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"tiles\":{\"x\":0,\"y\":0,\"size\":8,"
                 "\"rows\":[\"#.x\"]}}",
                 1, 85, "/tiles/rows/0", "unknown tile 'x'"},
        BadScene{"UnknownResponse",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"response\":\"magic\"}}", 1, 67,
                 "/settings/response", "response must be \"physical\" or \"tutorial\""},
        BadScene{"UnknownTutorial",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"tutorial\":\"Worden\"}}", 1, 67,
                 "/settings/tutorial", "tutorial must be \"lazyfoo\", \"worden\", \"godfrey\" or \"migapro\""},
        BadScene{"ParNotWhole",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"par\":2.5}}", 1, 62,
                 "/settings/par", "par must be a whole number of strokes"},
        BadScene{"FrameRateOutOfRange",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"frameRate\":20}}", 1, 68,
                 "/settings/frameRate", "frameRate must be a whole number of frames a second from 30 to 240"},
        BadScene{"SelectedPastTheShapes",
                 "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"selected\":3}}", 1, 55,
                 "/settings", "the scene has 0 shapes"},
        // the viewer's own place: the same checks, each at its value
        BadScene{"ViewerNotAnObject", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":3}", 1, 53,
                 "/viewer", "viewer must be an object, not a number"},
        BadScene{"ViewerFrameRateOutOfRange", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"frameRate\":300}}", 1, 66,
                 "/viewer/frameRate", "frameRate must be a whole number of frames a second from 30 to 240"},
        BadScene{"ViewerFrameRateNotANumber", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"frameRate\":\"60\"}}", 1, 66,
                 "/viewer/frameRate", "frameRate must be a number, not a string"},
        BadScene{"ViewerSelectedNotWhole", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"selected\":-1}}", 1, 65,
                 "/viewer/selected", "selected must be a shape index (a whole number >= 0)"},
        BadScene{"ViewerSelectedPastTheShapes", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"selected\":3}}", 1, 65,
                 "/viewer/selected", "viewer.selected is 3 but the scene has 0 shapes"},
        BadScene{"ViewerOverlayNotABool", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"overlays\":{\"regions\":1}}}", 1, 76,
                 "/viewer/overlays/regions", "regions must be a boolean, not a number"},
        BadScene{"ViewerUnknownKey", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"viewer\":{\"gravity\":[0,1]}}", 1, 54,
                 "/viewer/gravity", "unknown key \"gravity\""},
        // docs/architecture.md's valid ranges (each of these once crashed or overflowed somewhere)
        BadScene{"CoordinateBeyondTheRange", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"shapes\":[{\"type\":\"rect\",\"x\":1.7e308,\"y\":0,\"w\":1,\"h\":1}]}", 1, 73, "/shapes/0/x", "x must be between -1e9 and 1e9 px, not 1.7e+308"},
        BadScene{"BodyFarAway", "{\"name\":\"a\",\"bodies\":[{\"x\":-2e9,\"y\":0,\"r\":5}]}", 1, 28, "/bodies/0/x", "x must be between -1e9 and 1e9 px, not -2e+09"},
        BadScene{"HugeStaticCircle", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"shapes\":[{\"type\":\"circle\",\"x\":0,\"y\":0,\"r\":9e307}]}", 1, 87, "/shapes/0/r", "r must be at most 1e9 px"},
        BadScene{"HugeBodyRadius", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":1e11}]}", 1, 40, "/bodies/0/r", "r must be at most 1e9 px"},
        BadScene{"AngleBeyondTheRange", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"shapes\":[{\"type\":\"rect\",\"x\":0,\"y\":0,\"w\":1,\"h\":1,\"angle\":2e6}]}", 1, 101, "/shapes/0/angle", "angle must be between -1e6 and 1e6 degrees"},
        BadScene{"DenormalMass", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"mass\":1e-320}]}", 1, 49, "/bodies/0/mass", "mass must be"},
        BadScene{"TinyMass", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"mass\":1e-7}]}", 1, 49, "/bodies/0/mass", "mass must be between 1e-6 and 1e9, not 1e-07"},
        BadScene{"TooFast", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5,\"vx\":1e14,\"vy\":0}]}", 1, 47, "/bodies/0/vx", "the speed must be at most 1e7 px/s"},
        BadScene{"GravityTooStrong", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"gravity\":[0,1e308]}}", 1, 66, "/settings/gravity", "gravity must be at most 1e7"},
        BadScene{"TileMapBeyondTheRange", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"tiles\":{\"x\":0,\"y\":0,\"size\":1e9,\"rows\":[\"##\"]}}", 1, 83, "/tiles/rows", "beyond 1e9 px"},
        BadScene{"ViewBeyondTheRange", "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"settings\":{\"view\":[0,0,1e10,1]}}", 1, 63, "/settings/view", "between -1e9 and 1e9"},
        // broken JSON
        BadScene{"CutOff", "{\"name\":\"a\",\n\"bodies\":[\n", 3, 1, "", "unexpected end of input"}),
    [](const auto& info) { return std::string(info.param.name); });

// A map may reach exactly to 1e9, the largest coordinate, from either side of the origin.
TEST(SceneJson, TileMapWhoseFarEdgeIsExactly1e9IsAccepted) {
    for (const char* tiles : {R"({"x":-1e9,"y":0,"size":1e9,"rows":["##"]})", R"({"x":0,"y":0,"size":5e8,"rows":["##","##"]})",
                              R"({"x":999999000,"y":-1e9,"size":500,"rows":["##"]})"}) {
        const SceneLoad load = ParseScene(std::string(R"({"name":"a","bodies":[{"x":0,"y":0,"r":5}],"tiles":)") + tiles + "}");
        EXPECT_TRUE(load.scene.has_value()) << tiles << "\n" << load.Format("s.json");
    }
    const SceneLoad beyond = ParseScene(R"({"name":"a","bodies":[{"x":0,"y":0,"r":5}],"tiles":{"x":-1e9,"y":0,"size":1e9,"rows":["###"]}})");
    EXPECT_FALSE(beyond.scene.has_value());
}

TEST(SceneJson, TileMapOfMoreThanAMillionTilesIsRefused) {
    std::string text = "{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}],\"tiles\":{\"x\":0,\"y\":0,\"size\":1,\"rows\":[";
    for (int i = 0; i < 1001; ++i) text += (i ? ",\"" : "\"") + std::string(1000, '.') + "\"";
    text += "]}}";
    const SceneLoad load = ParseScene(text);
    ASSERT_FALSE(load.scene);
    EXPECT_EQ(load.errors.front().Format("s.json"),
              "s.json:1:81: the map is 1001 rows of up to 1000 tiles, more than the 1,000,000 tiles a map may have "
              "(at /tiles/rows)");
}

TEST(SceneJson, ByteOrderMarkIsAccepted) {
    const SceneLoad load = ParseScene("\xEF\xBB\xBF{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}");
    EXPECT_TRUE(load.scene) << load.Format("s.json");
}

TEST(SceneJson, EdgesOfTheValidRangesAreAccepted) {
    const SceneLoad load = ParseScene(
        R"({"name":"a","bodies":[{"x":-1e9,"y":1e9,"r":1e9,"mass":1e-6,"vx":1e7,"vy":0},{"x":0,"y":0,"r":0,"mass":1e9}],
            "shapes":[{"type":"triangle","x":1e9,"y":-1e9,"w":1e9,"h":1e9,"missing":"top-left","angle":-1e6}],
            "settings":{"gravity":[0,1e7]}})");
    EXPECT_TRUE(load.scene) << load.Format("s.json");
}

TEST(SetJsonPath, AnAddedKeyIsPlacedAtItsObjectNotAtZero) {
    JsonParse doc = ParseJson("{\"name\":\"a\",\n \"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}");
    ASSERT_TRUE(doc.value);
    EXPECT_EQ(SetJsonPath(*doc.value, "bodies/0/colour", "{\"red\": 1}"), "");
    const SceneLoad load = SceneFromJson(doc.value->Root());
    ASSERT_FALSE(load.scene);
    EXPECT_EQ(load.errors.front().Format("s.json").substr(0, 11), "s.json:2:12") << load.Format("s.json");
}

TEST(SetJsonPath, AReplacedValueTakesThePlaceOfTheOldOne) {
    JsonParse doc = ParseJson("{\"name\":\"a\",\n \"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}");
    ASSERT_TRUE(doc.value);
    EXPECT_EQ(SetJsonPath(*doc.value, "bodies/0", "{\"x\":0,\"y\":0,\"r\":-1}"), "");
    const SceneLoad load = SceneFromJson(doc.value->Root());
    ASSERT_FALSE(load.scene);
    EXPECT_EQ(load.errors.front().Format("s.json"), "s.json:2:12: r must be >= 0, not -1 (at /bodies/0/r)");
}

// A change for the viewer reaches its own place, also when written for the older one and when
// the file has no "viewer" yet (the object is added where the scene's object is).
TEST(SetJsonPath, TheViewersKeysGoToItsOwnPlace) {
    JsonParse doc = ParseJson(R"({"name":"a","bodies":[{"x":0,"y":0,"r":5}],
      "shapes":[{"type":"circle","x":1,"y":1,"r":1},{"type":"circle","x":9,"y":9,"r":1}],
      "settings":{"selected":0,"overlays":{"regions":false}}})");
    ASSERT_TRUE(doc.value);
    EXPECT_EQ(SetJsonPath(*doc.value, "viewer/overlays/regions", "true"), "");
    EXPECT_EQ(SetJsonPath(*doc.value, "settings/selected", "1"), "");
    EXPECT_EQ(SetJsonPath(*doc.value, "settings/frameRate", "30"), "");
    ASSERT_TRUE(doc.value->Root().Find("viewer"));
    EXPECT_EQ(doc.value->Root().Find("viewer")->Find("selected")->Number(), 1);
    const SceneLoad load = SceneFromJson(doc.value->Root());
    ASSERT_TRUE(load.scene) << load.Format("s.json");
    EXPECT_TRUE(load.scene->viewer.overlays.regions);
    EXPECT_EQ(load.scene->viewer.selected, 1);
    EXPECT_EQ(load.scene->viewer.frameRate, 30);
    // Only the viewer's place is added on the way; any other missing parent is still an error.
    EXPECT_NE(SetJsonPath(*doc.value, "tiles/rows", "[]"), "");
    EXPECT_NE(SetJsonPath(*doc.value, "settings/cup/x", "1"), "");
}

TEST(SetJsonPath, TextThatLooksLikeJsonMustBeJson) {
    JsonParse doc = ParseJson("{\"name\":\"a\",\"bodies\":[{\"x\":0,\"y\":0,\"r\":5}]}");
    ASSERT_TRUE(doc.value);
    EXPECT_EQ(SetJsonPath(*doc.value, "bodies/0/x", "[1,2"),
              "the value is not valid JSON: column 5: expected ',' or ']' after an array element");
    EXPECT_NE(SetJsonPath(*doc.value, "bodies/0/x", "12px"), "");
    EXPECT_EQ(SetJsonPath(*doc.value, "name", "Hello"), "");  // a bare word is still a string
    EXPECT_EQ(doc.value->Root().Find("name")->String(), "Hello");
}

TEST(SceneJson, ReportsEveryErrorInFileOrder) {
    const SceneLoad load = ParseScene(
        R"({"name":"a","bodies":[{"x":0,"y":0,"r":5}],"shapes":[{"type":"rect","x":0,"y":0,"w":-1,"h":1},{"type":"circle","x":0,"y":0,"r":0}]})");
    ASSERT_EQ(load.errors.size(), 2u);
    EXPECT_EQ(load.errors[0].pointer, "/shapes/0/w");
    EXPECT_EQ(load.errors[1].pointer, "/shapes/1/r");
    EXPECT_EQ(load.Format("s.json").substr(0, 12), "s.json:1:85:");
}

TEST(SceneJson, MissingFileIsAnErrorNotACrash) {
    const SceneLoad load = LoadSceneFile("/nonexistent/scene.json");
    ASSERT_FALSE(load.scene);
    EXPECT_EQ(load.Format("/nonexistent/scene.json"), "/nonexistent/scene.json:1:1: no such file\n");
}

class SaveTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("circlelab_save_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

TEST_F(SaveTest, SaveThenLoadGivesTheSameScene) {
    Scene scene = DefaultScene();
    scene.shapes.push_back(Triangle{{1.25, 2.5}, {3, 4}, Corner::kBottomLeft, 12.345678901234567});
    scene.viewer.frameRate = 120;  // the swept path's frame step and its tunnelling map are kept
    scene.viewer.overlays.sweep = scene.viewer.overlays.tunnelling = true;
    const std::string path = (dir_ / "saved.json").string();
    EXPECT_EQ(SaveSceneFile(scene, path), "");
    const SceneLoad load = LoadSceneFile(path);
    ASSERT_TRUE(load.scene) << load.Format(path);
    EXPECT_EQ(*load.scene, scene);
    EXPECT_FALSE(fs::exists(path + ".tmp-circlelab"));
}

TEST_F(SaveTest, FailedSaveLeavesTheOldFileIntact) {
    // The target is a folder, so the final rename fails after the temporary file was written.
    const fs::path target = dir_ / "scene.json";
    fs::create_directories(target / "keep");
    const std::string problem = SaveSceneFile(DefaultScene(), target.string());
    EXPECT_NE(problem.find("cannot replace"), std::string::npos) << problem;
    EXPECT_TRUE(fs::is_directory(target / "keep"));
    EXPECT_FALSE(fs::exists(target.string() + ".tmp-circlelab"));

    // A folder that does not exist: nothing is written anywhere.
    EXPECT_NE(SaveSceneFile(DefaultScene(), (dir_ / "missing" / "s.json").string()), "");
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// An object full of stray keys: the first 20 are named where they stand, the rest counted in one
// message at the object, so a file of a million stray keys does not make a million messages.
TEST(SceneJson, ManyUnknownKeysAreNamedUpToTwentyThenCounted) {
    std::string body = R"({"x": 1, "y": 2, "r": 3)";
    for (int i = 0; i < 25; ++i) body += ", \"stray" + std::to_string(i) + "\": 0";
    body += "}";
    const SceneLoad load = ParseScene(R"({"name": "s", "bodies": [)" + body + "]}");
    ASSERT_FALSE(load.scene);
    ASSERT_EQ(load.errors.size(), 21u);
    int named = 0;
    for (const SourceError& e : load.errors) {
        if (e.message.rfind("unknown key \"stray", 0) == 0) {
            ++named;
            EXPECT_GT(e.column, 26) << e.message;  // at the key itself
        }
    }
    EXPECT_EQ(named, 20);
    const auto counted = std::find_if(load.errors.begin(), load.errors.end(),
                                      [](const SourceError& e) { return e.message.rfind("and 5 more unknown keys", 0) == 0; });
    ASSERT_NE(counted, load.errors.end());
    EXPECT_EQ(counted->pointer, "/bodies/0");
    EXPECT_EQ(counted->column, 26);  // the object's opening brace
}

}  // namespace
}  // namespace circlelab

namespace circlelab {
namespace {

// Which change an error is about: the last to write its value or something inside it; else a
// change inside the object the error is at; else none (the file's own value).
TEST(SceneJson, AnErrorIsTracedToTheChangeBehindIt) {
    const std::vector<std::string> sets = {"bodies/0/x=5", "settings/selected=9", "bodies/0=3", "shapes/1/w=-1"};
    EXPECT_EQ(ChangeBehind("/bodies/0/x", sets), 2u);     // the later change replaced the whole body
    EXPECT_EQ(ChangeBehind("/shapes/1/w", sets), 3u);
    EXPECT_EQ(ChangeBehind("/viewer/selected", sets), 1u);  // the older place of the viewer's keys is its own
    EXPECT_EQ(ChangeBehind("/viewer", sets), 1u);          // a check across the viewer's keys
    EXPECT_EQ(ChangeBehind("/shapes/10/w", sets), std::nullopt);  // not shape 1: a prefix is not a path
    EXPECT_EQ(ChangeBehind("/name", sets), std::nullopt);
    EXPECT_EQ(ChangeBehind("/bodies/1/x", {}), std::nullopt);
}

}  // namespace
}  // namespace circlelab
