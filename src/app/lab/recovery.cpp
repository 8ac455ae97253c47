#include "app/lab/recovery.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

constexpr const char* kSceneName = "recovered-scene.json";
constexpr const char* kOriginName = "recovered-scene.origin";  // one line: the original file's path

std::string Join(const std::string& folder, const char* name) { return folder + "/" + name; }

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
    // The origin first: a scene file found without it would be offered as the built-in scene.
    if (std::string problem = WriteFileAtomically(Join(folder, kOriginName), doc.path + "\n"); !problem.empty())
        return problem;
    return SaveSceneFile(doc.scene, Join(folder, kSceneName));
}

std::optional<RecoveryCopy> FindRecoveryCopy(std::string& problem) {
    const std::string folder = RecoveryFolder();
    if (folder.empty()) return std::nullopt;
    RecoveryCopy copy{Join(folder, kSceneName), {}};
    std::error_code ec;
    if (!std::filesystem::exists(copy.copyPath, ec)) return std::nullopt;
    std::string why;
    const std::optional<std::string> origin = ReadRegularFile(Join(folder, kOriginName), 64 * 1024, why);
    if (!origin) {
        problem = "a recovered scene is in " + copy.copyPath + ", but not which file it belongs to (" +
                  Join(folder, kOriginName) + ": " + why + ")";
        return std::nullopt;
    }
    copy.originalPath = origin->substr(0, origin->find('\n'));
    return copy;
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
    Scene changes = std::move(*recovered.scene);
    doc.history.Record(doc.scene, "recovered changes");
    doc.scene = std::move(changes);
    return true;
}

void DiscardRecoveryCopy(const RecoveryCopy& copy) {
    std::error_code ec;
    const std::filesystem::path scene(copy.copyPath);
    std::filesystem::remove(scene, ec);
    std::filesystem::remove(scene.parent_path() / kOriginName, ec);
}

}  // namespace circlelab::app
