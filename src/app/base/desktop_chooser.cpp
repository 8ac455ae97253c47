#include "app/base/desktop_chooser.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "app/base/portal_chooser.h"

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

// zenity, else kdialog, when on the PATH; empty when neither.
std::string ProgramOnPath() {
    for (const char* program : {"zenity", "kdialog"})
        if (OnPath(program)) return program;
    return {};
}

// Runs a chooser program and waits for its answer: the path printed, or nothing when cancelled.
void RunProgram(const std::string& program, bool save, const std::string& folder, const std::string& name,
                std::optional<std::string>& chosen) {
    const std::string start = save ? (std::filesystem::path(folder) / name).string() : folder + "/";
    const std::string command = Command(program, save, start) + " 2>/dev/null";
    std::string out;
    if (FILE* p = popen(command.c_str(), "r")) {
        char buf[4096];
        std::size_t n;
        while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
        const int status = pclose(p);
        while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
        if (status == 0 && !out.empty()) chosen = out;  // a cancelled chooser exits 1
    }
}

}  // namespace

std::string DesktopChooser::Available() {
#ifdef __EMSCRIPTEN__
    return {};  // the page has no desktop to ask: its files come by upload
#endif
    // Whether the bus has a portal is asked on the chooser's thread: a hung bus never answers a
    // connection's greeting, and the frame must not wait on it (the waiting window has Cancel).
    if (const char* chosen = std::getenv("CIRCLELAB_CHOOSER"); chosen && *chosen) {
        const std::string program = chosen;
        if (program == "portal" && PortalBusAddressed()) return program;
        if ((program == "zenity" || program == "kdialog") && OnPath(program)) return program;
        return {};  // "builtin", or a chooser that is not there: the lab's own
    }
    if (PortalBusAddressed()) return "portal";
    return ProgramOnPath();
}

std::shared_ptr<DesktopChooser> DesktopChooser::Start(const std::string& program, bool save, const std::string& folder,
                                                      const std::string& name) {
#ifdef __EMSCRIPTEN__
    return nullptr;  // the page has no programs to run: its files come by upload
#endif
    std::shared_ptr<DesktopChooser> chooser(new DesktopChooser);
    chooser->program_ = program;
    chooser->thread_ = std::thread([answer = chooser->answer_, program, save, folder, name] {
        if (program != "portal") RunProgram(program, save, folder, name, answer->chosen);
        else if (PortalAvailable()) {
            PortalAnswer got = RunPortalChooser(save, folder, name, answer->stop);
            answer->chosen = std::move(got.chosen);
            answer->problem = std::move(got.problem);
        } else if (const std::string next = std::getenv("CIRCLELAB_CHOOSER") ? "" : ProgramOnPath(); !next.empty())
            RunProgram(next, save, folder, name, answer->chosen);
        else answer->unavailable = true;  // no portal on the bus after all: the lab's own chooser
        answer->done = true;
    });
    return chooser;
}

DesktopChooser::~DesktopChooser() {
    answer_->stop = true;
    if (thread_.joinable()) thread_.detach();
}

}  // namespace circlelab::app
