#include "app/commands/screenshots.h"

#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"
#include "app/frame/headless.h"
#include "app/model/scene_catalog.h"
#include "app/model/scene_opening.h"

namespace circlelab::app {

namespace fs = std::filesystem;

namespace {

// A scene rendered from another folder (`--scenes DIR` with some of the shipped scenes in it) is
// pictured as the shipped scene when it is a copy of it, byte for byte: the panel's picker then
// says "Scene 6 of 10" as in its reference, instead of "Scene file". A changed copy is another
// scene, pictured as any other file.
void PictureCopyAsShipped(LabState& state, const fs::path& scene) {
    if (IsShippedScene(scene.string()) || AssetsDir().empty()) return;
    const fs::path shipped = fs::path(AssetsDir()) / "scenes" / scene.filename();
    std::error_code ec;
    if (!fs::is_regular_file(shipped, ec)) return;
    std::string problem;
    const std::optional<std::string> mine = ReadRegularFile(scene.string(), kMaxSceneFileBytes, problem);
    const std::optional<std::string> theirs = ReadRegularFile(shipped.string(), kMaxSceneFileBytes, problem);
    if (mine && theirs && *mine == *theirs) state.doc.path = shipped.string();
}

}  // namespace

int RunScreenshots(const ScreenshotsOptions& given) {
    ScreenshotsOptions o = given;
    const std::string assets = AssetsDir();
    if (o.scenesDir.empty()) o.scenesDir = assets + "/scenes";
    if (o.referencesDir.empty()) o.referencesDir = (fs::path(assets).parent_path() / "screenshots").string();
    if (o.outDir.empty()) o.outDir = o.referencesDir;
    std::error_code ec;
    fs::create_directories(o.outDir, ec);
    if (o.update) fs::create_directories(o.referencesDir, ec);

    std::string unlisted;
    std::vector<fs::path> scenes;
    for (const std::string& file : FilesIn(o.scenesDir, ".json", unlisted))
        if (fs::path(file).filename().string().find(o.only) != std::string::npos) scenes.push_back(file);
    if (!unlisted.empty()) {
        std::fprintf(stderr, "circlelab screenshots: %s\n", unlisted.c_str());
        return 1;
    }
    if (scenes.empty()) {
        std::fprintf(stderr, "circlelab screenshots: no scenes in %s%s\n", o.scenesDir.c_str(),
                     o.only.empty() ? "" : (" matching \"" + o.only + "\"").c_str());
        return 1;
    }

    int failed = 0, updated = 0;
    for (std::size_t i = 0; i < scenes.size(); ++i) {
        const std::string name = scenes[i].stem().string();
        const auto start = std::chrono::steady_clock::now();
        std::printf("[%zu/%zu] %-28s ", i + 1, scenes.size(), name.c_str());
        std::fflush(stdout);
        LabState state;
        if (!OpenScene(state, scenes[i].string())) {
            std::printf("FAILED: the scene does not load\n%s", state.error.c_str());
            ++failed;
            continue;
        }
        PictureCopyAsShipped(state, scenes[i]);
        const std::string reference = (fs::path(o.referencesDir) / (name + ".png")).string();
        const std::string actual = (fs::path(o.outDir) / (name + ".actual.png")).string();
        const std::string diff = (fs::path(o.outDir) / (name + ".diff.png")).string();
        fs::remove(actual, ec);
        fs::remove(diff, ec);
        const std::string target = o.update ? reference : actual;
        if (const std::string problem = RenderShot(state, ShotOptions{}, target); !problem.empty()) {
            std::printf("FAILED: %s\n", problem.c_str());
            ++failed;
            continue;
        }
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (o.update) {
            std::printf("updated %s (%.0f ms)\n", reference.c_str(), ms);
            ++updated;
            continue;
        }
        if (!fs::exists(reference, ec)) {
            // A reference that cannot be looked at (a symlink loop) says why; a missing one how to make it.
            if (ec) std::printf("FAILED: cannot read the reference %s: %s\n", reference.c_str(), ec.message().c_str());
            else std::printf("FAILED: no reference %s (run with --update to create it)\n", reference.c_str());
            ++failed;
            continue;
        }
        const render::ImageDiff d = render::ComparePngs(reference, actual, o.tolerance, diff);
        if (!d.error.empty()) {
            std::printf("FAILED: %s\n", d.error.c_str());
            ++failed;
        } else if (d.matches) {
            fs::remove(actual, ec);
            std::printf("ok (%.0f ms)\n", ms);
        } else if (d.sizeMismatch) {
            std::printf("FAILED: the picture's size differs from %s; see %s\n", reference.c_str(), actual.c_str());
            ++failed;
        } else {
            std::printf("FAILED: %ld pixels differ, the first at (%d, %d)\n      see %s and %s\n", d.differing,
                        d.firstX, d.firstY, actual.c_str(), diff.c_str());
            ++failed;
        }
    }
    if (o.update) std::printf("%d references written to %s\n", updated, o.referencesDir.c_str());
    else std::printf("%zu scenes: %zu match, %d differ\n", scenes.size(), scenes.size() - failed, failed);
    return failed ? 1 : 0;
}

bool ParseTolerance(const std::string& text, render::Tolerance& out) {
    char colon = 0;
    return std::sscanf(text.c_str(), "%d%c%ld", &out.channel, &colon, &out.pixels) == 3 && colon == ':' &&
           out.channel >= 0 && out.pixels >= 0;
}

}  // namespace circlelab::app
