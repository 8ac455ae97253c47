// The real window under a virtual X display: it opens, draws the scene, and closes by itself.
// A whole-screen capture (xwd) must show the hit colour where the circle overlaps the box.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include <unistd.h>

#include "cli_run.h"
#include "core/io/json.h"

using circlelab::testing::XvfbRun;

namespace {

struct Capture {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgb;  // 3 bytes a pixel
    bool ok = false;
};

std::uint32_t Be32(const std::vector<std::uint8_t>& b, std::size_t at) {
    return (std::uint32_t(b[at]) << 24) | (std::uint32_t(b[at + 1]) << 16) | (std::uint32_t(b[at + 2]) << 8) | b[at + 3];
}

// An X Window Dump of a 24-bit TrueColor screen: a header of big-endian 32-bit fields, the
// window name, the colour map (12 bytes an entry), then 32-bit pixels in the server's byte order.
Capture ReadXwd(const std::string& path) {
    Capture c;
    std::ifstream f(path, std::ios::binary);
    const std::vector<std::uint8_t> b((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    if (b.size() < 100) return c;
    const std::uint32_t headerSize = Be32(b, 0), width = Be32(b, 16), height = Be32(b, 20), byteOrder = Be32(b, 28);
    const std::uint32_t bitsPerPixel = Be32(b, 44), bytesPerLine = Be32(b, 48), colours = Be32(b, 76);
    const std::size_t start = headerSize + std::size_t(colours) * 12;
    // A 24-bit screen stores a pixel in 4 bytes or, packed, in 3 (lines padded to bytesPerLine):
    // which one depends on the X server's pixmap formats.
    if (bitsPerPixel != 24 && bitsPerPixel != 32) return c;
    const std::uint32_t bytesPerPixel = bitsPerPixel / 8;
    if (std::size_t(bytesPerLine) < std::size_t(width) * bytesPerPixel) return c;
    if (b.size() < start + std::size_t(bytesPerLine) * height) return c;
    c.width = int(width);
    c.height = int(height);
    c.rgb.resize(std::size_t(width) * height * 3);
    for (std::uint32_t y = 0; y < height; ++y)
        for (std::uint32_t x = 0; x < width; ++x) {
            const std::uint8_t* p = &b[start + std::size_t(y) * bytesPerLine + std::size_t(x) * bytesPerPixel];
            std::uint32_t v = 0;  // the pixel's value, its bytes in the server's order
            for (std::uint32_t i = 0; i < bytesPerPixel; ++i)
                v |= std::uint32_t(p[i]) << (8 * (byteOrder == 0 ? i : bytesPerPixel - 1 - i));
            std::uint8_t* o = &c.rgb[(std::size_t(y) * width + x) * 3];
            o[0] = (v >> 16) & 0xFF;
            o[1] = (v >> 8) & 0xFF;
            o[2] = v & 0xFF;
        }
    c.ok = true;
    return c;
}

// The configuration folder each window test gives the lab (XDG_CONFIG_HOME), so a recovery copy
// left in the user's own (app/model/recovery.h) never opens a question over the scene.
// The recovery copy a stopped lab left in the configuration folder ("" when there is none).
std::string RecoveredCopy(const std::string& config) {
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(config + "/circlelab", ec))
        if (e.path().filename().string().rfind("recovered-scene", 0) == 0 && e.path().extension() == ".json")
            return e.path().string();
    return {};
}

std::string ConfigHome(const std::string& name) {
    const std::string dir = ::testing::TempDir() + "window_config_" + name + "-" + std::to_string(getpid());
    std::system(("rm -rf '" + dir + "' && mkdir -p '" + dir + "'").c_str());
    return dir;
}

TEST(WindowXvfb, ShowsTheSceneAndClosesByItself) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xwd >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xwd is not installed (scripts/test.sh installs them)";
    const std::string dir = ::testing::TempDir();
    // Named by the process, so test runs side by side (two checkouts on one machine) keep apart.
    const std::string tag = std::to_string(getpid());
    const std::string capture = dir + "window_capture-" + tag + ".xwd", log = dir + "window_log-" + tag + ".txt";
    // Start the window, wait until it says its first frame is shown, capture the whole screen,
    // then wait for it to close on its own after its frames.
    const std::string script =
        XvfbRun() + " sh -c 'XDG_CONFIG_HOME=" + ConfigHome("shows") + " " +
        std::string(CIRCLELAB_EXE) + " " CIRCLELAB_TEST_DATA
        "/window_hit.json --frames 90 --exit > " + log + " 2>&1 & app=$!; "
        "for i in $(seq 1 200); do grep -q \"first frame shown\" " + log + " && break; sleep 0.1; done; "
        "sleep 0.3; xwd -root -silent -out " + capture + "; wait $app'";
    const int status = std::system(script.c_str());
    ASSERT_EQ(status, 0) << "the window did not close cleanly; its output is in " << log;
    const Capture c = ReadXwd(capture);
    ASSERT_TRUE(c.ok);
    ASSERT_EQ(c.width, 1280);
    const auto at = [&](int x, int y) {
        const std::uint8_t* p = &c.rgb[(std::size_t(y) * c.width + x) * 3];
        return std::vector<int>{p[0], p[1], p[2]};
    };
    // Inside the box, clear of the circle and its line: the hit blue of migapro's applet.
    EXPECT_EQ(at(850, 450), (std::vector<int>{47, 111, 222}));
    // Far from everything: the background.
    EXPECT_EQ(at(1200, 120), (std::vector<int>{244, 241, 234}));
}

// `circlelab SCENE --seconds S --stats` under Xvfb: the JSON line it prints at exit, parsed.
struct WindowStats {
    bool ok = false;
    double frames = 0, seconds = 0, simulated = 0, frameMsMean = 0, frameMsWorst = 0;
    bool recoveryOffered = false;
    std::string renderer;     ///< SDL's renderer that drew ("" when the line does not say)
    bool sprites = false;     ///< balls drawn as sprites from an atlas
    bool saysSprites = false;
    std::string output;
};

WindowStats RunWindowFor(const std::string& scene, double seconds, const std::string& configHome = ConfigHome("run")) {
    WindowStats w;
    const std::string command = "XDG_CONFIG_HOME=" + configHome + " " + XvfbRun() + " " +
                                std::string(CIRCLELAB_EXE) + " " + scene +
                                " --seconds " + std::to_string(seconds) + " --stats 2>&1";
    FILE* p = popen(command.c_str(), "r");
    if (!p) return w;
    char buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) w.output.append(buf, n);
    if (pclose(p) != 0) return w;
    const std::size_t line = w.output.rfind("{\"frames\"");
    if (line == std::string::npos) return w;
    const circlelab::JsonParse parsed = circlelab::ParseJson(w.output.substr(line, w.output.find('\n', line) - line));
    if (!parsed.value) return w;
    const auto number = [&](const char* key, double& out) {
        const std::optional<circlelab::JsonRef> v = parsed.value->Root().Find(key);
        if (v && v->Is(circlelab::JsonType::kNumber)) out = v->Number();
        return v.has_value();
    };
    const std::optional<circlelab::JsonRef> offered = parsed.value->Root().Find("recoveryOffered");
    w.recoveryOffered = offered && offered->Bool();
    if (const std::optional<circlelab::JsonRef> r = parsed.value->Root().Find("renderer"); r && r->Is(circlelab::JsonType::kString))
        w.renderer = std::string(r->String());
    if (const std::optional<circlelab::JsonRef> sp = parsed.value->Root().Find("sprites"); sp && sp->Is(circlelab::JsonType::kBool)) {
        w.saysSprites = true;
        w.sprites = sp->Bool();
    }
    w.ok = number("frames", w.frames) && number("seconds", w.seconds) && number("simulated", w.simulated) &&
           number("frameMsMean", w.frameMsMean) && number("frameMsWorst", w.frameMsWorst);
    return w;
}

