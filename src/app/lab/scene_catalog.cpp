#include "app/lab/scene_catalog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

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
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(assets) / "scenes", ec)) {
        if (entry.is_regular_file(ec) && entry.path().extension() == ".json") out.push_back(entry.path().string());
    }
    std::sort(out.begin(), out.end(),
              [](const std::string& a, const std::string& b) { return fs::path(a).filename() < fs::path(b).filename(); });
    return out;
}

}  // namespace circlelab::app
