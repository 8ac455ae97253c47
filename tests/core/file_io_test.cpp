// Files read and written defensively: what is refused before reading, and writes that keep the old
// file whole, follow links to the real file and keep its permissions.
#include "core/io/file_io.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace circlelab {
namespace {

namespace fs = std::filesystem;

class FileIoTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("circlelab_file_io_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string Path(const std::string& name) const { return (dir_ / name).string(); }
    static std::string Slurp(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    }
    // Files in the folder: a write must leave no temporary file behind.
    std::size_t Entries() const {
        std::size_t n = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++n;
        return n;
    }
    fs::path dir_;
};

TEST_F(FileIoTest, ReadsARegularFile) {
    std::ofstream(Path("a.json")) << "{}";
    std::string problem;
    const auto text = ReadRegularFile(Path("a.json"), 100, problem);
    ASSERT_TRUE(text) << problem;
    EXPECT_EQ(*text, "{}");
}

TEST_F(FileIoTest, MissingFileIsNoSuchFile) {
    std::string problem;
    EXPECT_FALSE(ReadRegularFile(Path("none.json"), 100, problem));
    EXPECT_EQ(problem, "no such file");
}

TEST_F(FileIoTest, FolderIsRefused) {
    std::string problem;
    EXPECT_FALSE(ReadRegularFile(dir_.string(), 100, problem));
    EXPECT_EQ(problem, "is a folder, not a file");
}

TEST_F(FileIoTest, DeviceIsRefusedBeforeReading) {
    std::string problem;  // /dev/zero would be read forever
    EXPECT_FALSE(ReadRegularFile("/dev/zero", kMaxSceneFileBytes, problem));
    EXPECT_NE(problem.find("not a regular file"), std::string::npos) << problem;
}

TEST_F(FileIoTest, FifoIsRefusedWithoutWaitingForAWriter) {
    ASSERT_EQ(mkfifo(Path("fifo").c_str(), 0600), 0);
    std::string problem;
    EXPECT_FALSE(ReadRegularFile(Path("fifo"), 100, problem));
    EXPECT_NE(problem.find("not a regular file"), std::string::npos) << problem;
}

TEST_F(FileIoTest, OversizedFileIsRefused) {
    std::ofstream(Path("big.json")) << std::string(101, ' ');
    std::string problem;
    EXPECT_FALSE(ReadRegularFile(Path("big.json"), 100, problem));
    EXPECT_EQ(problem, "the file is 101 bytes, more than the 100 bytes a file may be");
    std::ofstream(Path("ok.json")) << std::string(100, ' ');
    EXPECT_TRUE(ReadRegularFile(Path("ok.json"), 100, problem));
}

TEST_F(FileIoTest, SymlinkLoopGivesItsRealReason) {
    fs::create_symlink(Path("b"), Path("a"));
    fs::create_symlink(Path("a"), Path("b"));
    std::string problem;
    EXPECT_FALSE(ReadRegularFile(Path("a"), 100, problem));
    EXPECT_EQ(problem, "cannot read the file: Too many levels of symbolic links");
}

TEST_F(FileIoTest, WriteReplacesTheFileAndLeavesNoTemporaryFile) {
    std::ofstream(Path("s.json")) << "old";
    EXPECT_EQ(WriteFileAtomically(Path("s.json"), "new"), "");
    EXPECT_EQ(Slurp(Path("s.json")), "new");
    EXPECT_EQ(Entries(), 1u);
}

TEST_F(FileIoTest, WriteToAFullDeviceFails) {
    const std::string problem = WriteFileAtomically("/dev/full", "bytes");
    EXPECT_NE(problem.find("No space left on device"), std::string::npos) << problem;
}

TEST_F(FileIoTest, WriteThroughASymlinkUpdatesTheRealFileAndKeepsTheLink) {
    fs::create_directories(dir_ / "real");
    std::ofstream(Path("real/s.json")) << "old";
    fs::create_symlink("real/s.json", Path("link.json"));
    EXPECT_EQ(WriteFileAtomically(Path("link.json"), "new"), "");
    EXPECT_TRUE(fs::is_symlink(Path("link.json")));
    EXPECT_EQ(Slurp(Path("real/s.json")), "new");
    std::size_t inReal = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_ / "real")) ++inReal;
    EXPECT_EQ(inReal, 1u);
}

