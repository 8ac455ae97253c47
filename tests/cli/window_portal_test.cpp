// The desktop's file chooser through the XDG desktop portal, in the real window: each test starts a
// session bus of its own (dbus-daemon), a stand-in portal on it (fake_portal.py: it answers as the
// real one, with a Request path and then that Request's Response signal), and the lab under Xvfb,
// and presses keys with xdotool. What the portal was asked is in its log; what the lab did is in
// its title and the files.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

#include "cli_run.h"
#include "core/io/json.h"

namespace {

namespace fs = std::filesystem;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::XvfbRun;

// A bus of the test's own, private to it: no service dirs (nothing is started on demand, so a
// portal installed on the machine never answers in place of the stand-in), anyone may own a name.
constexpr const char* kBusConfig = R"(<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=@DIR@</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
)";

// Debian's python3, for which python3-dbus and python3-gi are installed (not a python3 earlier on
// the PATH, such as pyenv's, which lacks them).
#define kPython "/usr/bin/python3"

// What a test needs that the machine may lack (scripts/deps.sh test installs all of it).
std::string Missing() {
    if (std::system("command -v dbus-daemon >/dev/null") != 0) return "dbus-daemon is not installed";
    if (std::system("command -v xvfb-run >/dev/null && command -v xdotool >/dev/null") != 0)
        return "xvfb-run or xdotool is not installed";
    if (std::system(kPython " -c 'import dbus, dbus.mainloop.glib; from gi.repository import GLib' 2>/dev/null") != 0)
        return "python3-dbus or python3-gi is not installed (the stand-in portal needs them)";
    return {};
}

struct PortalRun {
    std::string dir;     ///< the test's folder: the bus's socket, the logs, the scripts
    std::string home;    ///< HOME, with Documents (where the chooser starts)
    std::string portal;  ///< the stand-in portal's log

    explicit PortalRun(const std::string& name) {
        dir = circlelab::testing::FreshDir(name + "-" + std::to_string(getpid())).string();
        home = dir + "/home";
        portal = dir + "/portal.log";
        fs::create_directories(home + "/Documents");
    }

    // Runs the lab on `scene` ("" = the built-in one) with the stand-in portal started with
    // `portalArgs` (none: a bus with no portal on it), then `keys` (shell lines, with
    // wait_portal PATTERN to wait for a line of the portal's log); SIGTERM ends the lab.
    int Run(const std::string& portalArgs, const std::string& scene, const std::string& keys) const {
        std::string config = kBusConfig;
        config.replace(config.find("@DIR@"), 5, dir);
        std::ofstream(dir + "/bus.conf") << config;
        std::ofstream(dir + "/inside.sh")
            << "wait_portal() { for i in $(seq 1 200); do grep -q \"$1\" " << portal << " && return 0; sleep 0.1; done; return 1; }\n"
            << CIRCLELAB_EXE << " " << scene << " --seconds 60 > " << dir << "/lab.log 2>&1 & app=$!\n"
            << "timeout 20 xdotool search --sync --name 'Circle Collision Lab - ' windowfocus --sync >/dev/null &&\n"
            << "sleep 0.5 && xdotool mousemove 1000 400 && {\n" << keys << "\n}\nstatus=$?\n"
            << "xdotool search --name 'Circle Collision Lab - ' getwindowname > " << dir << "/title.txt\n"
            << "kill -TERM $app; wait $app; exit $status\n";
        std::ofstream(dir + "/outer.sh")
            << "cd " << dir << "\nunset CIRCLELAB_CHOOSER\n"
            << "dbus-daemon --config-file=" << dir << "/bus.conf --print-address=1 --nofork > bus.txt 2> bus.err & bus=$!\n"
            << "for i in $(seq 1 100); do [ -s bus.txt ] && break; sleep 0.1; done\n"
            << "DBUS_SESSION_BUS_ADDRESS=$(head -n 1 bus.txt); export DBUS_SESSION_BUS_ADDRESS\n"
            << "portal=\n"
            << (portalArgs.empty() ? std::string()
                                   : kPython " " CIRCLELAB_TEST_DATA "/../cli/fake_portal.py --log " + portal + " " + portalArgs +
                                         " 2> portal.err & portal=$!\n"
                                         "for i in $(seq 1 100); do grep -q ready " + portal + " 2>/dev/null && break; sleep 0.1; done\n")
            << "HOME=" << home << " XDG_CONFIG_HOME=" << dir << "/config " + XvfbRun() + " sh "
            << dir << "/inside.sh\nstatus=$?\n"
            << "[ -n \"$portal\" ] && kill $portal\nkill $bus\nwait\nexit $status\n";
        return std::system(("sh " + dir + "/outer.sh").c_str());
    }

