// A recovery copy of unsaved changes. When the lab is told to stop (SIGTERM: a session logging out,
// a teacher's machine shutting down) it has no one to ask "save?": it keeps the unsaved scene beside
// the user's configuration ($XDG_CONFIG_HOME/circlelab, else ~/.config/circlelab) and exits, and the
// next start offers it back. Nothing a person typed is lost to a stop they did not choose.
#pragma once

#include <optional>
#include <string>

#include "app/lab/document.h"

namespace circlelab::app {

/// The folder the copy goes in; empty when neither XDG_CONFIG_HOME nor HOME is set.
std::string RecoveryFolder();

/// Writes the document's scene and the file it belongs to (its path, which may be empty for the
/// built-in scene) into RecoveryFolder(). An empty string on success, else what went wrong.
std::string WriteRecoveryCopy(const LabDocument& doc);

struct RecoveryCopy {
    std::string copyPath;      ///< the recovered scene file
    std::string originalPath;  ///< the scene file the changes belong to ("" for the built-in scene)
};

/// The copy a stopped lab left, when there is one that can be read; `problem` says why one that is
/// there cannot be (and it is then left where it is, for the user to look at).
std::optional<RecoveryCopy> FindRecoveryCopy(std::string& problem);

/// Opens the copy as unsaved changes to its original file: undo goes back to the file as it is on
/// the disk (when it can be read), and a save writes the original file.
bool OpenRecoveryCopy(LabDocument& doc, const RecoveryCopy& copy, std::string& error);

/// Removes the copy (opened or declined).
void DiscardRecoveryCopy(const RecoveryCopy& copy);

}  // namespace circlelab::app
