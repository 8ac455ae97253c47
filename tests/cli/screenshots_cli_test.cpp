// Visual regression, run as a user runs it: a one-pixel move caught with a diff image at the spot,
// a subset of the scenes, a missing reference. Every shipped scene against
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

using circlelab::testing::FreshDir;

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

}  // namespace
