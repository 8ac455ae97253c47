#include "app/lab/desktop_chooser.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "app/lab/portal_chooser.h"

namespace circlelab::app {
namespace {

// A word for sh: in single quotes, each quote inside written as '\''.
std::string Quoted(std::string_view word) {
    std::string out = "'";
    for (const char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

bool OnPath(const std::string& program) {
    return std::system(("command -v " + Quoted(program) + " >/dev/null 2>&1").c_str()) == 0;
}

std::string Command(const std::string& program, bool save, const std::string& start) {
    if (program == "kdialog")
        return "kdialog --title " + Quoted(save ? "Save the scene as" : "Open a scene") + (save ? " --getsavefilename " : " --getopenfilename ") +
               Quoted(start) + " " + Quoted("Scenes (*.json)");
    // zenity asks itself before replacing a file (--confirm-overwrite).
    return "zenity --file-selection --title=" + Quoted(save ? "Save the scene as" : "Open a scene") +
           (save ? " --save --confirm-overwrite" : "") + " --filename=" + Quoted(start) + " --file-filter=" +
           Quoted("Scenes (*.json) | *.json") + " --file-filter=" + Quoted("All files | *");
}

}  // namespace

std::string DesktopChooser::Available() {
#ifdef __EMSCRIPTEN__
    return {};  // the page has no desktop to ask: its files come by upload
#endif
    if (const char* chosen = std::getenv("CIRCLELAB_CHOOSER"); chosen && *chosen) {
        const std::string program = chosen;
        if (program == "portal" && PortalAvailable()) return program;
        if ((program == "zenity" || program == "kdialog") && OnPath(program)) return program;
        return {};  // "builtin", or a chooser that is not there: the lab's own
    }
    if (PortalAvailable()) return "portal";
    for (const char* program : {"zenity", "kdialog"})
        if (OnPath(program)) return program;
    return {};
}

std::shared_ptr<DesktopChooser> DesktopChooser::Start(const std::string& program, bool save, const std::string& folder,
                                                      const std::string& name) {
#ifdef __EMSCRIPTEN__
    return nullptr;  // the page has no programs to run: its files come by upload
#endif
    std::shared_ptr<DesktopChooser> chooser(new DesktopChooser);
    chooser->program_ = program;
    if (program == "portal") {
        chooser->thread_ = std::thread([answer = chooser->answer_, save, folder, name] {
            PortalAnswer got = RunPortalChooser(save, folder, name, answer->stop);
            answer->chosen = std::move(got.chosen);
            answer->problem = std::move(got.problem);
            answer->done = true;
        });
        return chooser;
    }
    const std::string start = save ? (std::filesystem::path(folder) / name).string() : folder + "/";
    const std::string command = Command(program, save, start) + " 2>/dev/null";
    chooser->thread_ = std::thread([answer = chooser->answer_, command] {
        std::string out;
        if (FILE* p = popen(command.c_str(), "r")) {
            char buf[4096];
            std::size_t n;
            while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
            const int status = pclose(p);
            while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
            if (status == 0 && !out.empty()) answer->chosen = out;  // a cancelled chooser exits 1
        }
        answer->done = true;
    });
    return chooser;
}

DesktopChooser::~DesktopChooser() {
    answer_->stop = true;
    if (thread_.joinable()) thread_.detach();
}

}  // namespace circlelab::app
