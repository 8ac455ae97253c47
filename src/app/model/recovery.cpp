#include "app/model/recovery.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

// A copy is `recovered-scene-STAMP.json` with `recovered-scene-STAMP.origin` beside it (one line:
// the original file's absolute path). The copy of older versions, without a stamp, is found too.
constexpr const char* kPrefix = "recovered-scene";

std::string OriginOf(const std::string& copyPath) {
    return copyPath.substr(0, copyPath.size() - std::string_view(".json").size()) + ".origin";
}

bool Exists(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

// A name no copy has yet: the time of the stop and the process, so copies list oldest first.
std::string NewCopyPath(const std::string& folder) {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%S", &utc);
    const std::string base = folder + "/" + kPrefix + "-" + stamp + "-" + std::to_string(::getpid());
    std::string path = base + ".json";
    for (int n = 2; Exists(path) || Exists(OriginOf(path)); ++n) path = base + "-" + std::to_string(n) + ".json";
    return path;
}

}  // namespace

std::string RecoveryFolder() {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    if (config && config[0] == '/') return std::string(config) + "/circlelab";
    const char* home = std::getenv("HOME");
    if (home && home[0] != '\0') return std::string(home) + "/.config/circlelab";
    return {};
}

std::string WriteRecoveryCopy(const LabDocument& doc) {
    const std::string folder = RecoveryFolder();
    if (folder.empty()) return "neither XDG_CONFIG_HOME nor HOME is set";
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) return "cannot make the folder " + folder + ": " + ec.message();
    // Absolute: the next start may be in another folder, and a save must still write this file.
    std::string original = doc.path();
    if (!original.empty()) {
        const std::filesystem::path absolute = std::filesystem::absolute(original, ec);
        if (!ec) original = absolute.lexically_normal().string();
    }
    const std::string copy = NewCopyPath(folder);
    // The origin first: a scene file found without it would be offered as the built-in scene.
    if (std::string problem = WriteFileAtomically(OriginOf(copy), original + "\n"); !problem.empty()) return problem;
    if (std::string problem = SaveSceneFile(doc.scene(), copy); !problem.empty()) {
        ::unlink(OriginOf(copy).c_str());
        return problem;
    }
    return {};
}

std::vector<RecoveryCopy> FindRecoveryCopies(std::string& problem) {
    std::vector<RecoveryCopy> copies;
    const std::string folder = RecoveryFolder();
    if (folder.empty()) return copies;
    std::string unlisted;  // no folder yet: no copies
    for (const std::string& file : FilesIn(folder, ".json", unlisted)) {
        const std::string name = file.substr(folder.size() + 1);
        if (name.rfind(kPrefix, 0) != 0) continue;
        RecoveryCopy copy{file, OriginOf(file), {}};
        std::string why;
        const std::optional<std::string> origin = ReadRegularFile(copy.originPath, 64 * 1024, why);
        if (!origin) {
            problem = "a recovered scene is in " + copy.copyPath + ", but not which file it belongs to (" +
                      copy.originPath + ": " + why + ")";
            continue;
        }
        copy.originalPath = origin->substr(0, origin->find('\n'));
        copies.push_back(std::move(copy));
    }
    return copies;
}

bool OpenRecoveryCopy(LabDocument& doc, const RecoveryCopy& copy, std::string& error) {
    SceneLoad recovered = LoadSceneFile(copy.copyPath);
    if (!recovered.scene) {
        error = "Could not open the recovered scene:\n" + recovered.Format(copy.copyPath);
        return false;
    }
    // The file as it is on the disk is what undo returns to; without one, the recovered scene is
    // the only state there is, and it is still unsaved.
    SceneLoad original = copy.originalPath.empty() ? SceneLoad{} : LoadSceneFile(copy.originalPath);
    if (original.scene) {
        doc.Reset(std::move(*original.scene), copy.originalPath);
    } else {
        doc.Reset(*recovered.scene, copy.originalPath);
    }
    doc.Edit("recovered changes", [&](Scene& scene) {
        scene = std::move(*recovered.scene);
        return true;
    });
    return true;
}

void DiscardRecoveryCopy(const RecoveryCopy& copy) {
    ::unlink(copy.copyPath.c_str());
    ::unlink(copy.originPath.c_str());
}

}  // namespace circlelab::app