    // The portal's log, a JSON object a line.
    std::vector<circlelab::JsonDocument> Asked() const {
        std::vector<circlelab::JsonDocument> lines;
        std::ifstream in(portal);
        for (std::string line; std::getline(in, line);)
            if (circlelab::JsonParse parsed = circlelab::ParseJson(line); parsed.value) lines.push_back(std::move(*parsed.value));
        return lines;
    }

    std::string Diagnosis() const {
        return "lab: " + ReadWholeFile(dir + "/lab.log") + "\nportal: " + ReadWholeFile(portal) + ReadWholeFile(dir + "/portal.err") +
               "\nbus: " + ReadWholeFile(dir + "/bus.err") + "\ntitle: " + ReadWholeFile(dir + "/title.txt");
    }
};

std::string Text(const circlelab::JsonDocument& line, const char* key) {
    const std::optional<circlelab::JsonRef> v = line.Root().Find(key);
    return v && v->Is(circlelab::JsonType::kString) ? std::string(v->String()) : std::string();
}

std::string Option(const circlelab::JsonDocument& line, const char* key) {
    const std::optional<circlelab::JsonRef> options = line.Root().Find("options");
    if (!options) return {};
    const std::optional<circlelab::JsonRef> v = options->Find(key);
    return v && v->Is(circlelab::JsonType::kString) ? std::string(v->String()) : std::string();
}

// A scene of the user's, named with a space so its URI carries a %20 the lab must decode.
std::string WriteUserScene(const std::string& path) {
    std::ofstream(path) << R"({"name": "Portal pick", "bodies": [{"x": 100, "y": 100, "r": 20}],
 "shapes": [{"type": "rect", "x": 200, "y": 80, "w": 120, "h": 60}]})";
    return path;
}

// Ctrl+O with a portal on the bus: the portal's chooser is asked (in the folder the lab would
// start in, the Request at the path the handle_token makes), and the file it answers opens.
TEST(WindowPortal, CtrlOOpensTheFileThePortalChose) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    const PortalRun run("portal_open");
    const std::string scene = WriteUserScene(run.dir + "/my scene.json");
    const std::string uri = "file://" + run.dir + "/my%20scene.json";
    ASSERT_EQ(run.Run("--answer '" + uri + "'", "",
                      "xdotool key ctrl+o && timeout 20 xdotool search --sync --name 'my scene.json - Portal pick' >/dev/null"),
              0)
        << run.Diagnosis();
    const auto asked = run.Asked();
    ASSERT_GE(asked.size(), 3u) << run.Diagnosis();
    EXPECT_EQ(Text(asked[1], "method"), "OpenFile");
    EXPECT_EQ(Option(asked[1], "current_folder"), run.home + "/Documents");
    EXPECT_EQ(Text(asked[1], "handle").rfind("/org/freedesktop/portal/desktop/request/", 0), 0u);
    EXPECT_EQ(Text(asked[1], "handle").substr(Text(asked[1], "handle").rfind('/') + 1), Option(asked[1], "handle_token"));
    EXPECT_NE(ReadWholeFile(run.dir + "/config/circlelab/recent-files.txt").find(scene), std::string::npos);
}

// Ctrl+Shift+S on an edited shipped scene: the portal's save chooser is asked with the copy's
// name ready, and the scene is written where it answers (the shipped file untouched).
TEST(WindowPortal, SaveAsWritesWhereThePortalChose) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    const PortalRun run("portal_save");
    const std::string shipped = CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json";
    const std::string original = ReadWholeFile(shipped);
    const std::string uri = "file://" + run.dir + "/saved%20copy.json";
    ASSERT_EQ(run.Run("--answer '" + uri + "'", shipped,
                      "xdotool key ctrl+d && timeout 20 xdotool search --sync --name ' \\*$' >/dev/null && "
                      "xdotool key ctrl+shift+s && timeout 20 xdotool search --sync --name 'saved copy.json - ' >/dev/null"),
              0)
        << run.Diagnosis();
    const auto asked = run.Asked();
    ASSERT_GE(asked.size(), 2u) << run.Diagnosis();
    EXPECT_EQ(Text(asked[1], "method"), "SaveFile");
    EXPECT_EQ(Option(asked[1], "current_name"), "05_godfrey_regions-copy.json");
    EXPECT_NE(ReadWholeFile(run.dir + "/saved copy.json").find("Godfrey: regions"), std::string::npos) << run.Diagnosis();
    EXPECT_EQ(ReadWholeFile(shipped), original);
    EXPECT_EQ(ReadWholeFile(run.dir + "/title.txt").find(" *"), std::string::npos);  // saved: no unsaved mark
}

