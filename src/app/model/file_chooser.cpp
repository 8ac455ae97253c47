#include "app/model/file_chooser.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "app/base/desktop_chooser.h"

namespace circlelab::app {

namespace fs = std::filesystem;

std::vector<std::string> ChooserEntries(const std::string& folder) {
    std::vector<std::string> folders, files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        std::error_code kind;
        if (it->is_directory(kind)) folders.push_back(name + "/");
        else if (it->path().extension() == ".json") files.push_back(name);
    }
    std::sort(folders.begin(), folders.end());
    std::sort(files.begin(), files.end());
    folders.insert(folders.end(), files.begin(), files.end());
    return folders;
}

std::string ChosenPath(const std::string& folder, const std::string& name) {
    fs::path path = fs::path(name).is_absolute() ? fs::path(name) : fs::path(folder) / name;
    if (!path.has_extension()) path += ".json";
    return path.lexically_normal().string();
}

void OpenChooser(FileChooser& chooser, FileChooser::Mode mode, const std::string& folder, const std::string& name) {
    chooser.mode = mode;
    std::error_code ec;
    chooser.folder = fs::absolute(folder.empty() ? fs::current_path(ec) : fs::path(folder), ec).lexically_normal().string();
    chooser.name = name;
    chooser.replacing.clear();
    chooser.problem.clear();
    chooser.justOpened = true;
    chooser.desktop.reset();
    if (!chooser.desktopAllowed) return;
    const std::string program = DesktopChooser::Available();
    if (program.empty()) return;
    // The desktop's chooser starts in the folder, with the name ready to save under.
    chooser.desktop = DesktopChooser::Start(program, mode == FileChooser::Mode::kSave, chooser.folder, name);  // null: the lab's own
}

void CloseChooser(FileChooser& chooser) {
    chooser.mode = FileChooser::Mode::kClosed;
    chooser.replacing.clear();
    chooser.problem.clear();
    chooser.desktop.reset();
}

}  // namespace circlelab::app
