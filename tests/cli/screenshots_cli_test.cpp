// Visual regression and the headless picture, run as a user runs them: determinism, --set, a
// one-pixel move caught with a diff image at the spot, and `report`. Every shipped scene against
// its reference is the `visual_regression` CTest entry itself (tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <SDL.h>
#include <SDL_image.h>

#include "cli_run.h"
#include "core/io/json.h"
#include "core/geometry/shapes.h"
#include "core/io/scene_json.h"
#include "core/scene/view_bounds.h"

namespace {

namespace fs = std::filesystem;
using circlelab::testing::CliRun;
using circlelab::testing::RunCircleLab;
using circlelab::testing::ReadWholeFile;

const std::string kAssets = CIRCLELAB_SOURCE_ASSETS;
const std::string kReferences = CIRCLELAB_SOURCE_ASSETS "/../screenshots";

fs::path FreshDir(const std::string& name) {
    const fs::path dir = fs::path(::testing::TempDir()) / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

TEST(ShotCli, SameSceneGivesTheSameBytes) {
    const fs::path dir = FreshDir("shot_determinism");
    const std::string a = (dir / "a.png").string(), b = (dir / "b.png").string();
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/04_worden_triangle_tiles.json -o " + a).status, 0);
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/04_worden_triangle_tiles.json -o " + b).status, 0);
    const std::string pa = ReadWholeFile(a), pb = ReadWholeFile(b);
    EXPECT_GT(pa.size(), 1000u);
    EXPECT_TRUE(pa == pb);
    // And the picture is the reference itself.
    EXPECT_TRUE(pa == ReadWholeFile(kReferences + "/04_worden_triangle_tiles.png"));
}

// The two projector-and-desk layouts are references too: classroom mode at 1024 x 768 with the
// tutorials comparison, and the lab at 1920 x 1080. A change to either picture must be reviewed.
TEST(ShotCli, ClassroomAndFullHdLayoutsMatchTheirReferences) {
    const fs::path dir = FreshDir("shot_layouts");
    const std::string classroom = (dir / "classroom.png").string(), wide = (dir / "lab_1920x1080.png").string();
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/05_godfrey_regions.json --classroom --size 1024x768 "
                           "--tutorials godfrey -o " + classroom).status, 0);
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/06_migapro_rotated.json --size 1920x1080 --tutorials migapro -o " +
                           wide).status, 0);
    EXPECT_TRUE(ReadWholeFile(classroom) == ReadWholeFile(kReferences + "/readme/classroom.png"))
        << "classroom.png changed: look at " << classroom << " beside screenshots/readme/classroom.png";
    EXPECT_TRUE(ReadWholeFile(wide) == ReadWholeFile(kReferences + "/readme/lab_1920x1080.png"))
        << "lab_1920x1080.png changed: look at " << wide << " beside screenshots/readme/lab_1920x1080.png";
}

// A picture is what an opaque window shows: alpha 255 everywhere, also under translucent shading
// (the regions and the disagreement map), whose blending used to leave 249-254 in the target.
TEST(ShotCli, PicturesAreOpaqueUnderTranslucentShading) {
    const fs::path dir = FreshDir("shot_opaque");
    const std::string out = (dir / "map.png").string();
    const CliRun r = RunCircleLab("shot " + kAssets + "/scenes/05_godfrey_regions.json --map --tutorials worden-published "
                                  "--set bodies/0/r=37.3 -o " + out);
    ASSERT_EQ(r.status, 0) << r.out;
    SDL_Surface* raw = IMG_Load(out.c_str());
    ASSERT_NE(raw, nullptr) << IMG_GetError();
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    ASSERT_NE(rgba, nullptr);
    long translucent = 0;
    for (int y = 0; y < rgba->h; ++y)
        for (int x = 0; x < rgba->w; ++x) translucent += static_cast<Uint8*>(rgba->pixels)[y * rgba->pitch + 4 * x + 3] != 255;
    SDL_FreeSurface(rgba);
    EXPECT_EQ(translucent, 0);
}