// Cancelled in the portal's chooser (response 1): nothing changes. The edited scene stays open and
// unsaved, no file is written; the lab takes the next Ctrl+O to the portal again.
TEST(WindowPortal, CancelledInThePortalChangesNothing) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    const PortalRun run("portal_cancel");
    const std::string shipped = CIRCLELAB_SOURCE_ASSETS "/scenes/05_godfrey_regions.json";
    ASSERT_EQ(run.Run("--cancel", shipped,
                      "xdotool key ctrl+d && timeout 20 xdotool search --sync --name ' \\*$' >/dev/null && "
                      "xdotool key ctrl+shift+s && wait_portal Response && sleep 0.5 && "
                      "xdotool key ctrl+o && wait_portal OpenFile && sleep 0.5"),
              0)
        << run.Diagnosis();
    const std::string title = ReadWholeFile(run.dir + "/title.txt");
    // The shipped scene, named alone (no file of the user's), still with its unsaved mark.
    ASSERT_GE(title.size(), 3u) << run.Diagnosis();
    EXPECT_EQ(title.rfind("Circle Collision Lab - Godfrey: regions", 0), 0u) << run.Diagnosis();
    EXPECT_EQ(title.substr(title.size() - 3), " *\n") << run.Diagnosis();
    EXPECT_TRUE(fs::is_empty(run.home + "/Documents"));
    const auto asked = run.Asked();
    ASSERT_GE(asked.size(), 4u) << run.Diagnosis();
    EXPECT_EQ(Text(asked[1], "method"), "SaveFile");
    EXPECT_EQ(Text(asked[3], "method"), "OpenFile");
}

// A portal that never answers never leaves the lab stuck: Esc gives up on it (the portal is told
// to close its chooser: Request.Close on the call's Request), and nothing changes.
TEST(WindowPortal, EscapeGivesUpOnAPortalThatNeverAnswers) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    const PortalRun run("portal_never");
    ASSERT_EQ(run.Run("--never", "", "xdotool key ctrl+o && wait_portal OpenFile && sleep 0.5 && xdotool key Escape && wait_portal Close"), 0)
        << run.Diagnosis();
    const auto asked = run.Asked();
    ASSERT_GE(asked.size(), 3u) << run.Diagnosis();
    EXPECT_EQ(Text(asked[2], "method"), "Close");
    EXPECT_EQ(Text(asked[2], "path"), Text(asked[1], "handle"));
    EXPECT_NE(ReadWholeFile(run.dir + "/title.txt").find("Circle Collision Lab - Sandbox"), std::string::npos) << run.Diagnosis();
}

// A portal that answers with what is not a file here (another computer's file): the lab's own
// chooser opens in its place, saying why, and Esc there leaves the scene as it was.
TEST(WindowPortal, ANonFileAnswerOpensTheLabsOwnChooserSayingWhy) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    const PortalRun run("portal_sftp");
    const std::string scene = WriteUserScene(run.dir + "/typed.json");
    // The lab's own chooser takes the name typed: that it opened is proved by the file it opens.
    ASSERT_EQ(run.Run("--answer 'sftp://server/scenes/x.json'", "",
                      "xdotool key ctrl+o && wait_portal Response && sleep 1 && xdotool type --delay 20 '" + scene +
                          "' && xdotool key Return && timeout 20 xdotool search --sync --name 'typed.json - ' >/dev/null"),
              0)
        << run.Diagnosis();
}

// No portal on the bus (and no zenity or kdialog): the lab's own chooser, as before.
TEST(WindowPortal, WithoutAPortalTheLabsOwnChooserOpens) {
    if (const std::string missing = Missing(); !missing.empty()) GTEST_SKIP() << missing;
    if (std::system("command -v zenity >/dev/null || command -v kdialog >/dev/null") == 0)
        GTEST_SKIP() << "zenity or kdialog is installed: without a portal the lab uses it, which this test cannot drive";
    const PortalRun run("portal_none");
    const std::string scene = WriteUserScene(run.dir + "/typed.json");
    ASSERT_EQ(run.Run("", "",
                      "xdotool key ctrl+o && sleep 1 && xdotool type --delay 20 '" + scene +
                          "' && xdotool key Return && timeout 20 xdotool search --sync --name 'typed.json - ' >/dev/null"),
              0)
        << run.Diagnosis();
    EXPECT_FALSE(fs::exists(run.portal));
}

}  // namespace
