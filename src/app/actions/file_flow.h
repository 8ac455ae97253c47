// Opening and saving as a person expects of a document: never losing unsaved changes without
// asking, never replacing a different file without asking, Save as for a scene that has no file of
// its own (the built-in one, a shipped one), and then doing what was asked (a new scene, another
// file, quitting). The chooser (app/model/file_chooser.h) picks the file; its dialogs are
// app/panels/file_dialogs.h; docs/files.md tells users.
#pragma once

#include <string>
#include <vector>

#include "app/model/lab_state.h"

namespace circlelab::app {

/// Asks before losing unsaved changes: runs the action now if there are none.
void RequestOpen(LabState& state, const std::string& path);
void RequestNew(LabState& state);
/// The lesson's step `index`, asking first when the scene has unsaved changes.
void RequestLessonStep(LabState& state, int index);
void RequestQuit(LabState& state);

/// Save (Ctrl+S): to the scene's own file; a scene without one it may write (the built-in scene,
/// a shipped one) opens Save as instead. True when saved now.
bool Save(LabState& state);
/// Writes the scene to `path` (the scene's own file when empty), reporting in status or error.
/// Used where the file is already decided (a replace confirmed, the browser's download).
bool SaveTo(LabState& state, const std::string& path);
/// Opens the chooser to save the scene under a new name, in a folder the user can see.
void ChooseSaveAs(LabState& state);
/// Opens the chooser to pick a scene file to open.
void ChooseOpen(LabState& state);

/// Carries out what was asked (quit, open, new, a lesson's step) now, whatever is unsaved.
void CarryOut(LabState& state, LabState::Pending action);
/// Whether Save may write the scene's own file: it has one, and it is not one the program ships.
bool HasOwnFile(const LabDocument& doc, const ShellHooks& shell);
/// Whether two paths name the same file.
bool SameFile(const std::string& a, const std::string& b);
/// In the browser: the file a save downloads as.
std::string DownloadPath(const LabDocument& doc);
/// Opens the lesson at `path` on its first step, asking first about unsaved changes; false with
/// state.error set (file:line:column).
bool OpenLesson(LabState& state, const std::string& path);

/// The folder the chooser starts in: the open scene's own, else the last one used, else the
/// user's Documents or home, else the current folder.
std::string StartFolder(const LabState& state);

/// Recent files: `path` first, at most kRecentFiles, kept in state.files.recentStore when it is set.
inline constexpr std::size_t kRecentFiles = 6;
void RememberRecent(FileFlow& files, const std::string& path);
/// Reads the recent files kept in `store` (a missing or unreadable file: none).
std::vector<std::string> LoadRecentFiles(const std::string& store);

}  // namespace circlelab::app
