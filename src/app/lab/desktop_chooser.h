// The desktop's own file chooser, run as a separate program (zenity, or kdialog on KDE) on a thread
// of its own, so the lab keeps drawing while the user chooses. docs/files.md lists which is used.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>

namespace circlelab::app {

class DesktopChooser {
public:
    /// The chooser program the desktop has: $CIRCLELAB_CHOOSER when it names one ("builtin": none),
    /// else zenity, else kdialog when on the PATH; empty when none.
    static std::string Available();
    /// Starts `program` to open (`save` false) or save a .json file, starting at `start` (a folder,
    /// or a file in one); null when it cannot start.
    static std::shared_ptr<DesktopChooser> Start(const std::string& program, bool save, const std::string& start);
    ~DesktopChooser();

    /// Whether the user has answered.
    bool Done() const { return answer_->done.load(); }
    /// The file chosen; none when cancelled (read after Done()).
    const std::optional<std::string>& Chosen() const { return answer_->chosen; }

private:
    DesktopChooser() = default;
    // Shared with the thread, which a lab closing meanwhile leaves to finish on its own.
    struct Answer {
        std::atomic<bool> done{false};
        std::optional<std::string> chosen;
    };
    std::shared_ptr<Answer> answer_ = std::make_shared<Answer>();
    std::thread thread_;
};

}  // namespace circlelab::app
