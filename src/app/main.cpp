// circlelab: the command line (DESIGN.md, Command line). With no command it opens the window.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>

#include "core/query.h"
#include "core/scene_json.h"
#include "headless.h"
#include "lab_window.h"

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

int Shot(const std::string& scenePath, const std::string& out, const std::string& size, int frames, bool noPanel,
         bool classroom) {
    app::LabState state;
    if (!app::OpenScene(state, scenePath)) {
        std::fprintf(stderr, "%s", state.error.c_str());
        return 1;
    }
    app::ShotOptions options;
    if (!ParseSize(size, options.width, options.height)) {
        std::fprintf(stderr, "circlelab shot: --size must be WIDTHxHEIGHT (for example 1280x720), not %s\n", size.c_str());
        return 1;
    }
    options.frames = frames;
    options.panels = !noPanel;
    state.classroom = classroom;
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

    CLI11_PARSE(cli, argc, argv);

    if (*query) {
        std::ios::sync_with_stdio(false);
        return circlelab::RunQuery(std::cin, std::cout);
    }
    if (*check) return Check(checkFiles);
    if (*shot) return Shot(shotScene, shotOut, shotSize, shotFrames, shotNoPanel, shotClassroom);
    return circlelab::app::RunLabWindow(window);
}
