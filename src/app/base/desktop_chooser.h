// The desktop's own file chooser, on a thread of its own so the lab keeps drawing while the user
// chooses: the XDG desktop portal's (app/base/portal_chooser.h) where the session bus has one, else
// zenity, or kdialog on KDE, run as a separate program. docs/files.md lists which is used.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>

namespace circlelab::app {

class DesktopChooser {
public:
    /// The chooser the desktop has: $CIRCLELAB_CHOOSER when it names one ("portal", "zenity",
    /// "kdialog"; "builtin": none), else the portal when a session bus is named, else zenity, else
    /// kdialog when on the PATH; empty when none. Whether the bus really has a portal is asked by
    /// the started chooser's thread, which falls back to zenity, kdialog, then Unavailable().
    static std::string Available();
    /// Starts `program` to open (`save` false) or save a .json file, starting in `folder` with
    /// `name` ready to save under; null when it cannot start.
    static std::shared_ptr<DesktopChooser> Start(const std::string& program, bool save, const std::string& folder,
                                                 const std::string& name);
    /// Gives up waiting (the portal's chooser closes; a program's is left to the user).
    ~DesktopChooser();

    /// Whether the user has answered.
    bool Done() const { return answer_->done.load(); }
    /// The file chosen; none when cancelled or failed (read after Done()).
    const std::optional<std::string>& Chosen() const { return answer_->chosen; }
    /// Why nothing could be chosen: the chooser failed, or gave what is not a file here ("" when
    /// chosen or cancelled; read after Done()).
    const std::string& Problem() const { return answer_->problem; }
    /// Whether no desktop chooser could be asked after all (the bus has no portal and no program is
    /// there): the lab's own chooser opens, with nothing to say (read after Done()).
    bool Unavailable() const { return answer_->unavailable.load(); }
    /// Which chooser it is: "portal", "zenity" or "kdialog".
    const std::string& Program() const { return program_; }

private:
    DesktopChooser() = default;
    // Shared with the thread, which a lab closing meanwhile leaves to finish on its own.
    struct Answer {
        std::atomic<bool> done{false};
        std::atomic<bool> stop{false};
        std::atomic<bool> unavailable{false};
        std::optional<std::string> chosen;
        std::string problem;
    };
    std::shared_ptr<Answer> answer_ = std::make_shared<Answer>();
    std::thread thread_;
    std::string program_;
};

}  // namespace circlelab::app