TEST(ShotCli, SetOverridesASceneValue) {
    const fs::path dir = FreshDir("shot_set");
    const std::string moved = (dir / "moved.png").string(), plain = (dir / "plain.png").string();
    const std::string scene = kAssets + "/scenes/06_migapro_rotated.json";
    ASSERT_EQ(RunCircleLab("shot " + scene + " -o " + plain + " --no-panel").status, 0);
    const CliRun r = RunCircleLab("shot " + scene + " -o " + moved + " --no-panel --set bodies/0/x=700");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_FALSE(ReadWholeFile(moved) == ReadWholeFile(plain));
    const CliRun bad = RunCircleLab("shot " + scene + " -o " + moved + " --set bodies/7/x=1");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("--set bodies/7/x=1: no \"7\""), std::string::npos) << bad.out;
    const CliRun invalid = RunCircleLab("shot " + scene + " -o " + moved + " --set shapes/0/w=-5");
    EXPECT_EQ(invalid.status, 1);
    // A value from the command line is wrong on the command line: the message names the --set,
    // not a place in the (valid) shipped file.
    EXPECT_NE(invalid.out.find("--set shapes/0/w=-5: w must be > 0, not -5"), std::string::npos) << invalid.out;
    EXPECT_EQ(invalid.out.find("06_migapro_rotated.json:"), std::string::npos) << invalid.out;
    // A check across an object's keys (the selection against the shapes) names the --set too.
    const CliRun across = RunCircleLab("shot " + scene + " -o " + moved + " --set settings/selected=9");
    EXPECT_EQ(across.status, 1);
    EXPECT_NE(across.out.find("--set settings/selected=9: settings.selected is 9"), std::string::npos) << across.out;
    const CliRun empty = RunCircleLab("shot " + scene + " -o " + moved + " --set bodies/0/x=");
    EXPECT_EQ(empty.status, 1);
    EXPECT_NE(empty.out.find("--set bodies/0/x=: the value is empty"), std::string::npos) << empty.out;
    const CliRun unknown = RunCircleLab("shot " + scene + " -o " + moved + " --set nope=5");
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.out.find("--set nope=5: unknown key \"nope\""), std::string::npos) << unknown.out;
}

TEST(ScreenshotsCli, MovingAShapeByOnePixelIsCaughtWithADiffAtTheSpot) {
    // A copy of migapro's scene with its rectangle one pixel to the right.
    const fs::path scenes = FreshDir("screenshots_moved_scenes"), out = FreshDir("screenshots_moved_out");
    std::string text = ReadWholeFile(kAssets + "/scenes/06_migapro_rotated.json");
    const std::string from = "\"x\": 600", to = "\"x\": 601";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), to);
    std::ofstream(scenes / "06_migapro_rotated.json") << text;

    const CliRun r = RunCircleLab("screenshots --scenes " + scenes.string() + " --references " + kReferences +
                                  " --out " + out.string());
    EXPECT_EQ(r.status, 1) << r.out;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"((\d+) pixels differ, the first at \((\d+), (\d+)\))"))) << r.out;
    EXPECT_GT(std::stol(m[1]), 10);
    EXPECT_TRUE(fs::exists(out / "06_migapro_rotated.actual.png"));
    // The diff image marks every edge of the moved rectangle in red.
    SDL_Surface* raw = IMG_Load((out / "06_migapro_rotated.diff.png").string().c_str());
    ASSERT_NE(raw, nullptr) << IMG_GetError();
    SDL_Surface* diff = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    const auto redNear = [&](circlelab::Vec2 p) {
        for (int dy = -3; dy <= 3; ++dy)
            for (int dx = -3; dx <= 3; ++dx) {
                const int x = int(p.x) + dx, y = int(p.y) + dy;
                const auto* px = static_cast<const std::uint8_t*>(diff->pixels) + y * diff->pitch + x * 4;
                if (px[0] == 230 && px[1] == 0 && px[2] == 0) return true;
            }
        return false;
    };
    // Where the camera put the scene: the lab fits the scene's view into its viewport, and `play`
    // reports that rectangle on screen, so scene points map to the picture's pixels.
    const fs::path script = FreshDir("screenshots_moved_script") / "where.json";
    std::ofstream(script) << "{\"scene\": \"" << (scenes / "06_migapro_rotated.json").string()
                          << "\", \"size\": [1280, 720], \"steps\": [{\"wait\": 0}]}";
    const CliRun where = RunCircleLab("play " + script.string(), false);
    ASSERT_EQ(where.status, 0) << where.out;
    const circlelab::JsonParse line = circlelab::ParseJson(where.out.substr(0, where.out.find('\n')));
    ASSERT_TRUE(line.value);
    const std::optional<circlelab::JsonRef> onScreen = line.value->Root().Find("sceneOnScreen");
    ASSERT_TRUE(onScreen && onScreen->Size() == 4);
    const circlelab::SceneLoad moved = circlelab::LoadSceneFile((scenes / "06_migapro_rotated.json").string());
    ASSERT_TRUE(moved.scene);
    const std::optional<circlelab::Aabb> view = circlelab::ViewBounds(*moved.scene);
    ASSERT_TRUE(view);
    const double zoom = onScreen->Item(2).Number() / (view->hi.x - view->lo.x);
    const circlelab::Vec2 pan = circlelab::Vec2{onScreen->Item(0).Number(), onScreen->Item(1).Number()} - view->lo * zoom;
    const auto corners = circlelab::Corners(circlelab::Rect{{601, 300}, {300, 140}, 35});
    for (int i = 0; i < 4; ++i) {
        const circlelab::Vec2 mid = (corners[i] + corners[(i + 1) % 4]) * 0.5 * zoom + pan;
        EXPECT_TRUE(redNear(mid)) << "edge " << i << " at (" << mid.x << ", " << mid.y << ") is not marked";
    }
    // Far from the rectangle, in the viewport's bottom-left corner, nothing changed.
    const std::optional<circlelab::JsonRef> viewport = line.value->Root().Find("viewport");
    ASSERT_TRUE(viewport && viewport->Size() == 4);
    EXPECT_FALSE(redNear({viewport->Item(0).Number() + 8, viewport->Item(1).Number() + viewport->Item(3).Number() - 8}));
    SDL_FreeSurface(diff);

    // With a tolerance that forgives that many pixels it passes.
    const CliRun tolerant = RunCircleLab("screenshots --scenes " + scenes.string() + " --references " + kReferences +
                                         " --out " + out.string() + " --tolerance 255:" + m[1].str());
    EXPECT_EQ(tolerant.status, 0) << tolerant.out;
}

