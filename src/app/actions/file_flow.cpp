#include "app/actions/file_flow.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string_view>
#include <system_error>

#include "core/io/file_io.h"
#include "app/model/file_chooser.h"
#include "app/model/lesson.h"
#include "app/model/physics_run.h"
#include "app/model/scene_catalog.h"
#include "app/model/scene_opening.h"
#include "app/lang/tr.h"

namespace circlelab::app {
namespace {

namespace fs = std::filesystem;

Scene EmptyScene() {
    Scene s;
    s.name = Tr("Untitled");
    s.description = Tr("A new scene: add shapes and a tile map from the Edit section, then save it (Ctrl+S).");
    Body b;
    b.circle = {{700, 360}, 40};
    s.bodies.push_back(b);
    s.viewer.overlays.numbers = true;
    return s;
}

}  // namespace

void CarryOut(LabState& state, LabState::Pending action) {
    state.files.pending = LabState::Pending::kNone;
    switch (action) {
        case LabState::Pending::kQuit: state.window.quit = true; break;
        case LabState::Pending::kOpen:
            if (!OpenScene(state, state.files.pendingPath)) break;
            // Another scene ends the lesson: its steps speak of the lesson's scene, not this one.
            if (state.teaching.lesson) CloseLesson(state);
            if (!IsShippedScene(state.files.pendingPath)) RememberRecent(state.files, state.files.pendingPath);
            break;
        case LabState::Pending::kNew:
            state.doc.Reset(EmptyScene());  // nothing in it yet, so nothing to lose
            ResetPhysics(state);
            break;
        case LabState::Pending::kLessonStep: ShowLessonStep(state, state.files.pendingLessonStep); break;
        case LabState::Pending::kNone: break;
    }
}

namespace {

void Ask(LabState& state, LabState::Pending action) {
    if (!state.doc.Dirty()) {
        CarryOut(state, action);
        return;
    }
    state.files.pending = action;
}

}  // namespace

// Whether Save may write the scene's own file: it has one, and it is not one the program ships
// (docs/architecture.md, "Explore vs edit"). In the browser a save is a download of a copy, so there a
// shipped scene's file may be "written".
bool HasOwnFile(const LabDocument& doc, const ShellHooks& shell) {
    return !doc.path().empty() && (shell.fileWritten || !IsShippedScene(doc.path()));
}

bool SameFile(const std::string& a, const std::string& b) {
    if (a.empty() || b.empty()) return false;
    std::error_code ec;
    if (fs::equivalent(a, b, ec)) return true;
    return fs::absolute(a, ec).lexically_normal() == fs::absolute(b, ec).lexically_normal();
}

namespace {

// A name for the copy in `folder` that no file has yet: "05_godfrey_regions-copy.json", then -2, -3...
std::string CopyName(const std::string& path, const std::string& folder) {
    const std::string stem = path.empty() ? std::string("sandbox") : fs::path(path).stem().string();
    std::error_code ec;
    for (int n = 1;; ++n) {
        const std::string name = stem + "-copy" + (n > 1 ? "-" + std::to_string(n) : "") + ".json";
        if (!fs::exists(fs::path(folder) / name, ec) || n >= 1000) return name;
    }
}

}  // namespace

// In the browser a save is a download, at once: named as the scene's own file (an uploaded one,
// a shipped one), else after the scene's name with its letters kept ("Godfrey's regions.json"),
// since the built-in scene and a link's scene have no file a person gave a name.
std::string DownloadPath(const LabDocument& doc) {
    const std::string& path = doc.path();
    if (!path.empty() && !path.starts_with("/link/")) return path;
    std::string name;
    for (const char ch : doc.scene().name) {
        const bool unfit = (ch >= 0 && ch < 32) || std::string_view("/\\:*?\"<>|").find(ch) != std::string_view::npos;
        name += unfit ? '_' : ch;
    }
    while (!name.empty() && (name.front() == '.' || name.front() == ' ')) name.erase(name.begin());
    if (name.empty()) name = "scene";
    std::error_code ec;
    fs::create_directories("/download", ec);
    return "/download/" + name + ".json";
}

void RequestOpen(LabState& state, const std::string& path) {
    state.files.pendingPath = path;
    Ask(state, LabState::Pending::kOpen);
}
void RequestNew(LabState& state) { Ask(state, LabState::Pending::kNew); }
void RequestLessonStep(LabState& state, int index) {
    state.files.pendingLessonStep = index;
    Ask(state, LabState::Pending::kLessonStep);
}
void RequestQuit(LabState& state) { Ask(state, LabState::Pending::kQuit); }

bool Save(LabState& state) {
    if (state.shell.fileWritten) return SaveTo(state, DownloadPath(state.doc));
    if (HasOwnFile(state.doc, state.shell)) return SaveTo(state, "");
    if (!state.doc.path().empty())
        state.status = Tr("This scene ships with the program and stays as it is: Save as keeps your copy where you choose.");
    ChooseSaveAs(state);
    return false;
}

bool SaveTo(LabState& state, const std::string& given) {
    if (!state.shell.fileWritten && IsShippedScene(given.empty() ? state.doc.path() : given)) {
        state.error = Tr("The scenes that come with the lab stay as they are: Save as keeps your copy.");
        return false;
    }
    if (const std::string problem = state.doc.SaveTo(given); !problem.empty()) {
        state.error = problem;
        return false;
    }
    state.error.clear();  // whatever went wrong before, the scene is now safely in its file
    // In the browser the file is in the page's memory: the person finds it among their downloads.
    const std::string name = fs::path(state.doc.path()).filename().string();
    state.status = state.shell.fileWritten ? Format(Tr("Downloaded %s (in the browser's downloads)"), name.c_str())
                                     : Format(Tr("Saved %s"), state.doc.path().c_str());
    state.statusUntil = 0;
    RememberRecent(state.files, state.doc.path());
    if (state.shell.fileWritten) state.shell.fileWritten(state.doc.path());
    return true;
}

std::string StartFolder(const LabState& state) {
    std::error_code ec;
    if (HasOwnFile(state.doc, state.shell)) return fs::absolute(state.doc.path(), ec).parent_path().string();
    for (const std::string& recent : state.files.recentFiles) {
        const fs::path folder = fs::path(recent).parent_path();
        if (fs::is_directory(folder, ec)) return folder.string();
    }
    if (const char* home = std::getenv("HOME"); home && *home) {
        if (fs::is_directory(fs::path(home) / "Documents", ec)) return (fs::path(home) / "Documents").string();
        if (fs::is_directory(home, ec)) return home;
    }
    return fs::current_path(ec).string();
}

void ChooseSaveAs(LabState& state) {
    const std::string folder = StartFolder(state);
    const std::string name = HasOwnFile(state.doc, state.shell) ? fs::path(state.doc.path()).filename().string() : CopyName(state.doc.path(), folder);
    OpenChooser(state.files.chooser, FileChooser::Mode::kSave, folder, name);
}

void ChooseOpen(LabState& state) { OpenChooser(state.files.chooser, FileChooser::Mode::kOpen, StartFolder(state), ""); }

void RememberRecent(FileFlow& files, const std::string& path) {
    if (path.empty()) return;
    std::error_code ec;
    const std::string absolute = fs::absolute(path, ec).lexically_normal().string();
    std::vector<std::string>& recent = files.recentFiles;
    std::erase_if(recent, [&](const std::string& r) { return SameFile(r, absolute); });
    recent.insert(recent.begin(), absolute);
    if (recent.size() > kRecentFiles) recent.resize(kRecentFiles);
    if (files.recentStore.empty()) return;
    fs::create_directories(fs::path(files.recentStore).parent_path(), ec);
    std::string text;
    for (const std::string& r : recent) text += r + "\n";
    WriteFileAtomically(files.recentStore, text);  // a list not kept is no loss worth a message
}

std::vector<std::string> LoadRecentFiles(const std::string& store) {
    std::vector<std::string> out;
    std::string problem;
    const std::optional<std::string> text = ReadRegularFile(store, 64 * 1024, problem);
    if (!text) return out;
    std::istringstream lines(*text);
    for (std::string line; std::getline(lines, line) && out.size() < kRecentFiles;)
        if (!line.empty() && line[0] == '/') out.push_back(line);
    return out;
}

bool OpenLesson(LabState& state, const std::string& path) {
    LessonLoad load = LoadLessonFile(path);
    if (load.lesson) {
        const std::vector<SourceError> errors = CheckLessonScenes(*load.lesson, fs::path(path).parent_path().string());
        if (!errors.empty()) {
            load.errors = errors;
            load.lesson.reset();
        }
    }
    if (!load.lesson) {
        state.error = load.Format(path);
        if (!state.error.empty() && state.error.back() == '\n') state.error.pop_back();
        return false;
    }
    state.error.clear();
    // A lesson begins as the class sees it: exploring (no handles over its scene), and the panel
    // at its top, where the step's prompt and Next are.
    if (state.editor.editing && state.status == Tr("Editing: drag shapes, their handles and balls (E to stop)")) state.status.clear();  // it no longer is
    state.editor.editing = false;
    state.editor.painting = false;
    state.window.panelToTop = true;
    state.teaching.lesson = std::move(load.lesson);
    state.teaching.lessonPath = path;
    state.teaching.lessonStep = -1;
    RequestLessonStep(state, 0);
    return true;
}

}  // namespace circlelab::app
