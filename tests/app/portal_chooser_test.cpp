// The desktop portal's answers, read: a file:// URI made a path, anything else refused with a
// message, and the Request path a call listens on (app/lab/portal_chooser.h). The portal itself,
// on a bus, is tested in the real window (tests/cli/window_portal_test.cpp).
#include <gtest/gtest.h>

#include "app/lab/portal_chooser.h"

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

}  // namespace
}  // namespace circlelab::app
