// circlelab: the command line (DESIGN.md, Command line). With no command it opens the window.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <optional>

#include "core/io/trace.h"
#include "core/io/query.h"
#include "core/io/report.h"
#include "core/io/scene_json.h"
#include "headless.h"
#include "lab_window.h"
#include "physics_driver.h"
#include "screenshots.h"

namespace {

using namespace circlelab;

int Check(const std::vector<std::string>& files) {
    int failed = 0;
    for (const std::string& f : files) {
        const SceneLoad load = LoadSceneFile(f);
        if (load.scene) {
            std::printf("%s: ok (%zu bodies, %zu shapes)\n", f.c_str(), load.scene->bodies.size(),
                        AllShapes(*load.scene).size());
        } else {
            std::fprintf(stderr, "%s", load.Format(f).c_str());
            ++failed;
        }
    }
    return failed ? 1 : 0;
}

bool ParseSize(const std::string& text, int& w, int& h) {
    char x = 0;
    return std::sscanf(text.c_str(), "%d%c%d", &w, &x, &h) == 3 && (x == 'x' || x == 'X') && w > 0 && h > 0 &&
           w <= 8192 && h <= 8192;
}

// Loads a scene, applying --set key=value overrides to the document before validating it.
std::optional<Scene> LoadWithOverrides(const std::string& path, const std::vector<std::string>& sets) {
    SourceError error;
    std::optional<JsonValue> doc = LoadJsonFile(path, error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", error.Format(path).c_str());
        return std::nullopt;
    }
    for (const std::string& set : sets) {
        const std::size_t eq = set.find('=');
        const std::string problem = eq == std::string::npos
                                        ? "expected key=value, as in bodies/0/x=310"
                                        : SetJsonPath(*doc, std::string_view(set).substr(0, eq), std::string_view(set).substr(eq + 1));
        if (!problem.empty()) {
            std::fprintf(stderr, "circlelab: --set %s: %s\n", set.c_str(), problem.c_str());
            return std::nullopt;
        }
    }
    SceneLoad load = SceneFromJson(*doc);
    if (!load.scene) {
        std::fprintf(stderr, "%s", load.Format(path).c_str());
        return std::nullopt;
    }
    return std::move(load.scene);
}

struct ShotExtras {
    std::string tutorials;  // an algorithm's name: show the comparison window explaining it
    bool map = false;
    bool predict = false;
};

int Shot(const std::string& scenePath, const std::vector<std::string>& sets, const std::string& out,
         const std::string& size, int frames, bool noPanel, bool classroom, const ShotExtras& extras) {
    app::LabState state;
    std::optional<Scene> scene = LoadWithOverrides(scenePath, sets);
    if (!scene) return 1;
    state.scene = std::move(*scene);
    state.scenePath = scenePath;
    app::ResetPhysics(state);
    state.history.Clear(state.scene);
    app::ShotOptions options;
    if (!ParseSize(size, options.width, options.height)) {
        std::fprintf(stderr, "circlelab shot: --size must be WIDTHxHEIGHT (for example 1280x720), not %s\n", size.c_str());
        return 1;
    }
    options.frames = frames;
    options.panels = !noPanel;
    state.classroom = classroom;
    state.predict = extras.predict;
    state.showDisagreement = extras.map;
    if (!extras.tutorials.empty()) {
        bool known = false;
        for (classic::Algorithm a : classic::kAllAlgorithms)
            if (classic::Name(a) == extras.tutorials) state.explained = a, known = true;
        if (!known) {
            std::fprintf(stderr, "circlelab shot: unknown --tutorials %s (lazyfoo, lazyfoo-published, worden, "
                                 "worden-published, godfrey, migapro, bounding-box)\n", extras.tutorials.c_str());
            return 1;
        }
        state.showTutorials = true;
    }
    const std::string problem = app::RenderShot(state, options, out);
    if (!problem.empty()) {
        std::fprintf(stderr, "circlelab shot: %s\n", problem.c_str());
        return 1;
    }
    std::printf("wrote %s\n", out.c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Circle Collision Lab: how a circle collides with rectangles, rotated rectangles, "
                 "right-triangle tiles and other circles."};
    cli.set_version_flag("--version", CIRCLELAB_VERSION);
    cli.footer("With no command, opens the window (F1 in the window lists every shortcut).");
    circlelab::app::WindowOptions window;
    cli.add_option("scene", window.scenePath, "Scene file to open (default: the built-in sandbox)");

    CLI::App* query = cli.add_subcommand(
        "query", "Read JSON Lines {\"circle\":{x,y,r},\"shape\":{...}} on stdin; write one contact per line");

    CLI::App* check = cli.add_subcommand("check", "Validate scene files; print each error as file:line:column");
    std::vector<std::string> checkFiles;
    check->add_option("files", checkFiles, "Scene files")->required();

    CLI::App* shot = cli.add_subcommand("shot", "Render a scene headless (no display needed) and write a PNG");
    std::string shotScene, shotOut, shotSize = "1280x720";
    int shotFrames = 2;
    bool shotNoPanel = false, shotClassroom = false;
    shot->add_option("scene", shotScene, "Scene file")->required();
    shot->add_option("-o,--output", shotOut, "PNG to write")->required();
    shot->add_option("--size", shotSize, "Image size WIDTHxHEIGHT")->capture_default_str();
    shot->add_option("--frames", shotFrames, "Frames to run before the picture")->check(CLI::Range(1, 100000));
    shot->add_flag("--no-panel", shotNoPanel, "The scene alone, without the panels");
    shot->add_flag("--classroom", shotClassroom, "Large text and thick lines");

    std::vector<std::string> shotSets;
    ShotExtras shotExtras;
    shot->add_option("--tutorials", shotExtras.tutorials, "Show the tutorials compared, explaining this method");
    shot->add_flag("--map", shotExtras.map, "Shade where the explained method disagrees with the exact answer");
    shot->add_flag("--predict", shotExtras.predict, "Predict-then-reveal: hide the answers");
    shot->add_option("--set", shotSets, "Override a scene value for this shot: PATH=VALUE, e.g. bodies/0/x=310");

    CLI::App* report = cli.add_subcommand("report", "Print every body's contact with every shape as JSON");
    std::string reportScene;
    report->add_option("scene", reportScene, "Scene file")->required();

    CLI::App* screenshots =
        cli.add_subcommand("screenshots", "Render every scene and compare it with screenshots/<name>.png");
    circlelab::app::ScreenshotsOptions shots;
    std::string tolerance;
    screenshots->add_flag("--update", shots.update, "Rewrite the reference pictures");
    screenshots->add_option("--scene", shots.only, "Only scenes whose file name contains this");
    screenshots->add_option("--scenes", shots.scenesDir, "Folder of scenes (default: assets/scenes)");
    screenshots->add_option("--references", shots.referencesDir, "Folder of reference PNGs (default: screenshots)");
    screenshots->add_option("--out", shots.outDir, "Where to write .actual.png and .diff.png (default: --references)");
    screenshots->add_option("--tolerance", tolerance,
                            "DELTA:PIXELS: channels may differ by DELTA, and up to PIXELS pixels may differ more");

    CLI::App* simulate = cli.add_subcommand("simulate", "Run a scene's physics headless; JSON Lines of every body");
    std::string simScene, simModel;
    long simSteps = 120, simEvery = 1;
    simulate->add_option("scene", simScene, "Scene file")->required();
    simulate->add_option("--steps", simSteps, "Fixed 1/120 s steps to run")->required()->check(CLI::Range(0L, 100000000L));
    simulate->add_option("--every", simEvery, "Write every K-th step")->check(CLI::Range(1L, 100000000L));
    simulate->add_option("--model", simModel, "Response model: tutorial or physical (default: the scene's)")
        ->check(CLI::IsMember({"tutorial", "physical"}));

    cli.add_option("--frames", window.frames, "With --exit: draw this many frames, then close")->check(CLI::Range(1, 1000000));
    cli.add_flag("--exit", window.exitAfter, "Close after --frames frames (for scripted runs)");

    CLI11_PARSE(cli, argc, argv);

    if (*report) {
        const SceneLoad load = LoadSceneFile(reportScene);
        if (!load.scene) {
            std::fprintf(stderr, "%s", load.Format(reportScene).c_str());
            return 1;
        }
        std::fputs(SceneReport(*load.scene).c_str(), stdout);
        return 0;
    }
    if (*simulate) {
        SceneLoad load = LoadSceneFile(simScene);
        if (!load.scene) {
            std::fprintf(stderr, "%s", load.Format(simScene).c_str());
            return 1;
        }
        if (simModel == "tutorial") load.scene->settings.response = ResponseModel::kTutorial;
        if (simModel == "physical") load.scene->settings.response = ResponseModel::kPhysical;
        std::ios::sync_with_stdio(false);
        circlelab::physics::Simulation sim(std::move(*load.scene));
        circlelab::physics::RunTrace(sim, simSteps, simEvery, std::cout);
        return 0;
    }
    if (*screenshots) {
        if (!tolerance.empty()) {
            char colon = 0;
            if (std::sscanf(tolerance.c_str(), "%d%c%ld", &shots.tolerance.channel, &colon, &shots.tolerance.pixels) != 3 ||
                colon != ':' || shots.tolerance.channel < 0 || shots.tolerance.pixels < 0) {
                std::fprintf(stderr, "circlelab screenshots: --tolerance must be DELTA:PIXELS, for example 4:100\n");
                return 1;
            }
        }
        return circlelab::app::RunScreenshots(shots);
    }
    if (window.exitAfter && window.frames == 0) window.frames = 60;

    if (*query) {
        std::ios::sync_with_stdio(false);
        return circlelab::RunQuery(std::cin, std::cout);
    }
    if (*check) return Check(checkFiles);
    if (*shot) return Shot(shotScene, shotSets, shotOut, shotSize, shotFrames, shotNoPanel, shotClassroom, shotExtras);
    return circlelab::app::RunLabWindow(window);
}