// Some of the shipped scenes copied into a folder of their own match their references: the panel
// names each as the shipped scene it is a copy of ("Scene 6 of 10"), not as a stray file.
TEST(ScreenshotsCli, ASubsetOfTheShippedScenesMatchesItsReferences) {
    const fs::path scenes = FreshDir("screenshots_subset_scenes"), out = FreshDir("screenshots_subset_out");
    for (const char* name : {"02_lazyfoo_dot.json", "06_migapro_rotated.json"})
        fs::copy_file(kAssets + "/scenes/" + name, scenes / name);
    const CliRun r = RunCircleLab("screenshots --scenes " + scenes.string() + " --out " + out.string());
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("2 scenes: 2 match, 0 differ"), std::string::npos) << r.out;
}

TEST(ScreenshotsCli, MissingReferenceSaysHowToCreateIt) {
    const fs::path refs = FreshDir("screenshots_no_refs");
    const CliRun r = RunCircleLab("screenshots --scene 02_lazyfoo --references " + refs.string());
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("run with --update to create it"), std::string::npos) << r.out;
}

TEST(ReportCli, AgreesWithQueryOnEveryContact) {
    const CliRun report = RunCircleLab("report " + kAssets + "/scenes/01_sandbox.json", false);
    ASSERT_EQ(report.status, 0);
    const circlelab::JsonParse p = circlelab::ParseJson(report.out);
    ASSERT_TRUE(p.value) << p.error.message;
    const circlelab::JsonRef contacts = *p.value->Root().Find("bodies")->Item(0).Find("contacts");
    ASSERT_EQ(contacts.Size(), 5u);
    // Shape 3 of the sandbox is the disc at (560, 540), r 85; the circle is at (800, 390), r 40.
    const std::string line = R"({"circle":{"x":800,"y":390,"r":40},"shape":{"type":"circle","x":560,"y":540,"r":85}})";
    const fs::path in = FreshDir("report_query") / "q.jsonl";
    std::ofstream(in) << line << "\n";
    const CliRun q = RunCircleLab("query < " + in.string(), false);
    const circlelab::JsonParse qp = circlelab::ParseJson(q.out);
    ASSERT_TRUE(qp.value);
    const circlelab::JsonRef c = contacts.Item(3);
    EXPECT_EQ(c.Find("type")->String(), "circle");
    EXPECT_EQ(c.Find("distance")->Number(), qp.value->Root().Find("distance")->Number());
    EXPECT_EQ(c.Find("closest")->Item(0).Number(), qp.value->Root().Find("closest")->Item(0).Number());
    EXPECT_EQ(c.Find("normal")->Item(1).Number(), qp.value->Root().Find("normal")->Item(1).Number());
}

}  // namespace
