// Recovery copies of unsaved changes. When the lab is told to stop (SIGTERM: a session logging out,
// a teacher's machine shutting down) it has no one to ask "save?": it keeps the unsaved scene beside
// the user's configuration ($XDG_CONFIG_HOME/circlelab, else ~/.config/circlelab) and exits, and the
// next start offers it back. Each stop keeps a copy of its own: a copy is removed only when it is
// opened or discarded, so answering "Later" and being stopped again loses nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/model/document.h"

namespace circlelab::app {

/// The folder the copies go in; empty when neither XDG_CONFIG_HOME nor HOME is set.
std::string RecoveryFolder();

struct RecoveryCopy {
    std::string copyPath;      ///< the recovered scene file
    std::string originPath;    ///< the file beside it that names the original
    std::string originalPath;  ///< the scene file the changes belong to, absolute ("" for the built-in scene)
};

/// Writes the document's scene, and the absolute path of the file it belongs to (empty for the
/// built-in scene), as a new copy in RecoveryFolder(), beside any copies kept before. An empty
/// string on success, else what went wrong.
std::string WriteRecoveryCopy(const LabDocument& doc);

/// Every copy stopped labs left that can be read, oldest first; `problem` says why one that is there
/// cannot be (it is then left where it is, for the user to look at).
std::vector<RecoveryCopy> FindRecoveryCopies(std::string& problem);

/// Opens the copy as unsaved changes to its original file: undo goes back to the file as it is on
/// the disk (when it can be read), and a save writes the original file.
bool OpenRecoveryCopy(LabDocument& doc, const RecoveryCopy& copy, std::string& error);

/// Removes the copy (opened or declined).
void DiscardRecoveryCopy(const RecoveryCopy& copy);

}  // namespace circlelab::app
