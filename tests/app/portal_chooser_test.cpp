// The desktop portal's answers, read: a file:// URI made a path, anything else refused with a
// message, and the Request path a call listens on (app/base/portal_chooser.h). The portal itself,
// on a bus, is tested in the real window (tests/cli/window_portal_test.cpp).
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <future>
#include <memory>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "app/base/desktop_chooser.h"
#include "app/base/portal_chooser.h"

namespace circlelab::app {
namespace {

TEST(PortalUri, AFileUriIsItsPathWithEscapesDecoded) {
    std::string problem;
    EXPECT_EQ(PathFromFileUri("file:///home/ana/my%20scene.json", problem), "/home/ana/my scene.json");
    EXPECT_EQ(PathFromFileUri("file:///home/ana/%C3%A9t%c3%a9.json", problem), "/home/ana/\xC3\xA9t\xC3\xA9.json");
    EXPECT_EQ(PathFromFileUri("FILE://localhost/tmp/a%25b.json", problem), "/tmp/a%b.json");
    EXPECT_EQ(problem, "");
}

TEST(PortalUri, AnotherSchemeIsRefusedSayingWhy) {
    std::string problem;
    EXPECT_FALSE(PathFromFileUri("sftp://server/scenes/x.json", problem));
    EXPECT_NE(problem.find("sftp://server/scenes/x.json"), std::string::npos) << problem;
    EXPECT_NE(problem.find("not a file on this computer"), std::string::npos) << problem;
}

TEST(PortalUri, AnotherComputersFileIsRefused) {
    std::string problem;
    EXPECT_FALSE(PathFromFileUri("file://server/scenes/x.json", problem));
    EXPECT_NE(problem.find("not a file on this computer"), std::string::npos) << problem;
    problem.clear();
    EXPECT_FALSE(PathFromFileUri("file://", problem));
    EXPECT_FALSE(problem.empty());
}

TEST(PortalUri, ABrokenEscapeIsRefused) {
    for (const char* uri : {"file:///tmp/a%2", "file:///tmp/a%zz.json", "file:///tmp/a%00.json", "file:///tmp/%"}) {
        std::string problem;
        EXPECT_FALSE(PathFromFileUri(uri, problem)) << uri;
        EXPECT_NE(problem.find("%-escape"), std::string::npos) << uri << ": " << problem;
    }
}

TEST(PortalRequest, ThePathIsTheSendersNameAndTheToken) {
    EXPECT_EQ(PortalRequestPath(":1.42", "circlelab7_1"), "/org/freedesktop/portal/desktop/request/1_42/circlelab7_1");
}

#ifndef __EMSCRIPTEN__
// A bus that takes the connection and then never says a word (a hung session bus): pressing Open
// asks which chooser to use on the frame's thread, so that question must not touch the bus at all
// (libdbus waits for the bus's greeting for ever). The portal is tried on the chooser's own thread,
// whose waiting window has Cancel. The bound is a hang's, many times what an answer takes.
TEST(PortalBus, ChoosingAChooserNeverWaitsForAMuteBus) {
    const std::string path = (std::filesystem::temp_directory_path() / ("circlelab-mute-bus-" + std::to_string(getpid()))).string();
    ::unlink(path.c_str());
    const int server = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(server, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(path.size(), sizeof address.sun_path);
    std::copy(path.begin(), path.end(), address.sun_path);
    ASSERT_EQ(::bind(server, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(server, 4), 0);  // connections wait in the listen queue, never answered
    ::setenv("DBUS_SESSION_BUS_ADDRESS", ("unix:path=" + path).c_str(), 1);
    ::unsetenv("CIRCLELAB_CHOOSER");
    auto answered = std::make_shared<std::promise<std::string>>();
    std::future<std::string> program = answered->get_future();
    std::thread([answered] { answered->set_value(DesktopChooser::Available()); }).detach();
    ASSERT_EQ(program.wait_for(std::chrono::seconds(10)), std::future_status::ready)
        << "pressing Open would freeze the window on a mute session bus";
    EXPECT_EQ(program.get(), "portal");  // the bus is named: its chooser is tried, off the frame
    ::close(server);
    ::unlink(path.c_str());
}
#endif

}  // namespace
}  // namespace circlelab::app
