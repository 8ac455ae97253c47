#include "app/model/scene_catalog.h"
#include "app/lang/tr.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include <SDL.h>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {

namespace fs = std::filesystem;

namespace {

// Where an install tree and the build tree keep the assets, for a program in `exeDir`.
std::vector<std::string> AssetsCandidates(const std::string& exeDir) {
    std::vector<std::string> out;
    if (!exeDir.empty()) {
        out.push_back((fs::path(exeDir) / ".." / "share" / "circlelab").lexically_normal().string());
        out.push_back((fs::path(exeDir) / "assets").lexically_normal().string());
    }
    out.push_back("assets");
    return out;
}

// The folder of the running program (SDL asks the system: /proc/self/exe on Linux, "/" on the web).
std::string ExeDir() {
    char* base = SDL_GetBasePath();
    if (!base) return {};
    std::string dir = base;
    SDL_free(base);
    return dir;
}

std::string FindAssetsDir() {
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("CIRCLELAB_ASSETS"); env && *env) candidates.push_back(env);
    for (std::string& c : AssetsCandidates(ExeDir())) candidates.push_back(std::move(c));
    std::error_code ec;
    for (const std::string& candidate : candidates) {
        if (!fs::is_directory(fs::path(candidate) / "scenes", ec)) continue;
        const fs::path real = fs::canonical(candidate, ec);
        return ec ? candidate : real.string();
    }
    return {};
}

}  // namespace

std::string AssetsDir() {
    static const std::string dir = FindAssetsDir();  // where the program is does not change while it runs
    return dir;
}

std::vector<std::string> SceneFiles() {
    std::vector<std::string> out;
    const std::string assets = AssetsDir();
    if (assets.empty()) return out;
    std::string unlisted;  // an unreadable folder simply lists no scenes
    return FilesIn(assets + "/scenes", ".json", unlisted);
}

std::vector<ShippedScene> ShippedScenes() {
    std::vector<ShippedScene> out;
    for (const std::string& file : SceneFiles()) {
        const std::string stem = fs::path(file).stem().string();
        const std::size_t underscore = stem.find('_');
        const std::string number = underscore == std::string::npos ? "" : stem.substr(0, underscore);
        const SceneLoad load = LoadSceneFile(file);
        const std::string name = load.scene && !load.scene->name.empty() ? TrC("scene", load.scene->name) : fs::path(file).filename().string();
        out.push_back({file, number.empty() ? name : number + "  " + name});
    }
    return out;
}

bool IsShippedScene(const std::string& path) {
    if (path.empty()) return false;
    std::error_code ec;
    const fs::path absolute = fs::weakly_canonical(fs::absolute(path, ec), ec);
    const fs::path folder = absolute.parent_path();
    if (folder.filename() == "scenes" && folder.parent_path().filename() == "assets") return true;
    const std::string assets = AssetsDir();
    return !assets.empty() && fs::equivalent(folder, fs::path(assets) / "scenes", ec);
}

}  // namespace circlelab::app