TEST_F(FileIoTest, WriteKeepsAPrivateFilePrivate) {
    std::ofstream(Path("s.json")) << "old";
    fs::permissions(Path("s.json"), fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(WriteFileAtomically(Path("s.json"), "new"), "");
    EXPECT_EQ(fs::status(Path("s.json")).permissions(), fs::perms::owner_read | fs::perms::owner_write);
}

TEST_F(FileIoTest, PlantedLinkBesideTheTargetIsNeverFollowed) {
    // The old fixed temporary name: a link planted there must not lead the write elsewhere.
    std::ofstream(Path("victim")) << "precious";
    fs::create_symlink(Path("victim"), Path("s.json.tmp-circlelab"));
    EXPECT_EQ(WriteFileAtomically(Path("s.json"), "new"), "");
    EXPECT_EQ(Slurp(Path("victim")), "precious");
    EXPECT_EQ(Slurp(Path("s.json")), "new");
}

TEST_F(FileIoTest, FailedWriteLeavesTheOldFileAndNoTemporaryFile) {
    fs::create_directories(dir_ / "s.json" / "keep");
    EXPECT_NE(WriteFileAtomically(Path("s.json"), "new").find("cannot replace"), std::string::npos);
    EXPECT_TRUE(fs::is_directory(dir_ / "s.json" / "keep"));
    EXPECT_EQ(Entries(), 1u);
    EXPECT_NE(WriteFileAtomically(Path("missing/s.json"), "new"), "");
}

TEST_F(FileIoTest, ReadOnlyFileIsRefusedWithTheReason) {
    std::ofstream(Path("s.json")) << "old";
    fs::permissions(Path("s.json"), fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    const std::string problem = WriteFileAtomically(Path("s.json"), "new");
    EXPECT_NE(problem.find("the file is read-only (permissions 0444)"), std::string::npos) << problem;
    EXPECT_EQ(Slurp(Path("s.json")), "old");
    EXPECT_EQ(Entries(), 1u);
}

TEST_F(FileIoTest, FifoWithoutAReaderIsRefusedInsteadOfWaiting) {
    ASSERT_EQ(::mkfifo(Path("pipe").c_str(), 0644), 0);
    const std::string problem = WriteFileAtomically(Path("pipe"), "bytes");
    EXPECT_NE(problem.find("no program is reading that FIFO"), std::string::npos) << problem;
    EXPECT_TRUE(fs::is_fifo(Path("pipe")));
}

// A save killed with kill -9 leaves `.NAME.XXXXXX`: the next save of NAME removes it, but never a
// temporary file another save is still writing (it holds a lock on it), nor one of another file.
TEST_F(FileIoTest, StaleTemporaryFilesOfAKilledSaveAreRemovedByTheNextSave) {
    std::ofstream(Path(".s.json.Ab12Cd")) << "half a save";
    std::ofstream(Path(".t.json.Ab12Cd")) << "another file's";
    std::ofstream(Path(".s.json.Busy00")) << "being written";
    const int busy = ::open(Path(".s.json.Busy00").c_str(), O_RDONLY);
    ASSERT_GE(busy, 0);
    ASSERT_EQ(::flock(busy, LOCK_EX), 0);
    EXPECT_EQ(WriteFileAtomically(Path("s.json"), "new"), "");
    EXPECT_FALSE(fs::exists(Path(".s.json.Ab12Cd")));
    EXPECT_TRUE(fs::exists(Path(".t.json.Ab12Cd")));
    EXPECT_TRUE(fs::exists(Path(".s.json.Busy00")));
    ::close(busy);
    EXPECT_EQ(Slurp(Path("s.json")), "new");
}

TEST_F(FileIoTest, AFileWrittenInPiecesAppearsOnlyWhenCommitted) {
    std::ofstream(Path("s.json")) << "old";
    {
        FileWriter file;
        ASSERT_EQ(file.Open(Path("s.json")), "");
        EXPECT_EQ(file.Write("ne"), "");
        EXPECT_EQ(file.Write("w"), "");
        EXPECT_EQ(Slurp(Path("s.json")), "old");
        EXPECT_EQ(file.Commit(), "");
    }
    EXPECT_EQ(Slurp(Path("s.json")), "new");
    {
        FileWriter abandoned;  // destroyed without Commit: nothing changes, nothing is left
        ASSERT_EQ(abandoned.Open(Path("s.json")), "");
        abandoned.Write("never");
    }
    EXPECT_EQ(Slurp(Path("s.json")), "new");
    EXPECT_EQ(Entries(), 1u);
}

TEST_F(FileIoTest, FilesInListsMatchingFilesSortedAndSaysWhyAFolderCannotBeListed) {
    std::ofstream(Path("b.json")) << "";
    std::ofstream(Path("a.json")) << "";
    std::ofstream(Path("c.txt")) << "";
    fs::create_directories(dir_ / "d.json");
    std::string problem;
    EXPECT_EQ(FilesIn(dir_.string(), ".json", problem), (std::vector<std::string>{Path("a.json"), Path("b.json")}));
    EXPECT_EQ(problem, "");
    fs::create_symlink("loop", Path("loop"));
    EXPECT_TRUE(FilesIn(Path("loop"), ".json", problem).empty());
    EXPECT_NE(problem.find("Too many levels of symbolic links"), std::string::npos) << problem;
}

}  // namespace
}  // namespace circlelab