// A teacher starts a physics demo and leaves the mouse alone: it must keep running smoothly.
TEST(WindowXvfb, RunningPhysicsNeverStallsWithoutInput) {
    if (std::system("command -v xvfb-run >/dev/null") != 0) GTEST_SKIP() << "xvfb-run is not installed";
    const WindowStats w = RunWindowFor(CIRCLELAB_SOURCE_ASSETS "/scenes/08_godfrey_thrown_circles.json", 3.0);
    ASSERT_TRUE(w.ok) << w.output;
    EXPECT_GE(w.seconds, 3.0);
    // A stalled loop drew one frame a second (3 in 3 s); a loop that keeps running draws many
    // more even on a busy machine. How fast it draws is the benchmarks' business, not this test's.
    EXPECT_GE(w.frames, 30) << w.output;
    // And the physics went on with the clock: a stalled loop simulated 0.08 s in these 3 s. A
    // machine busy with other builds can hold a Debug build's frames back (2.2 s was seen at load
    // 12), so half the clock is asked, which no stall comes near.
    EXPECT_GE(w.simulated, 1.5) << w.output;
    EXPECT_GT(w.frameMsWorst, 0.0);
}

// What a frame costs depends first on which of SDL's renderers drew it and whether the balls were
// sprites (a virtual display's OpenGL is Mesa's software rasteriser): the --stats line says both,
// for the benchmarks that compare runs.
TEST(WindowXvfb, TheStatsNameTheRendererAndWhetherBallsWereSprites) {
    if (std::system("command -v xvfb-run >/dev/null") != 0) GTEST_SKIP() << "xvfb-run is not installed";
    const WindowStats w = RunWindowFor(CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json", 1.0);
    ASSERT_TRUE(w.ok) << w.output;
    EXPECT_FALSE(w.renderer.empty()) << w.output;
    ASSERT_TRUE(w.saysSprites) << w.output;
    // Every renderer but SDL's own software one draws into textures (render/circle_sprites.h).
    EXPECT_EQ(w.sprites, w.renderer != "software") << w.output;
}

// A still lab sleeps until something happens instead of drawing frames nobody needs.
TEST(WindowXvfb, AStillLabWaitsForInput) {
    if (std::system("command -v xvfb-run >/dev/null") != 0) GTEST_SKIP() << "xvfb-run is not installed";
    const WindowStats w = RunWindowFor(CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json", 2.0);
    ASSERT_TRUE(w.ok) << w.output;
    EXPECT_GE(w.seconds, 2.0);
    EXPECT_LE(w.frames, 20) << w.output;
    EXPECT_EQ(w.simulated, 0.0);
}

// F11 in the real window: a key pressed through the X test extension (xdotool) must leave the
// window fullscreen, as big as the screen, where it opened inside the usable area (shorter than
// the screen, by the X server's own account: xwininfo). Xvfb runs no window manager, and SDL asks
// the window manager to make a window fullscreen (_NET_WM_STATE), so the X server keeps the old
// size there; what the program itself did is read from its --stats line: SDL's fullscreen flag
// and the window size it lays the lab out in.
TEST(WindowXvfb, F11MakesTheWindowFullscreen) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null && command -v xwininfo >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run, xdotool or xwininfo is not installed (scripts/deps.sh test installs them)";
    const std::string dir = ::testing::TempDir();
    const std::string tag = std::to_string(getpid());
    const std::string log = dir + "window_f11-" + tag + ".txt", before = dir + "window_f11_before-" + tag + ".txt";
    // Wait for the window, measure it, give it the keyboard and press F11.
    const std::string script =
        "XDG_CONFIG_HOME=" + ConfigHome("f11") + " " + XvfbRun() + " sh -c '" +
        std::string(CIRCLELAB_EXE) + " " CIRCLELAB_SOURCE_ASSETS
        "/scenes/01_sandbox.json --seconds 6 --stats > " + log + " 2>&1 & app=$!; "
        "wid=$(xdotool search --sync --onlyvisible --name \"Circle Collision Lab\" | head -n 1); sleep 1; "
        "xwininfo -id $wid > " + before + "; xdotool windowfocus --sync $wid; xdotool key F11; wait $app'";
    ASSERT_EQ(std::system(script.c_str()), 0) << "see " << log;
    const auto size = [](const std::string& path) {
        std::ifstream f(path);
        std::string line;
        int width = -1, height = -1;
        while (std::getline(f, line)) {
            if (line.find("  Width: ") == 0) width = std::atoi(line.c_str() + 9);
            if (line.find("  Height: ") == 0) height = std::atoi(line.c_str() + 10);
        }
        return std::vector<int>{width, height};
    };
    const std::vector<int> opened = size(before);
    EXPECT_EQ(opened[0], 1280);
    EXPECT_LT(opened[1], 800);  // inside the usable area, below room for a title bar
    std::ifstream f(log);
    const std::string output((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const std::size_t line = output.rfind("{\"frames\"");
    ASSERT_NE(line, std::string::npos) << output;
    const circlelab::JsonParse parsed = circlelab::ParseJson(output.substr(line, output.find('\n', line) - line));
    ASSERT_TRUE(parsed.value) << output;
    const std::optional<circlelab::JsonRef> fullscreen = parsed.value->Root().Find("fullscreen");
    ASSERT_TRUE(fullscreen.has_value()) << output;
    EXPECT_TRUE(fullscreen->Is(circlelab::JsonType::kBool) && fullscreen->Bool()) << output;
    const std::optional<circlelab::JsonRef> window = parsed.value->Root().Find("window");
    ASSERT_TRUE(window.has_value());
    ASSERT_TRUE(window->Is(circlelab::JsonType::kArray) && window->Size() == 4) << output;
    EXPECT_EQ(window->Item(2).Number(), 1280);
    EXPECT_EQ(window->Item(3).Number(), 800);
}

std::string ReadText(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

// The shell line that opens `scene` with XDG_CONFIG_HOME=config, makes an edit (Ctrl+D duplicates the
// selected shape: the title gains " *"), then stops the lab with SIGTERM; its status is the lab's.
std::string EditThenStop(const std::string& config, const std::string& scene, const std::string& log) {
    return "XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " sh -c '" + std::string(CIRCLELAB_EXE) +
           " " + scene + " --seconds 60 > " + log + " 2>&1 & app=$!; "
           "timeout 20 xdotool search --sync --name \"Circle Collision Lab - \" windowfocus --sync >/dev/null && "
           "sleep 0.5 && xdotool mousemove 1000 400 key ctrl+d && "
           "timeout 20 xdotool search --sync --name \" \\*$\" >/dev/null; kill -TERM $app; wait $app'";
}

// Told to stop (SIGTERM: a session ending) with an edit not saved, the lab cannot ask "save?": it
// keeps the changes beside the user's configuration, exits, and offers them at the next start.
TEST(WindowXvfb, StoppedWithUnsavedChangesKeepsThemForTheNextStart) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xdotool is not installed (scripts/test.sh installs them)";
    const std::string config = ConfigHome("stop"), log = config + "/log.txt";
    const std::string scene = CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json";
    ASSERT_EQ(std::system(EditThenStop(config, scene, log).c_str()), 0) << ReadText(log);
    const std::string output = ReadText(log);
    EXPECT_NE(output.find("stopped (Terminated) with unsaved changes; they are kept in " + config + "/circlelab"),
              std::string::npos) << output;
    // The copy holds the edit (one more shape than the file) and names the file it belongs to.
    // Each stop keeps a copy of its own: recovered-scene-TIME-PID.json, with its .origin beside it.
    const std::string copyPath = RecoveredCopy(config);
    ASSERT_FALSE(copyPath.empty()) << output;
    const std::string copy = ReadText(copyPath);
    const std::string original = ReadText(scene);
    const auto shapes = [](const std::string& text) {
        const circlelab::JsonParse parsed = circlelab::ParseJson(text);
        const std::optional<circlelab::JsonRef> list = parsed.value ? parsed.value->Root().Find("shapes") : std::nullopt;
        return list ? list->Size() : std::size_t{0};
    };
    EXPECT_EQ(shapes(copy), shapes(original) + 1) << copy;
    EXPECT_EQ(ReadText(copyPath.substr(0, copyPath.size() - 5) + ".origin"), scene + "\n");
    // The next start offers it, and leaves it in place until the user opens or declines it.
    const WindowStats next = RunWindowFor(scene, 1.0, config);
    ASSERT_TRUE(next.ok) << next.output;
    EXPECT_TRUE(next.recoveryOffered) << next.output;
    EXPECT_FALSE(ReadText(copyPath).empty());
}

// Stopped with unsaved changes it cannot keep (the configuration folder is a file): it says so and
// exits with 1, not 0 as if nothing were lost.
TEST(WindowXvfb, StoppedWithChangesThatCannotBeKeptExitsWithAFailure) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xdotool is not installed (scripts/test.sh installs them)";
    const std::string dir = ConfigHome("unkept"), config = dir + "/config-is-a-file", log = dir + "/log.txt";
    std::ofstream(config) << "not a folder";
    const int raw = std::system(EditThenStop(config, CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json", log).c_str());
    EXPECT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 1) << ReadText(log);
    EXPECT_NE(ReadText(log).find("the unsaved changes could not be kept"), std::string::npos) << ReadText(log);
}

// Stopped with nothing unsaved, it simply exits: no copy, nothing offered next time.
TEST(WindowXvfb, StoppedWithNothingUnsavedKeepsNothing) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xdotool is not installed (scripts/test.sh installs them)";
    const std::string config = ConfigHome("clean"), log = config + "/log.txt";
    const std::string script =
        "XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " sh -c '" + std::string(CIRCLELAB_EXE) +
        " --seconds 60 > " + log + " 2>&1 & app=$!; "
        "timeout 20 xdotool search --sync --name \"Circle Collision Lab - \" >/dev/null; kill -TERM $app; wait $app'";
    ASSERT_EQ(std::system(script.c_str()), 0) << ReadText(log);
    EXPECT_EQ(ReadText(log).find("unsaved"), std::string::npos) << ReadText(log);
    EXPECT_TRUE(RecoveredCopy(config).empty());
    const WindowStats next = RunWindowFor(CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json", 0.5, config);
    ASSERT_TRUE(next.ok) << next.output;
    EXPECT_FALSE(next.recoveryOffered);
}

}  // namespace

namespace {

// Ctrl+D as a quick hand types it, Ctrl let go a moment before the D: the D is part of the
// shortcut, not the D of WASD, so the circle stays put, and a Ctrl+S after it saves the circle
// where it was (it was saved moved, a new user found). Under Xvfb, keys through xdotool.
TEST(WindowXvfb, ALetterTypedWithCtrlNeverMovesTheCircle) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xdotool is not installed (scripts/test.sh installs them)";
    const std::string config = ConfigHome("chord"), log = config + "/log.txt", scene = config + "/chord.json";
    const std::string original = ReadText(CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json");
    {
        std::ofstream out(scene);
        out << original;
    }
    const std::string script =
        "XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " sh -c '" + std::string(CIRCLELAB_EXE) +
        " " + scene + " --seconds 60 > " + log + " 2>&1 & app=$!; "
        "timeout 20 xdotool search --sync --name \"Circle Collision Lab - \" windowfocus --sync >/dev/null && "
        "sleep 0.5 && xdotool mousemove 1000 400 keydown ctrl keydown d keyup ctrl sleep 0.5 keyup d && "
        "timeout 20 xdotool search --sync --name \" \\*$\" >/dev/null && xdotool key ctrl+s && "
        "timeout 20 xdotool search --sync --name \"regions I-VIII and the resolution vector$\" >/dev/null; "
        "kill -TERM $app; wait $app'";
    ASSERT_EQ(std::system(script.c_str()), 0) << ReadText(log);
    const auto circle = [](const std::string& text) {
        const circlelab::JsonParse parsed = circlelab::ParseJson(text);
        const std::optional<circlelab::JsonRef> bodies = parsed.value ? parsed.value->Root().Find("bodies") : std::nullopt;
        if (!bodies || bodies->Size() == 0) return std::pair{-1.0, -1.0};
        const circlelab::JsonRef first = bodies->Item(0);
        return std::pair{first.Find("x")->Number(), first.Find("y")->Number()};
    };
    const std::string saved = ReadText(scene);
    ASSERT_NE(saved, original) << "nothing was saved: " << ReadText(log);  // the duplicate is in it
    EXPECT_EQ(circle(saved), circle(original)) << saved;
}

}  // namespace

namespace {

// A broken scene double-clicked or named on the command line: the window still opens, on the
// built-in scene, with the file's file:line:column messages shown (it printed them and exited 1,
// so a teacher who double-clicked it saw nothing); the subcommands still exit 1.
TEST(WindowXvfb, ABrokenSceneOpensTheWindowWithItsMessages) {
    if (std::system("command -v xvfb-run >/dev/null") != 0) GTEST_SKIP() << "xvfb-run is not installed";
    const std::string config = ConfigHome("broken"), scene = config + "/broken.json";
    {
        std::ofstream out(scene);
        out << "{\n  \"name\": \"x\",\n  \"bodies\": 3\n}\n";
    }
    FILE* p = popen(("XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " " + std::string(CIRCLELAB_EXE) + " " +
                     scene + " --seconds 0.5 --stats 2>/dev/null").c_str(), "r");
    ASSERT_NE(p, nullptr);
    std::string output;
    char buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) output.append(buf, n);
    EXPECT_EQ(pclose(p), 0) << output;
    const std::size_t line = output.rfind("{\"frames\"");
    ASSERT_NE(line, std::string::npos) << output;
    const circlelab::JsonParse parsed = circlelab::ParseJson(output.substr(line, output.find('\n', line) - line));
    ASSERT_TRUE(parsed.value) << output;
    const circlelab::JsonRef root = parsed.value->Root();
    EXPECT_EQ(root.Find("title")->String(), "Circle Collision Lab - Sandbox");
    EXPECT_NE(std::string(root.Find("error")->String()).find(scene + ":3:13: "), std::string::npos) << output;
    EXPECT_GE(root.Find("frames")->Number(), 1);
    const auto shot = circlelab::testing::RunCircleLab("shot " + scene + " -o " + config + "/x.png");
    EXPECT_EQ(shot.status, 1) << shot.out;
}

}  // namespace

namespace {

// Ctrl+S on a shipped scene in the real window, keys through xdotool: the lab's own chooser opens
// on ~/Documents with a name ready and its name field taking the keys, so Return saves the copy
// there (the shipped file untouched) and the title names it.
TEST(WindowXvfb, CtrlSOnAShippedSceneSavesACopyThroughTheChooser) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run or xdotool is not installed (scripts/test.sh installs them)";
    const std::string config = ConfigHome("chooser"), home = config + "/home", log = config + "/log.txt";
    std::system(("mkdir -p '" + home + "/Documents'").c_str());
    const std::string scene = CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json";
    const std::string original = ReadText(scene);
    const std::string script =
        "HOME=" + home + " CIRCLELAB_CHOOSER=builtin XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " sh -c '" +
        std::string(CIRCLELAB_EXE) + " " + scene + " --seconds 60 > " + log + " 2>&1 & app=$!; "
        "timeout 20 xdotool search --sync --name \"Circle Collision Lab - \" windowfocus --sync >/dev/null && "
        "sleep 0.5 && xdotool mousemove 1000 400 key ctrl+d && "
        "timeout 20 xdotool search --sync --name \" \\*$\" >/dev/null && xdotool key ctrl+s && sleep 1 && xdotool key Return && "
        "timeout 20 xdotool search --sync --name \"05_godfrey_regions-copy.json - \" >/dev/null; kill -TERM $app; wait $app'";
    ASSERT_EQ(std::system(script.c_str()), 0) << ReadText(log);
    const std::string copy = ReadText(home + "/Documents/05_godfrey_regions-copy.json");
    EXPECT_NE(copy.find("Godfrey: regions"), std::string::npos) << ReadText(log);
    EXPECT_EQ(ReadText(scene), original);
    EXPECT_NE(ReadText(config + "/circlelab/recent-files.txt").find(home + "/Documents/05_godfrey_regions-copy.json"),
              std::string::npos);
}

}  // namespace

