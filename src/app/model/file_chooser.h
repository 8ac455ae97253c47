// Choosing a scene file to open or a place to save one, in a folder the user sees and can change.
// The desktop's own chooser where the system has one (the XDG desktop portal's, zenity or kdialog),
// run beside the lab so its frames go on; else the lab's own: a window of the folder's subfolders
// and .json files, with a name to type. docs/files.md tells a user how each behaves.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace circlelab::app {

class DesktopChooser;

struct FileChooser {
    enum class Mode { kClosed, kOpen, kSave } mode = Mode::kClosed;
    std::string folder;      ///< the folder shown (absolute)
    std::string name;        ///< the file name typed or picked (may also be a path)
    std::string replacing;   ///< a different file Save would replace: asked about first
    std::string problem;     ///< why the last choice was refused, shown in the chooser
    bool justOpened = false;  ///< the name field takes the keys once
    bool shown = false;       ///< the lab's chooser window is open
    /// The desktop's chooser while it is open (the lab's own is not used meanwhile).
    std::shared_ptr<DesktopChooser> desktop;
    /// Whether the desktop's chooser is to be used (the window; never a headless run).
    bool desktopAllowed = false;
    /// The lab's chooser's list of `listedFolder`: its folders and .json files, read when the
    /// folder changes or the chooser opens.
    std::string listedFolder;
    std::vector<std::string> entries;
};

/// What the chooser's window did this frame.
struct ChooserAnswer {
    enum class Kind { kNone, kCancelled, kChosen, kReplace } kind = Kind::kNone;
    std::string path;  ///< kChosen: the file chosen; kReplace: the file to replace, confirmed
};

/// Opens the chooser for `mode` in `folder` with `name` in its name field (the desktop's chooser
/// when allowed and present).
void OpenChooser(FileChooser& chooser, FileChooser::Mode mode, const std::string& folder, const std::string& name);
/// The chooser closed (chosen or cancelled).
void CloseChooser(FileChooser& chooser);

/// The entries of `folder` the chooser lists: subfolders first ("name/"), then .json files, each
/// sorted by name; hidden entries left out.
std::vector<std::string> ChooserEntries(const std::string& folder);
/// `name` in `folder`: an absolute name stays as it is, a relative one is joined to the folder, and
/// ".json" is added when the name has no extension.
std::string ChosenPath(const std::string& folder, const std::string& name);

}  // namespace circlelab::app
