// Recovery copies of unsaved changes (app/model/recovery.h): each stop keeps a copy of its own until
// it is opened or discarded, and each remembers its file by an absolute path.
#include "app/model/recovery.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <filesystem>
#include <fstream>

#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

namespace fs = std::filesystem;

class RecoveryTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) / ("circlelab_recovery_" + std::to_string(::getpid()) + "_" +
                                                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_ / "config");
        fs::create_directories(dir_ / "work");
        const char* old = std::getenv("XDG_CONFIG_HOME");
        oldConfig_ = old ? std::optional<std::string>(old) : std::nullopt;
        ::setenv("XDG_CONFIG_HOME", (dir_ / "config").c_str(), 1);
        oldCwd_ = fs::current_path();
    }
    void TearDown() override {
        fs::current_path(oldCwd_);
        if (oldConfig_) ::setenv("XDG_CONFIG_HOME", oldConfig_->c_str(), 1);
        else ::unsetenv("XDG_CONFIG_HOME");
        fs::remove_all(dir_);
    }
    // A document opened from `name` in the work folder, by a relative path, with one edit.
    LabDocument Edited(const std::string& name, double x) {
        Scene scene;
        scene.name = name;
        scene.bodies.push_back(Body{});
        scene.bodies.back().circle = Circle{{0, 0}, 5};
        EXPECT_EQ(SaveSceneFile(scene, (dir_ / "work" / name).string()), "");
        fs::current_path(dir_ / "work");
        LabDocument doc;
        std::string error;
        EXPECT_TRUE(doc.Open(name, error)) << error;
        doc.Edit("add a body", [&](Scene& s) {
            s.bodies.push_back(Body{});
            s.bodies.back().circle = Circle{{x, 10}, 5};
            return true;
        });
        return doc;
    }
    fs::path dir_;
    std::optional<std::string> oldConfig_;
    fs::path oldCwd_;
};

// Answer "Later", edit another file, be stopped again: both sets of changes are offered.
TEST_F(RecoveryTest, ASecondStopKeepsTheFirstCopy) {
    EXPECT_EQ(WriteRecoveryCopy(Edited("a.json", 100)), "");
    EXPECT_EQ(WriteRecoveryCopy(Edited("b.json", 200)), "");
    std::string problem;
    const std::vector<RecoveryCopy> copies = FindRecoveryCopies(problem);
    EXPECT_EQ(problem, "");
    ASSERT_EQ(copies.size(), 2u);
    std::vector<std::string> originals{copies[0].originalPath, copies[1].originalPath};
    std::sort(originals.begin(), originals.end());
    EXPECT_EQ(originals[0], (dir_ / "work" / "a.json").string());
    EXPECT_EQ(originals[1], (dir_ / "work" / "b.json").string());
    DiscardRecoveryCopy(copies[0]);
    EXPECT_EQ(FindRecoveryCopies(problem).size(), 1u);
}

// Recovered from another folder, a save still writes the file the changes belong to.
TEST_F(RecoveryTest, ARecoveredSceneRemembersItsFileByAnAbsolutePath) {
    EXPECT_EQ(WriteRecoveryCopy(Edited("a.json", 100)), "");
    fs::current_path(dir_);
    std::string problem;
    const std::vector<RecoveryCopy> copies = FindRecoveryCopies(problem);
    ASSERT_EQ(copies.size(), 1u);
    LabDocument doc;
    std::string error;
    ASSERT_TRUE(OpenRecoveryCopy(doc, copies[0], error)) << error;
    EXPECT_TRUE(doc.Dirty());
    EXPECT_EQ(doc.SaveTo(""), "");
    EXPECT_FALSE(fs::exists(dir_ / "a.json"));
    const SceneLoad saved = LoadSceneFile((dir_ / "work" / "a.json").string());
    ASSERT_TRUE(saved.scene);
    EXPECT_EQ(saved.scene->bodies.size(), 2u);  // the file's body and the recovered one
}

// A configuration folder that is a file: the copy cannot be kept, and that is said.
TEST_F(RecoveryTest, ACopyThatCannotBeWrittenSaysWhy) {
    fs::remove_all(dir_ / "config");
    std::ofstream(dir_ / "config") << "a file";
    EXPECT_NE(WriteRecoveryCopy(Edited("a.json", 100)), "");
}

}  // namespace
}  // namespace circlelab::app