namespace {

// The share of pure black pixels in a capture (Xvfb's empty screen is black; so is a window
// mapped before anything was drawn in it, since SDL gives it no background).
double BlackShare(const Capture& c) {
    std::size_t black = 0;
    for (std::size_t i = 0; i + 2 < c.rgb.size(); i += 3) black += c.rgb[i] == 0 && c.rgb[i + 1] == 0 && c.rgb[i + 2] == 0;
    return c.rgb.empty() ? 1.0 : double(black) / double(c.rgb.size() / 3);
}

// A timed run of a busy scene (`--seconds S --stats`, as a measurement is taken) must be a visible
// window the whole time: it was mapped at once and stayed black while the renderer started and
// the first frame built its fonts (1-2 s on a loaded machine), and that black time counted as part
// of the S seconds. Now the window appears with its first frame drawn: whenever X reports it
// viewable, the lab has already said "first frame shown", and captures of the window one, two and
// three seconds later show the scene. The S seconds count from then, so --stats measures a
// window that was visible.
TEST(WindowXvfb, ATimedRunIsVisibleFromTheMomentItAppears) {
    if (std::system("command -v xvfb-run >/dev/null && command -v xwd >/dev/null && command -v xdotool >/dev/null") != 0)
        GTEST_SKIP() << "xvfb-run, xwd or xdotool is not installed (scripts/test.sh installs them)";
    const std::string config = ConfigHome("timed"), log = config + "/log.txt", order = config + "/order.txt";
    // Poll until the window is viewable; note whether the lab had said its first frame was shown
    // by then; capture the window 1, 2 and 3 s after; the run lasts 6 s from its first frame.
    const std::string script =
        "XDG_CONFIG_HOME=" + config + " " + XvfbRun() + " sh -c '" + std::string(CIRCLELAB_EXE) +
        " " CIRCLELAB_SOURCE_ASSETS "/scenes/10_stress_balls.json --seconds 6 --stats > " + log + " 2>&1 & app=$!; "
        "wid=; for i in $(seq 1 3000); do wid=$(xdotool search --onlyvisible --name \"Circle Collision Lab\" | head -n 1); "
        "[ -n \"$wid\" ] && break; kill -0 $app 2>/dev/null || break; sleep 0.01; done; "
        // No window seen: say so in the log the failure prints, with whether the lab still ran and
        // which windows the display had, hidden ones included.
        "[ -n \"$wid\" ] || { echo \"no visible window after $i looks; the lab $(kill -0 $app 2>/dev/null && echo still ran || echo had ended);"
        " windows: $(xdotool search --name . 2>&1 | tr \"\\n\" \" \")\" >> " + log + "; }; "
        "if grep -q \"first frame shown\" " + log + "; then echo drawn > " + order + "; else echo black > " + order + "; fi; "
        "for s in 1 2 3; do sleep 1; xwd -id $wid -silent -out " + config + "/capture-$s.xwd; done; wait $app'";
    ASSERT_EQ(std::system(script.c_str()), 0) << ReadText(log);
    EXPECT_EQ(ReadText(order), "drawn\n") << "the window was on screen before its first frame was drawn\n" << ReadText(log);
    for (const char* s : {"1", "2", "3"}) {
        const Capture c = ReadXwd(config + "/capture-" + s + ".xwd");
        ASSERT_TRUE(c.ok) << "capture " << s;
        // The panel and the stress box's walls and balls: hardly a black pixel.
        EXPECT_LT(BlackShare(c), 0.05) << "the window was black " << s << " s after it appeared";
    }
    const std::string output = ReadText(log);
    const std::size_t line = output.rfind("{\"frames\"");
    ASSERT_NE(line, std::string::npos) << output;
    const circlelab::JsonParse parsed = circlelab::ParseJson(output.substr(line, output.find('\n', line) - line));
    ASSERT_TRUE(parsed.value) << output;
    // The measured seconds are the visible ones, and the time before is said apart.
    EXPECT_GE(parsed.value->Root().Find("seconds")->Number(), 6.0) << output;
    const std::optional<circlelab::JsonRef> start = parsed.value->Root().Find("startSeconds");
    ASSERT_TRUE(start.has_value()) << output;
    EXPECT_GT(start->Number(), 0.0) << output;
}

}  // namespace
