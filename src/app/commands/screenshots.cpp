#include "app/commands/screenshots.h"

#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"
#include "app/shells/headless.h"
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
    if (mine && theirs && *mine == *theirs) state.doc.StandFor(shipped.string());
}

// The options with their folders filled in (the shipped scenes and references), the output
// folders made.
ScreenshotsOptions WithFolders(ScreenshotsOptions o) {
    const std::string assets = AssetsDir();
    if (o.scenesDir.empty()) o.scenesDir = assets + "/scenes";
    if (o.referencesDir.empty()) o.referencesDir = (fs::path(assets).parent_path() / "screenshots").string();
    if (o.outDir.empty()) o.outDir = o.referencesDir;
    std::error_code ec;
    fs::create_directories(o.outDir, ec);
    if (o.update) fs::create_directories(o.referencesDir, ec);
    return o;
}

// The scene files to picture, those whose names hold `--only`; none, said why, when the folder
// cannot be listed or has none.
std::vector<fs::path> ScenesToPicture(const ScreenshotsOptions& o) {
    std::string unlisted;
    std::vector<fs::path> scenes;
    for (const std::string& file : FilesIn(o.scenesDir, ".json", unlisted))
        if (fs::path(file).filename().string().find(o.only) != std::string::npos) scenes.push_back(file);
    if (!unlisted.empty()) {
        std::fprintf(stderr, "circlelab screenshots: %s\n", unlisted.c_str());
        return {};
    }
    if (scenes.empty())
        std::fprintf(stderr, "circlelab screenshots: no scenes in %s%s\n", o.scenesDir.c_str(),
                     o.only.empty() ? "" : (" matching \"" + o.only + "\"").c_str());
    return scenes;
}

// Where one scene's pictures go: its reference, the picture drawn now and the picture of their
// differences.
struct ScenePictures {
    std::string reference, actual, diff;
};

// The picture drawn now against its reference: the line's end said, true when they match.
bool MatchesReference(const ScreenshotsOptions& o, const ScenePictures& at, double ms) {
    std::error_code ec;
    if (!fs::exists(at.reference, ec)) {
        // A reference that cannot be looked at (a symlink loop) says why; a missing one how to make it.
        if (ec) std::printf("FAILED: cannot read the reference %s: %s\n", at.reference.c_str(), ec.message().c_str());
        else std::printf("FAILED: no reference %s (run with --update to create it)\n", at.reference.c_str());
        return false;
    }
    const render::ImageDiff d = render::ComparePngs(at.reference, at.actual, o.tolerance, at.diff);
    if (!d.error.empty()) {
        std::printf("FAILED: %s\n", d.error.c_str());
        return false;
    }
    if (d.matches) {
        fs::remove(at.actual, ec);
        std::printf("ok (%.0f ms)\n", ms);
        return true;
    }
    if (d.sizeMismatch)
        std::printf("FAILED: the picture's size differs from %s; see %s\n", at.reference.c_str(), at.actual.c_str());
    else
        std::printf("FAILED: %ld pixels differ, the first at (%d, %d)\n      see %s and %s\n", d.differing, d.firstX,
                    d.firstY, at.actual.c_str(), at.diff.c_str());
    return false;
}

// One scene pictured, and written as its reference (--update) or compared with it, on a line of
// its own: true unless it failed.
bool PictureScene(const ScreenshotsOptions& o, const fs::path& scene) {
    const std::string name = scene.stem().string();
    const auto start = std::chrono::steady_clock::now();
    LabState state;
    if (!OpenScene(state, scene.string())) {
        std::printf("FAILED: the scene does not load\n%s", state.error.c_str());
        return false;
    }
    PictureCopyAsShipped(state, scene);
    const ScenePictures at{(fs::path(o.referencesDir) / (name + ".png")).string(),
                           (fs::path(o.outDir) / (name + ".actual.png")).string(),
                           (fs::path(o.outDir) / (name + ".diff.png")).string()};
    std::error_code ec;
    fs::remove(at.actual, ec);
    fs::remove(at.diff, ec);
    if (const std::string problem = RenderShot(state, ShotOptions{}, o.update ? at.reference : at.actual); !problem.empty()) {
        std::printf("FAILED: %s\n", problem.c_str());
        return false;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (o.update) {
        std::printf("updated %s (%.0f ms)\n", at.reference.c_str(), ms);
        return true;
    }
    return MatchesReference(o, at, ms);
}

}  // namespace

int RunScreenshots(const ScreenshotsOptions& given) {
    const ScreenshotsOptions o = WithFolders(given);
    const std::vector<fs::path> scenes = ScenesToPicture(o);
    if (scenes.empty()) return 1;
    int failed = 0;
    for (std::size_t i = 0; i < scenes.size(); ++i) {
        std::printf("[%zu/%zu] %-28s ", i + 1, scenes.size(), scenes[i].stem().string().c_str());
        std::fflush(stdout);
        if (!PictureScene(o, scenes[i])) ++failed;
    }
    const std::size_t written = scenes.size() - failed;
    if (o.update) std::printf("%zu references written to %s\n", written, o.referencesDir.c_str());
    else std::printf("%zu scenes: %zu match, %d differ\n", scenes.size(), written, failed);
    return failed ? 1 : 0;
}

bool ParseTolerance(const std::string& text, render::Tolerance& out) {
    char colon = 0;
    return std::sscanf(text.c_str(), "%d%c%ld", &out.channel, &colon, &out.pixels) == 3 && colon == ':' &&
           out.channel >= 0 && out.pixels >= 0;
}

}  // namespace circlelab::app
