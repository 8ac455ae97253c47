#include "app/lab/scene_catalog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {

namespace fs = std::filesystem;

std::string AssetsDir() {
    std::error_code ec;
    const char* const candidates[] = {std::getenv("CIRCLELAB_ASSETS"), CIRCLELAB_SOURCE_ASSETS, "assets"};
    for (const char* candidate : candidates) {
        if (candidate && *candidate && fs::is_directory(candidate, ec)) return candidate;
    }
    return {};
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
        const std::string name = load.scene && !load.scene->name.empty() ? load.scene->name : fs::path(file).filename().string();
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
